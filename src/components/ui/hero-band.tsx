import type { HTMLAttributes } from 'react';
import { cn } from './cn';

/**
 * The cream band with the warm glow in its top end corner that opens the site's pages (home
 * hero, list headers, business heroes, a location). Its children bring their own container,
 * positioned `relative` so they sit above the glow.
 */
export function HeroBand({
  glow = 'large',
  className,
  children,
  ...props
}: HTMLAttributes<HTMLElement> & { glow?: 'large' | 'medium' }) {
  return (
    <section className={cn('relative overflow-hidden bg-cream', className)} {...props}>
      <div
        aria-hidden="true"
        className={cn(
          'absolute -end-32 -top-32 rounded-full bg-brand-warm/20 blur-3xl',
          glow === 'large' ? 'size-[28rem]' : 'size-[24rem]',
        )}
      />
      {children}
    </section>
  );
}
