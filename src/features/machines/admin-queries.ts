import 'server-only';
import { asc, desc } from 'drizzle-orm';
import { getDb } from '@/db';
import { machines, machineTypes, type MachineStatus, type OperatingStatus } from '@/db/schema';
import { requireAdmin } from '@/lib/admin/guard';
import { machineImagesList, machineTypesList } from './machine-lists';

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

/** Admin only: every machine, active or not, newest first (spec call "machines: select all"). */
export async function listAdminMachines(): Promise<AdminMachine[]> {
  await requireAdmin();
  return getDb()
    .select({
      id: machines.id,
      name: machines.name,
      nameEn: machines.nameEn,
      location: machines.location,
      locationEn: machines.locationEn,
      address: machines.address,
      addressEn: machines.addressEn,
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
    })
    .from(machines)
    .orderBy(desc(machines.createdAt), desc(machines.id));
}

/** Admin only: the machine types, by name (spec call "machine_types: select ordered by name"). */
export async function listMachineTypes(): Promise<AdminMachineType[]> {
  await requireAdmin();
  return getDb()
    .select({ id: machineTypes.id, name: machineTypes.name })
    .from(machineTypes)
    .orderBy(asc(machineTypes.name));
}
