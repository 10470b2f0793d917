import { asc, eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { redirects, rentalMachines, type NewRentalMachine } from '@/db/schema';
import { updatedTags } from '../../../tests/setup/next-cache';
import { inOrder, offerActionHarness } from '../../../tests/setup/offer-actions';
import { deleteRental, saveRental, setRentalActive } from './admin-actions';
import { rentalTable } from './catalogue-table';

/**
 * The rental machines dashboard's actions against a real PostgreSQL and real sessions: the
 * required fields, one-per-line features, slugs and their redirects, and display positions that
 * stay 0..n-1 whatever position a save asks for.
 */
vi.mock('next/headers', () => import('../../../tests/setup/next-headers'));
vi.mock('next/cache', () => import('../../../tests/setup/next-cache'));

const rental = offerActionHarness(rentalTable);
const { db, positions } = rental;

const seed = (count: number, extra: Partial<NewRentalMachine> = {}) =>
  db()
    .insert(rentalMachines)
    .values(
      Array.from({ length: count }, (_, index) => ({
        nameHe: `השכרה ${index}`,
        slug: `rental-${index}`,
        descriptionHe: 'תיאור',
        displayOrder: index,
        ...extra,
      })),
    )
    .returning();

/** What the dashboard's form sends for a new rental, with `fields` changed. */
const rentalForm = rental.formWith({
  id: '',
  name_he: 'השכרת מכונת קפה',
  name_en: 'Coffee Machine Rental',
  slug: '',
  description_he: 'פסקה אחת\nפסקה שתיים',
  description_en: '',
  price_he: 'החל מ-450 ₪ לחודש',
  price_en: 'From 450 NIS per month',
  features_he: 'התקנה חינם\n\n   \nשירות כלול ',
  features_en: '',
  is_active: 'on',
});

/** Positions are exactly 0..n-1. */
const expectCompact = async () => {
  const numbers = (await positions()).map(([, position]) => position);
  expect(numbers).toEqual(numbers.map((_, index) => index));
};

describe('saveRental', () => {
  it('creates a rental: slug from the English name, features without blanks, last by default', async () => {
    await seed(2);
    const result = await saveRental(null, rentalForm());
    expect(result).toMatchObject({ ok: true, data: { displayOrder: 2, moved: false } });
    const row = await rental.rowWhere(rentalMachines.slug, 'coffee-machine-rental');
    expect(row).toMatchObject({
      nameHe: 'השכרת מכונת קפה',
      descriptionHe: 'פסקה אחת\nפסקה שתיים',
      descriptionEn: null,
      featuresHe: ['התקנה חינם', 'שירות כלול'],
      featuresEn: [],
      priceHe: 'החל מ-450 ₪ לחודש',
      isActive: true,
      displayOrder: 2,
    });
    expect(updatedTags).toEqual(['rentals', `rental:${row!.id}`]);
  });

  it('makes the slug from the Hebrew name when there is no English one', async () => {
    await saveRental(null, rentalForm({ name_en: '' }));
    const [row] = await db().select().from(rentalMachines);
    expect(row!.slug).toBe('השכרת-מכונת-קפה');
  });

  it('refuses missing required fields and a bad or taken slug, changing nothing', async () => {
    await seed(1);
    const before = await positions();
    // The form's changed fields, and the refusal each gets on its fields.
    for (const [fields, fieldErrors] of [
      [
        { name_he: '', description_he: ' \n ' },
        { name_he: 'שדה חובה', description_he: 'שדה חובה' },
      ],
      [{ slug: 'has space' }, { slug: expect.any(String) }],
      [{ slug: 'rental-0' }, { slug: 'הכתובת כבר בשימוש' }],
      [{ display_order: '-1' }, { display_order: 'המספר חייב להיות 0 או יותר' }],
    ] as const)
      expect(await saveRental(null, rentalForm(fields))).toMatchObject({ ok: false, fieldErrors });
    expect(await positions()).toEqual(before);
    expect(updatedTags).toEqual([]);
  });

  it('a new rental at position k moves the others; a position past the end puts it last', async () => {
    const rows = await seed(3);
    const [a, b, c] = rows.map((row) => row.id);
    await saveRental(null, rentalForm({ display_order: '1' }));
    const added = await rental.rowWhere(rentalMachines.slug, 'coffee-machine-rental');
    expect(await positions()).toEqual(inOrder(a, added!.id, b, c));
    await saveRental(null, rentalForm({ slug: 'far', display_order: '99' }));
    expect((await positions()).at(-1)).toEqual([expect.any(String), 4]);
    await expectCompact();
  });

  it('an edit to another position moves it there and keeps positions unique', async () => {
    const rows = await seed(4);
    const [a, b, c, d] = rows.map((row) => row.id);
    const edit = (id: string, position: number, slug: string) =>
      saveRental(null, rentalForm({ id, slug, display_order: String(position) }));
    expect(await edit(a!, 2, 'rental-0')).toMatchObject({ ok: true, data: { displayOrder: 2 } });
    expect(await positions()).toEqual(inOrder(b, c, a, d));
    await edit(d!, 0, 'rental-3');
    expect(await positions()).toEqual(inOrder(d, b, c, a));
    // The spec's last option (the number of rentals) is past the end for an edit: it goes last.
    await edit(d!, 4, 'rental-3');
    expect((await positions()).at(-1)).toEqual([d, 3]);
    await expectCompact();
  });

  it('saves arriving at once still leave positions 0..n-1', async () => {
    await seed(3);
    await Promise.all(
      Array.from({ length: 6 }, (_, index) =>
        saveRental(null, rentalForm({ slug: `parallel-${index}`, display_order: '1' })),
      ),
    );
    expect(await positions()).toHaveLength(9);
    await expectCompact();
  });

  it('a changed slug leaves the old Hebrew and English paths redirecting', async () => {
    const [row] = await seed(1);
    const result = await saveRental(
      null,
      rentalForm({ id: row!.id, slug: 'renamed', display_order: '0' }),
    );
    expect(result).toMatchObject({ ok: true, data: { moved: true } });
    expect(updatedTags).toEqual(['rentals', `rental:${row!.id}`, 'redirects', 'seo']);
    const rows = await db().select().from(redirects).orderBy(asc(redirects.fromPath));
    expect(rows.map((r) => [r.fromPath, r.toPath])).toEqual([
      ['/en/rental/rental-0', '/en/rental/renamed'],
      ['/rental/rental-0', '/rental/renamed'],
    ]);
  });
});

describe('deleteRental', () => {
  it('moves the row to the trash, closes the gap, forgets its redirects, keeps its uploads', async () => {
    const picture = await rental.upload();
    const rows = await seed(3);
    await db()
      .update(rentalMachines)
      .set({ imageUrl: picture.url })
      .where(eq(rentalMachines.id, rows[0]!.id));
    await db().insert(redirects).values({ fromPath: '/rental/old', toPath: '/rental/rental-0' });

    expect(await deleteRental(null, { id: rows[0]!.id })).toMatchObject({ ok: true });
    expect(await positions()).toEqual(inOrder(rows[1]!.id, rows[2]!.id));
    expect(await db().select().from(redirects)).toEqual([]);
    // In the trash for 30 days: its picture stays until the purge (src/features/trash).
    expect(rental.isStored(picture.key)).toBe(true);
    expect(updatedTags).toEqual(['rentals', `rental:${rows[0]!.id}`, 'redirects', 'seo']);
  });
});

describe('setRentalActive', () => {
  it('hides a rental and shows it again', async () => {
    const [row] = await seed(1);
    await setRentalActive(null, { id: row!.id, is_active: false });
    const [hidden] = await db().select().from(rentalMachines);
    expect(hidden!.isActive).toBe(false);
    await setRentalActive(null, { id: row!.id, is_active: true });
    const [shown] = await db().select().from(rentalMachines);
    expect(shown!.isActive).toBe(true);
  });
});
