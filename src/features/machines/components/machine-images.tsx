'use client';

import { ImageOff, ZoomIn } from 'lucide-react';
import Image from 'next/image';
import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import { Lightbox, type LightboxImage, type LightboxLabels } from '@/components/ui/lightbox';

/** Card tiles show at most this many images; the last one carries "+N" for the rest (spec §9). */
const MAX_TILES = 4;

const CARD_SIZES = '(min-width: 1024px) 400px, (min-width: 768px) 50vw, 100vw';
const TILE_SIZES = '(min-width: 1024px) 200px, (min-width: 768px) 25vw, 50vw';

/** Images outside our own storage (old absolute URLs) skip the optimizer, which only knows ours. */
const isRemote = (src: string) => /^https?:\/\//i.test(src);

/** Lightbox state plus the images that failed to load (hidden, spec §8). */
function useGallery() {
  const t = useTranslations('lightbox');
  const [index, setIndex] = useState<number | null>(null);
  const [failed, setFailed] = useState<ReadonlySet<string>>(() => new Set());
  // The lightbox has no Radix trigger: give focus back to the tile that opened it once it closed.
  const opener = useRef<HTMLElement | null>(null);
  useEffect(() => {
    if (index !== null || !opener.current) return;
    opener.current.focus();
    opener.current = null;
  }, [index]);
  const labels: LightboxLabels = {
    title: t('title'),
    close: t('close'),
    previous: t('previous'),
    next: t('next'),
    position: (current, total) => t('position', { current, total }),
  };
  return {
    index,
    setIndex,
    open: (i: number, from: HTMLElement) => {
      opener.current = from;
      setIndex(i);
    },
    labels,
    openLabel: (alt: string) => t('open', { alt }),
    failed,
    markFailed: (src: string) => setFailed((previous) => new Set(previous).add(src)),
  };
}

const tileButton =
  'group/tile relative block size-full overflow-hidden bg-cream focus-visible:-outline-offset-4';
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
  const gallery = useGallery();
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
  if (tiles.length === 0 || tiles.every((image) => gallery.failed.has(image.src))) {
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
          if (gallery.failed.has(image.src)) return null;
          const more = i === MAX_TILES - 1 && extra > 0;
          const label = more
            ? // No parentheses: axe drops parenthesised text when matching the visible "+N".
              `${gallery.openLabel(image.alt)}, ${moreImagesLabel ?? `+${extra}`}`
            : gallery.openLabel(image.alt);
          return (
            <li
              key={`${image.src}-${i}`}
              className={`relative min-h-0 ${tiles.length === 3 && i === 0 ? 'row-span-2' : ''}`}
            >
              <button
                type="button"
                aria-label={label}
                onClick={(event) => gallery.open(i, event.currentTarget)}
                className={`${tileButton} cursor-zoom-in`}
              >
                <Image
                  src={image.src}
                  // Under the "+N" overlay the picture is decoration; the button's label names it
                  // (and its visible text "+N" must be part of that label).
                  alt={more ? '' : image.alt}
                  fill
                  sizes={tiles.length === 1 ? CARD_SIZES : TILE_SIZES}
                  className={tileImage}
                  loading={i === 0 ? loading : 'lazy'}
                  fetchPriority={i === 0 ? fetchPriority : undefined}
                  unoptimized={isRemote(image.src)}
                  onError={() => gallery.markFailed(image.src)}
                />
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
              </button>
            </li>
          );
        })}
      </ul>
      <Lightbox
        images={images}
        index={gallery.index}
        onIndexChange={gallery.setIndex}
        onClose={() => gallery.setIndex(null)}
        labels={gallery.labels}
      />
    </>
  );
}

/** The detail page's "Machine Photos": every image as a tile, opening the shared lightbox. */
export function MachineGallery({ images }: { images: LightboxImage[] }) {
  const gallery = useGallery();
  return (
    <>
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3">
        {images.map((image, i) =>
          gallery.failed.has(image.src) ? null : (
            <li key={`${image.src}-${i}`} className="aspect-[4/3] overflow-hidden rounded-xl">
              <button
                type="button"
                aria-label={gallery.openLabel(image.alt)}
                onClick={(event) => gallery.open(i, event.currentTarget)}
                className={`${tileButton} cursor-zoom-in rounded-xl`}
              >
                <Image
                  src={image.src}
                  alt={image.alt}
                  fill
                  sizes="(min-width: 1024px) 260px, (min-width: 640px) 33vw, 50vw"
                  className={tileImage}
                  loading={i === 0 ? 'eager' : 'lazy'}
                  unoptimized={isRemote(image.src)}
                  onError={() => gallery.markFailed(image.src)}
                />
              </button>
            </li>
          ),
        )}
      </ul>
      <Lightbox
        images={images}
        index={gallery.index}
        onIndexChange={gallery.setIndex}
        onClose={() => gallery.setIndex(null)}
        labels={gallery.labels}
      />
    </>
  );
}
