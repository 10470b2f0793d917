import { getTranslations } from 'next-intl/server';
import { PageHeader } from '@/components/ui/page-header';
import { ContactSection } from '@/features/contact/components/contact-section';
import { ProductsGrid } from '@/features/products/components/products-grid';
import { localizeProduct } from '@/features/products/localize';
import { getActiveProducts } from '@/features/products/queries';
import { pageParams } from '@/i18n/routing';
import { staticPageMetadata } from '@/features/seo/page-metadata';
import { StaticPageJsonLd } from '@/features/seo/components/page-json-ld';

export const generateMetadata = staticPageMetadata('products');

/** All active products in a grid (spec §2), then the contact form. */
export default async function ProductsPage({ params }: PageProps<'/[locale]/products'>) {
  const { locale } = await pageParams(params);
  const t = await getTranslations({ locale, namespace: 'products' });
  const products = (await getActiveProducts()).map((row) => localizeProduct(row, locale));

  return (
    <>
      <StaticPageJsonLd page="products" />
      <PageHeader eyebrow={t('eyebrow')} title={t('title')} subtitle={t('intro')} />

      <div className="pt-10 pb-16 md:pt-14 md:pb-24">
        <div className="container-page">
          <ProductsGrid products={products} headingLevel={2} />
        </div>
      </div>

      <ContactSection />
    </>
  );
}
