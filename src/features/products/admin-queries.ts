import 'server-only';
import { asc } from 'drizzle-orm';
import { getDb } from '@/db';
import { products } from '@/db/schema';
import { requireRole } from '@/lib/admin/guard';
import { ROLES_FOR } from '@/lib/admin/roles';

/*
 * Admin reads of the products feature: plain server functions, not server actions (no browser
 * can call them), each one checking the admin role itself.
 */

/** Admin only: every product, active or not, in display order (the dashboard's list). */
export async function listProductsForAdmin() {
  await requireRole(ROLES_FOR.content);
  return getDb()
    .select()
    .from(products)
    .orderBy(asc(products.displayOrder), asc(products.createdAt), asc(products.id));
}
