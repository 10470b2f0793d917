import 'server-only';
import { and, desc, eq, notInArray, sql } from 'drizzle-orm';
import type { Transaction as Tx } from '@/db';
import { revisions, type ContentKind } from '@/db/schema';

/*
 * The history of an item (issue 32): every save of a machine, product, rental or post keeps a
 * revision — who saved it, when, and the fields as saved — for "compare" and "restore this
 * version" (src/features/revisions/admin-actions.ts). The save paths call `recordRevision` in
 * their own transaction right after the row is written, so a refused or failed save leaves none.
 */

/** How many revisions an item keeps: the newest; older ones go in the same transaction. */
export const REVISIONS_KEPT = 50;

/** Keys that are the row's bookkeeping, not what the admin edits. */
const NOT_EDITABLE = new Set(['id', 'createdAt', 'updatedAt']);

/** The fields as stored in the revision (jsonb: dates become ISO texts). */
export function revisionFields(fields: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(fields).filter(([key, value]) => !NOT_EDITABLE.has(key) && value !== undefined),
  );
}

/**
 * Records a revision of `entityId` with the saved `fields` (the values the save wrote, keyed as
 * the row's columns in the schema: nameHe, slugEn, …) by `actorEmail`, and keeps only the newest
 * REVISIONS_KEPT of the item.
 */
export async function recordRevision(
  tx: Tx,
  kind: ContentKind,
  entityId: string,
  fields: Record<string, unknown>,
  actorEmail: string | null,
): Promise<void> {
  await tx
    .insert(revisions)
    // clock_timestamp(): two saves in one transaction (a test, a script) still come in order.
    .values({
      kind,
      entityId,
      fields: revisionFields(fields),
      savedBy: actorEmail,
      savedAt: sql`clock_timestamp()`,
    });
  const ofItem = and(eq(revisions.kind, kind), eq(revisions.entityId, entityId));
  const kept = tx
    .select({ id: revisions.id })
    .from(revisions)
    .where(ofItem)
    .orderBy(desc(revisions.savedAt), desc(revisions.id))
    .limit(REVISIONS_KEPT);
  await tx.delete(revisions).where(and(ofItem, notInArray(revisions.id, kept)));
}
