import { sql } from 'drizzle-orm';
import { index, pgTable, text } from 'drizzle-orm/pg-core';
import { user } from './auth';
import { createdAt, id } from './columns';

/**
 * Who changed what in the back office: one row per admin write, appended in the same transaction
 * as the change (src/lib/admin/action.ts), and by the command-line admin tools. Rows
 * are never updated. The summary names what changed, never passwords, secrets or — for
 * inquiries — the visitor's personal data.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: id(),
    at: createdAt('at'),
    /** The admin; null for the command line, or once the account is removed (the e-mail stays). */
    actorId: text('actor_id').references(() => user.id, { onDelete: 'set null' }),
    actorEmail: text('actor_email').notNull(),
    /** The action's name, "feature.verb" (e.g. "products.save", "inquiries.setStatus"). */
    action: text('action').notNull(),
    /** What kind of row: "product", "inquiry", "seo_settings", "user", … */
    entityType: text('entity_type').notNull(),
    entityId: text('entity_id'),
    summary: text('summary').notNull(),
  },
  (t) => [
    index('audit_log_at_idx').on(t.at.desc()),
    index('audit_log_action_at_idx').on(t.action, t.at.desc()),
    index('audit_log_actor_at_idx').on(t.actorId, t.at.desc()),
    index('audit_log_entity_idx').on(t.entityType, t.entityId),
    // The audit log's actor filter choices (audit-query.ts auditFacets): each actor and their
    // latest address, read one index probe per actor (migration 0016).
    index('audit_log_actor_key_at_idx').on(
      sql`coalesce(${t.actorId}, ${t.actorEmail})`,
      t.at.desc().nullsFirst(),
    ),
  ],
);

export type AuditEntry = typeof auditLog.$inferSelect;
export type NewAuditEntry = typeof auditLog.$inferInsert;
