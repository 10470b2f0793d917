'use client';

import { useEffect, useState, type ComponentType } from 'react';
import type { ExternalToast, ToasterProps } from 'sonner';

/**
 * Toasts (Sonner, ~11 KB of gzipped JavaScript) are not part of a page's first load: a public page
 * shows none until the visitor sends a form, and whatever runs before the first paint delays it on
 * a phone. <Toaster> loads Sonner when the browser is idle after the page has loaded; `toast`
 * loads it (and mounts the Toaster) at once when a toast comes first. A toast made before the
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
    // Safari has no requestIdleCallback: shortly after the load is near enough there.
    const hasIdle = 'requestIdleCallback' in window;
    let handle: number | undefined;
    const schedule = () => {
      handle = hasIdle
        ? window.requestIdleCallback(() => void loadSonner(), { timeout: 3000 })
        : window.setTimeout(() => void loadSonner(), 200);
    };
    if (document.readyState === 'complete') schedule();
    else window.addEventListener('load', schedule, { once: true });
    return () => {
      mountToaster = undefined;
      window.removeEventListener('load', schedule);
      if (handle === undefined) return;
      if (hasIdle) window.cancelIdleCallback(handle);
      else window.clearTimeout(handle);
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
