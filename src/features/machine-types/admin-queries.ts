import 'server-only';
import { asc, sql } from 'drizzle-orm';
import { getDb } from '@/db';
import { machines, machineTypes } from '@/db/schema';
import { requireRole } from '@/lib/admin/guard';
import { ROLES_FOR } from '@/lib/admin/roles';

/*
 * Admin reads of the machine types page: plain server functions (no browser can call them), each
 * checking the admin role itself.
 */

/** A machine type with how many machines list it (`machines.type`: a name or a JSON list). */
export type MachineTypeUsage = { id: string; name: string; machines: number };

/** Admin only: every machine type, by name, with how many machines use it. */
export async function listMachineTypeUsage(): Promise<MachineTypeUsage[]> {
  await requireRole(ROLES_FOR.content);
  return getDb()
    .select({
      id: machineTypes.id,
      name: machineTypes.name,
      // The outer row's name, qualified: both tables have a `name`.
      machines: sql<number>`(select count(*)::int from ${machines} m
        where ${machineTypes}.name = any(text_to_list(m.type)))`,
    })
    .from(machineTypes)
    .orderBy(asc(machineTypes.name));
}
