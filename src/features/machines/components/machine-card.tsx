import { MapPin, Navigation } from '@/components/icons';
import { getTranslations } from 'next-intl/server';
import { buttonClass } from '@/components/ui/button';
import { cardClass } from '@/components/ui/card';
import { COMING_SOON_IMAGE } from '@/config/images';
import { Link } from '@/i18n/navigation';
import {
  isKnownOperatingStatus,
  machinePath,
  showsComingSoonImage,
  type LocalizedMachine,
} from '../localize';
import { MachineImageArea } from './machine-images';
import { MapsLink } from './maps-link';
import { StatusBadge } from './status-badge';
import { MachineTypeList } from './machine-type-list';

/** The status pill's text: the translated label of a known status, else the raw value. */
async function operatingStatusLabel(status: string) {
  const t = await getTranslations('machines');
  return isKnownOperatingStatus(status) ? t(`status.${status}`) : status;
}

/**
 * A machine location in a grid (spec "Locations page"): image area, name, location, address,
 * status pill, type chips, More Details and Open in Maps.
 */
export async function MachineCard({
  machine,
  headingLevel = 2,
  eager = false,
}: {
  machine: LocalizedMachine;
  headingLevel?: 2 | 3;
  /** The first card of a page loads its first image eagerly. */
  eager?: boolean;
}) {
  const t = await getTranslations('machines');
  const common = await getTranslations('common');
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const headingId = `machine-${machine.id}`;
  const images = machine.imageUrls.map((src, i) => ({
    src,
    alt: t('imageAlt', { name: machine.name, index: i + 1 }),
  }));
  const extra = images.length - 4;

  return (
    <article
      aria-labelledby={headingId}
      className={cardClass('flex w-full flex-col overflow-hidden')}
    >
      <MachineImageArea
        images={images}
        comingSoon={
          showsComingSoonImage(machine.operatingStatus)
            ? { src: COMING_SOON_IMAGE, alt: t('comingSoonAlt', { name: machine.name }) }
            : undefined
        }
        noImageText={t('noImage')}
        moreImagesLabel={extra > 0 ? t('moreImages', { count: extra }) : undefined}
        eager={eager}
      />
      <div className="flex flex-1 flex-col gap-4 p-6">
        <div className="flex flex-wrap items-start justify-between gap-x-3 gap-y-2">
          <Heading id={headingId} className="text-xl">
            {machine.name}
          </Heading>
          <StatusBadge
            status={machine.operatingStatus}
            label={await operatingStatusLabel(machine.operatingStatus)}
          />
        </div>
        <dl className="grid gap-2 text-ink-soft">
          {[
            { key: 'location', Icon: MapPin, term: t('location'), value: machine.location },
            { key: 'address', Icon: Navigation, term: t('address'), value: machine.address },
          ].map(({ key, Icon, term, value }) => (
            <div key={key} className="flex gap-2">
              <dt>
                <Icon aria-hidden="true" className="mt-1 size-4 text-brand" />
                <span className="sr-only">{term}</span>
              </dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
        <MachineTypeList types={machine.types} label={t('types')} />
        {/* Each button's label on one line, unless the row (a size container) is narrower than
            the wider one needs, about 11rem: a phone with the accessibility menu's largest text. */}
        <div className="@container mt-auto flex flex-wrap gap-3 pt-2">
          <Link
            href={machinePath(machine.slug)}
            className={buttonClass(
              'primary',
              'flex-1 whitespace-nowrap @max-[11rem]:whitespace-normal',
            )}
          >
            {common('moreDetails')}
            <span className="sr-only"> {t('moreDetailsAbout', { name: machine.name })}</span>
          </Link>
          <MapsLink
            href={machine.mapsHref}
            className={buttonClass(
              'secondary',
              'flex-1 whitespace-nowrap @max-[11rem]:whitespace-normal',
            )}
          />
        </div>
      </div>
    </article>
  );
}
