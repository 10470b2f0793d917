import { getTranslations } from 'next-intl/server';
import { OfferCard } from '@/components/ui/offer-card';
import { PLACEHOLDER_IMAGE } from '@/config/images';

/** An offer as its card shows it, in the page's language (a localized product or rental). */
type CardOffer = {
  name: string;
  /** The picture shown; none shows the placeholder. */
  imageUrl: string | null | undefined;
  price: string | null | undefined;
  comingSoon?: boolean;
  features: string[];
};

/**
 * What differs between the two kinds' cards: the picture's widths in their grids (products up to
 * three columns of 400 px, rentals 384 px), whether a picture that fails to load shows the
 * placeholder (products, spec §8), and the texts of the "more" lines.
 */
const CARDS = {
  product: {
    sizes: '(min-width: 1280px) 400px, (min-width: 1024px) 33vw, (min-width: 768px) 50vw, 100vw',
    fallback: PLACEHOLDER_IMAGE,
    texts: async () => {
      const t = await getTranslations('products');
      const common = await getTranslations('common');
      return {
        moreFeatures: (count: number) => t('moreFeatures', { count }),
        details: common('moreDetails'),
      };
    },
  },
  rental: {
    sizes: '(min-width: 1024px) 384px, (min-width: 768px) 50vw, 100vw',
    fallback: undefined,
    texts: async () => {
      const t = await getTranslations('rentals');
      return {
        moreFeatures: (count: number) => t('moreFeatures', { count }),
        details: t('viewDetails'),
      };
    },
  },
} as const;

/**
 * An offer's card in its list (products' grids, the rental list): the catalogue's OfferCard in
 * the look of its kind, linking to `href`, its page.
 */
export async function CatalogueCard({
  kind,
  offer,
  href,
  eager,
  headingLevel,
}: {
  kind: keyof typeof CARDS;
  offer: CardOffer;
  href: string;
  /** The first card of a list loads its picture eagerly. */
  eager?: boolean;
  headingLevel?: 2 | 3;
}) {
  const { sizes, fallback, texts } = CARDS[kind];
  const { moreFeatures, details } = await texts();
  return (
    <OfferCard
      look={kind}
      href={href}
      name={offer.name}
      image={{ src: offer.imageUrl ?? PLACEHOLDER_IMAGE, fallback, sizes }}
      eager={eager}
      price={offer.price}
      comingSoon={offer.comingSoon}
      headingLevel={headingLevel}
      features={offer.features}
      moreFeatures={moreFeatures}
      details={details}
    />
  );
}
