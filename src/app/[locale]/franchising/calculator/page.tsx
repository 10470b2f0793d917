import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ArrowLeft } from '@/components/icons';
import { buttonClass } from '@/components/ui/button';
import { FranchiseCalculator } from '@/features/business/components/franchise-calculator';
import { inputFromSearchParams } from '@/features/business/franchise-calculator';
import { ContactSection } from '@/features/contact/components/contact-section';
import { Link } from '@/i18n/navigation';
import { pageParams } from '@/i18n/routing';
import { pageUrl } from '@/lib/site-url';

/**
 * Rendered per request in one piece (Cache Components' blocking-route opt-in): the results are
 * in the HTML itself, not streamed behind a Suspense boundary that only JavaScript would reveal
 * — this page exists for visitors without it.
 */
export const instant = false;

/** A result page of /franchising's calculator: out of the index, /franchising is canonical. */
export async function generateMetadata({
  params,
}: PageProps<'/[locale]/franchising/calculator'>): Promise<Metadata> {
  const { locale } = await pageParams(params);
  const t = await getTranslations({ locale, namespace: 'franchising.calculator' });
  return {
    title: t('pageTitle'),
    description: t('metaDescription'),
    robots: { index: false, follow: true },
    alternates: { canonical: pageUrl(locale, '/franchising') },
  };
}

/**
 * /franchising/calculator?package=&price=&pizzas=&rent= (and /en/…) — where the franchise profit
 * calculator's GET form goes (issue 31): the calculator again, with the submitted values
 * (validated and clamped) and their results. /franchising itself never reads the query, so it
 * stays static.
 */
export default async function FranchiseCalculatorPage({
  params,
  searchParams,
}: PageProps<'/[locale]/franchising/calculator'>) {
  const [{ locale }, query] = await Promise.all([pageParams(params), searchParams]);
  const t = await getTranslations({ locale, namespace: 'franchising.calculator' });
  return (
    <>
      <FranchiseCalculator
        input={inputFromSearchParams(query)}
        headingLevel={1}
        className="py-12 md:py-20"
        action={
          <Link href="/franchising" className={buttonClass('ghost', '-ms-4 md:-ms-5')}>
            <ArrowLeft aria-hidden="true" className="size-5 rtl:rotate-180" />
            {t('back')}
          </Link>
        }
      />
      <ContactSection />
    </>
  );
}
