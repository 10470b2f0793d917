import type { ReactNode } from 'react';

/**
 * A block of a page as a <section> named by its own h2 ("Useful links", "Machine photos"), for
 * screen readers' landmark lists. Full-width bands use PageSection instead.
 */
export function TitledSection({
  headingId,
  title,
  titleClassName = 'text-2xl',
  className,
  children,
}: {
  headingId: string;
  title: ReactNode;
  /** The heading's size; text-2xl unless told otherwise. */
  titleClassName?: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={headingId} className={className}>
      <h2 id={headingId} className={titleClassName}>
        {title}
      </h2>
      {children}
    </section>
  );
}
