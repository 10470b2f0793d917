import { ArrowRight, Check } from '@/components/icons';
import { Link } from '@/i18n/navigation';
import { cn } from './cn';
import { FallbackImage } from './fallback-image';
import { PriceTag } from './price-tag';

/** Cards list this many features, then "And N more features..." (spec §9). */
const CARD_FEATURES = 4;

/**
 * The card's two looks. Products: the picture grows a little on hover, green check marks before
 * the features, a semibold "more features" line and an arrow that moves on hover. Rentals: a
 * still picture, small warm dots, a regular "more features" line and a details line that
 * underlines on hover.
 */
const LOOKS = {
  product: {
    image: 'transition-transform duration-300 group-hover:scale-[1.03]',
    list: 'gap-2',
    mark: <Check aria-hidden="true" className="mt-1 size-4 shrink-0 text-open" />,
    more: 'font-semibold',
    details: '',
    arrow: 'transition-transform group-hover:translate-x-1 rtl:group-hover:-translate-x-1',
  },
  rental: {
    image: '',
    list: 'gap-1.5',
    mark: (
      <span aria-hidden="true" className="mt-2.5 size-1.5 shrink-0 rounded-full bg-brand-warm" />
    ),
    more: '',
    details: 'group-hover:underline',
    arrow: '',
  },
} as const;

/**
 * A card for something on offer (a product, a rental): picture with a price badge, then the name,
 * whose link covers the whole card, its first features, "And N more features..." and a
 * "more details" line.
 */
export function OfferCard({
  href,
  name,
  image,
  eager,
  price,
  comingSoon,
  headingLevel = 3,
  features,
  moreFeatures,
  details,
  look,
}: {
  href: string;
  name: string;
  /** The 4:3 picture (its alt text is the name); `fallback` replaces it if it fails to load. */
  image: { src: string; sizes: string; fallback?: string };
  /** The first card of a grid loads its picture eagerly. */
  eager?: boolean;
  /** Free text such as "$22,500 + VAT"; empty shows "Contact for price". */
  price: string | null | undefined;
  /** Not on sale yet: the badge says "Coming soon" instead of a price. */
  comingSoon?: boolean;
  headingLevel?: 2 | 3;
  /** All the features; the card shows the first `CARD_FEATURES`. */
  features: string[];
  /** "And N more features..." for the ones not shown. */
  moreFeatures: (count: number) => string;
  /** The "more details" line's text. */
  details: string;
  look: keyof typeof LOOKS;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const { image: imageClass, list, mark, more, details: detailsClass, arrow } = LOOKS[look];
  const hidden = features.length - CARD_FEATURES;
  return (
    <article className="group relative flex flex-col overflow-hidden rounded-card bg-white shadow-card ring-1 ring-line transition-shadow hover:shadow-lg">
      <div className="relative aspect-[4/3] overflow-hidden bg-cream">
        <FallbackImage
          src={image.src}
          fallback={image.fallback}
          alt={name}
          fill
          sizes={image.sizes}
          className={cn('object-cover', imageClass)}
          loading={eager ? 'eager' : 'lazy'}
          fetchPriority={eager ? 'high' : undefined}
        />
        <PriceTag
          price={price}
          comingSoon={comingSoon}
          tone="onImage"
          className="absolute start-3 top-3"
        />
      </div>
      <div className="flex flex-1 flex-col gap-4 p-6">
        <Heading className="text-xl">
          <Link
            href={href}
            className="after:absolute after:inset-0 after:rounded-card hover:text-brand"
          >
            {name}
          </Link>
        </Heading>
        <ul className={cn('grid text-ink-soft', list)}>
          {features.slice(0, CARD_FEATURES).map((feature) => (
            <li key={feature} className="flex gap-2">
              {mark}
              {feature}
            </li>
          ))}
        </ul>
        {hidden > 0 && <p className={cn('text-sm text-ink-soft', more)}>{moreFeatures(hidden)}</p>}
        {/* The whole card is the name's link; this only shows the way. */}
        <span
          aria-hidden="true"
          className={cn(
            'mt-auto inline-flex items-center gap-1.5 pt-2 font-semibold text-brand',
            detailsClass,
          )}
        >
          {details}
          <ArrowRight className={cn('size-4 rtl:rotate-180', arrow)} />
        </span>
      </div>
    </article>
  );
}
