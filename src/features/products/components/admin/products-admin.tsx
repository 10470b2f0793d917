import { getTranslations } from 'next-intl/server';
import { AdminLoadFailed } from '@/components/admin/admin-load-failed';
import { readDashboard } from '@/lib/admin/dashboard-read';
import { adminOffer } from '@/features/catalogue/admin-offer';
import { localizedPath } from '@/i18n/routing';
import { listProductsForAdmin } from '../../admin-queries';
import { orderedProductImages } from '../../images';
import { productPath } from '../../localize';
import type { AdminProduct } from './admin-product';
import { ProductsManager } from './products-manager';

/**
 * The "products for sale" tab (spec back-office §2): every product, hidden ones too, in display
 * order, read on the server; "Failed to fetch products" when the read fails.
 */
export async function ProductsAdmin() {
  const t = await getTranslations('backOffice.productsAdmin');
  const rows = await readDashboard('products', listProductsForAdmin);
  if (!rows) return <AdminLoadFailed title={t('loadFailed')} text={t('loadFailedText')} />;
  const products: AdminProduct[] = rows.map((row) => ({
    ...adminOffer(row, orderedProductImages(row), localizedPath('he', productPath(row.slugHe))),
    slugHe: row.slugHe,
    slugEn: row.slugEn ?? '',
    showRating: row.showRating,
    comingSoon: row.comingSoon,
    reviews: row.reviews,
    specs: row.specs,
  }));
  return <ProductsManager products={products} />;
}
