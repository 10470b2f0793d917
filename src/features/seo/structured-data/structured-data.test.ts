import type { Thing } from 'schema-dts';
import { describe, expect, it } from 'vitest';
import { jsonForScript } from '@/components/ui/json-ld';
import type { Product } from '@/db/schema';
import { localizeProduct } from '@/features/products/localize';
import { reviewsSummary } from '@/features/products/reviews';
import { productFacts } from '@/features/products/metadata';
import {
  ALWAYS_CLOSED,
  ALWAYS_OPEN,
  blogPostingNode,
  HEADLINE_MAX,
  localBusinessNode,
  parseMonthlyPrice,
  parsePrice,
  productNode,
  splitAddress,
  yearAfter,
} from './entities';
import { customNodes, pageGraph } from './graph';
import { breadcrumbNode, webPageNode } from './page';
import { internationalPhone, organizationNode, websiteNode, type SiteInfo } from './site';

type Node = Record<string, unknown>;

const site: SiteInfo = {
  baseUrl: 'https://autopizza.example',
  locale: 'en',
  name: 'AutoPizza',
  logo: { url: 'https://autopizza.example/images/logo.png', width: 512, height: 512 },
  telephone: '+972-50-555-0123',
  email: 'info@autopizza.example',
  sameAs: ['https://www.facebook.com/autopizza.il', 'https://www.instagram.com/autopizza.il'],
};
const he: SiteInfo = { ...site, locale: 'he', name: 'אוטופיצה' };
const ORG = 'https://autopizza.example/#organization';
const productUrl = 'https://autopizza.example/en/products/automatic-pizza-machine';
const TODAY = '2026-11-23';

const product = (overrides: Partial<Parameters<typeof productNode>[1]> = {}) =>
  productNode(site, {
    url: productUrl,
    name: 'Automatic Pizza Machine',
    description: 'Pizza in 3 minutes',
    images: ['https://autopizza.example/images/products/a.webp'],
    price: '$22,500 + VAT',
    today: TODAY,
    ...overrides,
  }) as unknown as Node;

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

describe('parseMonthlyPrice', () => {
  it('reads the seeded rental prices, per month in both languages', () => {
    expect(parseMonthlyPrice('החל מ-650 ₪ לחודש', 'he')).toEqual({ amount: 650, currency: 'ILS' });
    expect(parseMonthlyPrice('From 650 NIS per month', 'en')).toEqual({
      amount: 650,
      currency: 'ILS',
    });
    expect(parseMonthlyPrice('₪900/month', 'en')).toEqual({ amount: 900, currency: 'ILS' });
  });

  it('gives nothing for a price that is not per month, or has no number', () => {
    expect(parseMonthlyPrice('75,000 ₪ + מע״מ', 'he')).toBeUndefined();
    expect(parseMonthlyPrice('Call us for a monthly price', 'en')).toBeUndefined();
    expect(parseMonthlyPrice('', 'en')).toBeUndefined();
  });
});

describe('yearAfter', () => {
  it('is the same day a year later, 29 February becoming 28 February', () => {
    expect(yearAfter('2026-11-23')).toBe('2027-11-23');
    expect(yearAfter('2028-02-29')).toBe('2029-02-28');
    expect(yearAfter('2026-12-31')).toBe('2027-12-31');
  });
});

