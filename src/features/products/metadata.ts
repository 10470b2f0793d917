import type { Metadata } from 'next';
import { otherLocale, type Locale } from '@/i18n/routing';
import { pageMetadata } from '@/lib/page-metadata';
import { productPath, productSlug, summary } from './localize';
import { findProduct } from './queries';

/**
 * The metadata of a product's page: its name, the first paragraph as description, its first
 * picture and the twin page in the other language. Nothing for a slug the page redirects.
 */
export async function productMetadata(locale: Locale, slug: string): Promise<Metadata> {
  const found = await findProduct(locale, slug);
  if (!found?.matches) return {};
  const { row, product } = found;
  return pageMetadata({
    locale,
    path: productPath(product.slug),
    twinPath: productPath(productSlug(row, otherLocale(locale))),
    title: product.name,
    description: summary(product.paragraphs) || product.name,
    image: product.images[0],
  });
}
