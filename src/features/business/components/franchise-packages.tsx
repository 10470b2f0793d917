import { Star } from '@/components/icons';
import { getTranslations } from 'next-intl/server';
import { buttonClass } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { cn } from '@/components/ui/cn';
import { CheckList } from '@/components/ui/check-list';
import { PageSection } from '@/components/ui/page-section';
import { optionalPageText, pageTextList } from '@/lib/page-texts/lists';

/**
 * The franchising page's two packages side by side; the advanced one is highlighted (brand ring,
 * "Recommended" badge, taller from md up). Each package's button goes to the page's contact form.
 * The texts are the company's (/admin/content): a package's price shows when it has one, and its
 * features are a list it edits.
 */
export async function FranchisePackages() {
  const [t, basicPrice, basicItems, advancedPrice, advancedItems] = await Promise.all([
    getTranslations('franchising'),
    optionalPageText('franchising.basic.price'),
    pageTextList<string>('franchising.basic.items'),
    optionalPageText('franchising.advanced.price'),
    pageTextList<string>('franchising.advanced.items'),
  ]);
  const packages = [
    {
      key: 'basic',
      name: t('basic.name'),
      price: basicPrice,
      description: t('basic.description'),
      items: basicItems,
      highlighted: false,
    },
    {
      key: 'advanced',
      name: t('advanced.name'),
      price: advancedPrice,
      description: t('advanced.description'),
      items: advancedItems,
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
            {pkg.price && (
              // Isolated with its own direction: "₪650 לחודש" and "From 650 NIS" both read right.
              <p className="mt-2 text-2xl font-extrabold text-brand">
                <bdi dir="auto">{pkg.price}</bdi>
              </p>
            )}
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
