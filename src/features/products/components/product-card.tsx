import { ArrowRight, Check } from 'lucide-react';
import { getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import { PRODUCT_PLACEHOLDER } from '../images';
import type { LocalizedProduct } from '../localize';
import { ProductImage } from './product-image';

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
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const more = product.features.length - CARD_FEATURES;

  return (
    <article className="group relative flex flex-col overflow-hidden rounded-card bg-white shadow-card ring-1 ring-line transition-shadow hover:shadow-lg">
      <div className="relative aspect-[4/3] overflow-hidden bg-cream">
        <ProductImage
          src={product.imageUrl ?? PRODUCT_PLACEHOLDER}
          alt={product.name}
          fill
          sizes="(min-width: 1280px) 400px, (min-width: 1024px) 33vw, (min-width: 768px) 50vw, 100vw"
          className="object-cover transition-transform duration-300 group-hover:scale-[1.03]"
          loading={eager ? 'eager' : 'lazy'}
          fetchPriority={eager ? 'high' : undefined}
        />
        <span className="absolute start-3 top-3 rounded-full bg-white px-3 py-1 text-sm font-bold text-brand shadow">
          {/* <bdi> takes its direction from the text: "$22,500 + VAT" reads LTR, "75,000 ₪ + מע״מ" RTL. */}
          {product.price ? (
            <bdi>{product.price}</bdi>
          ) : (
            (contactForPrice ?? common('contactForPrice'))
          )}
        </span>
      </div>
      <div className="flex flex-1 flex-col gap-4 p-6">
        <Heading className="text-xl">
          <Link
            href={`/products/${product.slug}`}
            className="after:absolute after:inset-0 after:rounded-card hover:text-brand"
          >
            {product.name}
          </Link>
        </Heading>
        <ul className="grid gap-2 text-ink-soft">
          {product.features.slice(0, CARD_FEATURES).map((feature) => (
            <li key={feature} className="flex gap-2">
              <Check aria-hidden="true" className="mt-1 size-4 shrink-0 text-open" />
              {feature}
            </li>
          ))}
        </ul>
        {more > 0 && (
          <p className="text-sm font-semibold text-ink-soft">
            {t('moreFeatures', { count: more })}
          </p>
        )}
        {/* The whole card is the name's link; this only shows the way. */}
        <span
          aria-hidden="true"
          className="mt-auto inline-flex items-center gap-1.5 pt-2 font-semibold text-brand"
        >
          {common('moreDetails')}
          <ArrowRight className="size-4 transition-transform group-hover:translate-x-1 rtl:rotate-180 rtl:group-hover:-translate-x-1" />
        </span>
      </div>
    </article>
  );
}
