import { cacheLife } from 'next/cache';
import { getLocale, getTranslations } from 'next-intl/server';
import type { Thing } from 'schema-dts';
import { JsonLd } from '@/components/ui/json-ld';
import { COMING_SOON_IMAGE, PLACEHOLDER_IMAGE } from '@/config/images';
import { STATIC_PAGES, type StaticPage } from '@/config/static-pages';
import { postPath, type LocalizedPost } from '@/features/blog/localize';
import { machinePath, type LocalizedMachine } from '@/features/machines/localize';
import { productPath, summary, type LocalizedProduct } from '@/features/products/localize';
import { productFacts } from '@/features/products/metadata';
import { rentalPath, type LocalizedRental } from '@/features/rentals/localize';
import { localizedPath, type Locale } from '@/i18n/routing';
import { getCompany } from '@/lib/settings/company';
import { siteUrl } from '@/lib/site-url';
import { getSeoSettings } from '../queries';
import { blogPostingNode, localBusinessNode, productNode } from '../structured-data/entities';
import { pageGraph } from '../structured-data/graph';
import type { Crumb, WebPageType } from '../structured-data/page';
import {
  absoluteOf,
  internationalPhone,
  nodeIds,
  siteUrlOf,
  type SiteInfo,
} from '../structured-data/site';

/*
 * The one JSON-LD document (`{"@context", "@graph"}`) of every public page: `PageJsonLd` for any
 * page, and one wrapper per kind of page that knows what its page shows. App pages render one of
 * them, once, in the page's body.
 */

/** The square brand logo in public/images (drawn from the navbar's brand mark), in pixels. */
const LOGO = { src: '/images/logo.png', width: 512, height: 512 };

/** What the graph says about the company, from the company settings, in `locale`. */
export async function siteInfo(locale: Locale): Promise<SiteInfo> {
  const config = await getCompany();
  const baseUrl = siteUrl();
  return {
    baseUrl,
    locale,
    name: config.name[locale],
    logo: { url: `${baseUrl}${LOGO.src}`, width: LOGO.width, height: LOGO.height },
    telephone: internationalPhone(config.phone),
    email: config.email,
    sameAs: Object.values(config.social).filter(Boolean),
  };
}

/**
 * Today's date (YYYY-MM-DD), for offers that hold a year from it. Cached for a day: a
 * prerendered page may not read the clock, and the date it prints is renewed daily.
 */
async function renderDate(): Promise<string> {
  'use cache';
  cacheLife('days');
  return new Date().toISOString().slice(0, 10);
}

