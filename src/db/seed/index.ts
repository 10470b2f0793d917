import { count, type InferInsertModel } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database, Transaction } from '../index';
import {
  blogPosts,
  machines,
  machineTypes,
  products,
  rentalMachines,
  seoSettings,
} from '../schema';
import { demoBlogPosts } from './data/blog-posts';
import { demoMachineTypes } from './data/machine-types';
import { demoMachines } from './data/machines';
import { demoProducts } from './data/products';
import { demoRentals } from './data/rentals';
import { demoSeoSettings } from './data/seo-settings';
import { insertPageTexts } from './page-texts';

/** True when the database holds no content yet (the start script then seeds it). */
export async function isDatabaseEmpty(db: Database): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(products);
  return (row?.n ?? 0) === 0;
}

/** Inserts the rows whose natural key is not taken yet; returns how many went in. */
async function insertNew<T extends PgTable & { id: PgColumn }>(
  tx: Transaction,
  table: T,
  rows: InferInsertModel<T>[],
): Promise<number> {
  const inserted = await tx
    .insert(table)
    .values(rows)
    .onConflictDoNothing()
    .returning({ id: table.id });
  return inserted.length;
}

/**
 * Inserts the demo content. Every row has a natural key (slug, name, page path), and a row whose
 * key already exists is left as it is, so seeding twice — or after an admin edit — changes nothing.
 */
export async function seedDatabase(db: Database) {
  return db.transaction(async (tx) => ({
    products: await insertNew(tx, products, demoProducts),
    machineTypes: await insertNew(
      tx,
      machineTypes,
      demoMachineTypes.map((name) => ({ name })),
    ),
    machines: await insertNew(tx, machines, demoMachines),
    rentals: await insertNew(tx, rentalMachines, demoRentals),
    blogPosts: await insertNew(tx, blogPosts, demoBlogPosts),
    seoSettings: await insertNew(tx, seoSettings, demoSeoSettings),
    pageTexts: await insertPageTexts(tx),
  }));
}
