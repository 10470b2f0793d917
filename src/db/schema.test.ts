import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../tests/setup/test-db';
import { blogPosts, machines, products, rentalMachines, seoSettings } from './schema';

let t: TestDatabase;
beforeAll(async () => (t = await createTestDatabase()));
afterAll(() => t.drop());

/** The PostgreSQL error (code and constraint) a failing statement raised. */
async function refusal(statement: Promise<unknown>) {
  const error = await statement.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error, 'the database accepted a row it should refuse').toBeDefined();
  const cause = ((error as { cause?: unknown }).cause ?? error) as {
    code?: string;
    constraint?: string;
  };
  return { code: cause.code, constraint: cause.constraint };
}

const machine = (over: Partial<typeof machines.$inferInsert> = {}) => ({
  name: 'מכונה',
  location: 'תל אביב',
  address: 'רחוב הרצל 1',
  ...over,
});
const post = (over: Partial<typeof blogPosts.$inferInsert> = {}) => ({
  blogUrl: 'post',
  language: 'he' as const,
  title: 'כותרת',
  category: 'מדריכים',
  author: 'צוות',
  publishedDate: '2025-05-01',
  ...over,
});

describe('migrations', () => {
  it('create every table of the spec and the public view', async () => {
    const { rows } = await t.db.execute<{ name: string }>(
      sql`select table_name as name from information_schema.tables where table_schema = 'public' order by 1`,
    );
    expect(rows.map((r) => r.name)).toEqual(
      expect.arrayContaining([
        'blog_posts',
        'contact_inquiries',
        'machine_types',
        'machines',
        'machines_public',
        'products',
        'rental_machines',
        'seo_settings',
      ]),
    );
  });
});

describe('constraints', () => {
  it('refuse a duplicate product slug in either language', async () => {
    await t.db.insert(products).values({ nameHe: 'א', slugHe: 'dup-he', slugEn: 'dup-en' });
    for (const [slugs, constraint] of [
      [{ slugHe: 'dup-he', slugEn: 'other' }, 'products_slug_he_unique'],
      [{ slugHe: 'other-he', slugEn: 'dup-en' }, 'products_slug_en_unique'],
    ] as const) {
      expect(await refusal(t.db.insert(products).values({ nameHe: 'ב', ...slugs }))).toEqual({
        code: '23505',
        constraint,
      });
    }
  });

  it('refuse duplicate machine, rental and SEO keys', async () => {
    await t.db.insert(machines).values(machine({ slugHe: 'מכונה-1', slugEn: 'machine-1' }));
    expect(
      (await refusal(t.db.insert(machines).values(machine({ slugHe: 'מכונה-1' })))).constraint,
    ).toBe('machines_slug_he_unique');
    expect(
      (await refusal(t.db.insert(machines).values(machine({ slugEn: 'machine-1' })))).constraint,
    ).toBe('machines_slug_en_unique');

    await t.db
      .insert(rentalMachines)
      .values({ nameHe: 'השכרה', slug: 'rent', descriptionHe: 'תיאור' });
    expect(
      (
        await refusal(
          t.db.insert(rentalMachines).values({ nameHe: 'עוד', slug: 'rent', descriptionHe: 'ת' }),
        )
      ).constraint,
    ).toBe('rental_machines_slug_unique');

    await t.db.insert(seoSettings).values({ pagePath: '/x' });
    expect((await refusal(t.db.insert(seoSettings).values({ pagePath: '/x' }))).constraint).toBe(
      'seo_settings_page_path_unique',
    );
  });

  it('refuse a duplicate blog_url within a language but allow it across languages', async () => {
    await t.db.insert(blogPosts).values(post({ blogUrl: 'same-url' }));
    await t.db.insert(blogPosts).values(post({ blogUrl: 'same-url', language: 'en' }));
    expect(
      (await refusal(t.db.insert(blogPosts).values(post({ blogUrl: 'same-url' })))).constraint,
    ).toBe('blog_posts_language_blog_url_key');
  });

  it('refuse statuses, languages and likes outside their ranges', async () => {
    const bad = (v: Record<string, unknown>) => v as never;
    expect(
      await refusal(t.db.insert(machines).values(machine(bad({ status: 'deleted' })))),
    ).toEqual({
      code: '23514',
      constraint: 'machines_status_check',
    });
    expect(
      (await refusal(t.db.insert(machines).values(machine(bad({ operatingStatus: 'maybe' })))))
        .constraint,
    ).toBe('machines_operating_status_check');
    expect(
      (await refusal(t.db.insert(blogPosts).values(post(bad({ blogUrl: 'fr', language: 'fr' })))))
        .constraint,
    ).toBe('blog_posts_language_check');
    expect(
      (await refusal(t.db.insert(blogPosts).values(post({ blogUrl: 'neg', internalLikes: -1 }))))
        .constraint,
    ).toBe('blog_posts_internal_likes_check');
    expect(
      (await refusal(t.db.insert(blogPosts).values(post({ blogUrl: 'neg2', externalLikes: -5 }))))
        .constraint,
    ).toBe('blog_posts_external_likes_check');
  });

  it('allow one Blog of the Week per language', async () => {
    await t.db.insert(blogPosts).values(post({ blogUrl: 'week-he', isBlogOfWeek: true }));
    await t.db
      .insert(blogPosts)
      .values(post({ blogUrl: 'week-en', language: 'en', isBlogOfWeek: true }));
    expect(
      (
        await refusal(
          t.db.insert(blogPosts).values(post({ blogUrl: 'week-he-2', isBlogOfWeek: true })),
        )
      ).constraint,
    ).toBe('blog_posts_one_blog_of_week_idx');
  });

  it('give a new machine the spec defaults: active and open', async () => {
    const [row] = await t.db.insert(machines).values(machine()).returning();
    expect(row).toMatchObject({
      status: 'active',
      operatingStatus: 'open',
      galleryImages: [],
      typeEn: [],
    });
  });

  it('give a new product empty lists rather than NULL, and stamp updated_at', async () => {
    const [row] = await t.db
      .insert(products)
      .values({ nameHe: 'מוצר', slugHe: 'defaults' })
      .returning();
    expect(row).toMatchObject({
      featuresHe: [],
      galleryImages: [],
      primaryImageIndex: 0,
      isActive: true,
    });
    expect(row!.updatedAt).toBeInstanceOf(Date);
    const [again] = await t.db.select().from(products).where(eq(products.id, row!.id));
    expect(again!.displayOrder).toBe(0);
  });

  it('move updated_at forward on every update, without the caller setting it', async () => {
    const [row] = await t.db
      .insert(products)
      .values({ nameHe: 'מוצר', slugHe: 'touched', updatedAt: new Date('2025-01-01T00:00:00Z') })
      .returning();
    const [updated] = await t.db
      .update(products)
      .set({ nameHe: 'מוצר חדש' })
      .where(eq(products.id, row!.id))
      .returning();
    expect(updated!.updatedAt.getTime()).toBeGreaterThan(Date.now() - 60_000);
  });
});
