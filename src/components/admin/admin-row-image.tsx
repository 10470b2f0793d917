import { cn } from '@/components/ui/cn';
import { FallbackImage } from '@/components/ui/fallback-image';
import { isRemoteImage, PLACEHOLDER_IMAGE } from '@/config/images';

/**
 * An admin list's picture of a row, filling its (relative) box: the placeholder when the file
 * fails, muted when the site does not show the row, remote pictures served as they are.
 */
export function AdminRowImage({
  src,
  sizes,
  muted,
  loading,
}: {
  src: string;
  sizes: string;
  /** The row is hidden from the site. */
  muted: boolean;
  loading?: 'eager' | 'lazy';
}) {
  return (
    <FallbackImage
      src={src}
      fallback={PLACEHOLDER_IMAGE}
      alt=""
      fill
      sizes={sizes}
      className={cn('object-cover', muted && 'opacity-60 grayscale')}
      loading={loading}
      unoptimized={isRemoteImage(src)}
    />
  );
}
