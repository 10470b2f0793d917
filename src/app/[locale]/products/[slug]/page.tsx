import { ContactSection } from '@/features/contact/components/contact-section';
import { ProductBreadcrumb } from '@/features/products/components/product-breadcrumb';
import { ProductCta } from '@/features/products/components/product-cta';
import { ProductFeatures } from '@/features/products/components/product-features';
import { ProductOverview } from '@/features/products/components/product-overview';
import { ProductReviews } from '@/features/products/components/product-reviews';
import { ProductSpecs } from '@/features/products/components/product-specs';
import { ProductJsonLd } from '@/features/seo/components/page-json-ld';
import { productPath } from '@/features/products/localize';
import { productHead } from '@/features/products/metadata';
import { detailPageMetadata } from '@/features/seo/page-metadata';
import { findProduct, getActiveProductSlugs } from '@/features/products/queries';
import { redirect } from '@/i18n/navigation';
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
  // The other language's slug (e.g. from the language toggle) leads to this language's address.
  if (!found.matches) return redirect({ href: productPath(product.slug), locale });

  return (
    <>
      <ProductJsonLd product={product} />
      <ProductBreadcrumb name={product.name} />
      <ProductOverview product={product} />
      <ProductFeatures features={product.features} />
      <ProductSpecs specs={product.specs} />
      <ProductReviews reviews={product.reviews} showRating={product.showRating} />
      {!product.comingSoon && <ProductCta name={product.name} />}
      <ContactSection productId={product.id} notify={product.comingSoon} />
    </>
  );
}
