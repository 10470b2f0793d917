import {
  Activity,
  ArrowRight,
  BadgeCheck,
  Bot,
  CalendarClock,
  ChevronRight,
  CircleCheck,
  Clock,
  CreditCard,
  Headset,
  ShieldCheck,
  Star,
  TrendingUp,
  Truck,
} from 'lucide-react';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { buttonClass } from '@/components/ui/button';
import { CallLink } from '@/components/ui/call-link';
import { ChatLink } from '@/components/ui/chat-link';
import { ImageGallery } from '@/components/ui/image-gallery';
import { getSiteConfig } from '@/config/site';
import type { Product } from '@/db/schema';
import { PLACEHOLDER_IMAGE } from '@/config/images';
import { productImages } from '@/features/products/images';
import { localizeProduct } from '@/features/products/localize';
import { getActiveProductBySlug, getActiveProducts } from '@/features/products/queries';
import { productJsonLd } from '@/features/products/structured-data';
import { JsonLd } from '@/components/ui/json-ld';
import { Link, redirect } from '@/i18n/navigation';
import { localizedPath, type Locale } from '@/i18n/routing';
import { pageMetadata } from '@/lib/page-metadata';
import { siteUrl } from '@/lib/site-url';
import { decodeSlug } from '@/lib/route-slug';

const BENEFITS = [
  ['automatic', Bot],
  ['allDay', Clock],
  ['payments', CreditCard],
  ['monitoring', Activity],
  ['quality', BadgeCheck],
  ['income', TrendingUp],
] as const;
const TRUST = [
  ['warranty', ShieldCheck],
  ['installation', Truck],
  ['support', Headset],
] as const;
const WHY = ['local', 'proven', 'guidance', 'technicians', 'options', 'training'] as const;
const REVIEWS = ['first', 'second', 'third', 'fourth'] as const;
const RATING = 5;

const productPath = (slug: string) => `/products/${encodeURIComponent(slug)}`;

/** The first paragraph, cut at a word near 160 characters, for the meta description. */
function summary(text: string) {
  const first =
    text
      .split(/\r?\n/)
      .find((line) => line.trim())
      ?.trim() ?? '';
  if (first.length <= 160) return first;
  return `${first.slice(0, 157).replace(/\s+\S*$/, '')}…`;
}

/** The row the route's slug names in this language, or null (the page then redirects). */
async function findProduct(
  locale: Locale,
  slug: string,
): Promise<{ row: Product; matches: boolean } | null> {
  const wanted = decodeSlug(slug);
  const row = await getActiveProductBySlug(wanted);
  if (!row) return null;
  return { row, matches: localizeProduct(row, locale).slug === wanted };
}

export async function generateStaticParams({
  params,
}: {
  params: { locale: string } | Promise<{ locale: string }>;
}) {
  const locale = (await params).locale as Locale;
  const slugs = (await getActiveProducts()).map((row) => localizeProduct(row, locale).slug);
  // Cache Components needs at least one value to validate the route at build time; an unknown
  // slug renders the redirect.
  return (slugs.length > 0 ? slugs : ['-']).map((slug) => ({ slug }));
}

export async function generateMetadata({
  params,
}: PageProps<'/[locale]/products/[slug]'>): Promise<Metadata> {
  const { locale: raw, slug } = await params;
  const locale = raw as Locale;
  const found = await findProduct(locale, slug);
  if (!found?.matches) return {};
  const product = localizeProduct(found.row, locale);
  const twin = localizeProduct(found.row, locale === 'he' ? 'en' : 'he');
  return pageMetadata({
    locale,
    path: productPath(product.slug),
    twinPath: productPath(twin.slug),
    title: product.name,
    description: summary(product.description) || product.name,
    image: productImages(found.row)[0],
  });
}

