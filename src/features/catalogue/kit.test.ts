import { asc, eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import type { Transaction } from '@/db';
import { products, redirects, rentalMachines, trash } from '@/db/schema';
import { ActionRefusal, type AdminWrite } from '@/lib/admin/action';
import type { AuditNote } from '@/lib/admin/audit';
import { productTable } from '@/features/products/catalogue-table';
import { rentalTable } from '@/features/rentals/catalogue-table';
import { adminActionHarness } from '../../../tests/setup/admin-action-harness';
import { currentOrder, lockTable, mergeOrder, placeAt, writeOrder } from './order';
import { deleteRow, deletedTags, reorder, setActive } from './rows';
import { chooseSlug, slugTaken } from './slugs';

/**
 * The catalogue kit's functions against a real PostgreSQL, over the products and rentals tables:
 * slug choice, display order, the switch, delete and reorder. `write` here is a plain
 * transaction that keeps the audit notes (the admin-action wrapper's own tests cover the rest).
 */
vi.mock('next/headers', () => import('../../../tests/setup/next-headers'));
vi.mock('next/cache', () => import('../../../tests/setup/next-cache'));

const harness = adminActionHarness({ clear: [trash, products, rentalMachines, redirects] });
const { db } = harness;

const notes: AuditNote[] = [];
const write: AdminWrite = async (run, note) => {
  try {
    return await db().transaction(async (tx) => {
      const result = await run(tx, { id: null, email: 'admin@example.com' });
      if (result instanceof ActionRefusal) throw result;
      notes.push(note(result));
      return result;
    });
  } catch (error) {
    if (error instanceof ActionRefusal) return error;
    throw error;
  }
};
const inTx = <T>(run: (tx: Transaction) => Promise<T>) => db().transaction(run);

const seed = async (count: number, created = (index: number) => new Date(2026, 0, 1 + index)) =>
  db()
    .insert(products)
    .values(
      Array.from({ length: count }, (_, index) => ({
        nameHe: `מוצר ${index}`,
        slugHe: `product-${index}`,
        displayOrder: index,
        createdAt: created(index),
      })),
    )
    .returning();

const order = async () =>
  (
    await db()
      .select({ slug: products.slugHe, position: products.displayOrder })
      .from(products)
      .orderBy(asc(products.displayOrder))
  ).map((row) => `${row.position}:${row.slug}`);

describe('slugTaken and chooseSlug', () => {
  it("finds another row's slug in any slug column, never the row's own", async () => {
    const [row] = await db()
      .insert(products)
      .values({ nameHe: 'א', slugHe: 'pizza', slugEn: 'pizza-en' })
      .returning();
    await inTx(async (tx) => {
      expect(await slugTaken(tx, productTable, 'pizza', undefined)).toBe(true);
      expect(await slugTaken(tx, productTable, 'pizza-en', undefined)).toBe(true);
      expect(await slugTaken(tx, productTable, 'pizza', row!.id)).toBe(false);
      expect(await slugTaken(tx, productTable, 'other', undefined)).toBe(false);
    });
  });

  it('keeps a free typed slug, refuses a taken one on its field, numbers a made one', async () => {
    await db()
      .insert(rentalMachines)
      .values([
        { nameHe: 'א', slug: 'coffee', descriptionHe: 'x' },
        { nameHe: 'ב', slug: 'coffee-2', descriptionHe: 'x' },
      ]);
    await inTx(async (tx) => {
      const choose = (slug: string | null, generated: boolean) =>
        chooseSlug(tx, rentalTable, { field: 'slug', slug, generated, ownId: undefined });
      expect(await choose('tea', false)).toBe('tea');
      expect(await choose('coffee', false)).toEqual(new ActionRefusal('slugTaken', 'slug'));
      expect(await choose('coffee', true)).toBe('coffee-3');
      expect(await choose('Tea  Time', true)).toBe('tea-time');
      expect(await choose(null, true)).toBeNull();
      expect(await choose('', false)).toBeNull();
    });
  });
});

describe('display order', () => {
  it('reads the order with ties by age, and leaves out one row when asked', async () => {
    const rows = await seed(3);
    await db().update(products).set({ displayOrder: 0 });
    await inTx(async (tx) => {
      expect(await currentOrder(tx, productTable)).toEqual(rows.map((row) => row.id));
      expect(await currentOrder(tx, productTable, rows[1]!.id)).toEqual([rows[0]!.id, rows[2]!.id]);
    });
  });

  it('writes positions 0..n-1 in the given order, and places a row at a position', async () => {
    const rows = await seed(3);
    const [a, b, c] = rows.map((row) => row.id);
    await inTx(async (tx) => {
      await lockTable(tx, productTable);
      await writeOrder(tx, productTable, [c!, a!, b!]);
    });
    expect(await order()).toEqual(['0:product-2', '1:product-0', '2:product-1']);
    await inTx((tx) => placeAt(tx, productTable, a!, 9, [c!, b!]));
    expect(await order()).toEqual(['0:product-2', '1:product-1', '2:product-0']);
    await inTx((tx) => writeOrder(tx, productTable, []));
    expect(await order()).toHaveLength(3);
  });

  it('merges a requested order: given ids first, the rest after, unknown ones dropped', () => {
    expect(mergeOrder(['a', 'b', 'c', 'd'], ['c', 'x', 'a', 'c'])).toEqual(['c', 'a', 'b', 'd']);
    expect(mergeOrder(['a', 'b'], [])).toEqual(['a', 'b']);
  });
});

describe('setActive, deleteRow and reorder', () => {
  it('switches a row and notes it for the audit log; an unknown row is not found', async () => {
    notes.length = 0;
    const [row] = await seed(1);
    expect(await setActive(productTable, write, row!.id, false)).toEqual({
      id: row!.id,
      isActive: false,
    });
    const [stored] = await db().select().from(products).where(eq(products.id, row!.id));
    expect(stored!.isActive).toBe(false);
    expect(notes).toEqual([
      { entity: 'product', entityId: row!.id, summary: expect.stringContaining('מוצר 0') },
    ]);
    expect(await setActive(productTable, write, crypto.randomUUID(), true)).toEqual(
      new ActionRefusal('notFound'),
    );
  });

  it('deletes a row, the redirects to its pages, and closes the gap in the order', async () => {
    notes.length = 0;
    const rows = await seed(3);
    await db()
      .insert(redirects)
      .values([
        { fromPath: '/products/old', toPath: '/products/product-1' },
        { fromPath: '/en/products/old', toPath: '/en/products/product-1' },
        { fromPath: '/products/other', toPath: '/products/product-2' },
      ]);
    expect(await deleteRow(productTable, write, rows[1]!.id)).toEqual({ id: rows[1]!.id });
    expect(await order()).toEqual(['0:product-0', '1:product-2']);
    expect(await db().select({ from: redirects.fromPath }).from(redirects)).toEqual([
      { from: '/products/other' },
    ]);
    expect(notes).toEqual([
      { entity: 'product', entityId: rows[1]!.id, summary: expect.stringContaining('מוצר 1') },
    ]);
    expect(deletedTags(productTable, rows[1]!.id)).toEqual([
      'products',
      `product:${rows[1]!.id}`,
      'redirects',
      'seo',
    ]);
    expect(await deleteRow(productTable, write, rows[1]!.id)).toEqual(
      new ActionRefusal('notFound'),
    );
  });

  it('reorders: the given ids first, then the others, noted with the count', async () => {
    notes.length = 0;
    const [a, b, c] = (await seed(3)).map((row) => row.id);
    expect(await reorder(productTable, write, [c!, b!])).toEqual({ ids: [c, b, a] });
    expect(await order()).toEqual(['0:product-2', '1:product-1', '2:product-0']);
    expect(notes).toEqual([{ entity: 'product', summary: expect.any(String) }]);
  });
});
