import { Star } from '@/components/icons';
import { getFormatter, getTranslations } from 'next-intl/server';
import { Card } from '@/components/ui/card';
import { PageSection } from '@/components/ui/page-section';
import { BEST_RATING, PRODUCT_REVIEWS, reviewsSummary } from '../reviews';

/**
 * Customer reviews on a product's page: four quotes with their star ratings, and — when an admin
 * turned the product's "show rating" on — their average and count above them (the same numbers
 * as the page's structured data).
 */
export async function ProductReviews({ showRating = false }: { showRating?: boolean }) {
  const t = await getTranslations('products');
  const format = await getFormatter();
  const summary = reviewsSummary(PRODUCT_REVIEWS);
  return (
    <PageSection
      headingId="reviews-title"
      title={t('reviewsTitle')}
      subtitle={t('reviewsSubtitle')}
      className="bg-cream"
    >
      {showRating && (
        <p
          data-testid="rating-summary"
          className="mt-6 inline-flex items-center gap-2 rounded-full bg-white px-4 py-2 font-bold text-ink shadow-sm"
        >
          <Star aria-hidden="true" className="size-5 fill-current text-brand-warm" />
          {t('ratingSummary', {
            rating: format.number(summary.ratingValue, {
              minimumFractionDigits: 1,
              maximumFractionDigits: 1,
            }),
            count: summary.reviewCount,
          })}
        </p>
      )}
      <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {PRODUCT_REVIEWS.map(({ key, rating }) => (
          <li key={key} className="flex">
            <Card as="figure" className="flex w-full flex-col p-6">
              <p className="flex gap-0.5 text-brand-warm">
                {Array.from({ length: BEST_RATING }, (_, index) => (
                  <Star
                    key={index}
                    aria-hidden="true"
                    className={index < rating ? 'size-5 fill-current' : 'size-5'}
                  />
                ))}
                <span className="sr-only">{t('rating', { rating })}</span>
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
