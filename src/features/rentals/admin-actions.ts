'use server';

import { asc, eq, ne, sql } from 'drizzle-orm';
import type { Transaction as Tx } from '@/db';
import { slugInUse } from '@/db/slug-in-use';
import { rentalMachines, type RentalMachine } from '@/db/schema';
import { ActionRefusal, adminAction, type AdminWrite } from '@/features/auth/admin-action';
import { auditSummary, changedFields, type AuditNote } from '@/features/auth/audit';
import { localizedPath, routing } from '@/i18n/routing';
import { removeUnusedUploads } from '@/lib/media/uploads';
import { dropRedirectsTo, recordMoves, REDIRECTS_TAG } from '@/lib/redirects';
import { uniqueSlug } from '@/lib/slug';
import { rentalPath } from './localize';
import { RENTALS_TAG, rentalTag } from './queries';
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
 * the others so the positions stay 0..n-1. The writes that change positions or slugs first take
 * `LOCK TABLE rental_machines IN SHARE ROW EXCLUSIVE MODE`, so two admins run one after the other.
 */

const lockRentals = (tx: Tx) =>
  tx.execute(sql`lock table rental_machines in share row exclusive mode`);

/** Whether another rental already has `slug`. */
const slugTaken = (tx: Tx, slug: string, ownId: string | undefined) =>
  slugInUse(
    tx,
    { table: rentalMachines, id: rentalMachines.id, slugs: [rentalMachines.slug] },
    slug,
    ownId,
  );

/** A rental's public paths (one slug serves both languages). */
const pathsOf = (slug: string) =>
  routing.locales.map((locale) => localizedPath(locale, rentalPath(slug)));

const storedImages = (row: Pick<RentalMachine, 'imageUrl' | 'galleryImages'>) =>
  [row.imageUrl, ...row.galleryImages].filter((url): url is string => Boolean(url));

/** Every rental's id in display order, `except` one (ties by age, so the order is stable). */
async function currentOrder(tx: Tx, except?: string): Promise<string[]> {
  const rows = await tx
    .select({ id: rentalMachines.id })
    .from(rentalMachines)
    .where(except ? ne(rentalMachines.id, except) : undefined)
    .orderBy(
      asc(rentalMachines.displayOrder),
      asc(rentalMachines.createdAt),
      asc(rentalMachines.id),
    );
  return rows.map((row) => row.id);
}

/** Writes display_order 0..n-1 in the order of `ids` (all the rentals), only where it changed. */
async function writeOrder(tx: Tx, ids: string[]) {
  if (ids.length === 0) return;
  await tx.execute(sql`
    update rental_machines as r set display_order = (o.position - 1)::int
    from jsonb_array_elements_text(${JSON.stringify(ids)}::jsonb) with ordinality as o(id, position)
    where r.id = o.id::uuid and r.display_order <> (o.position - 1)::int`);
}

type Saved = { id: string; moved: boolean; displayOrder: number };

async function writeRental(input: RentalInput, write: AdminWrite): Promise<Saved | ActionRefusal> {
  let dropped: string[] = [];
  const result = await write(
    async (tx): Promise<{ saved: Saved; note: AuditNote } | ActionRefusal> => {
      await lockRentals(tx);
      const [before] = input.id
        ? await tx.select().from(rentalMachines).where(eq(rentalMachines.id, input.id))
        : [];
      if (input.id && !before) return new ActionRefusal('notFound');

      let slug = input.slug;
      if (!input.slugGenerated) {
        if (await slugTaken(tx, slug, input.id)) return new ActionRefusal('slugTaken', 'slug');
      } else if (!before || before.slug !== slug) {
        slug = await uniqueSlug(slug, (candidate) => slugTaken(tx, candidate, input.id));
      }

      const others = await currentOrder(tx, before?.id);
      // Positions run 0..n-1: a larger choice (or none) puts it last.
      const position = Math.min(input.displayOrder ?? others.length, others.length);

      const [main, ...gallery] = input.images;
      const values = {
        nameHe: input.nameHe,
        nameEn: input.nameEn,
        slug,
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
        if (before.slug !== slug) {
          const to = pathsOf(slug);
          await recordMoves(
            tx,
            pathsOf(before.slug).map((from, index) => ({ from, to: to[index]! })),
          );
          moved = true;
        }
        const kept = new Set(input.images);
        dropped = storedImages(before).filter((url) => !kept.has(url));
      } else {
        const [row] = await tx
          .insert(rentalMachines)
          .values(values)
          .returning({ id: rentalMachines.id });
        id = row!.id;
      }
      await writeOrder(tx, [...others.slice(0, position), id, ...others.slice(position)]);
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
      return [RENTALS_TAG, rentalTag(id), ...(moved ? [REDIRECTS_TAG] : [])];
    },
  },
  (input, { write }) => writeRental(input, write),
);

/** Deletes a rental machine, forgets the redirects to its pages, removes its unused pictures. */
export const deleteRental = adminAction(
  {
    name: 'rentals.delete',
    schema: rentalIdSchema,
    tags: ({ id }) => [RENTALS_TAG, rentalTag(id), REDIRECTS_TAG],
  },
  async ({ id }, { write }) => {
    const removed = await write(
      async (tx) => {
        await lockRentals(tx);
        const [row] = await tx.delete(rentalMachines).where(eq(rentalMachines.id, id)).returning();
        if (!row) return new ActionRefusal('notFound');
        await dropRedirectsTo(tx, pathsOf(row.slug));
        // The others close the gap: positions stay 0..n-1.
        await writeOrder(tx, await currentOrder(tx));
        return row;
      },
      (row) => ({ entity: 'rental', entityId: row.id, summary: auditSummary.deleted(row.nameHe) }),
    );
    if (removed instanceof ActionRefusal) return removed;
    await removeUnusedUploads(storedImages(removed));
    return { id };
  },
);

/** Shows a rental machine on the site or hides it (the list's switch). */
export const setRentalActive = adminAction(
  {
    name: 'rentals.setActive',
    schema: rentalActiveSchema,
    tags: ({ id }) => [RENTALS_TAG, rentalTag(id)],
  },
  async ({ id, is_active }, { write }) => {
    const row = await write(
      async (tx) =>
        (
          await tx
            .update(rentalMachines)
            .set({ isActive: is_active })
            .where(eq(rentalMachines.id, id))
            .returning({ id: rentalMachines.id, nameHe: rentalMachines.nameHe })
        )[0] ?? new ActionRefusal('notFound'),
      (row) => ({
        entity: 'rental',
        entityId: row.id,
        summary: auditSummary.visibility(row.nameHe, is_active),
      }),
    );
    return row instanceof ActionRefusal ? row : { id, isActive: is_active };
  },
);
