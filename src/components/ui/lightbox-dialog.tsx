'use client';

import { ChevronLeft, ChevronRight, X } from '@/components/icons';
import { Dialog } from 'radix-ui';
import { useRef } from 'react';
import { type LightboxProps, wrapIndex } from './lightbox-types';

/**
 * The one full-screen image viewer of the site. Radix Dialog gives it what a modal owes its users:
 * focus moves in and is trapped, Escape closes, page scroll is locked, focus returns to the image
 * that opened it. On top: Left/Right keys and touch swipes move between images, wrapping around.
 * Arrow keys follow what the visitor sees: in RTL the "next" button sits on the left.
 */
export function LightboxDialog({ images, index, onIndexChange, onClose, labels }: LightboxProps) {
  const touchStart = useRef<number | null>(null);
  // There is no Dialog.Trigger (galleries open it from their own buttons), so Radix cannot know
  // where focus came from: remember it on open and give it back on close.
  const opener = useRef<HTMLElement | null>(null);
  const open = index !== null && images.length > 0;
  const current = open ? Math.min(index, images.length - 1) : 0;
  const several = images.length > 1;
  const go = (step: number) => several && onIndexChange(wrapIndex(current, step, images.length));
  const image = images[current];

  return (
    <Dialog.Root open={open} onOpenChange={(next) => !next && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-ink/95" />
        <Dialog.Content
          className="fixed inset-0 z-50 flex flex-col items-center justify-center p-4 outline-none"
          aria-describedby={undefined}
          onOpenAutoFocus={() => {
            opener.current =
              document.activeElement instanceof HTMLElement ? document.activeElement : null;
          }}
          onCloseAutoFocus={(event) => {
            if (!opener.current?.isConnected) return;
            event.preventDefault();
            opener.current.focus();
          }}
          onKeyDown={(event) => {
            if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
            event.preventDefault();
            const rtl = getComputedStyle(event.currentTarget).direction === 'rtl';
            const forward = (event.key === 'ArrowRight') !== rtl;
            go(forward ? 1 : -1);
          }}
          onTouchStart={(event) => (touchStart.current = event.touches[0]?.clientX ?? null)}
          onTouchEnd={(event) => {
            const start = touchStart.current;
            const end = event.changedTouches[0]?.clientX;
            touchStart.current = null;
            if (start === null || end === undefined || Math.abs(end - start) < 40) return;
            const rtl = getComputedStyle(event.currentTarget).direction === 'rtl';
            // Swiping the picture away to the left reveals the next one (mirrored in RTL).
            go(end < start !== rtl ? 1 : -1);
          }}
        >
          <Dialog.Title className="sr-only">{labels.title}</Dialog.Title>
          {image && (
            // A plain <img>: the original at full size, any aspect ratio, no layout box to reserve.
            // eslint-disable-next-line @next/next/no-img-element
            <img
              src={image.src}
              alt={image.alt}
              className="max-h-[80dvh] max-w-full rounded-lg object-contain shadow-2xl"
            />
          )}
          {several && (
            <p className="mt-4 text-white" aria-live="polite">
              {labels.position(current + 1, images.length)}
            </p>
          )}
          <Dialog.Close
            aria-label={labels.close}
            className="absolute end-4 top-4 inline-flex size-12 items-center justify-center rounded-full bg-white/15 text-white hover:bg-white/25"
          >
            <X aria-hidden="true" className="size-6" />
          </Dialog.Close>
          {several && (
            <>
              <button
                type="button"
                aria-label={labels.previous}
                onClick={() => go(-1)}
                className="absolute start-3 top-1/2 inline-flex size-12 -translate-y-1/2 items-center justify-center rounded-full bg-white/15 text-white hover:bg-white/25"
              >
                <ChevronLeft aria-hidden="true" className="size-7 rtl:rotate-180" />
              </button>
              <button
                type="button"
                aria-label={labels.next}
                onClick={() => go(1)}
                className="absolute end-3 top-1/2 inline-flex size-12 -translate-y-1/2 items-center justify-center rounded-full bg-white/15 text-white hover:bg-white/25"
              >
                <ChevronRight aria-hidden="true" className="size-7 rtl:rotate-180" />
              </button>
            </>
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
