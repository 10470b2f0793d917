import { getLocale } from 'next-intl/server';
import { JsonLd } from '@/components/ui/json-ld';
import { getSiteConfig } from '@/config/site';
import { absoluteUrl, pageUrl } from '@/lib/site-url';
import { productPath, type LocalizedProduct } from '../localize';
import { productJsonLd } from '../structured-data';

/** The schema.org Product data of a product's page (spec §9), with absolute URLs. */
export async function ProductJsonLd({ product }: { product: LocalizedProduct }) {
  const locale = await getLocale();
  const data = productJsonLd({
    locale,
    name: product.name,
    description: product.paragraphs.join(' '),
    price: product.price,
    images: product.images.map(absoluteUrl),
    url: pageUrl(locale, productPath(product.slug)),
    brand: getSiteConfig().name[locale],
  });
  return <JsonLd data={data} />;
}
