import { getTranslations } from 'next-intl/server';
import { ImageGallery } from '@/components/ui/image-gallery';
import { PLACEHOLDER_IMAGE } from '@/config/images';
import type { LocalizedProduct } from '../localize';
import { ProductSummary } from './product-summary';

/** The opening section of a product's page: its gallery beside the summary (sticky from lg). */
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

  return (
    <section className="py-10 md:py-14" aria-labelledby="product-title">
      <div className="container-page grid gap-10 lg:grid-cols-2 lg:items-start xl:gap-16">
        <div className="lg:sticky lg:top-24">
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
        </div>
        <ProductSummary product={product} titleId="product-title" />
      </div>
    </section>
  );
}
