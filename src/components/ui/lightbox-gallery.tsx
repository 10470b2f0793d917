'use client';

import Image, { type ImageProps } from 'next/image';
import { useTranslations } from 'next-intl';
import { useState, type ComponentProps, type ReactNode } from 'react';
import type { Lightbox, LightboxImage } from './lightbox';

/**
 * The state a gallery keeps around the shared Lightbox: which image is open (null: closed) and
 * which pictures failed to load. With a `placeholder`, failed pictures show it instead (in the
 * viewer too); without one the gallery decides (machine tiles hide them). `onClose` hears the
 * index the viewer showed last. Spread `lightbox` into `<Lightbox>`.
 */
export function useLightboxGallery(
  images: LightboxImage[],
  { placeholder, onClose }: { placeholder?: string; onClose?: (index: number) => void } = {},
) {
  const t = useTranslations('lightbox');
  const [index, setIndex] = useState<number | null>(null);
  const [failed, setFailed] = useState<ReadonlySet<string>>(() => new Set());
  const shownSrc = (src: string) => (placeholder && failed.has(src) ? placeholder : src);
  const lightbox: ComponentProps<typeof Lightbox> = {
    images: placeholder ? images.map((image) => ({ ...image, src: shownSrc(image.src) })) : images,
    index,
    onIndexChange: setIndex,
    onClose: () => {
      if (index !== null) onClose?.(index);
      setIndex(null);
    },
    labels: {
      title: t('title'),
      close: t('close'),
      previous: t('previous'),
      next: t('next'),
      position: (current, total) => t('position', { current, total }),
    },
  };
  return {
    /**
     * Opens the viewer at `at`. The opener takes focus first: Safari does not focus a clicked
     * button, and the Lightbox gives focus back to whatever held it when it opened.
     */
    open: (at: number, opener?: HTMLElement) => {
      opener?.focus();
      setIndex(at);
    },
    /** "Enlarge image: {alt}", the name of a picture button that opens the viewer. */
    openLabel: (alt: string) => t('open', { alt }),
    hasFailed: (src: string) => failed.has(src),
    markFailed: (src: string) =>
      setFailed((previous) => (previous.has(src) ? previous : new Set(previous).add(src))),
    /** The picture to show for `src`: the placeholder once `src` failed, if there is one. */
    shownSrc,
    lightbox,
  };
}

export type LightboxGallery = ReturnType<typeof useLightboxGallery>;

/**
 * A picture button of a gallery (a machine's photo tile, a detail page's main picture or
 * thumbnail): the picture fills the button and reports a failed load to the gallery; a click
 * opens the viewer at `index` unless `onClick` does something else (a thumbnail that selects).
 * `children` lie over the picture (a "+N" overlay, a zoom badge). Given `width` and `height`
 * (CSS pixels at most), the picture still fills the button but offers two files (1x and 2x)
 * instead of one per configured size — for small tiles that is a third of the markup.
 */
export function GalleryTile({
  gallery,
  index,
  image,
  label,
  alt = image.alt,
  onClick,
  pressed,
  className,
  imageClassName,
  children,
  ...imageProps
}: Omit<ImageProps, 'src' | 'alt' | 'fill' | 'className' | 'onError' | 'onClick'> & {
  gallery: LightboxGallery;
  index: number;
  image: LightboxImage;
  /** The button's name; "Enlarge image: {alt}" unless told. */
  label?: string;
  /** The picture's own alt text; the image's unless told ('' where the button's name says it). */
  alt?: string;
  onClick?: () => void;
  /** For a thumbnail that selects: whether it is the selected one. */
  pressed?: boolean;
  className: string;
  imageClassName: string;
  children?: ReactNode;
}) {
  const sized = imageProps.width !== undefined;
  return (
    <button
      type="button"
      aria-label={label ?? gallery.openLabel(image.alt)}
      aria-pressed={pressed}
      onClick={(event) => (onClick ? onClick() : gallery.open(index, event.currentTarget))}
      className={className}
    >
      <Image
        {...imageProps}
        fill={!sized}
        src={gallery.shownSrc(image.src)}
        alt={alt}
        className={sized ? `absolute inset-0 size-full ${imageClassName}` : imageClassName}
        onError={() => gallery.markFailed(image.src)}
      />
      {children}
    </button>
  );
}