describe('Organization and WebSite', () => {
  it('has a name, url, square logo with its size, profiles and a sales contact point', () => {
    const org = organizationNode(site) as unknown as Node;
    expect(org).toMatchObject({
      '@type': 'Organization',
      '@id': ORG,
      name: 'AutoPizza',
      url: 'https://autopizza.example/en',
      logo: {
        '@type': 'ImageObject',
        url: 'https://autopizza.example/images/logo.png',
        width: { value: 512 },
        height: { value: 512 },
      },
      sameAs: site.sameAs,
      contactPoint: {
        '@type': 'ContactPoint',
        telephone: '+972-50-555-0123',
        email: 'info@autopizza.example',
        contactType: 'sales',
        areaServed: 'IL',
        availableLanguage: ['he', 'en'],
      },
    });
  });

  it('names the company in the page language; the WebSite is published by it', () => {
    expect(organizationNode(he)).toMatchObject({
      name: 'אוטופיצה',
      url: 'https://autopizza.example/',
    });
    expect(websiteNode(he)).toEqual({
      '@type': 'WebSite',
      '@id': 'https://autopizza.example/#website',
      url: 'https://autopizza.example/',
      name: 'אוטופיצה',
      inLanguage: 'he',
      publisher: { '@id': ORG },
    });
    expect(websiteNode(site)).toMatchObject({ '@id': 'https://autopizza.example/en#website' });
  });

  it('writes local phone numbers in international form', () => {
    expect(internationalPhone('050-555-0123')).toBe('+972-50-555-0123');
    expect(internationalPhone('03-555-0199')).toBe('+972-3-555-0199');
    expect(internationalPhone('+972 50 555 0123')).toBe('+972-50-555-0123');
    expect(internationalPhone('972505550123')).toBe('+972505550123');
  });
});

describe('WebPage and BreadcrumbList', () => {
  it('is part of the site, in its language, with its trail and picture when it has them', () => {
    const page = webPageNode(site, {
      type: 'CollectionPage',
      url: 'https://autopizza.example/en/products',
      name: 'Products',
      description: 'All machines',
      image: 'https://autopizza.example/images/a.webp',
      hasBreadcrumb: true,
    }) as unknown as Node;
    expect(page).toMatchObject({
      '@type': 'CollectionPage',
      '@id': 'https://autopizza.example/en/products#webpage',
      url: 'https://autopizza.example/en/products',
      name: 'Products',
      description: 'All machines',
      inLanguage: 'en',
      isPartOf: { '@id': 'https://autopizza.example/en#website' },
      breadcrumb: { '@id': 'https://autopizza.example/en/products#breadcrumb' },
      primaryImageOfPage: { url: 'https://autopizza.example/images/a.webp' },
    });
    const bare = webPageNode(he, { url: 'https://autopizza.example/about', name: 'אודות' });
    expect(bare).not.toHaveProperty('breadcrumb');
    expect(bare).not.toHaveProperty('primaryImageOfPage');
    expect(bare).toMatchObject({ '@type': 'WebPage', inLanguage: 'he' });
  });

  it('lists the trail from position 1 with names and absolute URLs in the page language', () => {
    const list = breadcrumbNode(site, productUrl, [
      { name: 'Home', path: '/' },
      { name: 'Products', path: '/products' },
      { name: 'Automatic Pizza Machine', path: '/products/automatic-pizza-machine' },
    ]) as unknown as Node;
    expect(list['@id']).toBe(`${productUrl}#breadcrumb`);
    expect(list.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://autopizza.example/en' },
      {
        '@type': 'ListItem',
        position: 2,
        name: 'Products',
        item: 'https://autopizza.example/en/products',
      },
      { '@type': 'ListItem', position: 3, name: 'Automatic Pizza Machine', item: productUrl },
    ]);
  });
});

