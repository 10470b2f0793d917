import type { SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Locale } from '@/i18n/routing';

/**
 * A catalogue table as the kit sees it (products, rentals, machines): where its ids, slugs,
 * switch and display order live, which cache tags a change of a row touches, what the audit log
 * calls it, and where its public pages are. The kit's functions (slugs, moves, order, switch,
 * delete) work over this description, so the features differ only in it.
 *
 * `Row` is what the kit reads back of a row: at least its id, its slugs and its name.
 */
export type CatalogueTable<Row extends { id: string }> = {
  table: PgTable;
  idColumn: PgColumn;
  /** The columns a page's slug may be in (one per language, or one for both). */
  slugColumns: PgColumn[];
  /** The name the audit log quotes (Hebrew): a delete reads it of the row. */
  nameColumn: PgColumn;
  /** "Shown on the site" (the lists' switch); none when the table has no switch. */
  activeColumn?: PgColumn;
  /** Display order 0..n-1, ties by `createdColumn` then id; none when the table is not ordered. */
  orderColumn?: PgColumn;
  createdColumn?: PgColumn;
  /** Extra values a delete reads of the row before it goes (e.g. pictures as SQL). */
  deleteSelection?: Record<string, SQL | PgColumn>;
  /** The cache tags a change of the row touches (REDIRECTS_TAG and SEO_TAG are added where paths change). */
  tags: (id: string) => string[];
  /** `entity` of the audit rows. */
  auditEntity: string;
  /** What a delete puts in the trash as (src/features/trash). */
  trashKind: 'machine' | 'product' | 'rental';
  /** The row's slugs, in the order of `slugColumns`. */
  slugsOf: (row: Row) => (string | null | undefined)[];
  /** The locale-less path of a page by `slug`, e.g. "/products/espresso". */
  path: (slug: string) => string;
  /** The slug a page of `locale` is linked with. */
  pageSlug: (row: Row, locale: Locale) => string;
  /** Whether the page also answers to the row's id (machines: /location/<id>). */
  pageById?: boolean;
  /** The uploaded pictures the row holds (removed with it when nothing else uses them). */
  imagesOf: (row: Row) => string[];
};

/** A table whose rows have a display order. */
export type OrderedTable<Row extends { id: string }> = CatalogueTable<Row> & {
  orderColumn: PgColumn;
  createdColumn: PgColumn;
};
