import { ArrowRight } from '@/components/icons';
import { getLocale, getTranslations } from 'next-intl/server';
import { buttonClass } from '@/components/ui/button';
import { PageSection } from '@/components/ui/page-section';
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
    <PageSection
      headingId="home-machines"
      title={t('preview.title')}
      subtitle={t('preview.subtitle')}
      className="bg-cream"
      action={
        <Link href="/locations" className={buttonClass('secondary')}>
          {t('preview.all')}
          <ArrowRight aria-hidden="true" className="size-5 rtl:rotate-180" />
        </Link>
      }
    >
      <div className="mt-10">
        <MachinesGrid machines={machines} headingLevel={3} belowTheFold />
      </div>
    </PageSection>
  );
}
