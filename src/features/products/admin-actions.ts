'use server';

import { asc, eq, max, sql } from 'drizzle-orm';
import type { Transaction as Tx } from '@/db';
import { slugInUse } from '@/db/slug-in-use';
import { products, type Product } from '@/db/schema';
import { ActionRefusal, adminAction, type AdminWrite } from '@/features/auth/admin-action';
import { auditSummary, changedFields, type AuditNote } from '@/features/auth/audit';
import { localizedPath, routing, type Locale } from '@/i18n/routing';
import { removeUnusedUploads } from '@/lib/media/uploads';
import { dropRedirectsTo, recordMoves, REDIRECTS_TAG } from '@/lib/redirects';
import { slugify, uniqueSlug } from '@/lib/slug';
import { productPath, productSlug } from './localize';
import { PRODUCTS_TAG, productTag } from './queries';
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
 *
 * Display order: every write that adds, removes or moves a product first takes
 * `LOCK TABLE products IN SHARE ROW EXCLUSIVE MODE` (it conflicts with itself and with every
 * other row write, not with the public reads), so two admins saving or reordering at once run
 * one after the other and the positions stay exactly 0..n-1.
 */

type Slugs = Pick<Product, 'id' | 'slugHe' | 'slugEn'>;

/** Serialises the writes that touch display order or slugs (see above). */
const lockProducts = (tx: Tx) => tx.execute(sql`lock table products in share row exclusive mode`);

/** Whether another product's page answers to `slug` (in either language's column). */
const slugTaken = (tx: Tx, slug: string, ownId: string | undefined) =>
  slugInUse(
    tx,
    { table: products, id: products.id, slugs: [products.slugHe, products.slugEn] },
    slug,
    ownId,
  );

/**
 * The slug to store: the admin's own (refused on its field when another product has it), or the
 * one made from the name, numbered until free.
 */
async function chooseSlug(
  tx: Tx,
  field: 'slug_he' | 'slug_en',
  slug: string | null,
  generated: boolean,
  ownId: string | undefined,
): Promise<string | null | ActionRefusal> {
  if (!slug) return null;
  if (!generated)
    return (await slugTaken(tx, slug, ownId)) ? new ActionRefusal('slugTaken', field) : slug;
  const base = slugify(slug);
  return uniqueSlug(base, (candidate) => slugTaken(tx, candidate, ownId));
}

/** The public path of a product's page in `locale`, as cards link to it. */
const pagePath = (product: Slugs, locale: Locale) =>
  localizedPath(locale, productPath(productSlug(product, locale)));

/** Every path that reaches the product's page: both languages, by either slug. */
const livePaths = (product: Slugs) =>
  routing.locales.flatMap((locale) =>
    [product.slugHe, product.slugEn]
      .filter((slug): slug is string => Boolean(slug))
      .map((slug) => localizedPath(locale, productPath(slug))),
  );

/**
 * Old addresses of a renamed product → its new page, per language. Each language's page answers
 * to both slugs (it redirects to its own), so every old slug that is no longer one of the
 * product's moves.
 */
function movesOf(before: Slugs, after: Slugs) {
  const kept = new Set([after.slugHe, after.slugEn]);
  const gone = [...new Set([before.slugHe, before.slugEn])].filter(
    (slug): slug is string => Boolean(slug) && !kept.has(slug),
  );
  return routing.locales.flatMap((locale) =>
    gone.map((slug) => ({
      from: localizedPath(locale, productPath(slug)),
      to: pagePath(after, locale),
    })),
  );
}

/** A product's pictures as stored: main image first, then the gallery. */
const storedImages = (row: Pick<Product, 'imageUrl' | 'galleryImages'>) =>
  [row.imageUrl, ...row.galleryImages].filter((url): url is string => Boolean(url));

/** Writes display_order 0..n-1 in the order of `ids` (all the products), only where it changed. */
async function writeOrder(tx: Tx, ids: string[]) {
  if (ids.length === 0) return;
  await tx.execute(sql`
    update products as p set display_order = (o.position - 1)::int
    from jsonb_array_elements_text(${JSON.stringify(ids)}::jsonb) with ordinality as o(id, position)
    where p.id = o.id::uuid and p.display_order <> (o.position - 1)::int`);
}

