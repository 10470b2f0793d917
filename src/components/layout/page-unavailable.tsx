import { getTranslations } from 'next-intl/server';
import { buttonClass } from '@/components/ui/button';
import { Link } from '@/i18n/navigation';

/**
 * "This page is unavailable right now" in the route's language, with a link home: what the
 * server answers (HTTP 503) for a public page whose render failed (src/lib/not-found-pages.ts).
 * The client twin for a failure after the page loaded is src/app/[locale]/error.tsx.
 */
export async function PageUnavailable() {
  const t = await getTranslations('common.pageError');
  return (
    <section className="container-page flex flex-col items-center py-24 text-center md:py-32">
      <h1 className="text-3xl md:text-4xl">{t('title')}</h1>
      <p className="mt-4 max-w-prose text-lg text-ink-soft">{t('text')}</p>
      <Link href="/" className={buttonClass('primary', 'mt-8')}>
        {t('home')}
      </Link>
    </section>
  );
}
