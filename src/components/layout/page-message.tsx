import { buttonClass } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { Link } from '@/i18n/navigation';

/**
 * The body of a page that stands in for the one asked for (404, 503): an optional big status
 * code, the title as the page's h1, a line of explanation and the way home.
 */
export function PageMessage({
  code,
  title,
  text,
  home,
}: {
  /** Shown large above the title; decorative (the title says it in words). */
  code?: string;
  title: string;
  text: string;
  /** The home link's label. */
  home: string;
}) {
  return (
    <section className="container-page flex flex-col items-center py-24 text-center md:py-32">
      {code && (
        <p className="text-7xl font-extrabold text-brand md:text-8xl" aria-hidden="true">
          {code}
        </p>
      )}
      <h1 className={cn('text-3xl md:text-4xl', code && 'mt-4')}>{title}</h1>
      <p className="mt-4 max-w-prose text-lg text-ink-soft">{text}</p>
      <Link href="/" className={buttonClass('primary', 'mt-8')}>
        {home}
      </Link>
    </section>
  );
}