/** Every product's id in display order (ties by age, so the order is always the same). */
async function currentOrder(tx: Tx): Promise<string[]> {
  const rows = await tx
    .select({ id: products.id })
    .from(products)
    .orderBy(asc(products.displayOrder), asc(products.createdAt), asc(products.id));
  return rows.map((row) => row.id);
}

type Saved = { id: string; moved: boolean };

async function writeProduct(
  input: ProductInput,
  write: AdminWrite,
): Promise<Saved | ActionRefusal> {
  let dropped: string[] = [];
  const result = await write(
    async (tx): Promise<{ saved: Saved; note: AuditNote } | ActionRefusal> => {
      await lockProducts(tx);
      const [before] = input.id
        ? await tx.select().from(products).where(eq(products.id, input.id))
        : [];
      if (input.id && !before) return new ActionRefusal('notFound');

      const slugHe = await chooseSlug(tx, 'slug_he', input.slugHe, input.generated.he, input.id);
      if (slugHe instanceof ActionRefusal) return slugHe;
      const slugEn = await chooseSlug(tx, 'slug_en', input.slugEn, input.generated.en, input.id);
      if (slugEn instanceof ActionRefusal) return slugEn;
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
      const moves = movesOf(before, {
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

const savedTags = (data: unknown) => {
  const { id, moved } = data as Saved;
  return [PRODUCTS_TAG, productTag(id), ...(moved ? [REDIRECTS_TAG] : [])];
};

/** Creates (no id) or updates a product from the dashboard's form. */
export const saveProduct = adminAction(
  {
    name: 'products.save',
    schema: productSchema,
    multiline: PRODUCT_MULTILINE,
    tags: (_input, data) => savedTags(data),
  },
  (input, { write }) => writeProduct(input, write),
);

/** Deletes a product, forgets the redirects to its pages and removes its now unused pictures. */
export const deleteProduct = adminAction(
  {
    name: 'products.delete',
    schema: productIdSchema,
    tags: ({ id }) => [PRODUCTS_TAG, productTag(id), REDIRECTS_TAG],
  },
  async ({ id }, { write }) => {
    const removed = await write(
      async (tx) => {
        await lockProducts(tx);
        const [row] = await tx.delete(products).where(eq(products.id, id)).returning();
        if (!row) return new ActionRefusal('notFound');
        await dropRedirectsTo(tx, livePaths(row));
        // The others close the gap: positions stay 0..n-1.
        await writeOrder(tx, await currentOrder(tx));
        return row;
      },
      (row) => ({ entity: 'product', entityId: row.id, summary: auditSummary.deleted(row.nameHe) }),
    );
    if (removed instanceof ActionRefusal) return removed;
    await removeUnusedUploads(storedImages(removed));
    return { id };
  },
);

/** Shows a product on the site or hides it (the list's switch). */
export const setProductActive = adminAction(
  {
    name: 'products.setActive',
    schema: productActiveSchema,
    tags: ({ id }) => [PRODUCTS_TAG, productTag(id)],
  },
  async ({ id, is_active }, { write }) => {
    const row = await write(
      async (tx) =>
        (
          await tx
            .update(products)
            .set({ isActive: is_active })
            .where(eq(products.id, id))
            .returning({ id: products.id, nameHe: products.nameHe })
        )[0] ?? new ActionRefusal('notFound'),
      (row) => ({
        entity: 'product',
        entityId: row.id,
        summary: auditSummary.visibility(row.nameHe, is_active),
      }),
    );
    return row instanceof ActionRefusal ? row : { id, isActive: is_active };
  },
);

/**
 * Puts the products in the given order (spec: update display_order), in one transaction: the
 * given ids first, in their order, then any product not in the list (one added meanwhile) after
 * them in its current order; unknown ids are ignored. Positions are always 0..n-1.
 */
export const reorderProducts = adminAction(
  { name: 'products.reorder', schema: productOrderSchema, tags: [PRODUCTS_TAG] },
  async ({ ids }, { write }) => {
    const order = await write(
      async (tx) => {
        await lockProducts(tx);
        const current = await currentOrder(tx);
        const known = new Set(current);
        const given = [...new Set(ids)].filter((id) => known.has(id));
        const listed = new Set(given);
        const next = [...given, ...current.filter((id) => !listed.has(id))];
        await writeOrder(tx, next);
        return next;
      },
      (next) => ({ entity: 'product', summary: auditSummary.reordered(next.length) }),
    );
    if (order instanceof ActionRefusal) return order;
    return { ids: order };
  },
);
