import type { Organization, WebSite } from 'schema-dts';
import { localizedPath, type Locale } from '@/i18n/routing';

/**
 * What every page's graph says about the company and the site, in the page's language. Built
 * from the site configuration by `siteInfo` (page-json-ld.tsx); plain data, so the builders here
 * are pure and testable.
 */
export type SiteInfo = {
  /** The public base URL without a trailing slash ("https://autopizza.co.il"). */
  baseUrl: string;
  locale: Locale;
  /** The company's name in the page's language. */
  name: string;
  /** The square brand logo, absolute, with its pixel size. */
  logo: { url: string; width: number; height: number };
  /** The sales line in international form ("+972-50-555-0123"). */
  telephone: string;
  email: string;
  /** The company's profiles elsewhere (social networks, business listing). */
  sameAs: string[];
};

/** The languages the company answers in (the site's two). */
export const AVAILABLE_LANGUAGES = ['he', 'en'];

/** The country the company sells and operates in (ISO 3166-1). */
export const COUNTRY = 'IL';

/** The absolute address of a page of the site: locale-less `path` in the site's language. */
export const siteUrlOf = (site: Pick<SiteInfo, 'baseUrl'>, locale: Locale, path: string) =>
  `${site.baseUrl}${localizedPath(locale, path)}`;

/** A site path ("/images/a.webp") as an absolute URL; absolute URLs pass through. */
export const absoluteOf = (site: Pick<SiteInfo, 'baseUrl'>, src: string) =>
  src.startsWith('/') ? `${site.baseUrl}${src}` : src;

/** The stable "@id"s of the graph's nodes: one Organization for the whole site. */
export const nodeIds = {
  organization: (site: Pick<SiteInfo, 'baseUrl'>) => `${site.baseUrl}/#organization`,
  logo: (site: Pick<SiteInfo, 'baseUrl'>) => `${site.baseUrl}/#logo`,
  /** One WebSite per language: its home page's URL + "#website". */
  website: (site: Pick<SiteInfo, 'baseUrl' | 'locale'>) =>
    `${siteUrlOf(site, site.locale, '/')}#website`,
  /** The nodes of one page: its absolute URL + "#webpage", "#breadcrumb", "#product"… */
  page: (url: string, kind: string) => `${url}#${kind}`,
};

/** A reference to another node of the same graph. */
export const ref = (id: string) => ({ '@id': id });

/**
 * A local phone number in international form: "050-555-0123" → "+972-50-555-0123" (Israel's
 * trunk 0 dropped); a number already starting with + or 972 keeps its digits.
 */
export function internationalPhone(phone: string): string {
  const trimmed = phone.trim();
  if (trimmed.startsWith('+')) return trimmed.replace(/\s+/g, '-');
  const digits = trimmed.replace(/[^\d-]/g, '').replace(/^-+|-+$/g, '');
  if (digits.startsWith('972')) return `+${digits}`;
  return `+972-${digits.replace(/^0/, '').replace(/^-/, '')}`;
}

/** The company: name, home, square logo, profiles and sales contact point (Google: logo, url). */
export function organizationNode(site: SiteInfo): Organization {
  return {
    '@type': 'Organization',
    '@id': nodeIds.organization(site),
    name: site.name,
    url: siteUrlOf(site, site.locale, '/'),
    logo: {
      '@type': 'ImageObject',
      '@id': nodeIds.logo(site),
      url: site.logo.url,
      contentUrl: site.logo.url,
      width: { '@type': 'QuantitativeValue', value: site.logo.width, unitCode: 'E37' },
      height: { '@type': 'QuantitativeValue', value: site.logo.height, unitCode: 'E37' },
      caption: site.name,
    },
    image: ref(nodeIds.logo(site)),
    ...(site.sameAs.length > 0 && { sameAs: site.sameAs }),
    email: site.email,
    telephone: site.telephone,
    contactPoint: {
      '@type': 'ContactPoint',
      telephone: site.telephone,
      email: site.email,
      contactType: 'sales',
      areaServed: COUNTRY,
      availableLanguage: AVAILABLE_LANGUAGES,
    },
  };
}

/** The site in the page's language, published by the company. */
export function websiteNode(site: SiteInfo): WebSite {
  return {
    '@type': 'WebSite',
    '@id': nodeIds.website(site),
    url: siteUrlOf(site, site.locale, '/'),
    name: site.name,
    inLanguage: site.locale,
    publisher: ref(nodeIds.organization(site)),
  };
}
