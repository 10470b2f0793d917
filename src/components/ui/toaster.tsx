'use client';

import { useEffect, useState, type ComponentType } from 'react';
import type { ExternalToast, ToasterProps } from 'sonner';

/**
 * Toasts (Sonner, ~11 KB of gzipped JavaScript) are not part of a page's first load: a public page
 * shows none until the visitor sends a form, and whatever runs before the first paint delays it on
 * a phone. <Toaster> loads Sonner at the visitor's first interaction; `toast` loads it (and
 * mounts the Toaster) at once when a toast comes first. A toast made before the
 * Toaster is there still shows: Sonner hands a new Toaster the toasts that are active.
 */
let sonner: Promise<typeof import('sonner')> | undefined;
let mountToaster: ((component: ComponentType<ToasterProps>) => void) | undefined;

function loadSonner() {
  // A failed load (connection lost) is forgotten, so the next toast tries again.
  sonner ??= import('sonner').catch((error: unknown) => {
    sonner = undefined;
    throw error;
  });
  sonner.then(
    (module) => mountToaster?.(module.Toaster),
    () => {},
  );
  return sonner;
}

type Show = (title: string, options?: ExternalToast) => void;
const show =
  (kind: 'success' | 'error'): Show =>
  (title, options) =>
    void loadSonner().then(
      (module) => module.toast[kind](title, options),
      // Sonner could not be loaded: the visitor still hears the outcome (of a form, say), plainly.
      () =>
        window.alert(
          typeof options?.description === 'string' ? `${title}\n${options.description}` : title,
        ),
    );

/** The only way the app shows a toast: `toast.success(title, { id, description })`. */
export const toast = { success: show('success'), error: show('error') };

/** The site's toasts: one at a time (spec), top centre, in the page's direction. */
export function Toaster({ dir }: { dir: 'rtl' | 'ltr' }) {
  const [Sonner, setSonner] = useState<ComponentType<ToasterProps>>();

  useEffect(() => {
    mountToaster = (component) => setSonner(() => component);
    if (sonner) {
      void loadSonner();
      return () => void (mountToaster = undefined);
    }
    // Loaded at the visitor's first touch, key or focus: a toast follows a form they fill in, so
    // Sonner is there by the time they send it. Not on idle after load: a phone would download it
    // on every visit (Lighthouse counts it) when most visits send nothing.
    const events = ['pointerdown', 'keydown', 'focusin'] as const;
    const load = () => {
      for (const event of events) window.removeEventListener(event, load, true);
      void loadSonner();
    };
    for (const event of events)
      window.addEventListener(event, load, { capture: true, passive: true });
    return () => {
      mountToaster = undefined;
      for (const event of events) window.removeEventListener(event, load, true);
    };
  }, []);

  if (!Sonner) return null;
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
