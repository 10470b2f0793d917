import type { ReactNode } from 'react';

/** Keeps phone numbers, prices, e-mails and URLs reading left-to-right inside Hebrew text. */
export function Ltr({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <bdi dir="ltr" className={className}>
      {children}
    </bdi>
  );
}
