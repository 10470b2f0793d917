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

/**
 * The distinct values of an indexed expression, read as a loose index scan: the first value, then
 * the first one after it, and so on — one index probe per distinct value (a handful of actions,
 * kinds and actors) instead of a pass over every row of a log that only grows. With `latest`, each
 * value's row with the latest `at` also gives that column (the expression + at index of 0016).
 */
function distinctValues(key: SQL, latest?: SQL) {
  const extra = latest ? sql`, ${latest} as latest` : sql``;
  const order = latest ? sql`${key}, ${auditLog.at} desc` : key;
  return sql`
    with recursive found as (
      (select ${key} as value${extra} from ${auditLog} order by ${order} limit 1)
      union all
      select next.* from found cross join lateral (
        select ${key} as value${extra} from ${auditLog}
         where ${key} > found.value order by ${order} limit 1
      ) next
    )
    select * from found`;
}

export async function auditFacets(db: Database): Promise<AuditFacets> {
  const [actions, entities, actors] = await Promise.all([
    db.execute<{ value: string }>(sql`${distinctValues(sql`${auditLog.action}`)} order by value`),
    db.execute<{ value: string }>(
      sql`${distinctValues(sql`${auditLog.entityType}`)} order by value`,
    ),
    // Each actor (user id, or the e-mail when there is none: "system", a removed account) with
    // the latest address they had.
    db.execute<{ value: string; latest: string }>(
      sql`${distinctValues(sql`coalesce(${auditLog.actorId}, ${auditLog.actorEmail})`, sql`${auditLog.actorEmail}`)} order by latest`,
    ),
  ]);
  return {
    actions: actions.rows.map((row) => row.value),
    entities: entities.rows.map((row) => row.value),
    actors: actors.rows.map((row) => ({ id: row.value, email: row.latest })),
  };
}
