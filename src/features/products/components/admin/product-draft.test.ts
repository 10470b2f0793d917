import { describe, expect, it } from 'vitest';
import { reviewsFromDraft, specsFromDraft } from './product-draft';

describe('specsFromDraft', () => {
  it("takes the copy's spec fields as typed, the saved ones where the copy has none", () => {
    expect(
      specsFromDraft(
        {
          'specs.dimensions_he': '80 × 90 × 195 ס״מ',
          'specs.dimensions_en': '',
          'specs.per_hour': '12a',
          name_he: 'מכונה',
        },
        { dimensionsHe: 'ישן', powerHe: '220V', perHour: 30 },
      ),
    ).toEqual({
      dimensionsHe: '80 × 90 × 195 ס״מ',
      dimensionsEn: '',
      powerHe: '220V',
      perHour: '12a',
    });
  });
});

describe('reviewsFromDraft', () => {
  it('rebuilds the review rows in their order, English and city only when typed', () => {
    expect(
      reviewsFromDraft({
        'reviews.1.rating': '3',
        'reviews.1.name_he': 'דנה',
        'reviews.1.name_en': '',
        'reviews.1.text_he': 'טוב',
        'reviews.0.rating': '9',
        'reviews.0.name_he': 'יוסי',
        'reviews.0.city_he': 'חיפה',
        'reviews.0.text_he': '',
        'reviews.0.text_en': 'Great',
        name_he: 'מכונה',
      }),
    ).toEqual([
      { rating: 5, nameHe: 'יוסי', cityHe: 'חיפה', textHe: '', textEn: 'Great' },
      { rating: 3, nameHe: 'דנה', textHe: 'טוב' },
    ]);
  });

  it('has none when the copy has no review row', () => {
    expect(reviewsFromDraft({ name_he: 'מכונה' })).toEqual([]);
  });
});
