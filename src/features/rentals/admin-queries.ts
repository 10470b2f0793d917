import 'server-only';
import { asc } from 'drizzle-orm';
import { getDb } from '@/db';
import { rentalMachines } from '@/db/schema';
import { requireRole } from '@/lib/admin/guard';
import { ROLES_FOR } from '@/lib/admin/roles';

/*
 * Admin reads of the rentals feature: plain server functions, not server actions (no browser can
 * call them), each one checking the admin role itself.
 */

/** Admin only: every rental machine, active or not, by display order (spec call: rental_machines). */
export async function listRentalsForAdmin() {
  await requireRole(ROLES_FOR.content);
  return getDb()
    .select()
    .from(rentalMachines)
    .orderBy(
      asc(rentalMachines.displayOrder),
      asc(rentalMachines.createdAt),
      asc(rentalMachines.id),
    );
}
