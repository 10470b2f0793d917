import { machines } from '@/db/schema';
import type { CatalogueTable } from '@/features/catalogue/table';
import { machinePath, machineSlug } from './localize';
import { machineImagesList } from './machine-lists';
import { MACHINES_TAG } from './queries';

/** What the kit reads of a machine: its slugs, and for a delete its name and pictures. */
export type MachineSlugs = {
  id: string;
  slugHe: string | null;
  slugEn: string | null;
  name?: string;
  images?: string[];
};

/**
 * The machines table for the catalogue kit: no switch and no display order; a page also answers
 * to the machine's id.
 */
export const machineTable: CatalogueTable<MachineSlugs> = {
  table: machines,
  idColumn: machines.id,
  slugColumns: [machines.slugHe, machines.slugEn],
  nameColumn: machines.name,
  deleteSelection: { images: machineImagesList },
  tags: () => [MACHINES_TAG],
  auditEntity: 'machine',
  trashKind: 'machine',
  slugsOf: (row) => [row.slugHe, row.slugEn],
  path: machinePath,
  pageSlug: machineSlug,
  pageById: true,
  imagesOf: (row) => row.images ?? [],
};
