import { Star } from '@/components/icons';
import { getTranslations } from 'next-intl/server';
import { buttonClass } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { cn } from '@/components/ui/cn';
import { CheckList } from '@/components/ui/check-list';
import { PageSection } from '@/components/ui/page-section';

const BASIC_ITEMS = ['machine', 'training', 'support', 'location', 'marketing'] as const;
const ADVANCED_ITEMS = ['machines', 'training', 'support', 'consulting', 'territory'] as const;

/**
 * The franchising page's two packages side by side; the advanced one is highlighted (brand ring,
 * "Recommended" badge, taller from md up). Each package's button goes to the page's contact form.
 */
export async function FranchisePackages() {
  const t = await getTranslations('franchising');
  const packages = [
    {
      key: 'basic',
      name: t('basic.name'),
      description: t('basic.description'),
      items: BASIC_ITEMS.map((key) => t(`basic.items.${key}`)),
      highlighted: false,
    },
    {
      key: 'advanced',
      name: t('advanced.name'),
      description: t('advanced.description'),
      items: ADVANCED_ITEMS.map((key) => t(`advanced.items.${key}`)),
      highlighted: true,
    },
  ];

  return (
    <PageSection
      headingId="packages-heading"
      title={t('packagesTitle')}
      subtitle={t('packagesSubtitle')}
      centered
      className="bg-cream"
    >
      <div className="mx-auto mt-10 grid max-w-5xl gap-10 md:grid-cols-2 md:items-stretch md:gap-6">
        {packages.map((pkg) => (
          <Card
            as="article"
            key={pkg.key}
            aria-labelledby={`package-${pkg.key}`}
            className={cn(
              'relative flex flex-col p-6 md:p-8',
              // The card's ring-1 ring-line give way to the brand ring.
              pkg.highlighted && 'ring-2 ring-brand md:-my-3 md:py-11',
            )}
          >
            {pkg.highlighted && (
              <p className="absolute -top-3.5 start-6 inline-flex items-center gap-1.5 rounded-full bg-brand px-3 py-1 text-sm font-bold text-white shadow md:start-8">
                <Star aria-hidden="true" className="size-4 fill-current" />
                {t('recommended')}
              </p>
            )}
            <h3 id={`package-${pkg.key}`} className="text-2xl">
              {pkg.name}
            </h3>
            <p className="mt-2 text-ink-soft">{pkg.description}</p>
            <CheckList items={pkg.items} className="mt-6 flex-1" />
            <a
              href="#contact"
              className={buttonClass(pkg.highlighted ? 'primary' : 'secondary', 'mt-8 w-full')}
            >
              {t('packageCta')}
              <span className="sr-only">: {pkg.name}</span>
            </a>
          </Card>
        ))}
      </div>
    </PageSection>
  );
}
