import type { ReactNode } from 'react';
import { cn } from './cn';

/**
 * A full-width page section: its h2 with an optional subline (which name the section for screen
 * readers) and an optional action on the end side ("All products"), then the content, in the
 * page container.
 */
export function PageSection({
  id,
  headingId,
  title,
  subtitle,
  action,
  centered,
  className,
  children,
}: {
  /** The section's own id, for in-page links ("#rentals"). */
  id?: string;
  headingId: string;
  title: ReactNode;
  subtitle?: string;
  /** A link beside the heading, e.g. to the full list. */
  action?: ReactNode;
  centered?: boolean;
  /** Background or border, e.g. "bg-cream". */
  className?: string;
  children: ReactNode;
}) {
  const heading = (
    <div className={centered ? 'mx-auto max-w-2xl text-center' : 'max-w-2xl'}>
      <h2 id={headingId} className="text-3xl md:text-4xl">
        {title}
      </h2>
      {subtitle && <p className="mt-3 text-lg text-ink-soft">{subtitle}</p>}
    </div>
  );
  return (
    <section id={id} aria-labelledby={headingId} className={cn('py-16 md:py-24', className)}>
      <div className="container-page">
        {action ? (
          <div className="flex flex-wrap items-end justify-between gap-4">
            {heading}
            {action}
          </div>
        ) : (
          heading
        )}
        {children}
      </div>
    </section>
  );
}
