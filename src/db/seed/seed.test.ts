import { readFileSync } from 'node:fs';
import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../tests/setup/test-db';
import {
  blogPosts,
  machines,
  machinesPublic,
  machineTypes,
  products,
  rentalMachines,
  seoSettings,
} from '../schema';
import { demoProducts } from './data/products';
import { isDatabaseEmpty, seedDatabase } from './index';

let t: TestDatabase;
beforeAll(async () => (t = await createTestDatabase()));
afterAll(() => t.drop());

async function counts() {
  const n = async (
    table:
      | typeof products
      | typeof machines
      | typeof machineTypes
      | typeof rentalMachines
      | typeof blogPosts
      | typeof seoSettings,
  ) => (await t.db.select({ n: count() }).from(table))[0]!.n;
  return {
    products: await n(products),
    machines: await n(machines),
    machineTypes: await n(machineTypes),
    rentals: await n(rentalMachines),
    blogPosts: await n(blogPosts),
    seo: await n(seoSettings),
  };
}

describe('demo content', () => {
  it('fills an empty database, and a second run changes nothing', async () => {
    expect(await isDatabaseEmpty(t.db)).toBe(true);
    const first = await seedDatabase(t.db);
    expect(first.products).toBe(3);
    expect(await isDatabaseEmpty(t.db)).toBe(false);
    const after = await counts();

    const second = await seedDatabase(t.db);
    expect(Object.values(second).every((n) => n === 0)).toBe(true);
    expect(await counts()).toEqual(after);
  });

  it('has the spec prices for the three products', async () => {
    const rows = await t.db.select().from(products).orderBy(products.displayOrder);
    expect(rows.map((r) => [r.priceEn, r.priceHe])).toEqual([
      ['$22,500 + VAT', expect.stringContaining('75,000')],
      ['$6,000 + VAT', expect.stringContaining('23,000')],
      ['', ''],
    ]);
    for (const row of rows) {
      expect(row.featuresHe.length).toBeGreaterThanOrEqual(4);
      expect(row.featuresEn.length).toBeGreaterThanOrEqual(4);
    }
  });

  it('gives the pizza machine its four reviews and the machines on sale their spec sheets; the coming-soon snack machine neither', async () => {
    const rows = await t.db.select().from(products).orderBy(products.displayOrder);
    expect(rows.map((r) => [r.slugEn, r.reviews.length, Object.keys(r.specs).length > 0])).toEqual([
      ['automatic-pizza-machine', 4, true],
      ['automatic-beverage-machine', 0, true],
      ['automatic-snack-machine', 0, false],
    ]);
    for (const review of rows[0]!.reviews)
      expect(review).toMatchObject({
        rating: 5,
        nameHe: expect.any(String),
        nameEn: expect.any(String),
        textHe: expect.any(String),
        textEn: expect.any(String),
      });
  });

  it('migration 0010 gives a database seeded before the columns the same reviews and spec sheets', async () => {
    const statements = readFileSync(
      new URL('../migrations/0010_public_site_round_two.sql', import.meta.url),
      'utf8',
    )
      .split('--> statement-breakpoint')
      .filter((statement) => /^UPDATE "products"/m.test(statement));
    expect(statements).toHaveLength(3);
    await t.db.execute(sql`update products set reviews = '[]'::jsonb, specs = '{}'::jsonb`);
    for (const statement of statements) await t.db.execute(sql.raw(statement));
    const rows = await t.db.select().from(products).orderBy(products.displayOrder);
    expect(rows.map((r) => [r.reviews, r.specs])).toEqual(
      demoProducts.map((p) => [p.reviews ?? [], p.specs ?? {}]),
    );
  });

  it('migration 0014 gives a database seeded before them the demo postal codes and post pictures', async () => {
    const statements = readFileSync(
      new URL('../migrations/0014_postal_codes_and_post_pictures.sql', import.meta.url),
      'utf8',
    )
      .split('--> statement-breakpoint')
      .filter((statement) => /^UPDATE /m.test(statement));
    const before = await t.db
      .select({ slug: machines.slugEn, postalCode: machines.postalCode })
      .from(machines)
      .orderBy(machines.slugEn);
    const pictures = await t.db
      .select({ id: blogPosts.id, imageUrl: blogPosts.imageUrl })
      .from(blogPosts)
      .orderBy(blogPosts.id);
    // Every demo post has its own picture now, the maintenance ones included.
    expect(pictures.every((p) => p.imageUrl?.startsWith('/images/blog/'))).toBe(true);

    await t.db.execute(sql`update machines set postal_code = null`);
    await t.db.execute(
      sql`update blog_posts set image_url = null where image_url = '/images/blog/post-5.webp'`,
    );
    for (const statement of statements) await t.db.execute(sql.raw(statement));
    expect(
      await t.db
        .select({ slug: machines.slugEn, postalCode: machines.postalCode })
        .from(machines)
        .orderBy(machines.slugEn),
    ).toEqual(before);
    expect(
      await t.db
        .select({ id: blogPosts.id, imageUrl: blogPosts.imageUrl })
        .from(blogPosts)
        .orderBy(blogPosts.id),
    ).toEqual(pictures);
  });

  it('has machines in every operating status, one inactive, with 0, 1, 3 and 6 images', async () => {
    const all = await t.db.select().from(machines);
    expect(all.length).toBeGreaterThanOrEqual(7);
    expect(new Set(all.map((m) => m.operatingStatus))).toEqual(
      new Set(['open', 'closed', 'opening_soon']),
    );
    expect(all.filter((m) => m.status === 'inactive')).toHaveLength(1);
    const visible = await t.db.select().from(machinesPublic);
    expect(visible).toHaveLength(all.length - 1);
    const imageCounts = new Set(visible.map((m) => m.imageUrls.length));
    for (const n of [0, 1, 3, 6]) expect(imageCounts).toContain(n);
  });

  it('has rentals from 650 NIS and blog posts in both languages with one Blog of the Week each', async () => {
    const rentals = await t.db.select().from(rentalMachines);
    expect(rentals).toHaveLength(3);
    expect(rentals.some((r) => r.priceHe?.includes('650') && r.priceEn?.includes('650'))).toBe(
      true,
    );

    const posts = await t.db.select().from(blogPosts);
    for (const language of ['he', 'en'] as const) {
      const own = posts.filter((p) => p.language === language);
      expect(own.length).toBeGreaterThanOrEqual(5);
      expect(new Set(own.map((p) => p.category)).size).toBe(3);
      expect(own.filter((p) => p.isBlogOfWeek)).toHaveLength(1);
    }
  });

  it('keeps an admin edit when seeding again', async () => {
    await t.db
      .update(products)
      .set({ priceHe: 'מחיר מבצע' })
      .where(eq(products.slugEn, 'automatic-pizza-machine'));
    await seedDatabase(t.db);
    const [pizza] = await t.db
      .select()
      .from(products)
      .where(eq(products.slugEn, 'automatic-pizza-machine'));
    expect(pizza!.priceHe).toBe('מחיר מבצע');
  });
});
