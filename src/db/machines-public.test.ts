import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../tests/setup/test-db';
import { machines, machinesPublic } from './schema';

let t: TestDatabase;
beforeAll(async () => (t = await createTestDatabase()));
afterAll(() => t.drop());

const base = { name: 'מכונה', location: 'חיפה', address: 'שדרות הנשיא 1' };

async function viewRow(values: Partial<typeof machines.$inferInsert>) {
  const [row] = await t.db
    .insert(machines)
    .values({ ...base, ...values })
    .returning({ id: machines.id });
  const [view] = await t.db.select().from(machinesPublic).where(eq(machinesPublic.id, row!.id));
  return view;
}

describe('machines_public', () => {
  it('turns a plain-text type and image into one-item lists', async () => {
    const row = await viewRow({ type: 'מכונת פיצה', imageUrl: '/images/a.webp' });
    expect(row?.types).toEqual(['מכונת פיצה']);
    expect(row?.imageUrls).toEqual(['/images/a.webp']);
  });

  it('parses JSON-encoded list texts, dropping blanks', async () => {
    const row = await viewRow({
      type: JSON.stringify(['מכונת פיצה', ' ', 'מכונת משקאות']),
      imageUrl: JSON.stringify(['/a.webp', '/b.webp', '/c.webp']),
    });
    expect(row?.types).toEqual(['מכונת פיצה', 'מכונת משקאות']);
    expect(row?.imageUrls).toEqual(['/a.webp', '/b.webp', '/c.webp']);
  });

  it('keeps list forms: type_en as stored and gallery images after image_url without duplicates', async () => {
    const row = await viewRow({
      typeEn: ['Pizza Machine', 'Beverage Machine'],
      imageUrl: JSON.stringify(['/a.webp', '/b.webp']),
      galleryImages: ['/b.webp', '/c.webp', '/d.webp'],
    });
    expect(row?.typesEn).toEqual(['Pizza Machine', 'Beverage Machine']);
    expect(row?.imageUrls).toEqual(['/a.webp', '/b.webp', '/c.webp', '/d.webp']);
  });

  it('yields an empty image list for a broken JSON list (the site shows its placeholder)', async () => {
    const row = await viewRow({ imageUrl: '["/a.webp", "/b.we', type: '[not json' });
    expect(row?.imageUrls).toEqual([]);
    expect(row?.types).toEqual([]);
  });

  it('yields empty lists for NULL and blank values', async () => {
    const row = await viewRow({ imageUrl: null, type: '  ' });
    expect(row?.imageUrls).toEqual([]);
    expect(row?.types).toEqual([]);
    expect(row?.typesEn).toEqual([]);
  });

  it('shows the postal code; the table keeps it to 7 digits', async () => {
    expect((await viewRow({ postalCode: '3498838' }))?.postalCode).toBe('3498838');
    expect((await viewRow({}))?.postalCode).toBeNull();
    await expect(viewRow({ postalCode: '34988' })).rejects.toThrow();
  });

  it('shows only active machines', async () => {
    const inactive = await viewRow({ status: 'inactive' });
    expect(inactive).toBeUndefined();
  });

  it('exposes only public columns', async () => {
    const { rows } = await t.db.execute<{ column_name: string }>(
      sql`select column_name from information_schema.columns where table_name = 'machines_public'`,
    );
    const columns = rows.map((r) => r.column_name);
    expect(columns).toContain('image_urls');
    expect(columns).not.toContain('gallery_images');
  });
});
