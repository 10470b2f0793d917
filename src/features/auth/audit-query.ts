import 'server-only';
import { and, desc, eq, gte, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '@/db';
import { auditLog, type AuditEntry } from '@/db/schema';
import { queryPage, type ListPage } from '@/lib/admin/paged-query';
import { dayRange } from '@/lib/list-filters';
import { AUDIT_PAGE_SIZE, type AuditFilters } from './audit-filters';

/**
 * The audit log's reads, taking the database (no guard: admin-queries.ts guards them). Newest
 * first, ties by id; each filter reads an index of migration 0008 (at, action + at, actor + at).
 */

export type AuditPage = ListPage<AuditEntry>;

/** What the filter selects offer: the actions, kinds of rows and actors present in the log. */
export type AuditFacets = {
  actions: string[];
  entities: string[];
  actors: { id: string; email: string }[];
};

function auditWhere(filters: AuditFilters): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  if (filters.action) conditions.push(eq(auditLog.action, filters.action));
  if (filters.entity) conditions.push(eq(auditLog.entityType, filters.entity));
  // An actor is their user id; without one (the command line, a removed account) their e-mail.
  if (filters.actor)
    conditions.push(
      or(
        eq(auditLog.actorId, filters.actor),
        and(isNull(auditLog.actorId), eq(auditLog.actorEmail, filters.actor)),
      ),
    );
  const { start, end } = dayRange(filters.from, filters.to);
  if (start) conditions.push(gte(auditLog.at, start));
  if (end) conditions.push(lt(auditLog.at, end));
  return and(...conditions);
}

/** One page (50 rows) of the view, with its total; a page past the end reads as the last one. */
export async function queryAudit(db: Database, filters: AuditFilters = {}): Promise<AuditPage> {
  const where = auditWhere(filters);
  return queryPage(db, auditLog, where, filters.page, AUDIT_PAGE_SIZE, (limit, offset) =>
    db
      .select()
      .from(auditLog)
      .where(where)
      .orderBy(desc(auditLog.at), desc(auditLog.id))
      .limit(limit)
      .offset(offset),
  );
}

export async function auditFacets(db: Database): Promise<AuditFacets> {
  const [actions, entities, actors] = await Promise.all([
    db.selectDistinct({ value: auditLog.action }).from(auditLog).orderBy(auditLog.action),
    db.selectDistinct({ value: auditLog.entityType }).from(auditLog).orderBy(auditLog.entityType),
    // Each actor (user id, or the e-mail when there is none: "system", a removed account) with
    // the latest address they had.
    db
      .select({
        id: sql<string>`coalesce(${auditLog.actorId}, ${auditLog.actorEmail})`,
        email: sql<string>`(array_agg(${auditLog.actorEmail} order by ${auditLog.at} desc))[1]`,
      })
      .from(auditLog)
      .groupBy(sql`coalesce(${auditLog.actorId}, ${auditLog.actorEmail})`)
      .orderBy(sql`2`),
  ]);
  return {
    actions: actions.map((row) => row.value),
    entities: entities.map((row) => row.value),
    actors,
  };
}
