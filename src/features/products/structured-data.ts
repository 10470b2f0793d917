import type { Locale } from '@/i18n/routing';

/** Offer fields of spec §9: prices hold until the end of 2025, sold within Israel. */
const PRICE_VALID_UNTIL = '2025-12-31';
const AREA_SERVED = 'IL';
const RATING = { value: 4.8, count: 127 };

/**
 * The number and currency of a free-text price such as "75,000 ₪ + מע״מ" or "$22,500 + VAT";
 * undefined when the text has no number (e.g. empty: "Contact for price").
 */
export function parsePrice(
  price: string,
  locale: Locale,
): { amount: number; currency: string } | undefined {
  const match = price.match(/\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?/);
  if (!match) return undefined;
  const amount = Number(match[0].replaceAll(',', ''));
  if (!Number.isFinite(amount) || amount <= 0) return undefined;
  const currency = /\$|USD|dollar/i.test(price)
    ? 'USD'
    : /€|EUR/i.test(price)
      ? 'EUR'
      : /₪|ש["״]ח|NIS|ILS|shekel/i.test(price)
        ? 'ILS'
        : locale === 'he'
          ? 'ILS'
          : 'USD';
  return { amount, currency };
}

/** schema.org Product data of a product page (spec §9). */
export function productJsonLd({
  locale,
  name,
  description,
  price,
  images,
  url,
  brand,
}: {
  locale: Locale;
  name: string;
  description: string;
  price: string;
  /** Absolute image URLs. */
  images: string[];
  url: string;
  brand: string;
}) {
  const offer = parsePrice(price, locale);
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name,
    description,
    image: images,
    url,
    brand: { '@type': 'Brand', name: brand },
    ...(offer && {
      offers: {
        '@type': 'Offer',
        url,
        price: String(offer.amount),
        priceCurrency: offer.currency,
        priceValidUntil: PRICE_VALID_UNTIL,
        availability: 'https://schema.org/InStock',
        areaServed: { '@type': 'Country', name: AREA_SERVED },
        seller: { '@type': 'Organization', name: brand },
      },
    }),
    aggregateRating: {
      '@type': 'AggregateRating',
      ratingValue: RATING.value,
      reviewCount: RATING.count,
      bestRating: 5,
    },
  };
}
