import { ContactSection } from '@/features/contact/components/contact-section';
import { ProductCta } from '@/features/products/components/product-cta';
import { ProductFeatures } from '@/features/products/components/product-features';
import { ProductOverview } from '@/features/products/components/product-overview';
import { ProductReviews } from '@/features/products/components/product-reviews';
import { ProductSpecs } from '@/features/products/components/product-specs';
import { Breadcrumb } from '@/components/ui/breadcrumb';
import { detailTrail } from '@/features/seo/breadcrumb';
import { ProductJsonLd } from '@/features/seo/components/page-json-ld';
import { productPath } from '@/features/products/localize';
import { productHead } from '@/features/products/metadata';
import { detailPageMetadata } from '@/features/seo/page-metadata';
import { findProduct, getActiveProductSlugs } from '@/features/products/queries';
import { permanentRedirect } from '@/i18n/navigation';
import { pageParams } from '@/i18n/routing';
import { slugParams } from '@/lib/route-slug';
import { redirectUnknownSlug } from '@/lib/unknown-slug';

type Props = PageProps<'/[locale]/products/[slug]'>;

export async function generateStaticParams({
  params,
}: {
  params: { locale: string } | Promise<{ locale: string }>;
}) {
  const { locale } = await pageParams(params);
  const slugs = await getActiveProductSlugs(locale);
  return slugParams(slugs);
}

export const generateMetadata = detailPageMetadata(productHead);

/**
 * Product detail (spec §2): gallery, price, benefits, calls to action, features, the spec sheet,
 * the product's own reviews and the contact form (its inquiries record the product). A product
 * not on sale yet (coming soon) has no closing "buy" band, and its form asks to be told when it
 * is ready.
 */
export default async function ProductPage({ params }: Props) {
  const { locale, slug } = await pageParams(params);
  const found = await findProduct(locale, slug);
  // A renamed product's old address leads to its new one; anything else back to the list.
  if (!found) return redirectUnknownSlug(slug, locale, productPath, '/products');
  const { product } = found;
  // The other language's slug leads to this language's address, permanently (308): one address
  // per page and language for search engines.
  if (!found.matches) return permanentRedirect({ href: productPath(product.slug), locale });

  // One trail for the visible breadcrumb and the JSON-LD BreadcrumbList.
  const trail = await detailTrail(locale, 'products', product.name, productPath(product.slug));

  return (
    <>
      <ProductJsonLd product={product} breadcrumb={trail} />
      <Breadcrumb crumbs={trail} locale={locale} />
      <ProductOverview product={product} />
      <ProductFeatures features={product.features} />
      <ProductSpecs specs={product.specs} />
      <ProductReviews reviews={product.reviews} showRating={product.showRating} />
      {!product.comingSoon && <ProductCta name={product.name} />}
      <ContactSection productId={product.id} notify={product.comingSoon} />
    </>
  );
}
