import { describe, expect, it } from 'vitest';
import he from '@messages/he.json';
import { PRODUCT_CONTENT_LIMITS, productSchema } from './schemas';

/**
 * The product form's reviews and spec sheet, as the browser and the server action check them:
 * the form's flat `reviews.<index>.<field>` and `specs.<field>` inputs become the stored list and
 * object, and each refusal lands on the input that caused it with a back-office message.
 */

const base = { id: '', name_he: 'מכונת פיצה', slug_he: '', name_en: '', slug_en: '' };

/** A review's inputs at `index`, as the form names them. */
const reviewInputs = (index: number, fields: Record<string, string>) =>
  Object.fromEntries(
    Object.entries(fields).map(([key, value]) => [`reviews.${index}.${key}`, value]),
  );

const parse = (fields: Record<string, unknown>) => productSchema.safeParse({ ...base, ...fields });

/** The refused inputs and their message keys. */
const issues = (fields: Record<string, unknown>) => {
  const result = parse(fields);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('product reviews', () => {
  it('become the list in the inputs’ index order, empty English fields left out', () => {
    const result = parse({
      ...reviewInputs(1, { rating: '4', name_he: 'מיכל', text_he: 'טוב מאוד', city_he: '' }),
      ...reviewInputs(0, {
        rating: '5',
        name_he: 'יוסי',
        name_en: 'Yossi',
        city_he: 'חיפה',
        city_en: 'Haifa',
        text_he: 'מעולה',
        text_en: 'Great',
      }),
    });
    expect(result.success).toBe(true);
    expect(result.data!.reviews).toEqual([
      {
        rating: 5,
        nameHe: 'יוסי',
        nameEn: 'Yossi',
        cityHe: 'חיפה',
        cityEn: 'Haifa',
        textHe: 'מעולה',
        textEn: 'Great',
      },
      { rating: 4, nameHe: 'מיכל', textHe: 'טוב מאוד' },
    ]);
  });

  it('none sent: no reviews (a record’s own `reviews` is not taken: only the form’s inputs)', () => {
    expect(parse({}).data!.reviews).toEqual([]);
    expect(parse({ reviews: [{ rating: 5, nameHe: 'x', textHe: 'y' }] }).data!.reviews).toEqual([]);
  });

  it('refuses a rating outside 1–5 or not whole, a missing name or text, on that input', () => {
    for (const rating of ['0', '6', '4.5', '', 'abc'])
      expect(issues(reviewInputs(0, { rating, name_he: 'א', text_he: 'ב' }))).toEqual({
        'reviews.0.rating': 'rating',
      });
    expect(
      issues({
        ...reviewInputs(0, { rating: '5', name_he: 'א', text_he: 'ב' }),
        ...reviewInputs(1, { rating: '5', name_he: '  ', text_he: '' }),
      }),
    ).toEqual({ 'reviews.1.name_he': 'required', 'reviews.1.text_he': 'required' });
    expect(
      issues(reviewInputs(0, { rating: '5', name_he: 'א', text_he: 'ב'.repeat(1_001) })),
    ).toEqual({ 'reviews.0.text_he': 'tooLong' });
  });

  it(`keeps at most ${PRODUCT_CONTENT_LIMITS.reviews}`, () => {
    const many = Object.assign(
      {},
      ...Array.from({ length: PRODUCT_CONTENT_LIMITS.reviews + 1 }, (_, index) =>
        reviewInputs(index, { rating: '5', name_he: 'א', text_he: 'ב' }),
      ),
    );
    expect(issues(many)).toEqual({ reviews: 'tooManyReviews' });
  });
});

describe('product spec sheet', () => {
  it('keeps the filled fields only, the hourly output as a number', () => {
    const result = parse({
      'specs.dimensions_he': '120 × 95 × 205 ס״מ',
      'specs.dimensions_en': '120 × 95 × 205 cm',
      'specs.power_he': '',
      'specs.capacity_en': 'Up to 100 pizzas',
      'specs.per_hour': '20',
      'specs.connectivity_he': '4G',
    });
    expect(result.data!.specs).toEqual({
      dimensionsHe: '120 × 95 × 205 ס״מ',
      dimensionsEn: '120 × 95 × 205 cm',
      capacityEn: 'Up to 100 pizzas',
      perHour: 20,
      connectivityHe: '4G',
    });
    expect(parse({}).data!.specs).toEqual({});
  });

  it('refuses an hourly output that is not a whole number above 0, on its input', () => {
    for (const value of ['0', '-3', '2.5', 'twenty', '1000000'])
      expect(issues({ 'specs.per_hour': value })).toEqual({ 'specs.per_hour': 'perHour' });
    expect(issues({ 'specs.power_en': 'x'.repeat(201) })).toEqual({ 'specs.power_en': 'tooLong' });
  });
});

describe('messages', () => {
  it('every refusal of the reviews and the spec sheet has a back-office text', () => {
    const validation: Record<string, string> = he.backOffice.validation;
    for (const key of ['rating', 'perHour', 'tooManyReviews', 'required', 'tooLong'])
      expect(validation[key], key).toEqual(expect.any(String));
  });
});
