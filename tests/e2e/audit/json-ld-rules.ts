/*
 * The properties search engines require of each schema.org type we publish (Google Search
 * Central's structured-data documentation), checked on a page's parsed @graph. Nodes may point at
 * each other by "@id"; references are resolved inside the graph.
 */

type Node = Record<string, unknown>;

const WEB_PAGE_TYPES = ['WebPage', 'CollectionPage', 'AboutPage', 'ContactPage', 'ItemPage'];

const typesOf = (node: Node): string[] => ([] as unknown[]).concat(node['@type'] ?? []).map(String);

const today = () => new Date().toISOString().slice(0, 10);

/** The nodes of a JSON-LD document: a @graph's members, a list, or the object itself. */
export function graphNodes(document: unknown): Node[] {
  if (Array.isArray(document)) return document.flatMap(graphNodes);
  if (document && typeof document === 'object') {
    const node = document as Node;
    return Array.isArray(node['@graph']) ? (node['@graph'] as Node[]) : [node];
  }
  return [];
}

/** The language of a site URL or path: English under /en, Hebrew (the default) elsewhere. */
const languageOf = (url: string) => {
  const path = /^https?:\/\//.test(url) ? new URL(url).pathname : url;
  return path === '/en' || path.startsWith('/en/') ? 'en' : 'he';
};

/**
 * What is missing or wrong in a page's graph: [] when it carries Organization, WebSite and a
 * WebPage, plus `expected` types, each with its required properties. `pagePath` (the page's
 * path, "/en/..." for English) checks that the breadcrumb stays in the page's language.
 */
export function graphProblems(nodes: Node[], expected: string[], pagePath?: string): string[] {
  const byId = new Map(nodes.filter((n) => typeof n['@id'] === 'string').map((n) => [n['@id'], n]));
  const resolve = (value: unknown): Node | undefined => {
    if (!value || typeof value !== 'object') return undefined;
    const node = value as Node;
    return typeof node['@id'] === 'string' && Object.keys(node).length === 1
      ? byId.get(node['@id'])
      : node;
  };
  const problems: string[] = [];
  const need = (node: Node, type: string, ...properties: string[]) => {
    for (const property of properties) {
      const value = node[property];
      if (
        value === undefined ||
        value === null ||
        value === '' ||
        (Array.isArray(value) && !value.length)
      ) {
        problems.push(`${type} lacks ${property}`);
      }
    }
  };
  const ofType = (...types: string[]) =>
    nodes.filter((n) => typesOf(n).some((t) => types.includes(t)));

  for (const type of ['Organization', 'WebSite', 'WebPage', ...expected]) {
    const found = type === 'WebPage' ? ofType(...WEB_PAGE_TYPES) : ofType(type);
    if (!found.length) problems.push(`no ${type}`);
  }
  for (const node of ofType('Organization')) need(node, 'Organization', 'name', 'url', 'logo');
  for (const node of ofType('WebSite')) need(node, 'WebSite', 'name', 'url');
  for (const node of ofType(...WEB_PAGE_TYPES)) need(node, 'WebPage', 'url', 'name', 'inLanguage');
  for (const node of ofType('BreadcrumbList')) {
    const items = (node.itemListElement as Node[] | undefined) ?? [];
    if (items.length < 2) problems.push('BreadcrumbList has fewer than 2 items');
    items.forEach((item, index) => {
      if (item.position !== index + 1)
        problems.push(`breadcrumb item ${index} has position ${String(item.position)}`);
      if (!item.name) problems.push(`breadcrumb item ${index} lacks name`);
      if (index < items.length - 1 && !item.item)
        problems.push(`breadcrumb item ${index} lacks item`);
      // An English page's trail leads to English pages (/en/...), a Hebrew one's to Hebrew ones.
      const link =
        typeof item.item === 'string' ? item.item : (resolve(item.item)?.['@id'] as string);
      if (pagePath && link && languageOf(link) !== languageOf(pagePath))
        problems.push(
          `breadcrumb item ${index} links to ${link}, not a page in the page's language`,
        );
    });
  }
  for (const node of ofType('Product')) {
    need(node, 'Product', 'name', 'image', 'description');
    // Google's product snippet: one of offers, review or aggregateRating is required.
    if (!node.offers && !node.review && !node.aggregateRating)
      problems.push('Product has none of offers, review, aggregateRating');
    for (const offer of ([] as unknown[]).concat(node.offers ?? []).map(resolve)) {
      if (!offer) continue;
      need(offer, 'Offer', 'price', 'priceCurrency', 'availability', 'priceValidUntil');
      if (String(offer.priceValidUntil) <= today())
        problems.push(`Offer priceValidUntil ${String(offer.priceValidUntil)} is past`);
      // A price per unit (a rental's per month) must say which unit.
      for (const spec of ([] as unknown[]).concat(offer.priceSpecification ?? []).map(resolve)) {
        if (spec && typesOf(spec).includes('UnitPriceSpecification')) {
          need(spec, 'UnitPriceSpecification', 'price', 'priceCurrency', 'referenceQuantity');
        }
      }
    }
    if (node.aggregateRating) {
      const rating = resolve(node.aggregateRating)!;
      need(rating, 'AggregateRating', 'ratingValue');
      if (!rating.reviewCount && !rating.ratingCount)
        problems.push('AggregateRating lacks a count');
    }
  }
  for (const node of ofType('LocalBusiness')) {
    need(node, 'LocalBusiness', 'name', 'address', 'geo', 'telephone', 'openingHoursSpecification');
    const address = resolve(node.address);
    if (address && typeof address === 'object')
      need(address, 'PostalAddress', 'streetAddress', 'postalCode', 'addressCountry');
    const geo = resolve(node.geo);
    if (geo) need(geo, 'GeoCoordinates', 'latitude', 'longitude');
  }
  // A page's main entity is a node of its own graph (no reference to nothing).
  for (const page of ofType(...WEB_PAGE_TYPES)) {
    const main = page.mainEntity as Node | undefined;
    if (main && typeof main['@id'] === 'string' && !byId.has(main['@id']))
      problems.push(`WebPage mainEntity ${main['@id']} is not in the graph`);
  }
  for (const node of ofType('BlogPosting')) {
    need(node, 'BlogPosting', 'headline', 'image', 'datePublished', 'dateModified', 'author');
    const author = resolve(node.author);
    if (author && !typesOf(author).includes('Organization'))
      problems.push(`BlogPosting author is ${typesOf(author).join('/')}`);
    if (String(node.headline ?? '').length > 110)
      problems.push('BlogPosting headline over 110 characters');
  }
  return problems;
}