describe('Product', () => {
  it('has a name, image, description and an Offer valid a year from today, sold by the company', () => {
    const node = product();
    expect(node).toMatchObject({
      '@type': 'Product',
      '@id': `${productUrl}#product`,
      name: 'Automatic Pizza Machine',
      description: 'Pizza in 3 minutes',
      image: ['https://autopizza.example/images/products/a.webp'],
      offers: {
        '@type': 'Offer',
        price: '22500',
        priceCurrency: 'USD',
        priceValidUntil: '2027-11-23',
        availability: 'https://schema.org/InStock',
        seller: { '@id': ORG },
      },
    });
    const offer = node.offers as Node;
    expect(String(offer.priceValidUntil) > TODAY).toBe(true);
  });

  it('takes the price of the page language', () => {
    const node = productNode(he, {
      url: 'https://autopizza.example/products/x',
      name: 'מכונת פיצה',
      description: '',
      images: ['https://autopizza.example/a.webp'],
      price: '75,000 ₪ + מע״מ',
      today: TODAY,
    }) as unknown as Node;
    expect(node.offers).toMatchObject({ price: '75000', priceCurrency: 'ILS' });
    // No description: the name stands in (Google requires one).
    expect(node.description).toBe('מכונת פיצה');
  });

  it('is no Product at all without a price nor a rating (coming soon): Google requires one of offers, review, aggregateRating', () => {
    expect(product({ price: '' })).toBeUndefined();
    expect(product({ price: 'Coming soon' })).toBeUndefined();
  });

  it('is a Product without Offer when the page shows no price but shows a rating', () => {
    const node = product({ price: '', rating: { ratingValue: 5, reviewCount: 2 } });
    expect(node).not.toHaveProperty('offers');
    expect(node.aggregateRating).toMatchObject({ ratingValue: 5, reviewCount: 2 });
  });

  it('has a rating only when given the one the page shows', () => {
    expect(product()).not.toHaveProperty('aggregateRating');
    const summary = reviewsSummary([{ rating: 5 }, { rating: 4 }, { rating: 5 }]);
    expect(summary).toEqual({ ratingValue: 4.7, reviewCount: 3 });
    expect(product({ rating: summary }).aggregateRating).toEqual({
      '@type': 'AggregateRating',
      ratingValue: 4.7,
      reviewCount: 3,
      bestRating: 5,
      worstRating: 1,
    });
  });

  it('lists the spec sheet as additionalProperty PropertyValues, and none without one', () => {
    expect(product()).not.toHaveProperty('additionalProperty');
    expect(product({ properties: [] })).not.toHaveProperty('additionalProperty');
    expect(
      product({
        properties: [
          { name: 'Dimensions', value: '120 × 95 × 205 cm' },
          { name: 'Output per hour', value: 20 },
        ],
      }).additionalProperty,
    ).toEqual([
      { '@type': 'PropertyValue', name: 'Dimensions', value: '120 × 95 × 205 cm' },
      { '@type': 'PropertyValue', name: 'Output per hour', value: 20 },
    ]);
  });

  it('is escaped in the script so no text can close it early', () => {
    const json = jsonForScript(product({ name: '</script><b>' }));
    expect(json).not.toContain('<');
    expect(JSON.parse(json).name).toBe('</script><b>');
  });
});

describe('Rental Product (a monthly price)', () => {
  const rentalUrl = 'https://autopizza.example/en/rental/pizza-machine-rental';
  const rental = (price: string) =>
    productNode(site, {
      url: rentalUrl,
      name: 'Pizza machine for rent',
      description: 'Rent a machine',
      images: ['https://autopizza.example/images/machines/lobby-1.webp'],
      price,
      rental: true,
      today: TODAY,
    }) as unknown as Node | undefined;

  it('offers the monthly price as a UnitPriceSpecification per one month (MON), with the Offer’s required properties', () => {
    const node = rental('From 650 NIS per month');
    expect(node).toMatchObject({
      '@type': 'Product',
      '@id': `${rentalUrl}#product`,
      name: 'Pizza machine for rent',
      offers: {
        '@type': 'Offer',
        price: '650',
        priceCurrency: 'ILS',
        availability: 'https://schema.org/InStock',
        priceValidUntil: '2027-11-23',
        priceSpecification: {
          '@type': 'UnitPriceSpecification',
          price: 650,
          priceCurrency: 'ILS',
          referenceQuantity: { '@type': 'QuantitativeValue', value: 1, unitCode: 'MON' },
        },
        seller: { '@id': ORG },
      },
    });
  });

  it('is no Product when the rental shows no monthly price', () => {
    expect(rental('')).toBeUndefined();
    expect(rental('75,000 ₪')).toBeUndefined();
  });

  it('a sale price has no priceSpecification', () => {
    expect(product().offers).not.toHaveProperty('priceSpecification');
  });
});

