import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { PageNotFound } from '@/components/layout/page-not-found';
import { pageParams } from '@/i18n/routing';

export async function generateMetadata({
  params,
}: PageProps<'/[locale]/missing'>): Promise<Metadata> {
  const { locale } = await pageParams(params);
  const t = await getTranslations({ locale, namespace: 'notFound' });
  return { title: t('title'), robots: { index: false } };
}

/**
 * What the server answers, with HTTP 404, for an address that leads to no page (see
 * src/lib/not-found-pages.ts for why this is a route); visited directly it answers 404 too.
 */
export default function MissingPage() {
  return <PageNotFound />;
}
