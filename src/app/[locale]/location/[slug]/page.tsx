import {
  ArrowLeft,
  BadgeCheck,
  CircleCheck,
  Clock,
  CupSoda,
  Hourglass,
  MapPin,
  MapPinned,
  Navigation,
  Phone,
  Pizza,
} from 'lucide-react';
import type { Metadata } from 'next';
import Image from 'next/image';
import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { buttonClass } from '@/components/ui/button';
import { Ltr } from '@/components/ui/ltr';
import { PageSection } from '@/components/ui/page-section';
import { telHref } from '@/config/contact-links';
import { COMING_SOON_IMAGE } from '@/features/machines/components/machine-card';
import { MachineGallery } from '@/features/machines/components/machine-images';
import { isBeverage, isPizza, localizeMachine, machineSlug } from '@/features/machines/localize';
import { getActiveMachineBySlug, getActiveMachines } from '@/features/machines/queries';
import { Link, redirect } from '@/i18n/navigation';
import { routing, type Locale } from '@/i18n/routing';
import { pageMetadata } from '@/lib/page-metadata';

const PLACEHOLDER = '/images/placeholder.webp';

type Props = PageProps<'/[locale]/location/[slug]'>;

const asLocale = (value: string): Locale =>
  (routing.locales as readonly string[]).includes(value) ? (value as Locale) : 'he';

/** Every active machine's page in the route's language, built ahead of the first visit. */
export async function generateStaticParams({ params }: { params: { locale: string } }) {
  const locale = asLocale(params.locale);
  return (await getActiveMachines()).map((machine) => ({ slug: machineSlug(machine, locale) }));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale: raw, slug } = await params;
  const locale = asLocale(raw);
  const row = await getActiveMachineBySlug(slug, locale);
  if (!row) return {};
  const machine = localizeMachine(row, locale);
  const t = await getTranslations({ locale, namespace: 'locationDetail' });
  const other: Locale = locale === 'he' ? 'en' : 'he';
  return pageMetadata({
    locale,
    path: `/location/${encodeURIComponent(machine.slug)}`,
    twinPath: `/location/${encodeURIComponent(machineSlug(row, other))}`,
    title: machine.name,
    description: t('metaDescription', { name: machine.name, address: machine.address }),
    image: machine.imageUrls[0],
  });
}

/**
 * A machine location (spec "Location detail"). Unknown, inactive and malformed slugs go to the
 * not-found page in the page's language.
 */
