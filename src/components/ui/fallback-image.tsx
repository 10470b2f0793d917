'use client';

import Image, { type ImageProps } from 'next/image';
import { useState } from 'react';

/**
 * A picture that shows `fallback` when it fails to load (products: spec §8); without `fallback`
 * it is a plain `next/image`. The fallback belongs to the failed `src`: a new `src` is tried afresh.
 */
export function FallbackImage({
  src,
  alt,
  fallback,
  onFallback,
  ...props
}: Omit<ImageProps, 'src' | 'onError'> & {
  src: string;
  fallback?: string;
  onFallback?: (src: string) => void;
}) {
  const [failed, setFailed] = useState<string | null>(null);
  const shown = fallback && failed === src ? fallback : src;
  return (
    <Image
      {...props}
      src={shown}
      alt={alt}
      onError={() => {
        if (!fallback || shown === fallback) return;
        setFailed(src);
        onFallback?.(src);
      }}
    />
  );
}
