import type { HTMLAttributes, ReactNode } from 'react';
import { cn } from './cn';

/** The white card of the site: large radius, soft shadow, a hairline ring. */
export function cardClass(className?: string): string {
  return cn('rounded-card bg-white shadow-card ring-1 ring-line', className);
}

type CardElement = 'div' | 'section' | 'article' | 'aside' | 'li' | 'figure';

/** A white card (`as` picks the element: an <article> in a grid, a <section> with a heading…). */
export function Card({
  as: Tag = 'div',
  className,
  ...props
}: HTMLAttributes<HTMLElement> & { as?: CardElement }) {
  return <Tag className={cardClass(className)} {...props} />;
}

/**
 * A padded card with a heading, named by that heading when it is a landmark (a <section> or
 * <aside> with `headingId`): the detail pages' "Features", "Key points", "Location details"…
 */
export function Panel({
  as = 'section',
  title,
  headingId,
  titleClassName,
  className,
  children,
}: {
  as?: CardElement;
  title: ReactNode;
  headingId?: string;
  /** The heading's size; text-2xl unless told otherwise. */
  titleClassName?: string;
  /** Margins and padding beyond the default p-6. */
  className?: string;
  children: ReactNode;
}) {
  return (
    <Card as={as} aria-labelledby={headingId} className={cn('p-6', className)}>
      <h2 id={headingId} className={cn('text-2xl', titleClassName)}>
        {title}
      </h2>
      {children}
    </Card>
  );
}
