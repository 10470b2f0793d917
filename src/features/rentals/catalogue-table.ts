import { rentalMachines, type RentalMachine } from '@/db/schema';
import { offerTags } from '@/features/catalogue/public-reads';
import type { OrderedTable } from '@/features/catalogue/table';
import { rentalPath } from './localize';

/** What the kit reads of a rental: its slug, and for a delete its name and pictures. */
export type RentalSlug = Pick<RentalMachine, 'id' | 'slug'> &
  Partial<Pick<RentalMachine, 'nameHe' | 'imageUrl' | 'galleryImages'>>;

const storedImages = (row: Partial<Pick<RentalMachine, 'imageUrl' | 'galleryImages'>>) =>
  [row.imageUrl, ...(row.galleryImages ?? [])].filter((url): url is string => Boolean(url));

/** The rental machines table for the catalogue kit (one slug serves both languages). */
export const rentalTable: OrderedTable<RentalSlug> = {
  table: rentalMachines,
  idColumn: rentalMachines.id,
  slugColumns: [rentalMachines.slug],
  nameColumn: rentalMachines.nameHe,
  activeColumn: rentalMachines.isActive,
  orderColumn: rentalMachines.displayOrder,
  createdColumn: rentalMachines.createdAt,
  tags: (id) => offerTags('rentals', id),
  auditEntity: 'rental',
  trashKind: 'rental',
  slugsOf: (row) => [row.slug],
  path: rentalPath,
  pageSlug: (row) => row.slug,
  imagesOf: storedImages,
};
