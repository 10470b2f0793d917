import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { pageParams } from '@/i18n/routing';

/**
 * The `generateMetadata` of a page the server answers an error with (not-found-pages.ts): the
 * title of its message namespace, in the page's language, and kept out of search engines' index.
 */
export function errorPageMetadata(namespace: 'notFound' | 'common.pageError') {
  return async ({ params }: { params: Promise<{ locale: string }> }): Promise<Metadata> => {
    const { locale } = await pageParams(params);
    const t = await getTranslations({ locale, namespace });
    return { title: t('title'), robots: { index: false } };
  };
}
