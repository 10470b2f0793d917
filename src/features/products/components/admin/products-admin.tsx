import { getTranslations } from 'next-intl/server';
import { AdminLoadFailed } from '@/components/admin/admin-load-failed';
import { readDashboard } from '@/features/auth/dashboard-read';
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
  const rows = await readDashboard('products', listProductsForAdmin);
  if (!rows) return <AdminLoadFailed title={t('loadFailed')} text={t('loadFailedText')} />;
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
    comingSoon: row.comingSoon,
    publicPath: localizedPath('he', productPath(row.slugHe)),
  }));
  return <ProductsManager products={products} />;
}
