import { ArrowRight } from 'lucide-react';
import Image from 'next/image';
import { Link } from '@/i18n/navigation';
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
    <article className="group relative flex flex-col overflow-hidden rounded-card bg-white shadow-card ring-1 ring-line transition-shadow hover:shadow-lg">
      <div className="relative aspect-[4/3] bg-cream">
        <Image
          src={rental.imageUrl ?? PLACEHOLDER}
          alt={rental.name}
          fill
          sizes="(min-width: 1024px) 384px, (min-width: 768px) 50vw, 100vw"
          className="object-cover"
          loading={eager ? 'eager' : 'lazy'}
          fetchPriority={eager ? 'high' : undefined}
        />
        <span className="absolute start-3 top-3 rounded-full bg-white px-3 py-1 text-sm font-bold text-brand shadow">
          {/* <bdi> takes its direction from the text: "From 650 NIS per month" / "החל מ-650 ₪ לחודש". */}
          {rental.price ? <bdi>{rental.price}</bdi> : labels.contactForPrice}
        </span>
      </div>
      <div className="flex flex-1 flex-col gap-4 p-6">
        <h3 className="text-xl">
          <Link
            href={`/rental/${rental.slug}`}
            className="after:absolute after:inset-0 hover:text-brand"
          >
            {rental.name}
          </Link>
        </h3>
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
      </div>
    </article>
  );
}
