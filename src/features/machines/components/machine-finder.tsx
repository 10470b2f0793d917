import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import { cardClass } from '@/components/ui/card';
import {
  isKnownOperatingStatus,
  KNOWN_OPERATING_STATUSES,
  type LocalizedMachine,
} from '../localize';
import { MachineFilterControls, MachineFilterProvider } from './machine-filter';
import { MachinesGrid } from './machines-grid';
import { MachinesMap, PinDisc } from './machines-map';

/**
 * The locations page's body (issue 31): the filter, the map of Israel with a pin per machine and
 * its legend, then the grid of cards (the map's text alternative). One filter state drives the
 * pins and the cards; everything is rendered on the server, unfiltered, and stays complete
 * without JavaScript.
 */
export async function MachineFinder({
  machines,
  locale,
}: {
  machines: LocalizedMachine[];
  locale: Locale;
}) {
  const t = await getTranslations({ locale, namespace: 'machines' });
  const statusLabel = (status: string) =>
    isKnownOperatingStatus(status) ? t(`status.${status}`) : status;
  if (machines.length === 0) return <MachinesGrid machines={machines} headingLevel={2} />;

  const collator = new Intl.Collator(locale);
  const cities = [...new Set(machines.map((m) => m.city))]
    .sort(collator.compare)
    .map((city) => ({ value: city, label: city }));
  const statuses = KNOWN_OPERATING_STATUSES.filter((status) =>
    machines.some((m) => m.operatingStatus === status),
  ).map((status) => ({ value: status, label: statusLabel(status) }));
  const total = machines.length;
  const results = Array.from({ length: total + 1 }, (_, shown) =>
    shown === 0 ? t('map.noResults') : t('map.results', { shown, total }),
  );
  const unmapped = machines.filter((m) => !m.coordinates).length;

  return (
    <MachineFilterProvider
      machines={machines.map((m) => ({ id: m.id, city: m.city, status: m.operatingStatus }))}
    >
      <section
        aria-labelledby="machines-map-heading"
        className={cardClass('mb-10 grid gap-8 p-5 md:grid-cols-[1fr_auto] md:p-8')}
      >
        <div className="grid content-start gap-6">
          <h2 id="machines-map-heading" className="text-2xl">
            {t('map.title')}
          </h2>
          <MachineFilterControls
            cities={cities}
            statuses={statuses}
            labels={{
              legend: t('map.filters'),
              city: t('map.city'),
              allCities: t('map.allCities'),
              status: t('map.status'),
              allStatuses: t('map.allStatuses'),
              reset: t('map.reset'),
              results,
            }}
          />
          <div>
            <h3 id="machines-map-legend" className="text-base font-semibold">
              {t('map.legend')}
            </h3>
            <ul
              aria-labelledby="machines-map-legend"
              className="mt-2 flex flex-wrap gap-x-6 gap-y-2"
            >
              {statuses.map(({ value, label }) => (
                <li key={value} className="flex items-center gap-2">
                  <svg aria-hidden="true" viewBox="-14 -14 28 28" className="size-7 shrink-0">
                    <PinDisc status={value} />
                  </svg>
                  {label}
                </li>
              ))}
            </ul>
            {unmapped > 0 && (
              <p className="mt-3 text-sm text-ink-soft">{t('map.notOnMap', { count: unmapped })}</p>
            )}
          </div>
        </div>
        <div className="justify-self-center">
          <MachinesMap machines={machines} locale={locale} statusLabel={statusLabel} />
        </div>
      </section>
      <MachinesGrid machines={machines} headingLevel={2} filterable />
    </MachineFilterProvider>
  );
}
