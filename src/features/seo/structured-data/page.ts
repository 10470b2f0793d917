import type { BreadcrumbList, WebPage } from 'schema-dts';
import type { Crumb } from '@/components/ui/breadcrumb';
import { nodeIds, ref, siteUrlOf, type SiteInfo } from './site';

// One step of a trail: the visible breadcrumb's own type, as both are drawn from one list.
export type { Crumb };

/** The kinds of page the site has (schema.org WebPage and its more specific types). */
export type WebPageType = 'WebPage' | 'CollectionPage' | 'AboutPage' | 'ContactPage' | 'ItemPage';

/** The page being described: its absolute URL and what the page itself shows. */
export type PageInfo = {
  type?: WebPageType;
  /** Absolute URL of the page (its canonical address). */
  url: string;
  name: string;
  description?: string;
  /** Absolute URL of the page's main picture. */
  image?: string;
  /** Whether the page has a BreadcrumbList node (only where a trail shows on the page). */
  hasBreadcrumb?: boolean;
  /** The "@id" of what the page is about (its Product, LocalBusiness, BlogPosting). */
  mainEntity?: string;
};

/** The page itself: part of the site, in its language, with its trail and main picture. */
export function webPageNode(site: SiteInfo, page: PageInfo): WebPage {
  return {
    '@type': page.type ?? 'WebPage',
    '@id': nodeIds.page(page.url, 'webpage'),
    url: page.url,
    name: page.name,
    ...(page.description && { description: page.description }),
    inLanguage: site.locale,
    isPartOf: ref(nodeIds.website(site)),
    about: ref(nodeIds.organization(site)),
    ...(page.hasBreadcrumb && { breadcrumb: ref(nodeIds.page(page.url, 'breadcrumb')) }),
    ...(page.image && {
      primaryImageOfPage: { '@type': 'ImageObject', url: page.image, contentUrl: page.image },
    }),
    ...(page.mainEntity && { mainEntity: ref(page.mainEntity) }),
  } as WebPage;
}

/**
 * The trail shown on the page, as a BreadcrumbList: positions from 1, each step's name and
 * absolute URL in the page's language (the last one is the page itself).
 */
export function breadcrumbNode(site: SiteInfo, pageUrl: string, crumbs: Crumb[]): BreadcrumbList {
  return {
    '@type': 'BreadcrumbList',
    '@id': nodeIds.page(pageUrl, 'breadcrumb'),
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: siteUrlOf(site, site.locale, crumb.path),
    })),
  };
}
