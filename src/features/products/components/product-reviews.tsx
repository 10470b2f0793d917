import { Star } from '@/components/icons';
import { getFormatter, getTranslations } from 'next-intl/server';
import { Card } from '@/components/ui/card';
import { PageSection } from '@/components/ui/page-section';
import { BEST_RATING, reviewsSummary, type LocalizedReview } from '../reviews';

/**
 * A product's own customer reviews on its page: each quote with its star rating, and — when an
 * admin turned the product's "show rating" on — their average and count above them (the same
 * numbers as the page's structured data). A product without reviews has no such section.
 */
export async function ProductReviews({
  reviews,
  showRating = false,
}: {
  reviews: LocalizedReview[];
  showRating?: boolean;
}) {
  if (reviews.length === 0) return null;
  const t = await getTranslations('products');
  const format = await getFormatter();
  const summary = reviewsSummary(reviews);
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
        {reviews.map(({ rating, name, city, text }, index) => (
          <li key={index} className="flex">
            <Card as="figure" className="flex w-full flex-col p-6">
              <p className="flex gap-0.5 text-brand-warm">
                {Array.from({ length: BEST_RATING }, (_, star) => (
                  <Star
                    key={star}
                    aria-hidden="true"
                    className={star < rating ? 'size-5 fill-current' : 'size-5'}
                  />
                ))}
                <span className="sr-only">{t('rating', { rating })}</span>
              </p>
              <blockquote className="mt-4 flex-1 text-ink">{text}</blockquote>
              <figcaption className="mt-5 border-t border-line pt-4">
                <span className="block font-bold">{name}</span>
                {city && <span className="block text-sm text-ink-soft">{city}</span>}
              </figcaption>
            </Card>
          </li>
        ))}
      </ul>
    </PageSection>
  );
}
