'use client';

import { lazy, Suspense, useState } from 'react';
import type { LightboxProps } from './lightbox-types';

export type { LightboxImage, LightboxLabels, LightboxProps } from './lightbox-types';
export { wrapIndex } from './lightbox-types';

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
