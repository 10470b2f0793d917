import { getTranslations } from 'next-intl/server';
import { PageMessage } from './page-message';

/**
 * "This page is unavailable right now" in the route's language, with a link home: what the
 * server answers (HTTP 503) for a public page whose render failed (src/lib/not-found-pages.ts).
 * The client twin for a failure after the page loaded is src/app/[locale]/error.tsx.
 */
export async function PageUnavailable() {
  const t = await getTranslations('common.pageError');
  return <PageMessage title={t('title')} text={t('text')} home={t('home')} />;
}