describe('LocalBusiness', () => {
  const base = {
    url: 'https://autopizza.example/location/haifa',
    name: 'Haifa University',
    address: '199 Abba Hushi Blvd, Haifa',
    postalCode: '3498838',
    coordinates: { latitude: 32.7614, longitude: 35.0195 },
    image: 'https://autopizza.example/images/machines/a.webp',
    open: true,
  };

  it('has a name, an Israeli postal address with its postal code, and its map point', () => {
    expect(localBusinessNode(site, { ...base, phone: '04-555-0100' })).toMatchObject({
      '@type': 'LocalBusiness',
      name: 'Haifa University',
      url: base.url,
      image: base.image,
      telephone: '+972-4-555-0100',
      address: {
        '@type': 'PostalAddress',
        streetAddress: '199 Abba Hushi Blvd',
        addressLocality: 'Haifa',
        postalCode: '3498838',
        addressCountry: 'IL',
      },
      geo: { '@type': 'GeoCoordinates', latitude: 32.7614, longitude: 35.0195 },
      parentOrganization: { '@id': ORG },
    });
  });

  it('leaves out the postal code and map point the admin did not give', () => {
    const node = localBusinessNode(site, {
      ...base,
      postalCode: undefined,
      coordinates: null,
    }) as unknown as Node;
    expect(node.address).not.toHaveProperty('postalCode');
    expect(node).not.toHaveProperty('geo');
  });

  it("answers on the company's line when the machine has no phone of its own", () => {
    expect(localBusinessNode(site, base)).toMatchObject({ telephone: site.telephone });
  });

  it('always states its hours: 24/7 when open, closed every day (00:00–00:00) otherwise', () => {
    const open = localBusinessNode(site, base) as unknown as Node;
    expect(open.openingHoursSpecification).toEqual(ALWAYS_OPEN);
    expect(ALWAYS_OPEN).toMatchObject({ opens: '00:00', closes: '23:59' });
    expect(ALWAYS_OPEN.dayOfWeek).toHaveLength(7);
    const closed = localBusinessNode(site, { ...base, open: false }) as unknown as Node;
    expect(closed.openingHoursSpecification).toEqual(ALWAYS_CLOSED);
    expect(ALWAYS_CLOSED).toMatchObject({ opens: '00:00', closes: '00:00' });
    expect(ALWAYS_CLOSED.dayOfWeek).toHaveLength(7);
  });

  it('keeps an address without a comma whole', () => {
    expect(splitAddress('דרך חברון 60, באר שבע')).toEqual({
      street: 'דרך חברון 60',
      locality: 'באר שבע',
    });
    expect(splitAddress('Azrieli Center')).toEqual({ street: 'Azrieli Center' });
  });
});

describe('BlogPosting', () => {
  const post = {
    url: 'https://autopizza.example/en/blog/choosing',
    title: 'How to choose',
    description: 'A short guide',
    image: 'https://autopizza.example/images/placeholder.webp',
    datePublished: '2025-03-15',
    dateModified: new Date('2025-03-16T10:00:00Z'),
    keywords: ['pizza', 'vending'],
    category: 'Guides',
  };

  it('has headline, image, dates, keywords and the company as author and publisher', () => {
    const node = blogPostingNode(site, post) as unknown as Node;
    expect(node).toMatchObject({
      '@type': 'BlogPosting',
      headline: 'How to choose',
      description: 'A short guide',
      image: ['https://autopizza.example/images/placeholder.webp'],
      datePublished: '2025-03-15',
      dateModified: '2025-03-16T10:00:00.000Z',
      author: { '@type': 'Organization', '@id': ORG, name: 'AutoPizza' },
      publisher: { '@type': 'Organization', '@id': ORG },
      inLanguage: 'en',
      mainEntityOfPage: { '@id': `${post.url}#webpage` },
      keywords: 'pizza, vending',
      articleSection: 'Guides',
    });
  });

  it('cuts a long headline at a word within 110 characters', () => {
    const title = 'word '.repeat(40).trim();
    const headline = String(
      (blogPostingNode(site, { ...post, title }) as unknown as Node).headline,
    );
    expect(headline.length).toBeLessThanOrEqual(HEADLINE_MAX);
    expect(headline.endsWith('word')).toBe(true);
  });

  it('leaves out keywords when there are none', () => {
    expect(blogPostingNode(site, { ...post, keywords: [] })).not.toHaveProperty('keywords');
  });
});

