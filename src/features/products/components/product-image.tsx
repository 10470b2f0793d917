'use client';

import Image, { type ImageProps } from 'next/image';
import { useState } from 'react';
import { PRODUCT_PLACEHOLDER } from '../images';

/**
 * A product picture that falls back to the placeholder when it fails to load (spec §8).
 * The fallback belongs to the failed `src`: a new `src` is tried afresh.
 */
export function ProductImage({
  src,
  alt,
  onFallback,
  ...props
}: Omit<ImageProps, 'src' | 'onError'> & { src: string; onFallback?: (src: string) => void }) {
  const [failed, setFailed] = useState<string | null>(null);
  const shown = failed === src ? PRODUCT_PLACEHOLDER : src;
  return (
    <Image
      {...props}
      src={shown}
      alt={alt}
      onError={() => {
        if (shown === PRODUCT_PLACEHOLDER) return;
        setFailed(src);
        onFallback?.(src);
      }}
    />
  );
}
