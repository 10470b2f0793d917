/** The lightbox's data (lightbox.tsx), apart from it so its lazily loaded dialog imports no cycle. */
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
