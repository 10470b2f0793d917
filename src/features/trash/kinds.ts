import 'server-only';
import { eq, getTableColumns } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Transaction as Tx } from '@/db';
import { slugInUse } from '@/db/slug-in-use';
import {
  blogPosts,
  machines,
  products,
  rentalMachines,
  type BlogPost,
  type ContentKind,
} from '@/db/schema';
import { localizedPath } from '@/i18n/routing';
import { REDIRECTS_TAG } from '@/lib/redirects';
import { livePaths } from '@/features/catalogue/moves';
import { offerTags } from '@/features/catalogue/public-reads';
import { deletedTags } from '@/features/catalogue/rows';
import { slugTaken } from '@/features/catalogue/slugs';
import type { CatalogueTable, OrderedTable } from '@/features/catalogue/table';
import { postPath } from '@/features/blog/localize';
import { BLOG_TAG, blogPostTag } from '@/features/blog/queries';
import { machinePath, machineSlug } from '@/features/machines/localize';
import { MACHINES_TAG } from '@/features/machines/queries';
import { productPath, productSlug } from '@/features/products/localize';
import { rentalPath } from '@/features/rentals/localize';
import { SEO_TAG } from '@/features/seo/queries';

/*
 * What the trash needs to know of each kind of item it holds to bring one back: where its row
 * lives, which of its slugs must be free, which public paths reach it, which cache tags its
 * return touches, and whether it has a display order. Built from the schema and the features'
 * public modules (the deletes themselves are the features': the catalogue kit's deleteRowInTx
 * for machines, products and rentals, the blog's deletePostInTx; both call moveToTrash,
 * src/lib/admin/trash.ts).
 */

type AnyRow = { id: string } & Record<string, unknown>;

export type TrashKind = {
  table: PgTable;
  idColumn: PgColumn;
  /** The audit rows' `entity` for this kind (as the feature's own actions write it). */
  auditEntity: string;
  /** Whether another row already answers to one of the row's slugs. */
  slugTaken: (tx: Tx, row: AnyRow) => Promise<boolean>;
  /** Every public path of the (restored) row. */
  paths: (row: AnyRow) => string[];
  /** The cache tags a restore of the item touches (as its delete does). */
  tags: (id: string) => string[];
  /** Products and rentals keep a display order 0..n-1. */
  ordered?: OrderedTable<never>;
};

/** The slug and path description of a catalogue table (as the features' catalogue-table.ts). */
type Catalogue = Pick<
  CatalogueTable<never>,
  'table' | 'idColumn' | 'slugColumns' | 'tags' | 'slugsOf' | 'path' | 'pageSlug' | 'pageById'
> &
  Partial<Pick<OrderedTable<never>, 'orderColumn' | 'createdColumn'>> & { auditEntity: string };

function catalogueKind(catalogue: Catalogue): TrashKind {
  const kit = catalogue as unknown as CatalogueTable<never>;
  return {
    table: catalogue.table,
    idColumn: catalogue.idColumn,
    auditEntity: catalogue.auditEntity,
    slugTaken: async (tx, row) => {
      for (const slug of catalogue.slugsOf(row as never)) {
        if (slug && (await slugTaken(tx, catalogue, slug, row.id))) return true;
      }
      return false;
    },
    paths: (row) => livePaths(kit, row as never),
    tags: (id) => deletedTags(kit, id),
    ordered: catalogue.orderColumn ? (kit as OrderedTable<never>) : undefined,
  };
}

type Slugs = { slugHe?: string | null; slugEn?: string | null; slug?: string };

export const TRASH_KINDS: Record<ContentKind, TrashKind> = {
  machine: catalogueKind({
    table: machines,
    idColumn: machines.id,
    slugColumns: [machines.slugHe, machines.slugEn],
    tags: () => [MACHINES_TAG],
    auditEntity: 'machine',
    slugsOf: (row: Slugs) => [row.slugHe, row.slugEn],
    path: machinePath,
    pageSlug: machineSlug as never,
    pageById: true,
  }),
  product: catalogueKind({
    table: products,
    idColumn: products.id,
    slugColumns: [products.slugHe, products.slugEn],
    orderColumn: products.displayOrder,
    createdColumn: products.createdAt,
    tags: (id) => offerTags('products', id),
    auditEntity: 'product',
    slugsOf: (row: Slugs) => [row.slugHe, row.slugEn],
    path: productPath,
    pageSlug: productSlug as never,
  }),
  rental: catalogueKind({
    table: rentalMachines,
    idColumn: rentalMachines.id,
    slugColumns: [rentalMachines.slug],
    orderColumn: rentalMachines.displayOrder,
    createdColumn: rentalMachines.createdAt,
    tags: (id) => offerTags('rentals', id),
    auditEntity: 'rental',
    slugsOf: (row: Slugs) => [row.slug],
    path: rentalPath,
    pageSlug: ((row: Slugs) => row.slug!) as never,
  }),
  post: {
    table: blogPosts,
    idColumn: blogPosts.id,
    auditEntity: 'blog_post',
    // blog_url is unique per language.
    slugTaken: (tx, row) =>
      slugInUse(
        tx,
        {
          table: blogPosts,
          id: blogPosts.id,
          slugs: [blogPosts.blogUrl],
          where: eq(blogPosts.language, row.language as BlogPost['language']),
        },
        row.blogUrl as string,
        row.id,
      ),
    // A post's page answers to its slug and its id, in its language.
    paths: (row) =>
      [row.blogUrl as string, row.id].map((slug) =>
        localizedPath(row.language as BlogPost['language'], postPath(slug)),
      ),
    tags: (id) => [BLOG_TAG, blogPostTag(id), REDIRECTS_TAG, SEO_TAG],
  },
};

/** A stored row (keyed by column name, as `to_jsonb` gives it) with drizzle's property names. */
export function fromColumns(table: PgTable, stored: Record<string, unknown>): AnyRow {
  const row: Record<string, unknown> = {};
  for (const [key, column] of Object.entries(getTableColumns(table))) {
    if (column.name in stored) row[key] = stored[column.name];
  }
  return row as AnyRow;
}
