import Image from 'next/image';
import { isRemoteImage, PLACEHOLDER_IMAGE } from '@/config/images';

/**
 * A post's picture filling its (positioned) frame, or the neutral placeholder when the post has
 * none. Remote pictures (object storage) are served as they are.
 */
export function PostImage({
  src,
  alt,
  sizes,
  eager = false,
  className = '',
}: {
  src: string | null;
  /** Used for the post's own picture; the placeholder is decorative. */
  alt: string;
  sizes: string;
  eager?: boolean;
  className?: string;
}) {
  const shown = src ?? PLACEHOLDER_IMAGE;
  return (
    <Image
      src={shown}
      alt={src ? alt : ''}
      fill
      sizes={sizes}
      loading={eager ? 'eager' : 'lazy'}
      fetchPriority={eager ? 'high' : undefined}
      unoptimized={isRemoteImage(shown)}
      className={`object-cover ${className}`}
    />
  );
}
