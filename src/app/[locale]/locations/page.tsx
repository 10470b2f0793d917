import { getTranslations } from 'next-intl/server';
import { MachinesGrid } from '@/features/machines/components/machines-grid';
import { localizeMachine } from '@/features/machines/localize';
import { getActiveMachines } from '@/features/machines/queries';
import type { Locale } from '@/i18n/routing';
import { pageMetadata } from '@/lib/page-metadata';

export async function generateMetadata({ params }: PageProps<'/[locale]/locations'>) {
  const locale = (await params).locale as Locale;
  const t = await getTranslations({ locale, namespace: 'locationsPage' });
  return pageMetadata({
    locale,
    path: '/locations',
    title: t('metaTitle'),
    description: t('metaDescription'),
  });
}

/** Machine locations (spec "Locations page"): every active machine, newest first. */
export default async function LocationsPage({ params }: PageProps<'/[locale]/locations'>) {
  const locale = (await params).locale as Locale;
  const t = await getTranslations({ locale, namespace: 'locationsPage' });
  const machines = (await getActiveMachines()).map((machine) => localizeMachine(machine, locale));

  return (
    <>
      <section className="relative overflow-hidden bg-cream">
        <div
          aria-hidden="true"
          className="absolute -end-32 -top-32 size-[24rem] rounded-full bg-brand-warm/20 blur-3xl"
        />
        <div className="container-page relative py-12 md:py-20">
          <p className="font-bold text-brand">{t('eyebrow')}</p>
          <h1 className="mt-3 text-4xl md:text-5xl">{t('title')}</h1>
          <p className="mt-4 max-w-2xl text-lg text-ink-soft md:text-xl">{t('subtitle')}</p>
        </div>
      </section>
      <div className="container-page py-12 md:py-16">
        <MachinesGrid machines={machines} headingLevel={2} />
      </div>
    </>
  );
}