/** Product detail (spec §2): gallery, price, benefits, calls to action, features and reviews. */
export default async function ProductPage({ params }: PageProps<'/[locale]/products/[slug]'>) {
  const { locale: raw, slug } = await params;
  const locale = raw as Locale;
  const found = await findProduct(locale, slug);
  if (!found) return redirect({ href: '/products', locale });
  const product = localizeProduct(found.row, locale);
  // The other language's slug (e.g. from the language toggle) leads to this language's address.
  if (!found.matches) return redirect({ href: productPath(product.slug), locale });

  const [t, common, nav, chat] = await Promise.all([
    getTranslations({ locale, namespace: 'products' }),
    getTranslations({ locale, namespace: 'common' }),
    getTranslations({ locale, namespace: 'nav' }),
    getTranslations({ locale, namespace: 'chat' }),
  ]);
  const site = getSiteConfig();
  const sources = productImages(found.row);
  const images = sources.map((src, index) => ({
    src,
    alt:
      sources.length > 1
        ? t('imageAlt', { product: product.name, current: index + 1, total: sources.length })
        : product.name,
  }));
  const paragraphs = product.description
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);
  const chatMessage = chat('product', { product: product.name });
  const absolute = (src: string) => (src.startsWith('/') ? `${siteUrl()}${src}` : src);
  const jsonLd = productJsonLd({
    locale,
    name: product.name,
    description: paragraphs.join(' '),
    price: product.price,
    images: sources.map(absolute),
    url: `${siteUrl()}${localizedPath(locale, productPath(product.slug))}`,
    brand: site.name[locale],
  });

  return (
    <>
      <JsonLd data={jsonLd} />

      <div className="bg-cream">
        <nav aria-label={common('breadcrumb')} className="container-page py-2">
          <ol className="flex flex-wrap items-center gap-x-1 text-sm text-ink-soft">
            {/* Spec: the breadcrumb links are the unprefixed routes, in English too. */}
            {(
              [
                ['/', nav('home')],
                ['/products', nav('products')],
              ] as const
            ).map(([href, label]) => (
              <li key={href} className="flex items-center gap-1">
                <a
                  href={href}
                  className="inline-flex min-h-11 items-center px-1 font-semibold text-ink underline-offset-4 hover:text-brand hover:underline"
                >
                  {label}
                </a>
                <ChevronRight aria-hidden="true" className="size-4 shrink-0 rtl:rotate-180" />
              </li>
            ))}
            <li>
              <span aria-current="page" className="inline-flex min-h-11 items-center px-1">
                {product.name}
              </span>
            </li>
          </ol>
        </nav>
      </div>

      <section className="py-10 md:py-14" aria-labelledby="product-title">
        <div className="container-page grid gap-10 lg:grid-cols-2 lg:items-start xl:gap-16">
          <div className="lg:sticky lg:top-24">
            <ImageGallery
              images={images}
              thumbnailsLabel={t('thumbnails')}
              thumbnails={{
                action: 'select',
                labels: images.map((_, index) =>
                  t('showImage', { current: index + 1, total: images.length }),
                ),
              }}
              placeholder={PLACEHOLDER_IMAGE}
            />
          </div>

          <div>
            <h1 id="product-title" className="text-3xl md:text-4xl">
              {product.name}
            </h1>
            <p className="mt-4">
              <span className="sr-only">{t('priceLabel')}: </span>
              <span className="inline-flex items-center rounded-full bg-brand px-4 py-1.5 text-lg font-bold text-white">
                {product.price ? <bdi>{product.price}</bdi> : common('contactForPrice')}
              </span>
            </p>
            <div className="mt-6 grid gap-4 text-lg text-ink-soft">
              {paragraphs.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
            </div>

            <h2 className="mt-10 text-xl">{t('benefitsTitle')}</h2>
            <ul className="mt-4 grid gap-3 sm:grid-cols-2">
              {BENEFITS.map(([key, Icon]) => (
                <li key={key} className="flex gap-3 rounded-card bg-cream p-4">
                  <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-white text-brand shadow-sm">
                    <Icon aria-hidden="true" className="size-5" />
                  </span>
                  <span>
                    <span className="block font-bold">{t(`benefits.${key}.title`)}</span>
                    <span className="block text-sm text-ink-soft">{t(`benefits.${key}.text`)}</span>
                  </span>
                </li>
              ))}
            </ul>

            <Link
              href="/machine-rental"
              className="group mt-6 flex min-h-11 items-center gap-3 rounded-card border-2 border-dashed border-brand-warm bg-white p-4 font-semibold text-ink hover:bg-cream"
            >
              <CalendarClock aria-hidden="true" className="size-6 shrink-0 text-brand" />
              <span className="flex-1">{t('rental')}</span>
              <ArrowRight
                aria-hidden="true"
                className="size-5 shrink-0 text-brand transition-transform group-hover:translate-x-1 rtl:rotate-180 rtl:group-hover:-translate-x-1"
              />
            </Link>

            <div className="mt-6 flex flex-wrap gap-3">
              <ChatLink message={chatMessage} className={buttonClass('primary')}>
                {t('chatCta')}
              </ChatLink>
              <CallLink
                label={nav('callNow')}
                className={buttonClass('secondary')}
                showNumber={false}
              />
            </div>

            <ul aria-label={t('trustTitle')} className="mt-6 flex flex-wrap gap-2">
              {TRUST.map(([key, Icon]) => (
                <li
                  key={key}
                  className="inline-flex items-center gap-1.5 rounded-full bg-white px-3 py-1.5 text-sm font-semibold shadow-sm ring-1 ring-line"
                >
                  <Icon aria-hidden="true" className="size-4 text-open" />
                  {t(`trust.${key}`)}
                </li>
              ))}
            </ul>
          </div>
        </div>
      </section>

      <section className="pb-16 md:pb-24">
        <div className="container-page grid gap-8 lg:grid-cols-2">
          <div className="rounded-card bg-white p-6 shadow-card ring-1 ring-line md:p-8">
            <h2 className="text-2xl md:text-3xl">{t('featuresTitle')}</h2>
            <ul className="mt-6 grid gap-3">
              {product.features.map((feature) => (
                <li key={feature} className="flex gap-3">
                  <CircleCheck aria-hidden="true" className="mt-1 size-5 shrink-0 text-open" />
                  {feature}
                </li>
              ))}
            </ul>
          </div>
          <div className="rounded-card bg-ink p-6 text-white shadow-card md:p-8">
            <h2 className="text-2xl md:text-3xl">{t('whyTitle')}</h2>
            <ul className="mt-6 grid gap-3">
              {WHY.map((key) => (
                <li key={key} className="flex gap-3">
                  <BadgeCheck aria-hidden="true" className="mt-1 size-5 shrink-0 text-brand-warm" />
                  {t(`why.${key}`)}
                </li>
              ))}
            </ul>
          </div>
        </div>
      </section>

      <section className="bg-cream py-16 md:py-24" aria-labelledby="reviews-title">
        <div className="container-page">
          <h2 id="reviews-title" className="text-3xl md:text-4xl">
            {t('reviewsTitle')}
          </h2>
          <p className="mt-2 text-lg text-ink-soft">{t('reviewsSubtitle')}</p>
          <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {REVIEWS.map((key) => (
              <li key={key} className="flex">
                <figure className="flex w-full flex-col rounded-card bg-white p-6 shadow-card ring-1 ring-line">
                  <p className="flex gap-0.5 text-brand-warm">
                    {Array.from({ length: RATING }, (_, index) => (
                      <Star key={index} aria-hidden="true" className="size-5 fill-current" />
                    ))}
                    <span className="sr-only">{t('rating', { rating: RATING })}</span>
                  </p>
                  <blockquote className="mt-4 flex-1 text-ink">
                    {t(`reviews.${key}.text`)}
                  </blockquote>
                  <figcaption className="mt-5 border-t border-line pt-4">
                    <span className="block font-bold">{t(`reviews.${key}.name`)}</span>
                    <span className="block text-sm text-ink-soft">{t(`reviews.${key}.city`)}</span>
                  </figcaption>
                </figure>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className="bg-ink py-16 text-white md:py-20" aria-labelledby="product-cta">
        <div className="container-page text-center">
          <h2 id="product-cta" className="mx-auto max-w-3xl text-3xl md:text-4xl">
            {t('ctaTitle', { product: product.name })}
          </h2>
          <p className="mx-auto mt-4 max-w-2xl text-lg text-white/85">{t('ctaText')}</p>
          <div className="mt-8 flex flex-wrap justify-center gap-3">
            <ChatLink message={chatMessage} className={buttonClass('primary')}>
              {t('ctaChat')}
            </ChatLink>
            <CallLink label={nav('callNow')} className={buttonClass('onDark')} />
          </div>
        </div>
      </section>
    </>
  );
}