export default async function LocationPage({ params }: Props) {
  const { locale: raw, slug } = await params;
  const locale = asLocale(raw);
  const row = await getActiveMachineBySlug(slug, locale);
  if (!row) return redirect({ href: '/404', locale });
  const machine = localizeMachine(row, locale);
  const t = await getTranslations({ locale, namespace: 'locationDetail' });
  const m = await getTranslations({ locale, namespace: 'machines' });
  const a11y = await getTranslations({ locale, namespace: 'a11y' });

  const open = machine.operatingStatus === 'open';
  const pizza = isPizza(machine.allTypes);
  const beverage = isBeverage(machine.allTypes);
  const images = machine.imageUrls.map((src, i) => ({
    src,
    alt: m('imageAlt', { name: machine.name, index: i + 1 }),
  }));

  // Machines that are not open show the coming-soon picture instead of photos (spec §4).
  const heroImage = open ? (machine.imageUrls[0] ?? PLACEHOLDER) : COMING_SOON_IMAGE;

  return (
    <>
      <section className="relative overflow-hidden bg-cream">
        <div
          aria-hidden="true"
          className="absolute -end-32 -top-32 size-[24rem] rounded-full bg-brand-warm/20 blur-3xl"
        />
        <div className="container-page relative py-10 md:py-16">
          <Link href="/locations" className={buttonClass('ghost', '-ms-3')}>
            <ArrowLeft aria-hidden="true" className="size-5 rtl:rotate-180" />
            {t('back')}
          </Link>
          <div className="mt-6 grid items-center gap-10 lg:grid-cols-[1.3fr_1fr]">
            <div>
              <span
                className={`inline-flex items-center gap-2 rounded-full px-4 py-1.5 text-sm font-bold ${
                  open ? 'bg-open-bg text-open' : 'bg-soon-bg text-soon'
                }`}
              >
                <span
                  aria-hidden="true"
                  className={`size-2 rounded-full ${open ? 'bg-open' : 'bg-brand-warm'}`}
                />
                {open ? t('openNow') : t('comingSoon')}
              </span>
              <h1 className="mt-4 text-4xl md:text-5xl">{machine.name}</h1>
              <p className="mt-4 max-w-2xl text-lg text-ink-soft md:text-xl">
                {t('description', { location: machine.location })}
              </p>
              {(pizza || beverage) && (
                <ul className="mt-6 flex flex-wrap gap-2">
                  {pizza && (
                    <TypeBadge icon={<Pizza aria-hidden="true" className="size-4 text-brand" />}>
                      {t('pizzaMachine')}
                    </TypeBadge>
                  )}
                  {beverage && (
                    <TypeBadge icon={<CupSoda aria-hidden="true" className="size-4 text-brand" />}>
                      {t('beverageMachine')}
                    </TypeBadge>
                  )}
                </ul>
              )}
              <div className="mt-8 flex flex-wrap gap-3">
                {machine.phone && (
                  <a href={telHref(machine.phone)} className={buttonClass('primary')}>
                    <Phone aria-hidden="true" className="size-5" />
                    {t('callNow')}
                    <span className="sr-only">
                      {' '}
                      <Ltr>{machine.phone}</Ltr>
                    </span>
                  </a>
                )}
                <a
                  href={machine.mapsHref}
                  target="_blank"
                  rel="noopener noreferrer"
                  className={buttonClass('secondary')}
                >
                  <MapPinned aria-hidden="true" className="size-5" />
                  {m('openInMaps')}
                  <span className="sr-only"> {a11y('opensNewWindow')}</span>
                </a>
              </div>
            </div>
            {/* Decorative: the same picture is in the gallery (or the status says "coming soon"). */}
            <div className="relative hidden aspect-[4/3] overflow-hidden rounded-card shadow-card ring-1 ring-line lg:block">
              <Image
                src={heroImage}
                alt=""
                fill
                priority
                sizes="480px"
                className="object-cover"
                unoptimized={/^https?:\/\//i.test(heroImage)}
              />
            </div>
          </div>
        </div>
      </section>

      <div className="container-page grid gap-8 py-12 md:py-16 lg:grid-cols-3">
        <section aria-labelledby="machine-photos" className="lg:col-span-2">
          <h2 id="machine-photos" className="text-2xl md:text-3xl">
            {t('photosTitle')}
          </h2>
          <div className="mt-6">
            {images.length > 0 ? (
              <MachineGallery images={images} />
            ) : (
              <p className="flex flex-col items-center justify-center gap-3 rounded-card bg-cream px-6 py-16 text-center text-lg font-semibold text-ink-soft ring-1 ring-line">
                <Hourglass aria-hidden="true" className="size-10 text-brand-warm" />
                {t('photosComingSoon')}
              </p>
            )}
          </div>
        </section>

        <div className="flex flex-col gap-6">
          <section
            aria-labelledby="machine-status"
            className="rounded-card bg-white p-6 shadow-card ring-1 ring-line"
          >
            <h2 id="machine-status" className="text-lg text-ink-soft">
              {t('statusTitle')}
            </h2>
            <p
              className={`mt-2 flex items-center gap-2 text-2xl font-extrabold ${
                open ? 'text-open' : 'text-soon'
              }`}
            >
              {open ? (
                <CircleCheck aria-hidden="true" className="size-7" />
              ) : (
                <Hourglass aria-hidden="true" className="size-7" />
              )}
              {open ? t('openNowText') : t('comingSoonText')}
            </p>
            <p className="mt-2 text-ink-soft">{open ? t('openNowHint') : t('comingSoonHint')}</p>
          </section>

          <section
            aria-labelledby="location-details"
            className="rounded-card bg-white p-6 shadow-card ring-1 ring-line"
          >
            <h2 id="location-details" className="text-2xl">
              {t('detailsTitle')}
            </h2>
            <dl className="mt-5 grid gap-4">
              <Detail icon={MapPin} term={t('location')}>
                {machine.location}
              </Detail>
              <Detail icon={Navigation} term={t('address')}>
                {machine.address}
              </Detail>
              <Detail icon={Clock} term={t('hours')}>
                {t('hoursValue')}
              </Detail>
              {machine.phone && (
                <Detail icon={Phone} term={t('phone')}>
                  <a
                    href={telHref(machine.phone)}
                    className="font-semibold text-brand underline-offset-4 hover:underline"
                  >
                    <Ltr>{machine.phone}</Ltr>
                  </a>
                </Detail>
              )}
            </dl>
          </section>
        </div>
      </div>

      <PageSection headingId="find-here" title={t('findTitle')} className="bg-cream">
        <ul className="mt-10 grid gap-6 md:grid-cols-2">
          <Feature icon={Pizza} title={t('find.pizzaTitle')} text={t('find.pizzaText')} />
          <Feature icon={CupSoda} title={t('find.beveragesTitle')} text={t('find.beveragesText')} />
        </ul>
      </PageSection>

      <PageSection headingId="why-choose" title={t('whyTitle')}>
        <ul className="mt-10 grid gap-6 md:grid-cols-3">
          <Feature icon={Clock} title={t('why.availableTitle')} text={t('why.availableText')} />
          <Feature icon={MapPin} title={t('why.locationTitle')} text={t('why.locationText')} />
          <Feature icon={BadgeCheck} title={t('why.qualityTitle')} text={t('why.qualityText')} />
        </ul>
      </PageSection>
    </>
  );
}

function TypeBadge({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <li className="inline-flex items-center gap-2 rounded-full bg-white px-4 py-2 font-semibold shadow-sm ring-1 ring-line">
      {icon}
      {children}
    </li>
  );
}

type Icon = typeof MapPin;

function Detail({ icon: Icon, term, children }: { icon: Icon; term: string; children: ReactNode }) {
  return (
    <div className="relative min-h-10 ps-13">
      <dt className="text-sm font-semibold text-ink-soft">
        <span className="absolute start-0 top-0 inline-flex size-10 items-center justify-center rounded-full bg-cream text-brand">
          <Icon aria-hidden="true" className="size-5" />
        </span>
        {term}
      </dt>
      <dd className="font-semibold">{children}</dd>
    </div>
  );
}

function Feature({ icon: Icon, title, text }: { icon: Icon; title: string; text: string }) {
  return (
    <li className="rounded-card bg-white p-6 shadow-card ring-1 ring-line">
      <span className="inline-flex size-12 items-center justify-center rounded-2xl bg-brand text-white">
        <Icon aria-hidden="true" className="size-6" />
      </span>
      <h3 className="mt-4 text-xl">{title}</h3>
      <p className="mt-2 text-ink-soft">{text}</p>
    </li>
  );
}
