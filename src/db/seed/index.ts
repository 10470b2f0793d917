import { count } from 'drizzle-orm';
import type { Database } from '../index';
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

/** True when the database holds no content yet (the start script then seeds it). */
export async function isDatabaseEmpty(db: Database): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(products);
  return (row?.n ?? 0) === 0;
}

/**
 * Inserts the demo content. Every row has a natural key (slug, name, page path), and a row whose
 * key already exists is left as it is, so seeding twice — or after an admin edit — changes nothing.
 */
export async function seedDatabase(db: Database) {
  return db.transaction(async (tx) => {
    const inserted = {
      products: (
        await tx
          .insert(products)
          .values(demoProducts)
          .onConflictDoNothing()
          .returning({ id: products.id })
      ).length,
      machineTypes: (
        await tx
          .insert(machineTypes)
          .values(demoMachineTypes.map((name) => ({ name })))
          .onConflictDoNothing()
          .returning({ id: machineTypes.id })
      ).length,
      machines: (
        await tx
          .insert(machines)
          .values(demoMachines)
          .onConflictDoNothing()
          .returning({ id: machines.id })
      ).length,
      rentals: (
        await tx
          .insert(rentalMachines)
          .values(demoRentals)
          .onConflictDoNothing()
          .returning({ id: rentalMachines.id })
      ).length,
      blogPosts: (
        await tx
          .insert(blogPosts)
          .values(demoBlogPosts)
          .onConflictDoNothing()
          .returning({ id: blogPosts.id })
      ).length,
      seoSettings: (
        await tx
          .insert(seoSettings)
          .values(demoSeoSettings)
          .onConflictDoNothing()
          .returning({ id: seoSettings.id })
      ).length,
    };
    return inserted;
  });
}