describe('customNodes (seo_settings schema markup)', () => {
  it('adds one node, a list, or a @graph, each without its own @context', () => {
    expect(customNodes('{"@context":"https://schema.org","@type":"FAQPage","name":"Q"}')).toEqual([
      { '@type': 'FAQPage', name: 'Q' },
    ]);
    expect(
      customNodes('[{"@context":"https://schema.org","@type":"Event"},{"@type":"Place"}]'),
    ).toEqual([{ '@type': 'Event' }, { '@type': 'Place' }]);
    expect(
      customNodes(
        '{"@context":"https://schema.org","@graph":[{"@type":"Event","name":"A"},{"@type":"Place"}]}',
      ),
    ).toEqual([{ '@type': 'Event', name: 'A' }, { '@type': 'Place' }]);
  });

  it('ignores empty and invalid JSON and non-objects', () => {
    expect(customNodes('')).toEqual([]);
    expect(customNodes(null)).toEqual([]);
    expect(customNodes('{"@type": "Event",')).toEqual([]);
    expect(customNodes('"text"')).toEqual([]);
    expect(customNodes('[1, null, {"@context":"https://schema.org"}]')).toEqual([]);
  });
});

describe('pageGraph', () => {
  const page = { type: 'ItemPage' as const, url: productUrl, name: 'Automatic Pizza Machine' };

  it('is one document: Organization, WebSite, WebPage, trail, the page nodes, then the admin ones', () => {
    const graph = pageGraph({
      site,
      page,
      breadcrumb: [
        { name: 'Home', path: '/' },
        { name: 'Automatic Pizza Machine', path: '/products/automatic-pizza-machine' },
      ],
      nodes: [product() as unknown as Thing],
      schemaMarkup: '{"@context":"https://schema.org","@type":"FAQPage","name":"FAQ"}',
    });
    expect(graph['@context']).toBe('https://schema.org');
    const nodes = graph['@graph'] as unknown as Node[];
    expect(nodes.map((node) => node['@type'])).toEqual([
      'Organization',
      'WebSite',
      'ItemPage',
      'BreadcrumbList',
      'Product',
      'FAQPage',
    ]);
    expect(nodes[2]).toMatchObject({ breadcrumb: { '@id': `${productUrl}#breadcrumb` } });
    expect(JSON.parse(jsonForScript(graph))).toEqual(graph);
  });

  it('draws the BreadcrumbList from the same crumbs as the visible trail, in the page language', () => {
    const crumbs = [
      { name: 'Home', path: '/' },
      { name: 'Locations', path: '/locations' },
      { name: 'Haifa', path: '/location/haifa' },
    ];
    const nodes = pageGraph({ site, page, breadcrumb: crumbs })['@graph'] as unknown as Node[];
    const list = nodes.find((node) => node['@type'] === 'BreadcrumbList')!;
    const items = list.itemListElement as Node[];
    expect(items.map((item) => item.name)).toEqual(crumbs.map((crumb) => crumb.name));
    expect(items.map((item) => item.item)).toEqual([
      'https://autopizza.example/en',
      'https://autopizza.example/en/locations',
      'https://autopizza.example/en/location/haifa',
    ]);
    const hebrew = pageGraph({ site: he, page, breadcrumb: crumbs })['@graph'] as unknown as Node[];
    const hebrewItems = hebrew.find((node) => node['@type'] === 'BreadcrumbList')!
      .itemListElement as Node[];
    expect(hebrewItems.map((item) => item.item)).toEqual([
      'https://autopizza.example/',
      'https://autopizza.example/locations',
      'https://autopizza.example/location/haifa',
    ]);
  });

  it('has no trail node nor reference without a breadcrumb, and survives invalid markup', () => {
    const nodes = pageGraph({ site, page, schemaMarkup: '{oops' })['@graph'] as unknown as Node[];
    expect(nodes.map((node) => node['@type'])).toEqual(['Organization', 'WebSite', 'ItemPage']);
    expect(nodes[2]).not.toHaveProperty('breadcrumb');
  });
});

