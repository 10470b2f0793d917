import { clsx } from 'clsx';
import type { HTMLAttributes } from 'react';

/**
 * The white card of the site: large radius, soft shadow, a hairline ring (`.card` in globals.css,
 * components layer: a class the caller adds overrides it).
 */
export function cardClass(className?: string): string {
  return clsx('card', className);
}

export type CardElement = 'div' | 'section' | 'article' | 'aside' | 'li' | 'figure';

/** A white card (`as` picks the element: an <article> in a grid, a <section> with a heading…). */
export function Card({
  as: Tag = 'div',
  className,
  ...props
}: HTMLAttributes<HTMLElement> & { as?: CardElement }) {
  return <Tag className={cardClass(className)} {...props} />;
}
