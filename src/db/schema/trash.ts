import { sql } from 'drizzle-orm';
import { check, index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns';

/** What the back office can delete into the trash and keep revisions of. */
export const CONTENT_KINDS = ['machine', 'product', 'rental', 'post'] as const;
export type ContentKind = (typeof CONTENT_KINDS)[number];

const kindCheck = (name: string, column: unknown) =>
  check(name, sql`${column} in ('machine', 'product', 'rental', 'post')`);

/**
 * Deleted machines, products, rentals and posts, kept 30 days so an admin can bring one back
 * (then purged by the server). The item's row and everything it owned (its SEO settings, …) are
 * kept as they were in `snapshot`; its pictures stay in storage while it is here.
 */
export const trash = pgTable(
  'trash',
  {
    id: id(),
    kind: text('kind', { enum: CONTENT_KINDS }).notNull(),
    entityId: uuid('entity_id').notNull(),
    /** The item's name when it was deleted, for the trash list. */
    title: text('title').notNull(),
    snapshot: jsonb('snapshot').notNull(),
    deletedAt: createdAt('deleted_at'),
    /** The admin's e-mail (no foreign key: the entry outlives a removed account). */
    deletedBy: text('deleted_by'),
  },
  (t) => [kindCheck('trash_kind_check', t.kind), index('trash_deleted_at_idx').on(t.deletedAt)],
);

/**
 * Each save of a machine, product, rental or post: who saved it, when, and the saved fields, for
 * "compare" and "restore this version".
 */
export const revisions = pgTable(
  'revisions',
  {
    id: id(),
    kind: text('kind', { enum: CONTENT_KINDS }).notNull(),
    entityId: uuid('entity_id').notNull(),
    savedAt: createdAt('saved_at'),
    /** The admin's e-mail (no foreign key, as above). */
    savedBy: text('saved_by'),
    fields: jsonb('fields').notNull(),
  },
  (t) => [
    kindCheck('revisions_kind_check', t.kind),
    index('revisions_entity_idx').on(t.kind, t.entityId, t.savedAt.desc()),
  ],
);

export type TrashEntry = typeof trash.$inferSelect;
export type Revision = typeof revisions.$inferSelect;