describe("a product page's facts (productFacts → productNode)", () => {
  const row = (fields: Partial<Product>): Product => ({
    id: '00000000-0000-0000-0000-000000000001',
    nameHe: 'מכונה',
    nameEn: 'Machine',
    slugHe: 'מכונה',
    slugEn: 'machine',
    descriptionHe: null,
    descriptionEn: null,
    showRating: true,
    comingSoon: false,
    reviews: [],
    specs: {},
    featuresHe: [],
    featuresEn: [],
    priceHe: null,
    priceEn: null,
    imageUrl: null,
    galleryImages: [],
    primaryImageIndex: 0,
    displayOrder: 0,
    isActive: true,
    createdAt: new Date(0),
    updatedAt: new Date(0),
    ...fields,
  });
  const LABELS = {
    dimensions: 'Dimensions',
    power: 'Power',
    capacity: 'Capacity',
    perHour: 'Output per hour',
    connectivity: 'Connectivity',
  } as const;
  /** The Product node a page of `fields`' product states, in `locale`. */
  const nodeOf = (fields: Partial<Product>, locale: 'he' | 'en' = 'en') =>
    product(productFacts(localizeProduct(row(fields), locale), (key) => LABELS[key]));
  const review = (rating: number, name: string) => ({ rating, nameHe: name, textHe: 'טוב' });

  it('rates each product by its own reviews only, and not at all without reviews', () => {
    const pizza = nodeOf({ reviews: [review(5, 'א'), review(4, 'ב'), review(5, 'ג')] });
    const drinks = nodeOf({ reviews: [review(3, 'ד')] });
    const snacks = nodeOf({ reviews: [] });
    expect(pizza.aggregateRating).toMatchObject({ ratingValue: 4.7, reviewCount: 3 });
    expect(drinks.aggregateRating).toMatchObject({ ratingValue: 3, reviewCount: 1 });
    expect(snacks).not.toHaveProperty('aggregateRating');
    // The admin's "show the rating" switch off: no rating even with reviews.
    expect(nodeOf({ showRating: false, reviews: [review(5, 'א')] })).not.toHaveProperty(
      'aggregateRating',
    );
  });

  it('states the filled spec fields in the page language, in the sheet order', () => {
    const specs = {
      connectivityHe: '4G',
      dimensionsHe: '120 × 95 × 205 ס״מ',
      dimensionsEn: '120 × 95 × 205 cm',
      powerHe: '  ',
      perHour: 20,
    };
    expect(nodeOf({ specs }).additionalProperty).toEqual([
      { '@type': 'PropertyValue', name: 'Dimensions', value: '120 × 95 × 205 cm' },
      { '@type': 'PropertyValue', name: 'Output per hour', value: 20 },
      // No English text: the Hebrew one, as the page shows it.
      { '@type': 'PropertyValue', name: 'Connectivity', value: '4G' },
    ]);
    expect(nodeOf({ specs }, 'he').additionalProperty).toContainEqual({
      '@type': 'PropertyValue',
      name: 'Dimensions',
      value: '120 × 95 × 205 ס״מ',
    });
    expect(nodeOf({ specs: {} })).not.toHaveProperty('additionalProperty');
  });
});
