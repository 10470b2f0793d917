import Image from 'next/image';
import { getTranslations } from 'next-intl/server';
import { Card } from '@/components/ui/card';
import { CheckList } from '@/components/ui/check-list';
import { PageSection } from '@/components/ui/page-section';

const MACHINES = [
  ['beverage', '/images/products/beverage-machine.webp'],
  ['snack', '/images/products/snack-machine.webp'],
] as const;
const PERKS = ['installation', 'maintenance', 'profit', 'noInvestment'] as const;

/**
 * The business-partners page's further machines (beverage, snack) as picture cards, each with the
 * same perks of hosting one.
 */
export async function PartnerMachines() {
  const t = await getTranslations('businessPartners');
  const perks = PERKS.map((key) => t(`perks.${key}`));

  return (
    <PageSection
      headingId="machines-heading"
      title={t('machinesTitle')}
      subtitle={t('machinesSubtitle')}
      centered
      className="bg-cream"
    >
      <div className="mx-auto mt-10 grid max-w-5xl gap-6 md:grid-cols-2">
        {MACHINES.map(([key, image]) => (
          <Card
            as="article"
            key={key}
            aria-labelledby={`machine-${key}`}
            className="flex flex-col overflow-hidden"
          >
            <div className="relative aspect-[16/10] bg-cream">
              <Image
                src={image}
                alt={t(`${key}.imageAlt`)}
                fill
                sizes="(min-width: 1024px) 496px, (min-width: 768px) 50vw, 100vw"
                className="object-cover"
              />
            </div>
            <div className="flex flex-1 flex-col p-6 md:p-8">
              <h3 id={`machine-${key}`} className="text-2xl">
                {t(`${key}.title`)}
              </h3>
              <p className="mt-2 text-ink-soft">{t(`${key}.text`)}</p>
              <CheckList items={perks} className="mt-6" />
            </div>
          </Card>
        ))}
      </div>
    </PageSection>
  );
}
