import { BadgeCheck, Clock, CupSoda, MapPin, Pizza, type IconComponent } from '@/components/icons';
import { getTranslations } from 'next-intl/server';
import { Card } from '@/components/ui/card';
import { PageSection } from '@/components/ui/page-section';

/** A location page's closing sections: "What You'll Find Here" and "Why Choose Us". */
export async function LocationFeatures() {
  const t = await getTranslations('locationDetail');
  return (
    <>
      <PageSection headingId="find-here" title={t('findTitle')} className="bg-cream">
        <ul className="mt-10 grid gap-6 md:grid-cols-2">
          <Feature icon={Pizza} title={t('find.pizzaTitle')} text={t('find.pizzaText')} />
          <Feature icon={CupSoda} title={t('find.beveragesTitle')} text={t('find.beveragesText')} />
        </ul>
      </PageSection>

      <PageSection headingId="why-choose" title={t('whyTitle')}>
        <ul className="mt-10 grid gap-6 md:grid-cols-3">
          <Feature icon={Clock} title={t('why.availableTitle')} text={t('why.availableText')} />
          <Feature icon={MapPin} title={t('why.locationTitle')} text={t('why.locationText')} />
          <Feature icon={BadgeCheck} title={t('why.qualityTitle')} text={t('why.qualityText')} />
        </ul>
      </PageSection>
    </>
  );
}

/** A white card with an icon on an orange tile, an h3 and a line of text. */
function Feature({
  icon: Icon,
  title,
  text,
}: {
  icon: IconComponent;
  title: string;
  text: string;
}) {
  return (
    <Card as="li" className="p-6">
      <span className="inline-flex size-12 items-center justify-center rounded-2xl bg-brand text-white">
        <Icon aria-hidden="true" className="size-6" />
      </span>
      <h3 className="mt-4 text-xl">{title}</h3>
      <p className="mt-2 text-ink-soft">{text}</p>
    </Card>
  );
}
