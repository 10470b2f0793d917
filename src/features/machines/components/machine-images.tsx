'use client';

import { ImageOff, ZoomIn } from '@/components/icons';
import Image from 'next/image';
import { Lightbox, type LightboxImage } from '@/components/ui/lightbox';
import { GalleryTile, useLightboxGallery } from '@/components/ui/lightbox-gallery';
import { isRemoteImage } from '@/config/images';

/** Card tiles show at most this many images; the last one carries "+N" for the rest (spec §9). */
const MAX_TILES = 4;

const CARD_SIZES = '(min-width: 1024px) 400px, (min-width: 768px) 50vw, 100vw';
/** A tile of the 2-column grid is at most ~200 CSS pixels wide (50vw on a phone, 200px beside). */
const TILE_WIDTH = 256;

const tileButton =
  'group/tile relative block size-full cursor-zoom-in overflow-hidden bg-cream focus-visible:-outline-offset-4';
const tileImage = 'object-cover transition-transform duration-300 group-hover/tile:scale-105';

/**
 * The image area of a machine card (spec "Locations page"): the coming-soon picture for machines
 * that are not open yet, one large image, a 2-column grid of up to four tiles with "+N" on the
 * fourth, or "No image available". Any image opens the shared lightbox at its index, moving over
 * all the machine's images.
 */
export function MachineImageArea({
  images,
  comingSoon,
  noImageText,
  moreImagesLabel,
  eager = false,
}: {
  /** All the machine's images, with alt texts in the page's language. */
  images: LightboxImage[];
  /** Set for closed and opening-soon machines: shown instead of the photos. */
  comingSoon?: LightboxImage;
  noImageText: string;
  /** Accessible text for the "+N" tile; it must contain the visible "+N", e.g. "+2 more photos". */
  moreImagesLabel?: string;
  eager?: boolean;
}) {
  // Pictures that fail to load are hidden (spec §8).
  const gallery = useLightboxGallery(images);
  const loading = eager ? 'eager' : 'lazy';
  const fetchPriority = eager ? 'high' : undefined;

  if (comingSoon) {
    return (
      <div className="relative aspect-[4/3] bg-cream">
        <Image
          src={comingSoon.src}
          alt={comingSoon.alt}
          fill
          sizes={CARD_SIZES}
          className="object-cover"
          loading={loading}
          fetchPriority={fetchPriority}
        />
      </div>
    );
  }

  const tiles = images.slice(0, MAX_TILES);
  const extra = images.length - MAX_TILES;
  if (tiles.length === 0 || tiles.every((image) => gallery.hasFailed(image.src))) {
    return (
      <div className="flex aspect-[4/3] flex-col items-center justify-center gap-3 bg-cream text-ink-soft">
        <ImageOff aria-hidden="true" className="size-10 text-brand-warm" />
        <p className="font-semibold">{noImageText}</p>
      </div>
    );
  }

  const layout =
    tiles.length === 1
      ? 'grid-cols-1'
      : tiles.length === 2
        ? 'grid-cols-2 grid-rows-1'
        : 'grid-cols-2 grid-rows-2';

  return (
    <>
      <ul className={`grid aspect-[4/3] gap-1 bg-white ${layout}`}>
        {tiles.map((image, i) => {
          if (gallery.hasFailed(image.src)) return null;
          const more = i === MAX_TILES - 1 && extra > 0;
          return (
            <li
              key={`${image.src}-${i}`}
              className={`relative min-h-0 ${tiles.length === 3 && i === 0 ? 'row-span-2' : ''}`}
            >
              <GalleryTile
                gallery={gallery}
                index={i}
                image={image}
                label={
                  more
                    ? // No parentheses: axe drops parenthesised text when matching the visible "+N".
                      `${gallery.openLabel(image.alt)}, ${moreImagesLabel ?? `+${extra}`}`
                    : undefined
                }
                // Under the "+N" overlay the picture is decoration; the button's label names it
                // (and its visible text "+N" must be part of that label).
                alt={more ? '' : image.alt}
                className={tileButton}
                imageClassName={tileImage}
                {...(tiles.length === 1
                  ? { sizes: CARD_SIZES }
                  : { width: TILE_WIDTH, height: (TILE_WIDTH * 3) / 4 })}
                loading={i === 0 ? loading : 'lazy'}
                fetchPriority={i === 0 ? fetchPriority : undefined}
                unoptimized={isRemoteImage(image.src)}
              >
                {more ? (
                  <span
                    aria-hidden="true"
                    className="absolute inset-0 flex items-center justify-center bg-ink/65 text-3xl font-extrabold text-white"
                  >
                    <bdi dir="ltr">+{extra}</bdi>
                  </span>
                ) : (
                  tiles.length === 1 && (
                    <span
                      aria-hidden="true"
                      className="absolute end-3 bottom-3 inline-flex size-10 items-center justify-center rounded-full bg-white/90 text-ink shadow"
                    >
                      <ZoomIn className="size-5" />
                    </span>
                  )
                )}
              </GalleryTile>
            </li>
          );
        })}
      </ul>
      <Lightbox {...gallery.lightbox} />
    </>
  );
}

/** The detail page's "Machine Photos": every image as a tile, opening the shared lightbox. */
export function MachineGallery({ images }: { images: LightboxImage[] }) {
  const gallery = useLightboxGallery(images);
  return (
    <>
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3">
        {images.map((image, i) =>
          gallery.hasFailed(image.src) ? null : (
            <li key={`${image.src}-${i}`} className="aspect-[4/3] overflow-hidden rounded-xl">
              <GalleryTile
                gallery={gallery}
                index={i}
                image={image}
                className={`${tileButton} rounded-xl`}
                imageClassName={tileImage}
                sizes="(min-width: 1024px) 260px, (min-width: 640px) 33vw, 50vw"
                loading={i === 0 ? 'eager' : 'lazy'}
                // On a phone the first photo is the largest paint (the hero picture is desktop-only).
                fetchPriority={i === 0 ? 'high' : undefined}
                unoptimized={isRemoteImage(image.src)}
              />
            </li>
          ),
        )}
      </ul>
      <Lightbox {...gallery.lightbox} />
    </>
  );
}
