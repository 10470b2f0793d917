import { Star } from 'lucide-react';
import { getTranslations } from 'next-intl/server';
import { Card } from '@/components/ui/card';
import { PageSection } from '@/components/ui/page-section';

const REVIEWS = ['first', 'second', 'third', 'fourth'] as const;
const RATING = 5;

/** Customer reviews on a product's page: four quotes with a five-star rating each. */
export async function ProductReviews() {
  const t = await getTranslations('products');
  return (
    <PageSection
      headingId="reviews-title"
      title={t('reviewsTitle')}
      subtitle={t('reviewsSubtitle')}
      className="bg-cream"
    >
      <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {REVIEWS.map((key) => (
          <li key={key} className="flex">
            <Card as="figure" className="flex w-full flex-col p-6">
              <p className="flex gap-0.5 text-brand-warm">
                {Array.from({ length: RATING }, (_, index) => (
                  <Star key={index} aria-hidden="true" className="size-5 fill-current" />
                ))}
                <span className="sr-only">{t('rating', { rating: RATING })}</span>
              </p>
              <blockquote className="mt-4 flex-1 text-ink">{t(`reviews.${key}.text`)}</blockquote>
              <figcaption className="mt-5 border-t border-line pt-4">
                <span className="block font-bold">{t(`reviews.${key}.name`)}</span>
                <span className="block text-sm text-ink-soft">{t(`reviews.${key}.city`)}</span>
              </figcaption>
            </Card>
          </li>
        ))}
      </ul>
    </PageSection>
  );
}
