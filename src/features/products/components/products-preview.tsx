import { getLocale, getTranslations } from 'next-intl/server';
import { buttonClass } from '@/components/ui/button';
import { PageSection } from '@/components/ui/page-section';
import { Link } from '@/i18n/navigation';
import { localizeProduct } from '../localize';
import { getActiveProducts } from '../queries';
import { ProductsGrid } from './products-grid';

/** How many products the home page shows. */
const PREVIEW_LIMIT = 3;

/** The home page's products section: the first active products as cards and "All products". */
export async function ProductsPreview() {
  const locale = await getLocale();
  const t = await getTranslations('home');
  const products = (await getActiveProducts())
    .slice(0, PREVIEW_LIMIT)
    .map((row) => localizeProduct(row, locale));

  return (
    <PageSection
      headingId="home-products"
      title={t('productsTitle')}
      subtitle={t('productsSubtitle')}
      action={
        <Link href="/products" className={buttonClass('secondary')}>
          {t('allProducts')}
        </Link>
      }
    >
      <ProductsGrid products={products} belowTheFold className="mt-10" />
    </PageSection>
  );
}
