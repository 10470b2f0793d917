import { getTranslations } from 'next-intl/server';
import { PageHeader } from '@/components/ui/page-header';
import { MachineFinder } from '@/features/machines/components/machine-finder';
import { localizeMachine } from '@/features/machines/localize';
import { getActiveMachines } from '@/features/machines/queries';
import { pageParams } from '@/i18n/routing';
import { staticPageMetadata } from '@/features/seo/page-metadata';
import { StaticPageJsonLd } from '@/features/seo/components/page-json-ld';

export const generateMetadata = staticPageMetadata('locations');

/**
 * Machine locations (spec "Locations page"): every active machine, newest first, after a map of
 * Israel with a pin per machine and a city and status filter shared by the map and the grid
 * (issue 31).
 */
export default async function LocationsPage({ params }: PageProps<'/[locale]/locations'>) {
  const { locale } = await pageParams(params);
  const t = await getTranslations({ locale, namespace: 'locationsPage' });
  const machines = (await getActiveMachines()).map((machine) => localizeMachine(machine, locale));

  return (
    <>
      <StaticPageJsonLd page="locations" />
      <PageHeader eyebrow={t('eyebrow')} title={t('title')} subtitle={t('subtitle')} />
      <div className="container-page py-12 md:py-16">
        <MachineFinder machines={machines} locale={locale} />
      </div>
    </>
  );
}
