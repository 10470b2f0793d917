import type { Graph, Thing } from 'schema-dts';
import { breadcrumbNode, webPageNode, type Crumb, type PageInfo } from './page';
import { organizationNode, websiteNode, type SiteInfo } from './site';

type JsonObject = Record<string, unknown>;

const isObject = (value: unknown): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The nodes of an admin's own schema markup (seo_settings.schema_markup), to add to the page's
 * graph: one object, a list of them, or a document with a "@graph" (flattened in); each node
 * without its own "@context" (the graph has one). Empty or invalid JSON (older rows were never
 * checked) adds nothing.
 */
export function customNodes(markup: string | null | undefined): Thing[] {
  if (!markup?.trim()) return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(markup);
  } catch {
    return [];
  }
  const flatten = (value: unknown): JsonObject[] => {
    if (Array.isArray(value)) return value.flatMap(flatten);
    if (!isObject(value)) return [];
    if (Array.isArray(value['@graph'])) return flatten(value['@graph']);
    const node = { ...value };
    delete node['@context'];
    return Object.keys(node).length > 0 ? [node] : [];
  };
  return flatten(parsed) as Thing[];
}

/** Everything a page's graph is made of. */
export type GraphInput = {
  site: SiteInfo;
  page: Omit<PageInfo, 'hasBreadcrumb'>;
  /** The visible breadcrumb trail, when the page shows one. */
  breadcrumb?: Crumb[];
  /** The page's own things (Product, LocalBusiness, BlogPosting…). */
  nodes?: Thing[];
  /** The page's seo_settings schema markup, merged in. */
  schemaMarkup?: string | null;
};

/**
 * The one JSON-LD document of a page: Organization, WebSite, the WebPage, its BreadcrumbList when
 * a trail shows, the page's own things, then the admin's nodes.
 */
export function pageGraph({ site, page, breadcrumb, nodes = [], schemaMarkup }: GraphInput): Graph {
  const trail = breadcrumb && breadcrumb.length > 0 ? breadcrumb : undefined;
  return {
    '@context': 'https://schema.org',
    '@graph': [
      organizationNode(site),
      websiteNode(site),
      webPageNode(site, { ...page, hasBreadcrumb: Boolean(trail) }),
      ...(trail ? [breadcrumbNode(site, page.url, trail)] : []),
      ...nodes,
      ...customNodes(schemaMarkup),
    ],
  };
}
