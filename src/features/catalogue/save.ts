import 'server-only';
import { eq } from 'drizzle-orm';
import { ActionRefusal, type AdminWrite } from '@/lib/admin/action';
import { auditSummary, changedFields } from '@/lib/admin/audit';
import { staleEdit } from '@/lib/admin/version';
import { removeUnusedUploads } from '@/lib/media/uploads';
import { recordMoves, REDIRECTS_TAG } from '@/lib/redirects';
import { SEO_TAG } from '@/features/seo/queries';
import { recordRevision } from '@/lib/admin/revisions';
import { movesOf } from './moves';
import type { values as offerValues } from './offer-schema';
import { currentOrder, lockTable, placeAt } from './order';
import { keyOf } from './rows';
import { chooseSlugs, type SlugChoice } from './slugs';
import type { OrderedTable } from './table';

/*
 * The body of an offer's save action (products for sale, rental machines): one write that creates
 * or updates the row, chooses its slugs, puts it in the display order, records the moves of its
 * old addresses, and then removes the pictures the save dropped. The features' saveProduct and
 * saveRental call it from their adminAction handlers with what differs: their slugs, their own
 * columns and where the row goes in the list.
 */

/** The fields every offer form sends, as the schema gives them (`offer.values` and description_he). */
export type OfferInput = ReturnType<typeof offerValues> & { descriptionHe: string | null };

/** What a save returns to the form; `moved`: old addresses now redirect (REDIRECTS_TAG). */
export type SavedOffer = { id: string; moved: boolean; displayOrder: number };

export type OfferSave = {
  /** The row's slugs, in the order of the table's slug columns. */
  slugs: SlugChoice[];
  /** The feature's own columns (its slugs, switches), from the chosen slugs. */
  columns: (slugs: (string | null)[]) => Record<string, unknown>;
  /**
   * Where the row goes in the display order: a position the admin chose (capped at the end:
   * positions run 0..n-1), 'last', or 'kept' (an edited row stays where it is, a new one goes last).
   */
  position: number | 'last' | 'kept';
};

/** The cache tags a save touches: the row's, and the redirects when its addresses moved. */
export const savedTags = <Row extends { id: string }>(
  catalogue: OrderedTable<Row>,
  { id, moved }: SavedOffer,
) => [...catalogue.tags(id), ...(moved ? [REDIRECTS_TAG, SEO_TAG] : [])];

/** Creates (no id) or updates an offer; refuses an id that is gone or a slug another row has. */
export async function saveOffer<Row extends { id: string }>(
  catalogue: OrderedTable<Row>,
  write: AdminWrite,
  input: OfferInput,
  { slugs: choices, columns, position }: OfferSave,
): Promise<SavedOffer | ActionRefusal> {
  let dropped: string[] = [];
  const result = await write(
    async (tx, actor) => {
      await lockTable(tx, catalogue);
      const [found] = input.id
        ? await tx
            .select()
            .from(catalogue.table)
            .where(eq(catalogue.idColumn, input.id))
            .for('update')
        : [];
      if (input.id && !found) return new ActionRefusal('notFound');
      const before = found as (Row & Record<string, unknown>) | undefined;

      const slugs = await chooseSlugs(tx, catalogue, input.id, choices);
      if (slugs instanceof ActionRefusal) return slugs;

      const order = await currentOrder(tx, catalogue);
      const others = order.filter((id) => id !== before?.id);
      const at =
        position === 'kept'
          ? before
            ? order.indexOf(before.id)
            : others.length
          : Math.min(position === 'last' ? others.length : position, others.length);

      const [main, ...gallery] = input.images;
      const content = {
        nameHe: input.nameHe,
        nameEn: input.nameEn,
        descriptionHe: input.descriptionHe,
        descriptionEn: input.descriptionEn,
        featuresHe: input.featuresHe,
        featuresEn: input.featuresEn,
        priceHe: input.priceHe,
        priceEn: input.priceEn,
        ...columns(slugs),
        // The first picture is the main one ("make main" in the form moves it to the front).
        imageUrl: main ?? null,
        galleryImages: gallery,
        isActive: input.isActive,
      };
      const stale = before && staleEdit(before, input, content);
      if (stale) return stale;
      const values = { ...content, [keyOf(catalogue, catalogue.orderColumn)]: at };

      let id: string;
      let moved = false;
      if (before) {
        id = before.id;
        await tx.update(catalogue.table).set(values).where(eq(catalogue.idColumn, id));
        const moves = movesOf(catalogue, before, { ...before, ...values } as Row);
        await recordMoves(tx, moves, actor.email);
        moved = moves.length > 0;
        const kept = new Set(input.images);
        dropped = catalogue.imagesOf(before).filter((url) => !kept.has(url));
      } else {
        const [row] = await tx
          .insert(catalogue.table)
          .values(values)
          .returning({ id: catalogue.idColumn });
        id = row!.id as string;
      }
      await placeAt(tx, catalogue, id, at, others);
      await recordRevision(tx, catalogue.trashKind, id, content, actor.email);
      const summary = before
        ? auditSummary.updated(input.nameHe, changedFields(before, values))
        : auditSummary.created(input.nameHe);
      return { saved: { id, moved, displayOrder: at }, summary };
    },
    ({ saved, summary }) => ({ entity: catalogue.auditEntity, entityId: saved.id, summary }),
  );
  if (result instanceof ActionRefusal) return result;
  await removeUnusedUploads(dropped);
  return result.saved;
}
