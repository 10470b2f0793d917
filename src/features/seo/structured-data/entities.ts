import type {
  AggregateRating,
  BlogPosting,
  GeoCoordinates,
  LocalBusiness,
  Offer,
  OpeningHoursSpecification,
  Product,
  PropertyValue,
  UnitPriceSpecification,
} from 'schema-dts';
import type { Locale } from '@/i18n/routing';
import { clipText } from '@/lib/text';
import { COUNTRY, internationalPhone, nodeIds, ref, siteUrlOf, type SiteInfo } from './site';

/*
 * The main thing of a detail page, one builder per kind: Product (with its Offer), LocalBusiness,
 * BlogPosting. Each takes plain data of what the page shows; the page URL names its "@id".
 */

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

/** "650 ₪ לחודש", "From 650 NIS per month", "₪650/month": a price that is per month. */
const PER_MONTH = /month|לחודש|חודשי/i;

/**
 * The number and currency of a rental's price text when it is a price per month ("From 650 NIS
 * per month"); undefined for any other text (no number, or no "per month").
 */
export function parseMonthlyPrice(
  price: string,
  locale: Locale,
): { amount: number; currency: string } | undefined {
  return PER_MONTH.test(price) ? parsePrice(price, locale) : undefined;
}

/** The date one year after `today` ("2026-11-23" → "2027-11-23"; 29 February → 28 February). */
export function yearAfter(today: string): string {
  const [year, month, day] = today.split('-').map(Number) as [number, number, number];
  const next = new Date(Date.UTC(year + 1, month - 1, day));
  // 29 February of a leap year has no twin: Date rolls over to 1 March; take 28 February.
  if (next.getUTCMonth() !== month - 1) next.setUTCDate(0);
  return next.toISOString().slice(0, 10);
}

/** An average of the reviews a page shows, on a 1–5 scale. */
export type RatingSummary = { ratingValue: number; reviewCount: number };

export type ProductInfo = {
  /** Absolute URL of the product's page. */
  url: string;
  name: string;
  description: string;
  /** Absolute image URLs, the main one first (at least one: the placeholder when none). */
  images: string[];
  /** The price text the page shows in its language; no number → no Offer. */
  price: string;
  /** Only when the page visibly shows this same average (the product's show_rating). */
  rating?: RatingSummary;
  /** The spec sheet the page shows (label and value in its language), as additionalProperty. */
  properties?: readonly { name: string; value: string | number }[];
  /** The render date (YYYY-MM-DD): the Offer's price holds for a year from it. */
  today: string;
  /**
   * A machine for rent: its price is per month (a UnitPriceSpecification per month), and a
   * price text that is not per month gives no Offer.
   */
  rental?: boolean;
};

/** One month, the unit a rental's price is for (UN/CEFACT code MON). */
const PER_ONE_MONTH = { '@type': 'QuantitativeValue', value: 1, unitCode: 'MON' } as const;

/**
 * A product for sale or for rent: its Offer (price per language, valid a year from today, in
 * stock, offered in Israel by the company) only when the page shows a price, its rating only when
 * it shows one, and its spec sheet's rows as PropertyValues. A rental's Offer is per month.
 *
 * Undefined when it would have neither Offer nor rating (a coming-soon product, a rental without
 * a monthly price): Google's Product snippet requires offers, review or aggregateRating, and
 * reports a Product without any of them as invalid.
 */
export function productNode(site: SiteInfo, product: ProductInfo): Product | undefined {
  const price = product.rental
    ? parseMonthlyPrice(product.price, site.locale)
    : parsePrice(product.price, site.locale);
  const perMonth: UnitPriceSpecification | undefined =
    price && product.rental
      ? {
          '@type': 'UnitPriceSpecification',
          price: price.amount,
          priceCurrency: price.currency,
          referenceQuantity: PER_ONE_MONTH,
        }
      : undefined;
  const offer: Offer | undefined = price && {
    '@type': 'Offer',
    url: product.url,
    price: String(price.amount),
    priceCurrency: price.currency,
    ...(perMonth && { priceSpecification: perMonth }),
    priceValidUntil: yearAfter(product.today),
    availability: 'https://schema.org/InStock',
    itemCondition: 'https://schema.org/NewCondition',
    areaServed: { '@type': 'Country', name: COUNTRY },
    seller: ref(nodeIds.organization(site)),
  };
  const rating: AggregateRating | undefined = product.rating && {
    '@type': 'AggregateRating',
    ratingValue: product.rating.ratingValue,
    reviewCount: product.rating.reviewCount,
    bestRating: 5,
    worstRating: 1,
  };
  const properties = (product.properties ?? []).map(({ name, value }): PropertyValue => ({
    '@type': 'PropertyValue',
    name,
    value,
  }));
  if (!offer && !rating) return undefined;
  return {
    '@type': 'Product',
    '@id': nodeIds.page(product.url, 'product'),
    name: product.name,
    description: product.description || product.name,
    image: product.images,
    url: product.url,
    brand: { '@type': 'Brand', name: site.name },
    manufacturer: ref(nodeIds.organization(site)),
    mainEntityOfPage: ref(nodeIds.page(product.url, 'webpage')),
    ...(offer && { offers: offer }),
    ...(rating && { aggregateRating: rating }),
    ...(properties.length > 0 && { additionalProperty: properties }),
  };
}

