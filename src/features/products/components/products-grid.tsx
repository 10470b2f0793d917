import { cn } from '@/components/ui/cn';
import type { LocalizedProduct } from '../localize';
import { ProductCard } from './product-card';

/**
 * Product cards in 1 / 2 / 3 columns by screen width; the first loads its picture eagerly unless
 * the grid sits below the fold (a preview under the home page's hero, whose picture comes first).
 */
export function ProductsGrid({
  products,
  headingLevel = 3,
  belowTheFold = false,
  className,
}: {
  products: LocalizedProduct[];
  /** Level of each card's name heading: 2 under the page's h1, 3 inside a section. */
  headingLevel?: 2 | 3;
  belowTheFold?: boolean;
  className?: string;
}) {
  return (
    <ul className={cn('grid gap-6 md:grid-cols-2 lg:grid-cols-3', className)}>
      {products.map((product, index) => (
        <li key={product.id} className="flex *:w-full">
          <ProductCard
            product={product}
            eager={index === 0 && !belowTheFold}
            headingLevel={headingLevel}
          />
        </li>
      ))}
    </ul>
  );
}
