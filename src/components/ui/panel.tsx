import type { ReactNode } from 'react';
import { Card, type CardElement } from './card';
import { cn } from './cn';

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
