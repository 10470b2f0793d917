import { ArrowRight } from 'lucide-react';
import Image from 'next/image';
import { OfferCard } from '@/components/ui/offer-card';
import type { LocalizedRental } from '../localize';

const PLACEHOLDER = '/images/placeholder.webp';
const FEATURES_SHOWN = 4;

/** A rental machine in the list: image, price badge, name linking to its page, first features. */
export function RentalCard({
  rental,
  labels,
  eager,
}: {
  rental: LocalizedRental;
  labels: {
    contactForPrice: string;
    viewDetails: string;
    moreFeatures: (count: number) => string;
  };
  eager?: boolean;
}) {
  const more = rental.features.length - FEATURES_SHOWN;
  return (
    <OfferCard
      href={`/rental/${rental.slug}`}
      name={rental.name}
      price={rental.price}
      contactForPrice={labels.contactForPrice}
      image={
        <Image
          src={rental.imageUrl ?? PLACEHOLDER}
          alt={rental.name}
          fill
          sizes="(min-width: 1024px) 384px, (min-width: 768px) 50vw, 100vw"
          className="object-cover"
          loading={eager ? 'eager' : 'lazy'}
          fetchPriority={eager ? 'high' : undefined}
        />
      }
    >
      <ul className="grid gap-1.5 text-ink-soft">
        {rental.features.slice(0, FEATURES_SHOWN).map((feature) => (
          <li key={feature} className="flex gap-2">
            <span
              aria-hidden="true"
              className="mt-2.5 size-1.5 shrink-0 rounded-full bg-brand-warm"
            />
            {feature}
          </li>
        ))}
      </ul>
      {more > 0 && <p className="text-sm text-ink-soft">{labels.moreFeatures(more)}</p>}
      <span
        aria-hidden="true"
        className="mt-auto inline-flex items-center gap-1.5 pt-2 font-semibold text-brand group-hover:underline"
      >
        {labels.viewDetails}
        <ArrowRight className="size-4 rtl:rotate-180" />
      </span>
    </OfferCard>
  );
}
