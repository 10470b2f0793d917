import type { ReactNode } from 'react';
import { Link } from '@/i18n/navigation';

/**
 * A card for something on offer (a product, a rental): picture with a price badge, then the name,
 * whose link covers the whole card, and the card's own content (features, "more details").
 */
export function OfferCard({
  href,
  name,
  image,
  price,
  contactForPrice,
  headingLevel = 3,
  children,
}: {
  href: string;
  name: string;
  /** A `fill` image for the 4:3 picture box. */
  image: ReactNode;
  /** Free text such as "$22,500 + VAT"; empty shows `contactForPrice`. */
  price: string | null | undefined;
  contactForPrice: string;
  headingLevel?: 2 | 3;
  children: ReactNode;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className="group relative flex flex-col overflow-hidden rounded-card bg-white shadow-card ring-1 ring-line transition-shadow hover:shadow-lg">
      <div className="relative aspect-[4/3] overflow-hidden bg-cream">
        {image}
        <span className="absolute start-3 top-3 rounded-full bg-white px-3 py-1 text-sm font-bold text-brand shadow">
          {/* <bdi> takes its direction from the text: "$22,500 + VAT" reads LTR, "75,000 ₪ + מע״מ" RTL. */}
          {price ? <bdi>{price}</bdi> : contactForPrice}
        </span>
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
        {children}
      </div>
    </article>
  );
}
