import { getTranslations } from 'next-intl/server';
import { Panel } from '@/components/ui/panel';
import { CheckList } from '@/components/ui/check-list';

/** A rental page's "What's included" panel, two columns from md up; nothing when it lists none. */
export async function RentalFeatures({ features }: { features: string[] }) {
  if (features.length === 0) return null;
  const t = await getTranslations('rentals');
  return (
    <Panel
      headingId="features-heading"
      title={t('featuresTitle')}
      titleClassName="md:text-3xl"
      className="mt-12 md:mt-16 md:p-10"
    >
      <CheckList items={features} className="mt-6 text-lg md:grid-cols-2 md:gap-4" />
    </Panel>
  );
}
