import { routing, type Locale } from '@/i18n/routing';
import type { PageHead } from '@/lib/page-head';
import type { CatalogueTable } from './table';

/**
 * The head of a catalogue row's public page (a product, a rental, a location): named by the
 * row's name (its picture's alt text too), with its page in each language as the table links it
 * and the date of its last change. The feature brings the name, description and picture in the
 * page's language.
 */
export function catalogueHead<Row extends { id: string; updatedAt: Date | string }>(
  catalogue: Pick<CatalogueTable<Row>, 'path' | 'pageSlug'>,
  row: Row,
  locale: Locale,
  { name, description, image }: { name: string; description: string; image: string | undefined },
): PageHead {
  const pathIn = (language: Locale) => catalogue.path(catalogue.pageSlug(row, language));
  return {
    locale,
    path: pathIn(locale),
    languages: Object.fromEntries(routing.locales.map((language) => [language, pathIn(language)])),
    title: name,
    description,
    image,
    imageAlt: name,
    type: 'website',
    lastModified: new Date(row.updatedAt),
  };
}
