'use client';

import { Expand, ZoomIn } from '@/components/icons';
import { useState } from 'react';
import { Lightbox, type LightboxImage } from './lightbox';
import { GalleryTile, useLightboxGallery } from './lightbox-gallery';

/**
 * What a thumbnail does: `select` makes it the main picture (the viewer then opens there, and
 * closing the viewer keeps the picture it showed last); `open` opens the viewer at it.
 */
export type GalleryThumbnails =
  | {
      action: 'select';
      /** "Show image 2 of 3" for each picture, in the page's language. */
      labels: string[];
    }
  | { action: 'open' };

/**
 * A detail page's pictures: the main one large (a button opening the shared full-screen Lightbox)
 * and a row of thumbnail buttons. Without JavaScript the pictures still show.
 */
export function ImageGallery({
  images,
  thumbnails,
  thumbnailsLabel,
  placeholder,
  look = 'expand',
}: {
  /** In display order, alt texts in the page's language. */
  images: LightboxImage[];
  thumbnails: GalleryThumbnails;
  /** Name of the thumbnail list. */
  thumbnailsLabel: string;
  /** Shown instead of a picture that fails to load, in the viewer too. */
  placeholder?: string;
  /** The main picture's badge: `expand` (brightens on hover) or `zoom` (the picture grows on hover). */
  look?: 'expand' | 'zoom';
}) {
  const [selected, setSelected] = useState(0);
  const select = thumbnails.action === 'select';
  const gallery = useLightboxGallery(images, {
    placeholder,
    // A selecting gallery keeps, as its main picture, the one the viewer showed last.
    onClose: select ? setSelected : undefined,
  });
  const current = images[selected] ?? images[0];
  if (!current) return null;
  const zoom = look === 'zoom';
  const BadgeIcon = zoom ? ZoomIn : Expand;

  return (
    <div className="grid gap-3">
      <GalleryTile
        gallery={gallery}
        index={selected}
        image={current}
        className="group relative block aspect-[4/3] w-full cursor-zoom-in overflow-hidden rounded-card bg-cream shadow-card ring-1 ring-line"
        imageClassName={`object-cover ${zoom ? 'transition-transform duration-300 group-hover:scale-[1.02]' : ''}`}
        sizes="(min-width: 1280px) 600px, (min-width: 1024px) 50vw, 100vw"
        loading="eager"
        fetchPriority="high"
      >
        <span
          className={`absolute end-3 bottom-3 inline-flex size-11 items-center justify-center rounded-full bg-white/90 text-ink shadow ${
            zoom ? '' : 'transition-colors group-hover:bg-white'
          }`}
        >
          <BadgeIcon aria-hidden="true" className="size-5" />
        </span>
      </GalleryTile>
      {images.length > 1 && (
        <ul aria-label={thumbnailsLabel} className="grid grid-cols-4 gap-3">
          {images.map((image, index) => (
            <li key={image.src}>
              <GalleryTile
                gallery={gallery}
                index={index}
                image={image}
                // A selecting thumbnail is named by its label; an opening one by its picture.
                label={select ? thumbnails.labels[index] : undefined}
                alt={select ? '' : image.alt}
                onClick={select ? () => setSelected(index) : undefined}
                pressed={select ? index === selected : undefined}
                className={`relative block aspect-[4/3] w-full overflow-hidden rounded-lg bg-cream ring-1 ${
                  !select
                    ? 'cursor-zoom-in ring-line hover:ring-2 hover:ring-brand-warm'
                    : index === selected
                      ? 'ring-3 ring-brand transition'
                      : 'opacity-80 ring-line transition hover:opacity-100'
                }`}
                imageClassName="object-cover"
                sizes="(min-width: 1024px) 150px, 25vw"
              />
            </li>
          ))}
        </ul>
      )}
      <Lightbox {...gallery.lightbox} />
    </div>
  );
}
