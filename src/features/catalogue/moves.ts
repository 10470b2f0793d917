import { localizedPath, routing } from '@/i18n/routing';
import type { CatalogueTable } from './table';

type Paths<Row extends { id: string }> = Pick<
  CatalogueTable<Row>,
  'slugsOf' | 'path' | 'pageSlug' | 'pageById'
>;

const filled = (slugs: (string | null | undefined)[]) =>
  slugs.filter((slug): slug is string => Boolean(slug));

/** The public path of a row's page in `locale`, as cards link to it. */
export const pagePath = <Row extends { id: string }>(
  catalogue: Paths<Row>,
  row: Row,
  locale: (typeof routing.locales)[number],
) => localizedPath(locale, catalogue.path(catalogue.pageSlug(row, locale)));

/** Every path that reaches the row's page: each language, by any of its slugs (or its id). */
export const livePaths = <Row extends { id: string }>(catalogue: Paths<Row>, row: Row) =>
  routing.locales.flatMap((locale) =>
    filled([...catalogue.slugsOf(row), ...(catalogue.pageById ? [row.id] : [])]).map((slug) =>
      localizedPath(locale, catalogue.path(slug)),
    ),
  );

/**
 * Old addresses of a renamed row → its new page, per language. Each language's page answers to
 * every slug of the row (it redirects to its own), so every old slug the row no longer has moves.
 */
export function movesOf<Row extends { id: string }>(
  catalogue: Paths<Row>,
  before: Row,
  after: Row,
): { from: string; to: string }[] {
  const kept = new Set(catalogue.slugsOf(after));
  const gone = [...new Set(filled(catalogue.slugsOf(before)))].filter((slug) => !kept.has(slug));
  return routing.locales.flatMap((locale) =>
    gone.map((slug) => ({
      from: localizedPath(locale, catalogue.path(slug)),
      to: pagePath(catalogue, after, locale),
    })),
  );
}
