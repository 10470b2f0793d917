import { ArrowLeft } from '@/components/icons';
import { getTranslations } from 'next-intl/server';
import { buttonClass } from '@/components/ui/button';
import { ContactSection } from '@/features/contact/components/contact-section';
import { RentalFeatures } from '@/features/rentals/components/rental-features';
import { RentalOverview } from '@/features/rentals/components/rental-overview';
import { rentalHead } from '@/features/rentals/metadata';
import { detailPageMetadata } from '@/features/seo/page-metadata';
import { rentalPath } from '@/features/rentals/localize';
import { findRental, getActiveRentals } from '@/features/rentals/queries';
import { Breadcrumb } from '@/components/ui/breadcrumb';
import { detailTrail } from '@/features/seo/breadcrumb';
import { RentalJsonLd } from '@/features/seo/components/page-json-ld';
import { Link, redirect } from '@/i18n/navigation';
import { localizedPath, pageParams } from '@/i18n/routing';
import { followMove } from '@/lib/redirects';
import { slugParams } from '@/lib/route-slug';

// Rental slugs are the same in both languages.
export async function generateStaticParams() {
  return slugParams((await getActiveRentals()).map((rental) => rental.slug));
}

export const generateMetadata = detailPageMetadata(rentalHead);

/** A machine for rent (spec §2): pictures, price, description, calls to action, features. */
export default async function RentalPage({ params }: PageProps<'/[locale]/rental/[slug]'>) {
  const { locale, slug } = await pageParams(params);
  const rental = await findRental(locale, slug);
  if (!rental) {
    // A renamed rental's old address leads to its new one; an unknown or inactive slug (spec §8)
    // back to the list, in the page's language.
    await followMove(slug, (moved) => localizedPath(locale, rentalPath(moved)));
    return redirect({ href: '/machine-rental', locale });
  }

  const t = await getTranslations({ locale, namespace: 'rentals' });
  // One trail for the visible breadcrumb and the JSON-LD BreadcrumbList.
  const trail = await detailTrail(locale, 'machineRental', rental.name, rentalPath(rental.slug));

  return (
    <>
      <RentalJsonLd rental={rental} breadcrumb={trail} />
      <Breadcrumb crumbs={trail} locale={locale} />
      <div className="container-page py-8 md:py-12">
        <Link href="/machine-rental" className={buttonClass('ghost', '-ms-4 md:-ms-5')}>
          <ArrowLeft aria-hidden="true" className="size-5 rtl:rotate-180" />
          {t('back')}
        </Link>
        <RentalOverview rental={rental} />
        <RentalFeatures features={rental.features} />
      </div>

      <ContactSection />
    </>
  );
}
