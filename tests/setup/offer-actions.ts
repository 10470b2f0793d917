import { existsSync } from 'node:fs';
import path from 'node:path';
import { asc, eq } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { redirects, trash } from '@/db/schema';
import type { OrderedTable } from '@/features/catalogue/table';
import { storeUpload } from '@/lib/media/uploads';
import { adminActionHarness, rawFormData } from './admin-action-harness';
import { flatImage } from './images';

/**
 * The shared setup of the offer dashboards' action tests (products for sale, rental machines):
 * the admin-action harness over the offer's table (emptied, with the redirects, before each test),
 * the rows' display order, uploaded pictures, and the dashboard form's FormData.
 *
 * The module mocks stay in each test file (see admin-action-harness.ts); then, at the top level:
 *
 *   const product = offerActionHarness(productTable);
 *   const productForm = product.formWith({ id: '', name_he: '…', … });
 */
export function offerActionHarness<Row extends { id: string }>(catalogue: OrderedTable<Row>) {
  const harness = adminActionHarness({
    clear: [trash, catalogue.table, redirects],
    silence: ['info'],
  });
  return Object.assign(harness, {
    /** The rows as [id, position] pairs, in display order (ties by age). */
    positions: async (): Promise<[string, number][]> =>
      (
        await harness
          .db()
          .select({ id: catalogue.idColumn, position: catalogue.orderColumn })
          .from(catalogue.table)
          .orderBy(asc(catalogue.orderColumn), asc(catalogue.createdColumn))
      ).map((row) => [row.id as string, row.position as number]),
    /**
     * The dashboard form's FormData (see rawFormData): `defaults`, what it sends untouched, with
     * the `fields` a test changes.
     */
    formWith:
      (defaults: Record<string, string>) =>
      (fields: Record<string, string | string[]> = {}) =>
        rawFormData({ ...defaults, ...fields }),
    /** A picture uploaded as the dashboards' upload stores it. */
    upload: uploadedPicture,
    /** The stored row whose `column` holds `value` (the first one), if any. */
    rowWhere: async (column: PgColumn, value: string) =>
      (await harness.db().select().from(catalogue.table).where(eq(column, value)))[0] as
        ({ id: string } & Record<string, unknown>) | undefined,
    /** Whether the uploaded file `key` is still stored. */
    isStored: (key: string) => existsSync(path.join(harness.app.dataDir, 'uploads', key)),
  });
}

/** `ids` at positions 0, 1, 2…: what `positions()` reads when the rows are in that order. */
export const inOrder = (...ids: (string | undefined)[]) =>
  ids.map((id, position) => [id, position]);

/** A picture uploaded as the dashboards' upload stores it (a small PNG). */
async function uploadedPicture() {
  const stored = await storeUpload({
    bytes: await flatImage('png'),
    folder: 'products',
    uploadedBy: null,
  });
  if (!stored.ok) throw new Error(stored.reason);
  return stored.image;
}
