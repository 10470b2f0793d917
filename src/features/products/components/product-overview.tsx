import { getTranslations } from 'next-intl/server';
import { ImageGallery } from '@/components/ui/image-gallery';
import { PLACEHOLDER_IMAGE } from '@/config/images';
import type { LocalizedProduct } from '../localize';
import { ProductActions, ProductIntro } from './product-summary';

/**
 * The opening section of a product's page. With several pictures: the gallery (sticky from lg)
 * beside the whole text column. With one picture (or none) there is no gallery to fill a column
 * beside a long text: the picture sits beside the name, price and description, and the benefits
 * and buttons run across the page under both.
 */
export async function ProductOverview({ product }: { product: LocalizedProduct }) {
  const t = await getTranslations('products');
  const { images: sources, name } = product;
  const images = sources.map((src, index) => ({
    src,
    alt:
      sources.length > 1
        ? t('imageAlt', { product: name, current: index + 1, total: sources.length })
        : name,
  }));
  const gallery = (
    <ImageGallery
      images={images}
      thumbnailsLabel={t('thumbnails')}
      thumbnails={{
        action: 'select',
        labels: images.map((_, index) =>
          t('showImage', { current: index + 1, total: images.length }),
        ),
      }}
      placeholder={PLACEHOLDER_IMAGE}
    />
  );
  const intro = <ProductIntro product={product} titleId="product-title" />;

  return (
    <section className="py-10 md:py-14" aria-labelledby="product-title">
      {images.length > 1 ? (
        <div className="container-page grid gap-10 lg:grid-cols-2 lg:items-start xl:gap-16">
          <div className="lg:sticky lg:top-24">{gallery}</div>
          <div>
            {intro}
            <ProductActions product={product} />
          </div>
        </div>
      ) : (
        <div className="container-page grid gap-10 lg:grid-cols-2 lg:items-center xl:gap-16">
          {gallery}
          {intro}
          <div className="lg:col-span-2">
            <ProductActions product={product} wide />
          </div>
        </div>
      )}
    </section>
  );
}
