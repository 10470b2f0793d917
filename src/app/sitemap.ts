import type { MetadataRoute } from 'next';
import { getBlogPosts } from '@/features/blog/queries';
import { getActiveMachines } from '@/features/machines/queries';
import { getActiveProducts } from '@/features/products/queries';
import { getActiveRentals } from '@/features/rentals/queries';
import { localizedPath, type Locale } from '@/i18n/routing';
import { siteUrl } from '@/lib/site-url';

const STATIC_PATHS = [
  '/',
  '/products',
  '/machine-rental',
  '/locations',
  '/franchising',
  '/business-partners',
  '/about',
  '/our-blogs',
  '/contact',
  '/accessibility',
];

/** One entry per page and language, each with its twin in the other language (hreflang). */
function twins(he: string, en: string, lastModified?: Date): MetadataRoute.Sitemap {
  const url = (locale: Locale, path: string) => `${siteUrl()}${localizedPath(locale, path)}`;
  const languages = { he: url('he', he), en: url('en', en) };
  return [
    { url: languages.he, lastModified, alternates: { languages } },
    { url: languages.en, lastModified, alternates: { languages } },
  ];
}

const encode = (slug: string) => encodeURIComponent(slug);

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const [products, machines, rentals, hePosts, enPosts] = await Promise.all([
    getActiveProducts(),
    getActiveMachines(),
    getActiveRentals(),
    getBlogPosts('he'),
    getBlogPosts('en'),
  ]);
  return [
    ...STATIC_PATHS.flatMap((path) => twins(path, path)),
    ...products.flatMap((p) =>
      twins(
        `/products/${encode(p.slugHe)}`,
        `/products/${encode(p.slugEn || p.slugHe)}`,
        p.updatedAt,
      ),
    ),
    ...machines.flatMap((m) => {
      const he = m.slugHe || m.id;
      return twins(`/location/${encode(he)}`, `/location/${encode(m.slugEn || he)}`);
    }),
    ...rentals.flatMap((r) =>
      twins(`/rental/${encode(r.slug)}`, `/rental/${encode(r.slug)}`, r.updatedAt),
    ),
    // Posts exist in one language each.
    ...[...hePosts.map((p) => ['he', p] as const), ...enPosts.map((p) => ['en', p] as const)].map(
      ([locale, p]) => ({
        url: `${siteUrl()}${localizedPath(locale, `/blog/${encode(p.blogUrl)}`)}`,
        lastModified: p.updatedAt,
      }),
    ),
  ];
}