/** The seo_settings row of a page is keyed by its public path with the slug decoded. */
function decodedPath(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

export type PageJsonLdProps = {
  locale: Locale;
  /** The locale-less path as links spell it ("/products/%D7%9E…" for a Hebrew slug). */
  path: string;
  name: string;
  description?: string;
  /** The page's main picture (a site path or an absolute URL). */
  image?: string;
  /** The trail the page shows (locale-less paths), the page itself last. */
  breadcrumb?: Crumb[];
  /** The page's own things (Product, LocalBusiness, BlogPosting). */
  nodes?: Thing[];
  /** The "@id" of the node the page is about (one of `nodes`). */
  mainEntity?: string;
  type?: WebPageType;
};

/**
 * The page's graph: Organization, WebSite, WebPage (named by the admin's SEO title and
 * description when set), BreadcrumbList, the page's nodes and the admin's own schema markup.
 */
export async function PageJsonLd({
  locale,
  path,
  name,
  description,
  image,
  breadcrumb,
  nodes,
  mainEntity,
  type,
}: PageJsonLdProps) {
  const site = await siteInfo(locale);
  const settings = await getSeoSettings(decodedPath(localizedPath(locale, path)));
  const graph = pageGraph({
    site,
    page: {
      type,
      url: siteUrlOf(site, locale, path),
      name: settings?.metaTitle?.trim() || name,
      description: settings?.metaDescription?.trim() || description,
      image: image ? absoluteOf(site, image) : undefined,
      mainEntity,
    },
    breadcrumb,
    nodes,
    schemaMarkup: settings?.schemaMarkup,
  });
  return <JsonLd data={graph} />;
}

/** The kind of each fixed page: lists are collections; about and contact have their own. */
const STATIC_PAGE_TYPES: Partial<Record<StaticPage, WebPageType>> = {
  products: 'CollectionPage',
  machineRental: 'CollectionPage',
  locations: 'CollectionPage',
  blog: 'CollectionPage',
  about: 'AboutPage',
  contact: 'ContactPage',
};

/** A fixed page (home, lists, about, contact…): its title and description from `pages.<page>`. */
export async function StaticPageJsonLd({ page }: { page: StaticPage }) {
  const locale = await getLocale();
  const t = await getTranslations({ locale, namespace: 'pages' });
  const config: { path: string; image?: string } = STATIC_PAGES[page];
  return (
    <PageJsonLd
      locale={locale}
      path={config.path}
      name={t(`${page}.title`)}
      description={t(`${page}.description`)}
      image={config.image}
      type={STATIC_PAGE_TYPES[page] ?? 'WebPage'}
    />
  );
}

/** Where the page of one thing (a product, a location, a post) stands, in the request's locale. */
type ItemPage = { locale: Locale; site: SiteInfo; path: string; url: string };

async function itemPage(path: string): Promise<ItemPage> {
  const locale = await getLocale();
  const site = await siteInfo(locale);
  return { locale, site, path, url: siteUrlOf(site, locale, path) };
}

/**
 * The graph of a page about one thing: `node` is that thing, and the WebPage names it as its
 * main entity by the id `nodeIds.page` gives the node's `kind`. Without a node (a Product
 * Google would reject) the page names no main entity, so no reference points at nothing.
 */
function ItemPageJsonLd({
  page,
  node,
  kind,
  ...head
}: { page: ItemPage; node: Thing | undefined; kind: string } & Omit<
  PageJsonLdProps,
  'locale' | 'path' | 'nodes' | 'mainEntity'
>) {
  return (
    <PageJsonLd
      {...head}
      locale={page.locale}
      path={page.path}
      nodes={node ? [node] : []}
      mainEntity={node ? nodeIds.page(page.url, kind) : undefined}
    />
  );
}

/**
 * What every detail page hands its JSON-LD: the thing it shows and the trail (detailTrail) it
 * shows above it, the same list the visible <Breadcrumb> draws.
 */
type DetailProps = { breadcrumb: Crumb[] };

/**
 * A product's page: its breadcrumb, the Product with its Offer when it has a price, its own
 * reviews' average only when the page shows it, and its spec sheet as additionalProperty. A
 * coming-soon product shows no price: no Offer, so (without a shown rating) no Product at all.
 */
export async function ProductJsonLd({
  product,
  breadcrumb,
}: DetailProps & { product: LocalizedProduct }) {
  const page = await itemPage(productPath(product.slug));
  const t = await getTranslations({ locale: page.locale, namespace: 'products' });
  const images = (product.images.length > 0 ? product.images : [PLACEHOLDER_IMAGE]).map((src) =>
    absoluteOf(page.site, src),
  );
  const node = productNode(page.site, {
    url: page.url,
    name: product.name,
    description: product.paragraphs.join(' '),
    images,
    // The page shows "Coming soon" instead of any price a coming-soon product may have.
    price: product.comingSoon ? '' : product.price,
    ...productFacts(product, (key) => t(`specs.${key}`)),
    today: await renderDate(),
  });
  return (
    <ItemPageJsonLd
      page={page}
      node={node}
      kind="product"
      name={product.name}
      description={summary(product.paragraphs) || undefined}
      image={images[0]}
      type="ItemPage"
      breadcrumb={breadcrumb}
    />
  );
}

/**
 * A machine location's page: its breadcrumb and the LocalBusiness with the address (postal code
 * included), map point, phone and picture the page shows; hours 24/7 for an open machine,
 * closed every day otherwise, as the page's status says.
 */
export async function LocationJsonLd({
  machine,
  breadcrumb,
}: DetailProps & { machine: LocalizedMachine }) {
  const page = await itemPage(machinePath(machine.slug));
  const open = machine.operatingStatus === 'open';
  const image = absoluteOf(
    page.site,
    open ? (machine.imageUrls[0] ?? PLACEHOLDER_IMAGE) : COMING_SOON_IMAGE,
  );
  const description = `${machine.location} – ${machine.address}`;
  const node = localBusinessNode(page.site, {
    url: page.url,
    name: machine.name,
    description,
    address: machine.address,
    postalCode: machine.postalCode,
    coordinates: machine.coordinates,
    phone: machine.phone,
    image,
    open,
  });
  return (
    <ItemPageJsonLd
      page={page}
      node={node}
      kind="localbusiness"
      name={machine.name}
      description={description}
      image={image}
      type="ItemPage"
      breadcrumb={breadcrumb}
    />
  );
}

/** A blog post's page: its breadcrumb and the BlogPosting, by and from the company, with a picture. */
export async function PostJsonLd({ post, breadcrumb }: DetailProps & { post: LocalizedPost }) {
  const page = await itemPage(postPath(post.slug));
  const image = absoluteOf(page.site, post.imageUrl ?? PLACEHOLDER_IMAGE);
  const node = blogPostingNode(page.site, {
    url: page.url,
    title: post.title,
    description: post.excerpt || undefined,
    image,
    datePublished: post.publishedDate,
    dateModified: post.updatedAt,
    keywords: post.keywords,
    category: post.category || undefined,
  });
  return (
    <ItemPageJsonLd
      page={page}
      node={node}
      kind="blogposting"
      name={post.title}
      description={post.excerpt || undefined}
      image={image}
      breadcrumb={breadcrumb}
    />
  );
}

/**
 * A rental machine's page: its breadcrumb and, when the page shows a price per month, the
 * machine as a Product whose Offer is that monthly price (a UnitPriceSpecification per month).
 */
export async function RentalJsonLd({
  rental,
  breadcrumb,
}: DetailProps & { rental: LocalizedRental }) {
  const page = await itemPage(rentalPath(rental.slug));
  const images = (rental.images.length > 0 ? rental.images : [PLACEHOLDER_IMAGE]).map((src) =>
    absoluteOf(page.site, src),
  );
  const description = summary(rental.paragraphs) || undefined;
  const node = productNode(page.site, {
    url: page.url,
    name: rental.name,
    description: rental.paragraphs.join(' '),
    images,
    price: rental.price,
    rental: true,
    today: await renderDate(),
  });
  return (
    <ItemPageJsonLd
      page={page}
      node={node}
      kind="product"
      name={rental.name}
      description={description}
      image={images[0]}
      type="ItemPage"
      breadcrumb={breadcrumb}
    />
  );
}
