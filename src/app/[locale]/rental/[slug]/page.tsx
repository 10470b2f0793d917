import { ArrowLeft } from 'lucide-react';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { buttonClass } from '@/components/ui/button';
import { CallLink } from '@/components/ui/call-link';
import { ChatLink } from '@/components/ui/chat-link';
import { CheckList } from '@/components/ui/check-list';
import { ImageGallery } from '@/components/ui/image-gallery';
import { ContactSection } from '@/features/contact/components/contact-section';
import { localizeRental } from '@/features/rentals/localize';
import { getActiveRentals, getRentalBySlug } from '@/features/rentals/queries';
import { resolveRentalSlug } from '@/features/rentals/slug-alias';
import { Link, redirect } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';
import { pageMetadata } from '@/lib/page-metadata';

const PLACEHOLDER = '/images/placeholder.webp';

type Props = PageProps<'/[locale]/rental/[slug]'>;

/** The rental the address asks for (after the Hebrew pizza alias), localized; null if none. */
async function findRental(params: Props['params']) {
  const { locale, slug } = await params;
  const rental = await getRentalBySlug(resolveRentalSlug(slug, locale as Locale));
  return { locale: locale as Locale, rental: rental && localizeRental(rental, locale as Locale) };
}

// Rental slugs are the same in both languages.
export async function generateStaticParams() {
  return (await getActiveRentals()).map((rental) => ({ slug: rental.slug }));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, rental } = await findRental(params);
  if (!rental) return {};
  const pages = await getTranslations({ locale, namespace: 'pages' });
  const summary = rental.paragraphs[0] ?? pages('machineRental.description');
  return pageMetadata({
    locale,
    path: `/rental/${rental.slug}`,
    title: rental.name,
    description: rental.price ? `${rental.price}. ${summary}` : summary,
    image: rental.imageUrl,
  });
}

export default async function RentalPage({ params }: Props) {
  const { locale, rental } = await findRental(params);
  // Unknown or inactive slug (spec §8): back to the list, in the page's language.
  if (!rental) return redirect({ href: '/machine-rental', locale });

  const t = await getTranslations({ locale, namespace: 'rentals' });
  const chat = await getTranslations({ locale, namespace: 'chat' });
  const common = await getTranslations({ locale, namespace: 'common' });
  const images = (rental.images.length > 0 ? rental.images : [PLACEHOLDER]).map((src, i) => ({
    src,
    alt: t('imageAlt', { name: rental.name, number: i + 1 }),
  }));

  return (
    <>
      <div className="container-page py-8 md:py-12">
        <Link href="/machine-rental" className={buttonClass('ghost', '-ms-5')}>
          <ArrowLeft aria-hidden="true" className="size-5 rtl:rotate-180" />
          {t('back')}
        </Link>

        <div className="mt-6 grid gap-10 lg:grid-cols-2 lg:items-start lg:gap-14">
          <ImageGallery
            images={images}
            thumbnailsLabel={t('thumbnailsLabel', { name: rental.name })}
            thumbnails={{ action: 'open' }}
            look="zoom"
          />

          <div>
            <h1 className="text-3xl md:text-5xl">{rental.name}</h1>
            <p className="mt-5 flex flex-wrap items-center gap-3">
              <span className="text-sm font-semibold text-ink-soft">{t('priceLabel')}</span>
              <span className="rounded-full bg-brand px-4 py-1.5 text-lg font-bold text-white">
                {rental.price ? <bdi>{rental.price}</bdi> : common('contactForPrice')}
              </span>
            </p>
            <div className="mt-6 grid gap-4 text-lg text-ink-soft">
              {rental.paragraphs.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
            </div>
            <div className="mt-8 flex flex-wrap gap-3">
              <ChatLink
                message={chat('product', { product: rental.name })}
                className={buttonClass('primary')}
              >
                {t('chatCta')}
              </ChatLink>
              <CallLink label={t('callNow')} className={buttonClass('secondary')} />
            </div>
          </div>
        </div>

        {rental.features.length > 0 && (
          <section
            aria-labelledby="features-heading"
            className="mt-12 rounded-card bg-white p-6 shadow-card ring-1 ring-line md:mt-16 md:p-10"
          >
            <h2 id="features-heading" className="text-2xl md:text-3xl">
              {t('featuresTitle')}
            </h2>
            <CheckList items={rental.features} className="mt-6 text-lg md:grid-cols-2 md:gap-4" />
          </section>
        )}
      </div>

      <ContactSection />
    </>
  );
}
