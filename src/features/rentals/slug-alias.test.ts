import { describe, expect, it } from 'vitest';
import { PIZZA_RENTAL_SLUG, resolveRentalSlug } from './slug-alias';

describe('resolveRentalSlug', () => {
  it('maps the Hebrew sale slug of the pizza machine, encoded or not, on Hebrew pages', () => {
    expect(resolveRentalSlug('מכונת-פיצה-אוטומטית', 'he')).toBe(PIZZA_RENTAL_SLUG);
    expect(resolveRentalSlug(encodeURIComponent('מכונת-פיצה-אוטומטית'), 'he')).toBe(
      PIZZA_RENTAL_SLUG,
    );
  });

  it('maps the English sale slug of the pizza machine on Hebrew pages', () => {
    expect(resolveRentalSlug('automatic-pizza-machine', 'he')).toBe(PIZZA_RENTAL_SLUG);
    expect(resolveRentalSlug('Automatic-Pizza-Machine', 'he')).toBe(PIZZA_RENTAL_SLUG);
  });

  it('leaves the English site and other slugs alone', () => {
    expect(resolveRentalSlug('automatic-pizza-machine', 'en')).toBe('automatic-pizza-machine');
    expect(resolveRentalSlug('beverage-machine-rental', 'he')).toBe('beverage-machine-rental');
    expect(resolveRentalSlug('pizza-machine-rental', 'en')).toBe('pizza-machine-rental');
    expect(resolveRentalSlug('מכונת-משקאות', 'he')).toBe('מכונת-משקאות');
  });
});
