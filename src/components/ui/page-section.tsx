import type { ReactNode } from 'react';

/**
 * A full-width page section: its h2 with an optional subline (which name the section for screen
 * readers), then the content, in the page container.
 */
export function PageSection({
  id,
  headingId,
  title,
  subtitle,
  centered,
  className = '',
  children,
}: {
  /** The section's own id, for in-page links ("#rentals"). */
  id?: string;
  headingId: string;
  title: string;
  subtitle?: string;
  centered?: boolean;
  /** Background or border, e.g. "bg-cream". */
  className?: string;
  children: ReactNode;
}) {
  return (
    <section id={id} aria-labelledby={headingId} className={`py-16 md:py-24 ${className}`}>
      <div className="container-page">
        <div className={centered ? 'mx-auto max-w-2xl text-center' : 'max-w-2xl'}>
          <h2 id={headingId} className="text-3xl md:text-4xl">
            {title}
          </h2>
          {subtitle && <p className="mt-3 text-lg text-ink-soft">{subtitle}</p>}
        </div>
        {children}
      </div>
    </section>
  );
}
