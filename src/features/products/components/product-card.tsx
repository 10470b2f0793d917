import { ArrowRight, Check } from 'lucide-react';
import { getTranslations } from 'next-intl/server';
import { FallbackImage } from '@/components/ui/fallback-image';
import { OfferCard } from '@/components/ui/offer-card';
import { PLACEHOLDER_IMAGE } from '@/config/images';
import type { LocalizedProduct } from '../localize';

/** Cards list this many features, then "And N more features..." (spec §9). */
export const CARD_FEATURES = 4;

/** A product in a grid: image, price badge, name linking to its page, first features. */
export async function ProductCard({
  product,
  contactForPrice,
  eager,
  headingLevel = 3,
}: {
  /** `imageUrl` is the picture shown: pass the first of `productImages()` to honour its order. */
  product: LocalizedProduct;
  /** Defaults to common.contactForPrice. */
  contactForPrice?: string;
  /** The first card of a grid loads its image eagerly. */
  eager?: boolean;
  headingLevel?: 2 | 3;
}) {
  const t = await getTranslations('products');
  const common = await getTranslations('common');
  const more = product.features.length - CARD_FEATURES;

  return (
    <OfferCard
      href={`/products/${product.slug}`}
      name={product.name}
      price={product.price}
      contactForPrice={contactForPrice ?? common('contactForPrice')}
      headingLevel={headingLevel}
      image={
        <FallbackImage
          src={product.imageUrl ?? PLACEHOLDER_IMAGE}
          fallback={PLACEHOLDER_IMAGE}
          alt={product.name}
          fill
          sizes="(min-width: 1280px) 400px, (min-width: 1024px) 33vw, (min-width: 768px) 50vw, 100vw"
          className="object-cover transition-transform duration-300 group-hover:scale-[1.03]"
          loading={eager ? 'eager' : 'lazy'}
          fetchPriority={eager ? 'high' : undefined}
        />
      }
    >
      <ul className="grid gap-2 text-ink-soft">
        {product.features.slice(0, CARD_FEATURES).map((feature) => (
          <li key={feature} className="flex gap-2">
            <Check aria-hidden="true" className="mt-1 size-4 shrink-0 text-open" />
            {feature}
          </li>
        ))}
      </ul>
      {more > 0 && (
        <p className="text-sm font-semibold text-ink-soft">{t('moreFeatures', { count: more })}</p>
      )}
      {/* The whole card is the name's link; this only shows the way. */}
      <span
        aria-hidden="true"
        className="mt-auto inline-flex items-center gap-1.5 pt-2 font-semibold text-brand"
      >
        {common('moreDetails')}
        <ArrowRight className="size-4 transition-transform group-hover:translate-x-1 rtl:rotate-180 rtl:group-hover:-translate-x-1" />
      </span>
    </OfferCard>
  );
}