/**
 * "Street 1, City" → street and locality; an address without a comma is all street. Only the
 * last comma splits, so "Building 3, Street 1, City" keeps "Building 3, Street 1" together.
 */
export function splitAddress(address: string): { street: string; locality?: string } {
  const at = address.lastIndexOf(',');
  const street = (at > 0 ? address.slice(0, at) : address).trim();
  const locality = at > 0 ? address.slice(at + 1).trim() : '';
  return locality ? { street, locality } : { street: address.trim() };
}

const EVERY_DAY = [
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
  'Sunday',
] as const;

/** Open around the clock, every day ("24/7 - Always Open"). */
export const ALWAYS_OPEN: OpeningHoursSpecification = {
  '@type': 'OpeningHoursSpecification',
  dayOfWeek: EVERY_DAY.map((day) => `https://schema.org/${day}` as const),
  opens: '00:00',
  closes: '23:59',
};

/**
 * Closed every day (a closed or not yet opened machine). Google's LocalBusiness documentation:
 * opens and closes both "00:00" mark a day as closed all day; stating it keeps a search result
 * from showing the place open.
 */
export const ALWAYS_CLOSED: OpeningHoursSpecification = {
  '@type': 'OpeningHoursSpecification',
  dayOfWeek: EVERY_DAY.map((day) => `https://schema.org/${day}` as const),
  opens: '00:00',
  closes: '00:00',
};

export type LocationInfo = {
  url: string;
  name: string;
  description?: string;
  address: string;
  /** The Israeli postal code (7 digits) of the address, when the admin gave one. */
  postalCode?: string;
  /** Where the machine stands (WGS 84), when the admin gave it. */
  coordinates?: { latitude: number; longitude: number } | null;
  /** The machine's own phone; without one, the company's sales line answers for it. */
  phone?: string;
  /** Absolute URL of the picture the page shows. */
  image: string;
  /** Whether the page shows the machine open (24/7); otherwise it is stated closed every day. */
  open: boolean;
};

/**
 * A machine location: its postal address and map point, a phone (its own or the company's), its
 * picture, and its hours always stated: 24/7 when open, closed every day otherwise.
 */
export function localBusinessNode(site: SiteInfo, location: LocationInfo): LocalBusiness {
  const { street, locality } = splitAddress(location.address);
  const geo: GeoCoordinates | undefined = location.coordinates
    ? {
        '@type': 'GeoCoordinates',
        latitude: location.coordinates.latitude,
        longitude: location.coordinates.longitude,
      }
    : undefined;
  return {
    '@type': 'LocalBusiness',
    '@id': nodeIds.page(location.url, 'localbusiness'),
    name: location.name,
    ...(location.description && { description: location.description }),
    url: location.url,
    image: location.image,
    address: {
      '@type': 'PostalAddress',
      streetAddress: street,
      ...(locality && { addressLocality: locality }),
      ...(location.postalCode && { postalCode: location.postalCode }),
      addressCountry: COUNTRY,
    },
    ...(geo && { geo }),
    telephone: location.phone ? internationalPhone(location.phone) : site.telephone,
    openingHoursSpecification: location.open ? ALWAYS_OPEN : ALWAYS_CLOSED,
    parentOrganization: ref(nodeIds.organization(site)),
    mainEntityOfPage: ref(nodeIds.page(location.url, 'webpage')),
  };
}

/** Google shows at most 110 characters of an article's headline. */
export const HEADLINE_MAX = 110;

export type PostInfo = {
  url: string;
  title: string;
  description?: string;
  /** Absolute URL of the post's picture, or of the site's placeholder. */
  image: string;
  /** YYYY-MM-DD. */
  datePublished: string;
  /** When the post's row last changed. */
  dateModified: Date | string;
  keywords: string[];
  category?: string;
};

/** A blog post, written and published by the company (the byline is the team, not a person). */
export function blogPostingNode(site: SiteInfo, post: PostInfo): BlogPosting {
  const organization = {
    '@type': 'Organization' as const,
    '@id': nodeIds.organization(site),
    name: site.name,
    url: siteUrlOf(site, site.locale, '/'),
  };
  return {
    '@type': 'BlogPosting',
    '@id': nodeIds.page(post.url, 'blogposting'),
    headline: clipText(post.title, HEADLINE_MAX),
    ...(post.description && { description: post.description }),
    image: [post.image],
    datePublished: post.datePublished,
    dateModified: new Date(post.dateModified).toISOString(),
    author: organization,
    publisher: organization,
    inLanguage: site.locale,
    url: post.url,
    mainEntityOfPage: ref(nodeIds.page(post.url, 'webpage')),
    isPartOf: ref(nodeIds.website(site)),
    ...(post.keywords.length > 0 && { keywords: post.keywords.join(', ') }),
    ...(post.category && { articleSection: post.category }),
  };
}
