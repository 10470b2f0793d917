import { ArrowLeft, CupSoda, Phone, Pizza } from '@/components/icons';
import Image from 'next/image';
import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { buttonClass } from '@/components/ui/button';
import { HeroBand } from '@/components/ui/hero-band';
import { Ltr } from '@/components/ui/ltr';
import { telHref } from '@/config/contact-links';
import { COMING_SOON_IMAGE, PLACEHOLDER_IMAGE } from '@/config/images';
import { Link } from '@/i18n/navigation';
import { isRemoteImage } from '@/config/images';
import { isBeverage, isPizza, type LocalizedMachine } from '../localize';
import { MapsLink } from './maps-link';

/**
 * The top of a location page: back link, open / coming-soon pill, name, description, pizza and
 * beverage badges, Call Now and Open in Maps, and (on large screens) the first photo.
 */
export async function LocationHero({ machine }: { machine: LocalizedMachine }) {
  const t = await getTranslations('locationDetail');
  const open = machine.operatingStatus === 'open';
  const pizza = isPizza(machine.allTypes);
  const beverage = isBeverage(machine.allTypes);
  // Machines that are not open show the coming-soon picture instead of photos (spec §4).
  const heroImage = open ? (machine.imageUrls[0] ?? PLACEHOLDER_IMAGE) : COMING_SOON_IMAGE;

  return (
    <HeroBand glow="medium">
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
              <MapsLink href={machine.mapsHref} className={buttonClass('secondary')} />
            </div>
          </div>
          {/* Decorative: the same picture is in the gallery (or the status says "coming soon"). */}
          <div className="relative hidden aspect-[4/3] overflow-hidden rounded-card shadow-card ring-1 ring-line lg:block">
            <Image
              src={heroImage}
              alt=""
              fill
              // Desktop only (hidden below lg): lazy, so a phone never downloads it.
              sizes="480px"
              className="object-cover"
              unoptimized={isRemoteImage(heroImage)}
            />
          </div>
        </div>
      </div>
    </HeroBand>
  );
}

/** A white pill naming a kind of machine, with its icon ("Pizza Machine"). */
function TypeBadge({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <li className="inline-flex items-center gap-2 rounded-full bg-white px-4 py-2 font-semibold shadow-sm ring-1 ring-line">
      {icon}
      {children}
    </li>
  );
}
