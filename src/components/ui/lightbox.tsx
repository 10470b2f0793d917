'use client';

import { lazy, Suspense, useState } from 'react';

export type LightboxImage = { src: string; alt: string };

export type LightboxLabels = {
  title: string;
  close: string;
  previous: string;
  next: string;
  /** e.g. "Image {current} of {total}", already interpolated by the caller's translator. */
  position: (current: number, total: number) => string;
};

/** The index after moving `step` places, wrapping at both ends. */
export const wrapIndex = (index: number, step: number, total: number) =>
  (((index + step) % total) + total) % total;

export type LightboxProps = {
  images: LightboxImage[];
  /** The open image, or null when closed. */
  index: number | null;
  onIndexChange: (index: number) => void;
  onClose: () => void;
  labels: LightboxLabels;
};

const LightboxDialog = lazy(() =>
  import('./lightbox-dialog').then((module) => ({ default: module.LightboxDialog })),
);

/**
 * The one full-screen image viewer of the site (lightbox-dialog.tsx). Its code — the dialog
 * library included — loads the first time a picture is opened, not with every page that shows
 * a gallery; after that it stays mounted so it can close and reopen at once.
 */
export function Lightbox(props: LightboxProps) {
  const [wanted, setWanted] = useState(false);
  // Adjusting state while rendering (react.dev "storing information from previous renders").
  if (props.index !== null && !wanted) setWanted(true);
  return wanted ? (
    <Suspense fallback={null}>
      <LightboxDialog {...props} />
    </Suspense>
  ) : null;
}
