'use client';

import { Toaster as Sonner } from 'sonner';

/** The site's toasts: one at a time (spec), top centre, in the page's direction. */
export function Toaster({ dir }: { dir: 'rtl' | 'ltr' }) {
  return (
    <Sonner
      dir={dir}
      position="top-center"
      visibleToasts={1}
      richColors
      closeButton
      toastOptions={{ className: 'font-sans text-base', duration: 6000 }}
    />
  );
}
