'use server';

import { eq } from 'drizzle-orm';
import { rentalMachines } from '@/db/schema';
import { ActionRefusal, adminAction, type AdminWrite } from '@/lib/admin/action';
import { auditSummary, changedFields, type AuditNote } from '@/lib/admin/audit';
import { movesOf } from '@/features/catalogue/moves';
import { currentOrder, lockTable, placeAt } from '@/features/catalogue/order';
import { deletedTags, deleteRow, setActive } from '@/features/catalogue/rows';
import { chooseSlug } from '@/features/catalogue/slugs';
import { removeUnusedUploads } from '@/lib/media/uploads';
import { recordMoves, REDIRECTS_TAG } from '@/lib/redirects';
import { rentalTable } from './catalogue-table';
import {
  RENTAL_MULTILINE,
  rentalActiveSchema,
  rentalIdSchema,
  rentalSchema,
  type RentalInput,
} from './schemas';

/*
 * The rental machines dashboard's writes (spec back-office §2, §3 "rental_machines", §5 rental
 * form, §7, §8). Every export is an adminAction: admin check, validation, the write with its audit row, cache tags.
 *
 * Display order (spec §9: a choice from 0 to the number of rentals): saving at position k moves
 * the others so the positions stay 0..n-1. Slugs, moves, order (under a table lock), the switch
 * and delete are the catalogue kit's (src/features/catalogue) over `rentalTable`.
 */

type Saved = { id: string; moved: boolean; displayOrder: number };

async function writeRental(input: RentalInput, write: AdminWrite): Promise<Saved | ActionRefusal> {
  let dropped: string[] = [];
  const result = await write(
    async (tx): Promise<{ saved: Saved; note: AuditNote } | ActionRefusal> => {
      await lockTable(tx, rentalTable);
      const [before] = input.id
        ? await tx.select().from(rentalMachines).where(eq(rentalMachines.id, input.id))
        : [];
      if (input.id && !before) return new ActionRefusal('notFound');

      // A generated slug the rental already has is kept as it is.
      const kept = Boolean(input.slugGenerated && before?.slug === input.slug);
      const slug = kept
        ? input.slug
        : await chooseSlug(tx, rentalTable, {
            field: 'slug',
            slug: input.slug,
            generated: input.slugGenerated,
            ownId: input.id,
          });
      if (slug instanceof ActionRefusal) return slug;

      const others = await currentOrder(tx, rentalTable, before?.id);
      // Positions run 0..n-1: a larger choice (or none) puts it last.
      const position = Math.min(input.displayOrder ?? others.length, others.length);

      const [main, ...gallery] = input.images;
      const values = {
        nameHe: input.nameHe,
        nameEn: input.nameEn,
        slug: slug!,
        descriptionHe: input.descriptionHe,
        descriptionEn: input.descriptionEn,
        priceHe: input.priceHe,
        priceEn: input.priceEn,
        featuresHe: input.featuresHe,
        featuresEn: input.featuresEn,
        imageUrl: main ?? null,
        galleryImages: gallery,
        isActive: input.isActive,
        displayOrder: position,
      };

      let id: string;
      let moved = false;
      if (before) {
        id = before.id;
        await tx.update(rentalMachines).set(values).where(eq(rentalMachines.id, id));
        const moves = movesOf(rentalTable, before, { id, slug: values.slug });
        await recordMoves(tx, moves);
        moved = moves.length > 0;
        const keptImages = new Set(input.images);
        dropped = rentalTable.imagesOf(before).filter((url) => !keptImages.has(url));
      } else {
        const [row] = await tx
          .insert(rentalMachines)
          .values(values)
          .returning({ id: rentalMachines.id });
        id = row!.id;
      }
      await placeAt(tx, rentalTable, id, position, others);
      const summary = before
        ? auditSummary.updated(values.nameHe, changedFields(before, values))
        : auditSummary.created(values.nameHe);
      return {
        saved: { id, moved, displayOrder: position },
        note: { entity: 'rental', entityId: id, summary },
      };
    },
    (written) => written.note,
  );
  if (result instanceof ActionRefusal) return result;
  await removeUnusedUploads(dropped);
  return result.saved;
}

/** Creates (no id) or updates a rental machine from the dashboard's form. */
export const saveRental = adminAction(
  {
    name: 'rentals.save',
    schema: rentalSchema,
    multiline: RENTAL_MULTILINE,
    tags: (_input, data) => {
      const { id, moved } = data as Saved;
      return [...rentalTable.tags(id), ...(moved ? [REDIRECTS_TAG] : [])];
    },
  },
  (input, { write }) => writeRental(input, write),
);

/** Deletes a rental machine, forgets the redirects to its pages, removes its unused pictures. */
export const deleteRental = adminAction(
  {
    name: 'rentals.delete',
    schema: rentalIdSchema,
    tags: ({ id }) => deletedTags(rentalTable, id),
  },
  ({ id }, { write }) => deleteRow(rentalTable, write, id),
);

/** Shows a rental machine on the site or hides it (the list's switch). */
export const setRentalActive = adminAction(
  {
    name: 'rentals.setActive',
    schema: rentalActiveSchema,
    tags: ({ id }) => rentalTable.tags(id),
  },
  ({ id, is_active }, { write }) => setActive(rentalTable, write, id, is_active),
);
