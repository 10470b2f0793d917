import { CatalogueCard } from '@/features/catalogue/components/catalogue-card';
import { productPath, type LocalizedProduct } from '../localize';

/** A product in a grid: image, price badge, name linking to its page, first features. */
export function ProductCard({
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
  return (
    <CatalogueCard
      kind="product"
      offer={product}
      href={productPath(product.slug)}
      eager={eager}
      headingLevel={headingLevel}
    />
  );
}
