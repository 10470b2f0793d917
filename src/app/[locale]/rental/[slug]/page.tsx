import { ArrowLeft } from 'lucide-react';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { buttonClass } from '@/components/ui/button';
import { ContactSection } from '@/features/contact/components/contact-section';
import { RentalFeatures } from '@/features/rentals/components/rental-features';
import { RentalOverview } from '@/features/rentals/components/rental-overview';
import { findRental } from '@/features/rentals/lookup';
import { rentalMetadata } from '@/features/rentals/metadata';
import { getActiveRentals } from '@/features/rentals/queries';
import { Link, redirect } from '@/i18n/navigation';

type Props = PageProps<'/[locale]/rental/[slug]'>;

// Rental slugs are the same in both languages.
export async function generateStaticParams() {
  return (await getActiveRentals()).map((rental) => ({ slug: rental.slug }));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, rental } = await findRental(params);
  return rental ? rentalMetadata(locale, rental) : {};
}

export default async function RentalPage({ params }: Props) {
  const { locale, rental } = await findRental(params);
  // Unknown or inactive slug (spec §8): back to the list, in the page's language.
  if (!rental) return redirect({ href: '/machine-rental', locale });

  const t = await getTranslations({ locale, namespace: 'rentals' });

  return (
    <>
      <div className="container-page py-8 md:py-12">
        <Link href="/machine-rental" className={buttonClass('ghost', '-ms-5')}>
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
