'use client';

import { Expand } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Lightbox, type LightboxImage } from '@/components/ui/lightbox';
import { PRODUCT_PLACEHOLDER } from '../images';
import { ProductImage } from './product-image';

/**
 * A product's pictures: the selected one large (a button opening the shared full-screen viewer at
 * that picture) and a row of thumbnail buttons that select a picture. Pictures that fail to load
 * show the placeholder, in the viewer too.
 */
export function ProductGallery({
  images,
  thumbnailLabels,
  thumbnailsLabel,
}: {
  /** In display order (`productImages()`), alt texts in the page's language. */
  images: LightboxImage[];
  /** "Show image 2 of 3" for each picture. */
  thumbnailLabels: string[];
  /** Name of the thumbnail list. */
  thumbnailsLabel: string;
}) {
  const t = useTranslations('lightbox');
  const [selected, setSelected] = useState(0);
  const [open, setOpen] = useState<number | null>(null);
  const [failed, setFailed] = useState<ReadonlySet<string>>(new Set());
  const markFailed = (src: string) => setFailed((previous) => new Set(previous).add(src));
  const shown = images.map((image) => ({
    ...image,
    src: failed.has(image.src) ? PRODUCT_PLACEHOLDER : image.src,
  }));
  const current = images[selected] ?? images[0];
  if (!current) return null;

  return (
    <div className="grid gap-3">
      <button
        type="button"
        onClick={() => setOpen(selected)}
        aria-label={t('open', { alt: current.alt })}
        className="group relative block aspect-[4/3] w-full cursor-zoom-in overflow-hidden rounded-card bg-cream shadow-card ring-1 ring-line"
      >
        <ProductImage
          src={current.src}
          alt={current.alt}
          onFallback={markFailed}
          fill
          sizes="(min-width: 1280px) 600px, (min-width: 1024px) 50vw, 100vw"
          className="object-cover"
          loading="eager"
          fetchPriority="high"
        />
        <span className="absolute end-3 bottom-3 inline-flex size-11 items-center justify-center rounded-full bg-white/90 text-ink shadow transition-colors group-hover:bg-white">
          <Expand aria-hidden="true" className="size-5" />
        </span>
      </button>
      {images.length > 1 && (
        <ul aria-label={thumbnailsLabel} className="grid grid-cols-4 gap-3">
          {images.map((image, index) => (
            <li key={image.src}>
              <button
                type="button"
                onClick={() => setSelected(index)}
                aria-label={thumbnailLabels[index]}
                aria-pressed={index === selected}
                className={`relative block aspect-[4/3] w-full overflow-hidden rounded-lg bg-cream ring-1 transition ${
                  index === selected
                    ? 'ring-3 ring-brand'
                    : 'opacity-80 ring-line hover:opacity-100'
                }`}
              >
                <ProductImage
                  src={image.src}
                  alt=""
                  onFallback={markFailed}
                  fill
                  sizes="(min-width: 1024px) 150px, 25vw"
                  className="object-cover"
                />
              </button>
            </li>
          ))}
        </ul>
      )}
      <Lightbox
        images={shown}
        index={open}
        onIndexChange={setOpen}
        onClose={() => {
          if (open !== null) setSelected(open);
          setOpen(null);
        }}
        labels={{
          title: t('title'),
          close: t('close'),
          previous: t('previous'),
          next: t('next'),
          position: (current, total) => t('position', { current, total }),
        }}
      />
    </div>
  );
}
