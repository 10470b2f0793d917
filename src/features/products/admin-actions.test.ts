import { asc, eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { auditLog, products, redirects, type NewProduct } from '@/db/schema';
import { rawFormData as form } from '../../../tests/setup/admin-action-harness';
import { forgetUpdatedTags, updatedTags } from '../../../tests/setup/next-cache';
import { inOrder, offerActionHarness } from '../../../tests/setup/offer-actions';
import { deleteProduct, reorderProducts, saveProduct, setProductActive } from './admin-actions';
import { productTable } from './catalogue-table';

/**
 * The products dashboard's actions against a real PostgreSQL and real sessions: what an admin's
 * save, delete, switch and reorder leave in the database (and on the public paths' redirects).
 */
vi.mock('next/headers', () => import('../../../tests/setup/next-headers'));
vi.mock('next/cache', () => import('../../../tests/setup/next-cache'));

const product = offerActionHarness(productTable);
const { db, positions } = product;

const seed = async (rows: Partial<NewProduct>[]) =>
  db()
    .insert(products)
    .values(
      rows.map((row, index) => ({
        nameHe: `מוצר ${index}`,
        slugHe: `product-${index}`,
        displayOrder: index,
        ...row,
      })),
    )
    .returning();

/** What the dashboard's form sends for a new product, with `fields` changed. */
const productForm = product.formWith({
  id: '',
  name_he: 'מכונת קפה אוטומטית',
  slug_he: '',
  description_he: 'שורה ראשונה\nשורה שנייה',
  features_he: 'קפה טרי\n\n  חלב קר  \n',
  price_he: '12,000 ₪ + מע״מ',
  name_en: 'Automatic Coffee Machine',
  slug_en: '',
  description_en: '',
  features_en: 'Fresh coffee\n',
  price_en: '',
  is_active: 'on',
});

const redirectRows = async () =>
  (await db().select().from(redirects).orderBy(asc(redirects.fromPath))).map((r) => [
    r.fromPath,
    r.toPath,
  ]);

describe('saveProduct', () => {
  it('creates a product at the end of the list, slugs made from the names, features without blanks', async () => {
    await seed([{}, {}]);
    const result = await saveProduct(
      null,
      productForm({ 'images[]': ['/uploads/a.jpg', '/uploads/b.jpg'] }),
    );
    expect(result).toMatchObject({ ok: true, data: { moved: false } });
    const row = await product.rowWhere(products.nameHe, 'מכונת קפה אוטומטית');
    expect(row).toMatchObject({
      slugHe: 'מכונת-קפה-אוטומטית',
      slugEn: 'automatic-coffee-machine',
      descriptionHe: 'שורה ראשונה\nשורה שנייה',
      descriptionEn: null,
      featuresHe: ['קפה טרי', 'חלב קר'],
      featuresEn: ['Fresh coffee'],
      priceHe: '12,000 ₪ + מע״מ',
      priceEn: null,
      imageUrl: '/uploads/a.jpg',
      galleryImages: ['/uploads/b.jpg'],
      primaryImageIndex: 0,
      isActive: true,
      displayOrder: 2,
    });
    expect(updatedTags).toEqual(['products', `product:${row!.id}`]);
  });

  it('stores the "show the reviews\' average rating" switch, off unless checked', async () => {
    await saveProduct(null, productForm());
    const [created] = await db().select().from(products);
    expect(created!.showRating).toBe(false);
    await saveProduct(null, productForm({ id: created!.id, show_rating: 'on' }));
    const [rated] = await db().select().from(products).where(eq(products.id, created!.id));
    expect(rated!.showRating).toBe(true);
    await saveProduct(null, productForm({ id: created!.id }));
    const [unrated] = await db().select().from(products).where(eq(products.id, created!.id));
    expect(unrated!.showRating).toBe(false);
  });

  it('stores "coming soon", off unless checked, and keeps the price typed for later', async () => {
    await saveProduct(null, productForm({ price_he: '9,000 ₪', coming_soon: 'on' }));
    const [created] = await db().select().from(products);
    expect(created).toMatchObject({ comingSoon: true, priceHe: '9,000 ₪' });
    await saveProduct(null, productForm({ id: created!.id, price_he: '9,000 ₪' }));
    const [onSale] = await db().select().from(products).where(eq(products.id, created!.id));
    expect(onSale!.comingSoon).toBe(false);
  });

  it("stores its reviews (in the form's order) and its spec sheet; an edit replaces them", async () => {
    const result = await saveProduct(
      null,
      productForm({
        'reviews.0.rating': '5',
        'reviews.0.name_he': 'יוסי כהן',
        'reviews.0.name_en': 'Yossi Cohen',
        'reviews.0.city_he': 'חיפה',
        'reviews.0.city_en': '',
        'reviews.0.text_he': 'קפה\nמעולה',
        'reviews.0.text_en': 'Great coffee',
        'reviews.1.rating': '4',
        'reviews.1.name_he': 'מיכל',
        'reviews.1.name_en': '',
        'reviews.1.city_he': '',
        'reviews.1.city_en': '',
        'reviews.1.text_he': 'טוב',
        'reviews.1.text_en': '',
        'specs.dimensions_he': '60 × 60 × 180 ס״מ',
        'specs.dimensions_en': '60 × 60 × 180 cm',
        'specs.power_he': '',
        'specs.per_hour': '30',
      }),
    );
    expect(result).toMatchObject({ ok: true });
    const row = await product.rowWhere(products.nameHe, 'מכונת קפה אוטומטית');
    expect(row).toMatchObject({
      reviews: [
        {
          rating: 5,
          nameHe: 'יוסי כהן',
          nameEn: 'Yossi Cohen',
          cityHe: 'חיפה',
          // One line: a review's text keeps no line breaks.
          textHe: 'קפה מעולה',
          textEn: 'Great coffee',
        },
        { rating: 4, nameHe: 'מיכל', textHe: 'טוב' },
      ],
      specs: { dimensionsHe: '60 × 60 × 180 ס״מ', dimensionsEn: '60 × 60 × 180 cm', perHour: 30 },
    });

    // The form sends the reviews moved and one removed, and a spec field emptied.
    const edit = (specs: Record<string, string>) =>
      saveProduct(
        null,
        productForm({
          id: row!.id,
          slug_he: 'מכונת-קפה-אוטומטית',
          'reviews.0.rating': '4',
          'reviews.0.name_he': 'מיכל',
          'reviews.0.text_he': 'טוב',
          ...specs,
        }),
      );
    await db().delete(auditLog);
    await edit({
      'specs.dimensions_he': '60 × 60 × 180 ס״מ',
      'specs.dimensions_en': '60 × 60 × 180 cm',
      'specs.per_hour': '',
    });
    const [after] = await db().select().from(products).where(eq(products.id, row!.id));
    expect(after!.reviews).toEqual([{ rating: 4, nameHe: 'מיכל', textHe: 'טוב' }]);
    expect(after!.specs).toEqual({
      dimensionsHe: '60 × 60 × 180 ס״מ',
      dimensionsEn: '60 × 60 × 180 cm',
    });
    // The audit names what changed (jsonb's own key order is no change).
    const [audit] = await db().select().from(auditLog);
    expect(audit!.summary).toBe('עודכן: מכונת קפה אוטומטית (חוות דעת, מפרט טכני)');
    // The same again, its fields in another order: saved as no change.
    await edit({
      'specs.dimensions_en': '60 × 60 × 180 cm',
      'specs.dimensions_he': '60 × 60 × 180 ס״מ',
    });
    const summaries = (await db().select().from(auditLog).orderBy(asc(auditLog.at))).map(
      (entry) => entry.summary,
    );
    expect(summaries[1]).toBe('נשמר ללא שינוי: מכונת קפה אוטומטית');
  });

  it('refuses a bad review or spec field on its input and stores nothing', async () => {
    const result = await saveProduct(
      null,
      productForm({
        'reviews.0.rating': '7',
        'reviews.0.name_he': '',
        'reviews.0.text_he': 'טוב',
        'specs.per_hour': 'twenty',
      }),
    );
    expect(result).toMatchObject({
      ok: false,
      fieldErrors: {
        'reviews.0.rating': 'יש לבחור דירוג בין 1 ל-5 כוכבים',
        'reviews.0.name_he': 'שדה חובה',
        'specs.per_hour': 'יש להזין מספר שלם גדול מ-0, למשל 20',
      },
    });
    expect(await positions()).toEqual([]);
  });

  it('refuses a missing name or a bad slug on its field and changes nothing', async () => {
    // The form's changed fields, and the refusal each gets on its field.
    for (const [fields, fieldErrors] of [
      [{ name_he: '   ' }, { name_he: 'שדה חובה' }],
      [{ slug_he: 'Not A Slug!' }, { slug_he: expect.any(String) }],
      [{ 'images[]': '//evil.example/x.jpg' }, { 'images.0': 'כתובת התמונה אינה תקינה' }],
    ] as const)
      expect(await saveProduct(null, productForm(fields))).toMatchObject({
        ok: false,
        fieldErrors,
      });
    expect(await positions()).toEqual([]);
    expect(updatedTags).toEqual([]);
  });

  it('refuses a typed slug another product uses (in either language) and numbers a made one', async () => {
    await seed([{ slugHe: 'מכונת-קפה-אוטומטית', slugEn: 'coffee' }]);
    for (const field of ['slug_he', 'slug_en'])
      expect(await saveProduct(null, productForm({ [field]: 'coffee' }))).toMatchObject({
        ok: false,
        fieldErrors: { [field]: 'הכתובת כבר בשימוש' },
      });
    expect(await positions()).toHaveLength(1);
    // Left empty, the slug is made from the name and numbered until free.
    expect(await saveProduct(null, productForm())).toMatchObject({ ok: true });
    const slugs = await db()
      .select({ slugHe: products.slugHe })
      .from(products)
      .orderBy(asc(products.displayOrder));
    expect(slugs.map((row) => row.slugHe)).toEqual(['מכונת-קפה-אוטומטית', 'מכונת-קפה-אוטומטית-2']);
  });

  it('updates a product; a changed slug leaves its old public paths redirecting, in both languages', async () => {
    const [row] = await seed([{ slugHe: 'ישן', slugEn: 'old', imageUrl: '/images/x.webp' }]);
    const result = await saveProduct(
      null,
      productForm({ id: row!.id, slug_he: 'חדש', slug_en: 'new', 'images[]': ['/images/x.webp'] }),
    );
    expect(result).toMatchObject({ ok: true, data: { id: row!.id, moved: true } });
    expect(updatedTags).toEqual(['products', `product:${row!.id}`, 'redirects', 'seo']);
    const [after] = await db().select().from(products).where(eq(products.id, row!.id));
    expect(after).toMatchObject({ slugHe: 'חדש', slugEn: 'new', displayOrder: 0 });
    const he = (slug: string) => `/products/${encodeURIComponent(slug)}`;
    expect(await redirectRows()).toEqual(
      [
        [he('old'), he('חדש')],
        [he('ישן'), he('חדש')],
        ['/en/products/old', '/en/products/new'],
        [`/en${he('ישן')}`, '/en/products/new'],
      ].sort((a, b) => (a[0]! < b[0]! ? -1 : 1)),
    );
    // Renamed back: the live path stops redirecting (no loop), the other old one leads to it.
    forgetUpdatedTags();
    await saveProduct(null, productForm({ id: row!.id, slug_he: 'ישן', slug_en: 'old' }));
    const rows = await redirectRows();
    expect(rows.map(([from]) => from)).not.toContain(he('ישן'));
    expect(rows).toContainEqual([he('חדש'), he('ישן')]);
  });

  it('an edit that keeps the slugs records no move', async () => {
    const [row] = await seed([{ slugHe: 'קבוע', slugEn: 'same' }]);
    const result = await saveProduct(
      null,
      productForm({ id: row!.id, slug_he: 'קבוע', slug_en: 'same', is_active: [] }),
    );
    expect(result).toMatchObject({ ok: true, data: { moved: false } });
    expect(await redirectRows()).toEqual([]);
    const [after] = await db().select().from(products).where(eq(products.id, row!.id));
    expect(after!.isActive).toBe(false);
  });

  it('records each write in the audit log: who, which product, what changed', async () => {
    await db().delete(auditLog);
    const created = await saveProduct(null, productForm());
    expect(created.ok).toBe(true);
    const id = created.ok ? (created.data as { id: string }).id : '';
    await saveProduct(
      null,
      productForm({ id, price_he: '13,000 ₪', slug_he: 'מכונת-קפה-אוטומטית' }),
    );
    await setProductActive(null, form({ id, is_active: 'false' }));
    await deleteProduct(null, form({ id }));
    const rows = await db().select().from(auditLog).orderBy(asc(auditLog.at));
    expect(rows.map((r) => [r.action, r.entityType, r.entityId, r.summary])).toEqual([
      ['products.save', 'product', id, 'נוצר: מכונת קפה אוטומטית'],
      ['products.save', 'product', id, 'עודכן: מכונת קפה אוטומטית (מחיר בעברית)'],
      ['products.setActive', 'product', id, 'מכונת קפה אוטומטית: מוסתר מהאתר'],
      ['products.delete', 'product', id, 'נמחק: מכונת קפה אוטומטית'],
    ]);
    expect(new Set(rows.map((r) => r.actorId))).toEqual(new Set([expect.any(String)]));
  });

  it('refuses to update a product that is gone', async () => {
    const result = await saveProduct(
      null,
      productForm({ id: '00000000-0000-4000-8000-000000000000' }),
    );
    expect(result).toMatchObject({ ok: false, message: expect.stringContaining('לא נמצא') });
    expect(await positions()).toEqual([]);
  });
});

describe('deleteProduct', () => {
  it('moves the row to the trash, closes the gap, forgets redirects to it, keeps its uploads', async () => {
    const [own, shared] = [await product.upload(), await product.upload()];
    const rows = await seed([
      {},
      { slugHe: 'למחיקה', imageUrl: own.url, galleryImages: [shared.url] },
      { imageUrl: shared.url },
    ]);
    await db()
      .insert(redirects)
      .values({ fromPath: '/products/old', toPath: `/products/${encodeURIComponent('למחיקה')}` });

    expect(await deleteProduct(null, { id: rows[1]!.id })).toMatchObject({ ok: true });
    expect(await positions()).toEqual([
      [rows[0]!.id, 0],
      [rows[2]!.id, 1],
    ]);
    expect(await redirectRows()).toEqual([]);
    // In the trash for 30 days: its pictures stay until the purge (src/features/trash).
    expect(product.isStored(own.key)).toBe(true);
    expect(product.isStored(shared.key)).toBe(true);
    expect(updatedTags).toEqual(['products', `product:${rows[1]!.id}`, 'redirects', 'seo']);
  });

  it('removes the pictures a save dropped, once nothing uses them', async () => {
    const picture = await product.upload();
    const [row] = await seed([{ slugHe: 'עם-תמונה', imageUrl: picture.url }]);
    await saveProduct(null, productForm({ id: row!.id, slug_he: 'עם-תמונה' }));
    expect(product.isStored(picture.key)).toBe(false);
  });

  it('refuses an unknown id', async () => {
    expect(await deleteProduct(null, { id: '00000000-0000-4000-8000-000000000000' })).toMatchObject(
      { ok: false },
    );
    expect(await deleteProduct(null, { id: 'nope' })).toMatchObject({
      ok: false,
      fieldErrors: { id: 'הערך אינו תקין' },
    });
  });
});

describe('setProductActive', () => {
  it('hides and shows a product', async () => {
    const [row] = await seed([{}]);
    expect(await setProductActive(null, { id: row!.id, is_active: false })).toMatchObject({
      ok: true,
      data: { isActive: false },
    });
    const [after] = await db().select().from(products).where(eq(products.id, row!.id));
    expect(after!.isActive).toBe(false);
    expect(updatedTags).toEqual(['products', `product:${row!.id}`]);
  });
});

describe('reorderProducts', () => {
  it('writes 0..n-1: the given ids in order, then the others in their order; unknown ids ignored', async () => {
    const rows = await seed([{}, {}, {}, {}]);
    const [a, b, c, d] = rows.map((row) => row.id);
    const result = await reorderProducts(null, {
      ids: [c!, 'not-an-id', a!, '00000000-0000-4000-8000-000000000000', c!],
    });
    expect(result).toMatchObject({ ok: true, data: { ids: [c, a, b, d] } });
    expect(await positions()).toEqual(inOrder(c, a, b, d));
    expect(updatedTags).toEqual(['products']);
  });

  it('two admins reordering at once (and one adding) never leave duplicate or missing positions', async () => {
    const rows = await seed(Array.from({ length: 6 }, () => ({})));
    const ids = rows.map((row) => row.id);
    const reversed = [...ids].reverse();
    const rotated = [...ids.slice(2), ...ids.slice(0, 2)];
    for (let round = 0; round < 25; round++) {
      const results = await Promise.all([
        reorderProducts(null, { ids: round % 2 ? reversed : ids }),
        reorderProducts(null, { ids: rotated }),
        ...(round % 5 === 0
          ? [saveProduct(null, productForm({ name_he: `חדש ${round}`, name_en: '' }))]
          : []),
      ]);
      expect(results.every((result) => result.ok)).toBe(true);
      const numbers = (await positions()).map(([, position]) => position);
      expect(numbers).toEqual(numbers.map((_, index) => index));
      // The outcome is one of the two orders (the last to run wins), never a mix.
      const firstSix = (await positions()).map(([id]) => id).filter((id) => ids.includes(id));
      expect([round % 2 ? reversed : ids, rotated]).toContainEqual(firstSix);
    }
    expect(await positions()).toHaveLength(6 + 5);
  });
});
