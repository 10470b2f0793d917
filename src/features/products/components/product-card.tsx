import { getTranslations } from 'next-intl/server';
import { OfferCard } from '@/components/ui/offer-card';
import { PLACEHOLDER_IMAGE } from '@/config/images';
import { productPath, type LocalizedProduct } from '../localize';

/** A product in a grid: image, price badge, name linking to its page, first features. */
export async function ProductCard({
  product,
  eager,
  headingLevel = 3,
}: {
  /** `imageUrl` is the picture shown: the first of `productImages()`, honouring its order. */
  product: LocalizedProduct;
  /** The first card of a grid loads its image eagerly. */
  eager?: boolean;
  headingLevel?: 2 | 3;
}) {
  const t = await getTranslations('products');
  const common = await getTranslations('common');

  return (
    <OfferCard
      look="product"
      href={productPath(product.slug)}
      name={product.name}
      image={{
        src: product.imageUrl ?? PLACEHOLDER_IMAGE,
        // A picture that fails to load shows the placeholder (spec §8).
        fallback: PLACEHOLDER_IMAGE,
        sizes:
          '(min-width: 1280px) 400px, (min-width: 1024px) 33vw, (min-width: 768px) 50vw, 100vw',
      }}
      eager={eager}
      price={product.price}
      comingSoon={product.comingSoon}
      headingLevel={headingLevel}
      features={product.features}
      moreFeatures={(count) => t('moreFeatures', { count })}
      details={common('moreDetails')}
    />
  );
}
