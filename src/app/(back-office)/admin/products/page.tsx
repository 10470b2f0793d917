import { AdminPage, adminPageMetadata } from '@/features/auth/components/admin-page';

export const generateMetadata = adminPageMetadata('products');

/** /admin/products — admin only (others see the no-permission text); the shell for the dashboard that comes next. */
export default function ProductsAdminPage() {
  return <AdminPage page="products" denial="noPermission" />;
}
