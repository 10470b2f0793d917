import { getTranslations } from 'next-intl/server';
import { otherLocale, pageParams, type Locale } from '@/i18n/routing';
import type { PageHead } from '@/lib/page-head';
import { LanguageToggle } from './language-toggle';

/**
 * The language button with its texts: what the public layout's `@languageLink` slot renders.
 * `twin`: the locale-less path of the page (`page`) in the other language (`path`), when it is
 * not the page's own path (detail pages: their head's alternates). Fixed pages render the slot's
 * default, which keeps the path.
 */
export async function LanguageLink({ twin }: { twin?: { page: string; path: string } }) {
  const t = await getTranslations('languageToggle');
  return <LanguageToggle label={t('label')} ariaLabel={t('ariaLabel')} twin={twin} />;
}

/**
 * The `@languageLink` slot page of a detail route (product, rental, location, post): the button
 * leads to the twin its head announces (the same alternates as hreflang and the sitemap), or to
 * `list`, the other language's list, when the page has no twin (a post in one language) or the
 * address names nothing.
 */
export function detailLanguageLink(
  head: (locale: Locale, slug: string) => Promise<PageHead | null>,
  list: string,
) {
  return async function DetailLanguageLink({
    params,
  }: {
    params: Promise<{ locale: string; slug: string }>;
  }) {
    const { locale, slug } = await pageParams(params);
    const found = await head(locale, slug);
    const page = found?.path ?? '';
    return <LanguageLink twin={{ page, path: found?.languages[otherLocale(locale)] ?? list }} />;
  };
}
