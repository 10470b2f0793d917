import type { MetadataRoute } from 'next';
import { STATIC_PAGES } from '@/config/static-pages';
import { postPath, postSlug } from '@/features/blog/localize';
import { getBlogPosts } from '@/features/blog/queries';
import { machinePath, machineSlug } from '@/features/machines/localize';
import { getActiveMachines } from '@/features/machines/queries';
import { productPath, productSlug } from '@/features/products/localize';
import { getActiveProducts } from '@/features/products/queries';
import { rentalPath } from '@/features/rentals/localize';
import { getActiveRentals } from '@/features/rentals/queries';
import { routing, type Locale } from '@/i18n/routing';
import { pageUrl } from '@/lib/site-url';

/** One entry per page and language, each with its twin in the other language (hreflang). */
function twins(pathIn: (locale: Locale) => string, lastModified?: Date): MetadataRoute.Sitemap {
  const languages = { he: pageUrl('he', pathIn('he')), en: pageUrl('en', pathIn('en')) };
  return [
    { url: languages.he, lastModified, alternates: { languages } },
    { url: languages.en, lastModified, alternates: { languages } },
  ];
}

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const [products, machines, rentals, ...posts] = await Promise.all([
    getActiveProducts(),
    getActiveMachines(),
    getActiveRentals(),
    ...routing.locales.map((locale) => getBlogPosts(locale)),
  ]);
  return [
    ...Object.values(STATIC_PAGES).flatMap(({ path }) => twins(() => path)),
    ...products.flatMap((p) => twins((l) => productPath(productSlug(p, l)), p.updatedAt)),
    ...machines.flatMap((m) => twins((l) => machinePath(machineSlug(m, l)))),
    ...rentals.flatMap((r) => twins(() => rentalPath(r.slug), r.updatedAt)),
    // Posts exist in one language each.
    ...routing.locales.flatMap((locale, i) =>
      posts[i]!.map((p) => ({
        url: pageUrl(locale, postPath(postSlug(p))),
        lastModified: p.updatedAt,
      })),
    ),
  ];
}
