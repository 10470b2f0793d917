import {
  CircleCheck,
  Clock,
  Hourglass,
  MapPin,
  Navigation,
  Phone,
  type IconComponent,
} from '@/components/icons';
import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { Panel } from '@/components/ui/panel';
import { Ltr } from '@/components/ui/ltr';
import { telHref } from '@/config/contact-links';
import type { LocalizedMachine } from '../localize';

/** A location page's status card: "Open now!" in green or "Coming soon!" in yellow, with a hint. */
export async function LocationStatus({ machine }: { machine: LocalizedMachine }) {
  const t = await getTranslations('locationDetail');
  const open = machine.operatingStatus === 'open';
  const StatusIcon = open ? CircleCheck : Hourglass;
  return (
    <Panel
      headingId="machine-status"
      title={t('statusTitle')}
      titleClassName="text-lg text-ink-soft"
    >
      <p
        className={`mt-2 flex items-center gap-2 text-2xl font-extrabold ${
          open ? 'text-open' : 'text-soon'
        }`}
      >
        <StatusIcon aria-hidden="true" className="size-7" />
        {open ? t('openNowText') : t('comingSoonText')}
      </p>
      <p className="mt-2 text-ink-soft">{open ? t('openNowHint') : t('comingSoonHint')}</p>
    </Panel>
  );
}

/** A location page's "Location Details" card: location, address, hours and (if any) phone. */
export async function LocationDetails({ machine }: { machine: LocalizedMachine }) {
  const t = await getTranslations('locationDetail');
  return (
    <Panel headingId="location-details" title={t('detailsTitle')}>
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
    </Panel>
  );
}

/** One term of the details list, its icon in a cream circle on the start side. */
function Detail({
  icon: Icon,
  term,
  children,
}: {
  icon: IconComponent;
  term: string;
  children: ReactNode;
}) {
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
