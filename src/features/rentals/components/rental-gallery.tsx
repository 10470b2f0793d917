'use client';

import { ZoomIn } from 'lucide-react';
import Image from 'next/image';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Lightbox, type LightboxImage } from '@/components/ui/lightbox';

/**
 * The rental's images: the main one large, the others as thumbnails; any of them opens the
 * shared full-screen Lightbox at its place. Without JavaScript the images still show.
 */
export function RentalGallery({
  images,
  thumbnailsLabel,
}: {
  images: LightboxImage[];
  thumbnailsLabel: string;
}) {
  const t = useTranslations('lightbox');
  const [open, setOpen] = useState<number | null>(null);
  const main = images[0];
  if (!main) return null;

  return (
    <div>
      <button
        type="button"
        onClick={() => setOpen(0)}
        aria-label={t('open', { alt: main.alt })}
        className="group relative block aspect-[4/3] w-full cursor-zoom-in overflow-hidden rounded-card bg-cream shadow-card ring-1 ring-line"
      >
        <Image
          src={main.src}
          alt={main.alt}
          fill
          priority
          sizes="(min-width: 1280px) 600px, (min-width: 1024px) 50vw, 100vw"
          className="object-cover transition-transform duration-300 group-hover:scale-[1.02]"
        />
        <span className="absolute end-3 bottom-3 inline-flex size-11 items-center justify-center rounded-full bg-white/90 text-ink shadow">
          <ZoomIn aria-hidden="true" className="size-5" />
        </span>
      </button>
      {images.length > 1 && (
        <ul aria-label={thumbnailsLabel} className="mt-3 grid grid-cols-4 gap-3">
          {images.map((image, i) => (
            <li key={image.src}>
              <button
                type="button"
                onClick={() => setOpen(i)}
                aria-label={t('open', { alt: image.alt })}
                className="relative block aspect-[4/3] w-full cursor-zoom-in overflow-hidden rounded-lg bg-cream ring-1 ring-line hover:ring-2 hover:ring-brand-warm"
              >
                <Image
                  src={image.src}
                  alt={image.alt}
                  fill
                  sizes="(min-width: 1024px) 128px, 25vw"
                  className="object-cover"
                />
              </button>
            </li>
          ))}
        </ul>
      )}
      <Lightbox
        images={images}
        index={open}
        onIndexChange={setOpen}
        onClose={() => setOpen(null)}
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
