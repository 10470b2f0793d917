import 'server-only';
import { and, asc, desc, eq, or, sql, type SQL } from 'drizzle-orm';
import { getDb } from '@/db';
import { machines, machineTypes, type MachineStatus, type OperatingStatus } from '@/db/schema';
import { requireRole } from '@/lib/admin/guard';
import { ROLES_FOR } from '@/lib/admin/roles';
import { queryPage, type ListPage } from '@/lib/admin/paged-query';
import { machineImagesList, machineTypesList } from './machine-lists';
import { MACHINES_PAGE_SIZE, type MachineListFilters } from './machine-list-filters';

/*
 * Admin reads of the machines feature: plain server functions (no browser can call them), each
 * checking the admin role itself.
 */

/** A machine as the dashboard shows and edits it: every status, lists already parsed. */
export type AdminMachine = {
  id: string;
  name: string;
  nameEn: string | null;
  location: string;
  locationEn: string | null;
  address: string;
  addressEn: string | null;
  /** The address's Israeli postal code (7 digits), or null. */
  postalCode: string | null;
  phone: string | null;
  /** The Hebrew type names (`type` is a text or a JSON-encoded list; parsed as the public view does). */
  types: string[];
  typeEn: string[];
  status: MachineStatus;
  operatingStatus: OperatingStatus;
  /** Every picture in display order, the main one first (the public view's `image_urls` rule). */
  images: string[];
  slugHe: string | null;
  slugEn: string | null;
  /** Where the machine stands on the locations map (both or neither). */
  latitude: number | null;
  longitude: number | null;
  /** When it was last saved: the edit form's version (src/lib/admin/version.ts). */
  updatedAt: Date;
};

export type AdminMachineType = { id: string; name: string };

/** The columns of an AdminMachine. */
const adminMachineColumns = {
  id: machines.id,
  name: machines.name,
  nameEn: machines.nameEn,
  location: machines.location,
  locationEn: machines.locationEn,
  address: machines.address,
  addressEn: machines.addressEn,
  postalCode: machines.postalCode,
  phone: machines.phone,
  types: machineTypesList,
  typeEn: machines.typeEn,
  status: machines.status,
  operatingStatus: machines.operatingStatus,
  images: machineImagesList,
  slugHe: machines.slugHe,
  slugEn: machines.slugEn,
  latitude: machines.latitude,
  longitude: machines.longitude,
  updatedAt: machines.updatedAt,
};

/** Admin only: every machine, active or not, newest first (spec call "machines: select all"). */
export async function listAdminMachines(): Promise<AdminMachine[]> {
  await requireRole(ROLES_FOR.content);
  return getDb()
    .select(adminMachineColumns)
    .from(machines)
    .orderBy(desc(machines.createdAt), desc(machines.id));
}

/** Admin only: the machine types, by name (spec call "machine_types: select ordered by name"). */
export async function listMachineTypes(): Promise<AdminMachineType[]> {
  await requireRole(ROLES_FOR.content);
  return getDb()
    .select({ id: machineTypes.id, name: machineTypes.name })
    .from(machineTypes)
    .orderBy(asc(machineTypes.name));
}

/** `text` for a LIKE pattern that matches it literally anywhere. */
const contains = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The conditions of a dashboard view (all must hold), in SQL. */
function machineListWhere(filters: MachineListFilters): SQL | undefined {
  const m = machines;
  const conditions: (SQL | undefined)[] = [];
  if (filters.q) {
    const pattern = contains(filters.q);
    conditions.push(
      or(
        ...[m.name, m.nameEn, m.location, m.locationEn, m.address, m.addressEn].map(
          (column) => sql`lower(coalesce(${column}, '')) like ${pattern}`,
        ),
      ),
    );
  }
  if (filters.status) conditions.push(eq(m.status, filters.status));
  if (filters.type) conditions.push(sql`${filters.type} = any(${machineTypesList})`);
  return and(...conditions);
}

export type AdminMachinesPage = ListPage<AdminMachine>;

/**
 * Admin only: one page of the dashboard's view (search, status, type), newest first, filtered
 * and paged in SQL.
 */
export async function getAdminMachinesPage(
  filters: MachineListFilters,
): Promise<AdminMachinesPage> {
  await requireRole(ROLES_FOR.content);
  const db = getDb();
  const where = machineListWhere(filters);
  return queryPage(db, machines, where, filters.page, MACHINES_PAGE_SIZE, (limit, offset) =>
    db
      .select(adminMachineColumns)
      .from(machines)
      .where(where)
      .orderBy(desc(machines.createdAt), desc(machines.id))
      .limit(limit)
      .offset(offset),
  );
}
