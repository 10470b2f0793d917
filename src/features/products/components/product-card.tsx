import Image from 'next/image';
import { Link } from '@/i18n/navigation';
import type { LocalizedProduct } from '../localize';

const PLACEHOLDER = '/images/placeholder.webp';

/** A product in a grid: image, name, price badge, first features. */
export function ProductCard({
  product,
  contactForPrice,
  eager,
}: {
  product: LocalizedProduct;
  contactForPrice: string;
  eager?: boolean;
}) {
  return (
    <article className="group relative flex flex-col overflow-hidden rounded-card bg-white shadow-card ring-1 ring-line">
      <div className="relative aspect-[4/3] bg-cream">
        <Image
          src={product.imageUrl ?? PLACEHOLDER}
          alt={product.name}
          fill
          sizes="(min-width: 1024px) 384px, (min-width: 768px) 50vw, 100vw"
          className="object-cover"
          loading={eager ? 'eager' : 'lazy'}
          fetchPriority={eager ? 'high' : undefined}
        />
        <span className="absolute start-3 top-3 rounded-full bg-white px-3 py-1 text-sm font-bold text-brand shadow">
          {/* <bdi> takes its direction from the text: "$22,500 + VAT" reads LTR, "75,000 ₪ + מע״מ" RTL. */}
          {product.price ? <bdi>{product.price}</bdi> : contactForPrice}
        </span>
      </div>
      <div className="flex flex-1 flex-col gap-3 p-6">
        <h3 className="text-xl">
          <Link
            href={`/products/${product.slug}`}
            className="after:absolute after:inset-0 hover:text-brand"
          >
            {product.name}
          </Link>
        </h3>
        <ul className="grid gap-1.5 text-ink-soft">
          {product.features.slice(0, 3).map((feature) => (
            <li key={feature} className="flex gap-2">
              <span
                aria-hidden="true"
                className="mt-2.5 size-1.5 shrink-0 rounded-full bg-brand-warm"
              />
              {feature}
            </li>
          ))}
        </ul>
      </div>
    </article>
  );
}
