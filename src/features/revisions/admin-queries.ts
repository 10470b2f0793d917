import 'server-only';
import { and, desc, eq } from 'drizzle-orm';
import { getDb } from '@/db';
import { revisions, type ContentKind } from '@/db/schema';
import { changedFields, fieldName } from '@/lib/admin/audit';
import { requireRole } from '@/lib/admin/guard';
import { ROLES_FOR } from '@/lib/admin/roles';
import { currentRow, REVISION_KINDS } from './kinds';

/** The item a history is of: its name and edit screen. */
export type HistoryItem = { kind: ContentKind; id: string; title: string; editHref: string };

/** A revision as the history lists it. */
export type RevisionEntry = { id: string; savedAt: Date; savedBy: string | null };

/**
 * An item's revisions, newest first (admin only), with the item; null when the item is gone
 * (deleted: its revisions wait for it in case it comes back from the trash).
 */
export async function listRevisions(
  kind: ContentKind,
  entityId: string,
): Promise<{ item: HistoryItem; revisions: RevisionEntry[] } | null> {
  await requireRole(ROLES_FOR.content);
  const db = getDb();
  const row = await currentRow(db, kind, entityId);
  if (!row) return null;
  const entries = await db
    .select({ id: revisions.id, savedAt: revisions.savedAt, savedBy: revisions.savedBy })
    .from(revisions)
    .where(and(eq(revisions.kind, kind), eq(revisions.entityId, entityId)))
    .orderBy(desc(revisions.savedAt), desc(revisions.id));
  return { item: itemOf(kind, row), revisions: entries };
}

/** One field where a revision differs from the item now: values as stored (JSON-like). */
export type FieldDiff = { key: string; label: string; revision: unknown; current: unknown };

/** Saved fields a restore does not write back (the save decides them), left out of "compare". */
const NOT_COMPARED = new Set(['isBlogOfWeek', 'primaryImageIndex']);

/**
 * A revision of an item compared with the item now (admin only): only the fields that differ,
 * in the revision's order, with their Hebrew names. Null when the revision is not the item's or
 * either is gone.
 */
export async function readRevision(
  kind: ContentKind,
  entityId: string,
  revisionId: string,
): Promise<{ item: HistoryItem; revision: RevisionEntry; diffs: FieldDiff[] } | null> {
  await requireRole(ROLES_FOR.content);
  const db = getDb();
  const [revision] = await db
    .select()
    .from(revisions)
    .where(
      and(eq(revisions.id, revisionId), eq(revisions.kind, kind), eq(revisions.entityId, entityId)),
    );
  if (!revision) return null;
  const row = await currentRow(db, kind, entityId);
  if (!row) return null;
  const fields = Object.fromEntries(
    Object.entries(revision.fields as Record<string, unknown>).filter(
      ([key]) => !NOT_COMPARED.has(key),
    ),
  );
  // As jsonb holds them: dates as ISO texts.
  const current = JSON.parse(JSON.stringify(row)) as Record<string, unknown>;
  const diffs = changedFields(current, fields).map((key) => ({
    key,
    label: fieldName(key),
    revision: fields[key] ?? null,
    current: current[key] ?? null,
  }));
  return {
    item: itemOf(kind, row),
    revision: { id: revision.id, savedAt: revision.savedAt, savedBy: revision.savedBy },
    diffs,
  };
}

function itemOf(kind: ContentKind, row: Record<string, unknown> & { id: string }): HistoryItem {
  const { titleOf, editHref } = REVISION_KINDS[kind];
  return { kind, id: row.id, title: titleOf(row), editHref: editHref(row.id) };
}
