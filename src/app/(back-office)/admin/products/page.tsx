import { getTranslations } from 'next-intl/server';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { AdminPage, adminPageMetadata } from '@/features/auth/components/admin-page';
import { ProductsAdmin } from '@/features/products/components/admin/products-admin';
import { RentalsAdmin } from '@/features/rentals/components/admin/rentals-admin';

export const generateMetadata = adminPageMetadata('products');

/**
 * /admin/products — admin only (others see the no-permission text): two tabs, products for sale
 * and rental machines (spec back-office §2).
 */
export default async function ProductsAdminPage() {
  const t = await getTranslations('backOffice');
  return (
    <AdminPage page="products" denial="noPermission">
      <Tabs defaultValue="products" className="mt-6">
        <TabsList aria-label={t('productsAdmin.sections')}>
          <TabsTrigger value="products">{t('productsAdmin.tab')}</TabsTrigger>
          <TabsTrigger value="rentals">{t('rentalsAdmin.tab')}</TabsTrigger>
        </TabsList>
        <TabsContent value="products">
          <ProductsAdmin />
        </TabsContent>
        <TabsContent value="rentals">
          <RentalsAdmin />
        </TabsContent>
      </Tabs>
    </AdminPage>
  );
}
