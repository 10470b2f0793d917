import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { PageUnavailable } from '@/components/layout/page-unavailable';
import { pageParams } from '@/i18n/routing';

export async function generateMetadata({
  params,
}: PageProps<'/[locale]/unavailable'>): Promise<Metadata> {
  const { locale } = await pageParams(params);
  const t = await getTranslations({ locale, namespace: 'common.pageError' });
  return { title: t('title'), robots: { index: false } };
}

/**
 * What the server answers, with HTTP 503 and Retry-After, for a public page whose render failed
 * (see src/lib/not-found-pages.ts); visited directly it answers 503 too.
 */
export default function UnavailablePage() {
  return <PageUnavailable />;
}
