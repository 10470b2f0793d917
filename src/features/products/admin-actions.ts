'use server';

import { eq, max } from 'drizzle-orm';
import { products } from '@/db/schema';
import { ActionRefusal, adminAction, type AdminWrite } from '@/lib/admin/action';
import { auditSummary, changedFields, type AuditNote } from '@/lib/admin/audit';
import { movesOf } from '@/features/catalogue/moves';
import { lockTable } from '@/features/catalogue/order';
import { deletedTags, deleteRow, reorder, setActive } from '@/features/catalogue/rows';
import { chooseSlugs } from '@/features/catalogue/slugs';
import { removeUnusedUploads } from '@/lib/media/uploads';
import { recordMoves, REDIRECTS_TAG } from '@/lib/redirects';
import { productTable, storedImages } from './catalogue-table';
import { PRODUCTS_TAG } from './queries';
import {
  PRODUCT_MULTILINE,
  productActiveSchema,
  productIdSchema,
  productOrderSchema,
  productSchema,
  type ProductInput,
} from './schemas';

/*
 * The products-for-sale dashboard's writes (spec back-office §2, §3 "products", §5, §7, §8).
 * Every export is an adminAction: admin check, validation, the write with its audit row, cache tags.
 * Slugs, moves, display order (0..n-1, under a table lock), the switch, delete and reorder are
 * the catalogue kit's (src/features/catalogue) over `productTable`.
 */

type Saved = { id: string; moved: boolean };

async function writeProduct(
  input: ProductInput,
  write: AdminWrite,
): Promise<Saved | ActionRefusal> {
  let dropped: string[] = [];
  const result = await write(
    async (tx): Promise<{ saved: Saved; note: AuditNote } | ActionRefusal> => {
      await lockTable(tx, productTable);
      const [before] = input.id
        ? await tx.select().from(products).where(eq(products.id, input.id))
        : [];
      if (input.id && !before) return new ActionRefusal('notFound');

      const slugs = await chooseSlugs(tx, productTable, input.id, [
        { field: 'slug_he', slug: input.slugHe, generated: input.generated.he },
        { field: 'slug_en', slug: input.slugEn, generated: input.generated.en },
      ]);
      if (slugs instanceof ActionRefusal) return slugs;
      const [slugHe, slugEn = null] = slugs;
      // One product's two slugs may be the same; another product's may not (checked above).

      const [main, ...gallery] = input.images;
      const values = {
        nameHe: input.nameHe,
        nameEn: input.nameEn,
        slugHe: slugHe!,
        slugEn: slugEn === slugHe ? null : slugEn,
        descriptionHe: input.descriptionHe,
        descriptionEn: input.descriptionEn,
        featuresHe: input.featuresHe,
        featuresEn: input.featuresEn,
        priceHe: input.priceHe,
        priceEn: input.priceEn,
        // The first picture is the main one ("make main" in the form moves it to the front).
        imageUrl: main ?? null,
        galleryImages: gallery,
        primaryImageIndex: 0,
        isActive: input.isActive,
        showRating: input.showRating,
        comingSoon: input.comingSoon,
      };

      if (!before) {
        // A new product goes to the end of the list.
        const [{ last } = { last: null }] = await tx
          .select({ last: max(products.displayOrder) })
          .from(products);
        const [row] = await tx
          .insert(products)
          .values({ ...values, displayOrder: last === null ? 0 : last + 1 })
          .returning({ id: products.id });
        const note = {
          entity: 'product',
          entityId: row!.id,
          summary: auditSummary.created(values.nameHe),
        };
        return { saved: { id: row!.id, moved: false }, note };
      }

      await tx.update(products).set(values).where(eq(products.id, before.id));
      const moves = movesOf(productTable, before, {
        id: before.id,
        slugHe: values.slugHe,
        slugEn: values.slugEn,
      });
      await recordMoves(tx, moves);
      const kept = new Set(input.images);
      dropped = storedImages(before).filter((url) => !kept.has(url));
      const summary = auditSummary.updated(values.nameHe, changedFields(before, values));
      return {
        saved: { id: before.id, moved: moves.length > 0 },
        note: { entity: 'product', entityId: before.id, summary },
      };
    },
    (written) => written.note,
  );
  if (result instanceof ActionRefusal) return result;
  await removeUnusedUploads(dropped);
  return result.saved;
}

/** Creates (no id) or updates a product from the dashboard's form. */
export const saveProduct = adminAction(
  {
    name: 'products.save',
    schema: productSchema,
    multiline: PRODUCT_MULTILINE,
    tags: (_input, data) => {
      const { id, moved } = data as Saved;
      return [...productTable.tags(id), ...(moved ? [REDIRECTS_TAG] : [])];
    },
  },
  (input, { write }) => writeProduct(input, write),
);

/** Deletes a product, forgets the redirects to its pages and removes its now unused pictures. */
export const deleteProduct = adminAction(
  {
    name: 'products.delete',
    schema: productIdSchema,
    tags: ({ id }) => deletedTags(productTable, id),
  },
  ({ id }, { write }) => deleteRow(productTable, write, id),
);

/** Shows a product on the site or hides it (the list's switch). */
export const setProductActive = adminAction(
  {
    name: 'products.setActive',
    schema: productActiveSchema,
    tags: ({ id }) => productTable.tags(id),
  },
  ({ id, is_active }, { write }) => setActive(productTable, write, id, is_active),
);

/**
 * Puts the products in the given order (spec: update display_order), in one transaction: the
 * given ids first, in their order, then any product not in the list (one added meanwhile) after
 * them in its current order; unknown ids are ignored. Positions are always 0..n-1.
 */
export const reorderProducts = adminAction(
  { name: 'products.reorder', schema: productOrderSchema, tags: [PRODUCTS_TAG] },
  ({ ids }, { write }) => reorder(productTable, write, ids),
);
