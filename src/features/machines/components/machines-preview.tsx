import { ArrowRight } from 'lucide-react';
import { getLocale, getTranslations } from 'next-intl/server';
import { buttonClass } from '@/components/ui/button';
import { Link } from '@/i18n/navigation';
import { localizeMachine } from '../localize';
import { getActiveMachines, MACHINES_PREVIEW_LIMIT } from '../queries';
import { MachinesGrid } from './machines-grid';

/**
 * The home page's machine locations section: the newest active machines (up to 6) as cards, a
 * link to /locations, or the empty state.
 */
export async function MachinesPreview() {
  const locale = await getLocale();
  const t = await getTranslations('machines');
  const machines = (await getActiveMachines(MACHINES_PREVIEW_LIMIT)).map((machine) =>
    localizeMachine(machine, locale),
  );

  return (
    <section className="bg-cream py-16 md:py-24" aria-labelledby="home-machines">
      <div className="container-page">
        <div className="flex flex-wrap items-end justify-between gap-4">
          <div>
            <h2 id="home-machines" className="text-3xl md:text-4xl">
              {t('preview.title')}
            </h2>
            <p className="mt-2 text-lg text-ink-soft">{t('preview.subtitle')}</p>
          </div>
          <Link href="/locations" className={buttonClass('secondary')}>
            {t('preview.all')}
            <ArrowRight aria-hidden="true" className="size-5 rtl:rotate-180" />
          </Link>
        </div>
        <div className="mt-10">
          <MachinesGrid machines={machines} headingLevel={3} />
        </div>
      </div>
    </section>
  );
}
