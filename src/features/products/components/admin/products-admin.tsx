import { TriangleAlert } from 'lucide-react';
import { getTranslations } from 'next-intl/server';
import { EmptyState } from '@/components/ui/empty-state';
import { isAuthError } from '@/features/auth/guard';
import { localizedPath } from '@/i18n/routing';
import { listProductsForAdmin } from '../../admin-queries';
import { orderedProductImages } from '../../images';
import { productPath } from '../../localize';
import { ProductsManager, type AdminProduct } from './products-manager';

/**
 * The "products for sale" tab (spec back-office §2): every product, hidden ones too, in display
 * order, read on the server; "Failed to fetch products" when the read fails.
 */
export async function ProductsAdmin() {
  const t = await getTranslations('backOffice.productsAdmin');
  let rows;
  try {
    rows = await listProductsForAdmin();
  } catch (error) {
    if (isAuthError(error)) throw error;
    console.error(
      '[admin] products: listing failed:',
      error instanceof Error ? error.message : error,
    );
    return (
      <EmptyState
        icon={TriangleAlert}
        tone="card"
        title={t('loadFailed')}
        text={t('loadFailedText')}
      />
    );
  }
  const products: AdminProduct[] = rows.map((row) => ({
    id: row.id,
    nameHe: row.nameHe,
    nameEn: row.nameEn ?? '',
    slugHe: row.slugHe,
    slugEn: row.slugEn ?? '',
    descriptionHe: row.descriptionHe ?? '',
    descriptionEn: row.descriptionEn ?? '',
    featuresHe: row.featuresHe,
    featuresEn: row.featuresEn,
    priceHe: row.priceHe ?? '',
    priceEn: row.priceEn ?? '',
    images: orderedProductImages(row),
    isActive: row.isActive,
    showRating: row.showRating,
    publicPath: localizedPath('he', productPath(row.slugHe)),
  }));
  return <ProductsManager products={products} />;
}
