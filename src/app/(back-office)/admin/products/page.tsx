import { getTranslations } from 'next-intl/server';
import { AdminPage, adminPageMetadata } from '@/features/auth/components/admin-page';
import { ProductsAdmin } from '@/features/products/components/admin/products-admin';
import { ProductsTabs } from '@/features/products/components/admin/products-tabs';
import { RentalsAdmin } from '@/features/rentals/components/admin/rentals-admin';

export const generateMetadata = adminPageMetadata('products');

/**
 * /admin/products[?tab=rentals] — admin only (others see the no-permission text): two tabs,
 * products for sale and rental machines (spec back-office §2); the chosen tab is kept in the
 * address (products-tabs.tsx).
 */
export default async function ProductsAdminPage() {
  const t = await getTranslations('backOffice');
  return (
    <AdminPage page="products" denial="noPermission">
      <ProductsTabs
        label={t('productsAdmin.sections')}
        titles={{ products: t('productsAdmin.tab'), rentals: t('rentalsAdmin.tab') }}
        panels={{ products: <ProductsAdmin />, rentals: <RentalsAdmin /> }}
      />
    </AdminPage>
  );
}
