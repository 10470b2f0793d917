import { describe, expect, it } from 'vitest';
import { jsonForScript } from '@/components/ui/json-ld';
import { parsePrice, productJsonLd } from './structured-data';

describe('parsePrice', () => {
  it('reads the seeded prices', () => {
    expect(parsePrice('75,000 ₪ + מע״מ', 'he')).toEqual({ amount: 75000, currency: 'ILS' });
    expect(parsePrice('$22,500 + VAT', 'en')).toEqual({ amount: 22500, currency: 'USD' });
    expect(parsePrice('$6,000 + VAT', 'en')).toEqual({ amount: 6000, currency: 'USD' });
  });

  it('takes the currency from the language when the text names none', () => {
    expect(parsePrice('23000', 'he')).toEqual({ amount: 23000, currency: 'ILS' });
    expect(parsePrice('23000', 'en')).toEqual({ amount: 23000, currency: 'USD' });
    expect(parsePrice('from 650 NIS', 'en')).toEqual({ amount: 650, currency: 'ILS' });
  });

  it('gives nothing for a price without digits', () => {
    expect(parsePrice('', 'en')).toBeUndefined();
    expect(parsePrice('Coming soon', 'en')).toBeUndefined();
  });
});

describe('productJsonLd', () => {
  const base = {
    locale: 'en' as const,
    name: 'Automatic Pizza Machine',
    description: 'Pizza in 3 minutes',
    images: ['https://example.com/a.webp'],
    url: 'https://example.com/en/products/automatic-pizza-machine',
    brand: 'AutoPizza',
  };

  it('has the offer and rating of spec §9', () => {
    const data = productJsonLd({ ...base, price: '$22,500 + VAT' });
    expect(data.offers).toMatchObject({
      price: '22500',
      priceCurrency: 'USD',
      priceValidUntil: '2025-12-31',
      areaServed: { name: 'IL' },
    });
    expect(data.aggregateRating).toMatchObject({ ratingValue: 4.8, reviewCount: 127 });
  });

  it('omits the offer when the price has no number', () => {
    expect(productJsonLd({ ...base, price: '' })).not.toHaveProperty('offers');
  });

  it('escapes < so the script cannot be closed early', () => {
    const json = jsonForScript(productJsonLd({ ...base, name: '</script><b>', price: '' }));
    expect(json).not.toContain('<');
    expect(JSON.parse(json).name).toBe('</script><b>');
  });
});
