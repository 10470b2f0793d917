import type { ReactNode } from 'react';
import { cn } from './cn';

/**
 * A section's heading (h2 unless told) with an optional subline: the one look of section titles
 * on the public site.
 */
export function SectionHeading({
  id,
  title,
  subtitle,
  level = 2,
  centered,
  className,
}: {
  id: string;
  title: ReactNode;
  subtitle?: string;
  /** 1 where the section is the page's main content (e.g. /about's company section). */
  level?: 1 | 2;
  centered?: boolean;
  className?: string;
}) {
  const Heading = level === 1 ? 'h1' : 'h2';
  return (
    <div className={cn(centered ? 'mx-auto max-w-2xl text-center' : 'max-w-2xl', className)}>
      <Heading id={id} className="text-3xl md:text-4xl">
        {title}
      </Heading>
      {subtitle && <p className="mt-3 text-lg text-ink-soft">{subtitle}</p>}
    </div>
  );
}

/**
 * A full-width page section: its heading (which names the section for screen readers) and an
 * optional action on the end side ("All products"), then the content, in the page container.
 */
export function PageSection({
  id,
  headingId,
  title,
  subtitle,
  action,
  centered,
  className,
  containerClassName,
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
  /** A narrower container, e.g. "max-w-3xl" for a column of questions. */
  containerClassName?: string;
  children: ReactNode;
}) {
  const heading = (
    <SectionHeading
      id={headingId}
      title={title}
      subtitle={subtitle}
      centered={centered}
      // Beside an action the heading takes the room the action leaves it.
      className={action ? 'max-w-none' : undefined}
    />
  );
  return (
    <section id={id} aria-labelledby={headingId} className={cn('py-16 md:py-24', className)}>
      <div className={cn('container-page', containerClassName)}>
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
