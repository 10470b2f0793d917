import { getTranslations } from 'next-intl/server';
import type { Crumb } from '@/components/ui/breadcrumb';
import { STATIC_PAGES } from '@/config/static-pages';
import type { Locale } from '@/i18n/routing';

/** The list pages a detail page sits under (their nav.* label and STATIC_PAGES path share a key). */
export type TrailSection = 'products' | 'machineRental' | 'locations' | 'blog';

/**
 * The trail of a detail page: home › its list page › the page itself (`name` at its locale-less
 * `path`). The page hands this one list to both the visible <Breadcrumb> and its JSON-LD, so the
 * BreadcrumbList always says what the reader sees.
 */
export async function detailTrail(
  locale: Locale,
  section: TrailSection,
  name: string,
  path: string,
): Promise<Crumb[]> {
  const nav = await getTranslations({ locale, namespace: 'nav' });
  return [
    { name: nav('home'), path: STATIC_PAGES.home.path },
    { name: nav(section), path: STATIC_PAGES[section].path },
    { name, path },
  ];
}
