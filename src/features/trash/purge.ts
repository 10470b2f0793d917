import 'server-only';
import { and, asc, eq, lt, sql } from 'drizzle-orm';
import { getDb, type Transaction as Tx } from '@/db';
import { mediaFiles, revisions, trash, type TrashEntry } from '@/db/schema';
import { appendAudit, SYSTEM_ACTOR } from '@/lib/admin/audit';
import { removeUnusedUploads } from '@/lib/media/uploads';
import { getStorage } from '@/lib/storage';
import { TRASH_KINDS } from './kinds';
import { snapshotOf } from '@/lib/admin/trash';
import { TRASH_RETENTION_DAYS } from './retention';
import { purgeSummary } from './summaries';

/*
 * The trash's server side: an entry is purged (for good) when an admin asks (purgeFromTrash) or
 * 30 days after the delete (the periodic job below); then its revisions go, and its pictures
 * leave storage when nothing else (an item, another trash entry, a revision) refers to them. The
 * same job sweeps uploads nobody used: a picture uploaded more than a day ago that no row
 * mentions (a form opened, a picture added, the form never saved).
 */

const DAY_MS = 24 * 60 * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;
/** An upload younger than this is never swept (its form may not be saved yet). */
export const UPLOAD_GRACE_MS = DAY_MS;

/** Every upload URL a trash entry mentions (its pictures, and any in its texts). */
export function entryImages(entry: Pick<TrashEntry, 'snapshot'>): string[] {
  const snapshot = snapshotOf(entry.snapshot);
  const inText = JSON.stringify(snapshot).match(/\/uploads\/[A-Za-z0-9._\-/]+/g) ?? [];
  return [...new Set([...(snapshot.images ?? []), ...inText])];
}

/**
 * Removes a trash entry in `tx` and the revisions of its item (unless the item is live again or
 * in the trash once more). Returns the entry, or null when it is gone already. Its pictures are
 * the caller's to remove after the commit (`removeUnusedUploads(entryImages(entry))`).
 */
export async function purgeInTx(tx: Tx, entryId: string): Promise<TrashEntry | null> {
  const [entry] = await tx.delete(trash).where(eq(trash.id, entryId)).returning();
  if (!entry) return null;
  const kind = TRASH_KINDS[entry.kind];
  const [live] = await tx
    .select({ id: kind.idColumn })
    .from(kind.table)
    .where(eq(kind.idColumn, entry.entityId));
  const [again] = await tx
    .select({ id: trash.id })
    .from(trash)
    .where(and(eq(trash.kind, entry.kind), eq(trash.entityId, entry.entityId)));
  if (!live && !again) {
    await tx
      .delete(revisions)
      .where(and(eq(revisions.kind, entry.kind), eq(revisions.entityId, entry.entityId)));
  }
  return entry;
}

/**
 * Purges the entries deleted more than 30 days before `now`, each in its own transaction with
 * its audit row (actor "system"), then removes their pictures that nothing else uses. Returns how
 * many entries it purged.
 */
export async function purgeExpiredTrash(now = new Date()): Promise<number> {
  const db = getDb();
  const cutoff = new Date(now.getTime() - TRASH_RETENTION_DAYS * DAY_MS);
  const due = await db
    .select({ id: trash.id })
    .from(trash)
    .where(lt(trash.deletedAt, cutoff))
    .orderBy(asc(trash.deletedAt))
    .limit(500);
  let purged = 0;
  for (const { id } of due) {
    const entry = await db.transaction(async (tx) => {
      const gone = await purgeInTx(tx, id);
      if (gone) {
        await appendAudit(tx, SYSTEM_ACTOR, 'trash.purge', {
          entity: TRASH_KINDS[gone.kind].auditEntity,
          entityId: gone.entityId,
          summary: purgeSummary(gone.title, true),
        });
      }
      return gone;
    });
    if (!entry) continue;
    purged++;
    await removeUnusedUploads(entryImages(entry));
  }
  if (purged > 0)
    console.info(`[trash] purged ${purged} expired entr${purged === 1 ? 'y' : 'ies'}`);
  return purged;
}

/**
 * Tables whose rows never hold a picture's address: left out of the sweep's reference check.
 * Every other table of the schema counts (a table added later is checked without a change here).
 */
const NOT_REFERRING = [
  'media_files',
  'audit_log',
  'session',
  'account',
  'verification',
  'rate_limits',
  'auth_rate_limit',
  'inquiry_email_attempts',
];

/** Whether any row of the schema (but NOT_REFERRING's tables) mentions `key`, as text. */
async function keyReferenced(tx: Tx, tables: string[], key: string): Promise<boolean> {
  if (tables.length === 0) return true;
  const checks = sql.join(
    tables.map(
      (table) =>
        sql`exists (select 1 from ${sql.identifier(table)} x where strpos(x::text, ${key}) > 0)`,
    ),
    sql` or `,
  );
  const result = await tx.execute<{ used: boolean }>(sql`select (${checks}) as used`);
  return result.rows[0]?.used !== false;
}

/**
 * Deletes uploaded pictures (storage and media_files record) older than a day that no row of the
 * database mentions — items, galleries, post bodies, SEO settings, trash entries, revisions and
 * any other table — by their storage key appearing anywhere in a row's text. A picture younger
 * than 24 hours is never touched. Returns the keys removed.
 */
export async function sweepUploads(now = new Date()): Promise<string[]> {
  const db = getDb();
  const cutoff = new Date(now.getTime() - UPLOAD_GRACE_MS);
  const tables = (
    await db.execute<{ name: string }>(sql`select table_name as name from information_schema.tables
      where table_schema = current_schema() and table_type = 'BASE TABLE'`)
  ).rows
    .map((row) => row.name)
    .filter((name) => !NOT_REFERRING.includes(name));
  const candidates = await db
    .select({ key: mediaFiles.key })
    .from(mediaFiles)
    .where(lt(mediaFiles.createdAt, cutoff))
    .orderBy(asc(mediaFiles.createdAt))
    .limit(500);
  const storage = getStorage();
  const removed: string[] = [];
  for (const { key } of candidates) {
    try {
      const unused = await db.transaction(async (tx) => {
        const [locked] = await tx
          .select({ key: mediaFiles.key })
          .from(mediaFiles)
          .where(and(eq(mediaFiles.key, key), lt(mediaFiles.createdAt, cutoff)))
          .for('update', { skipLocked: true });
        if (!locked || (await keyReferenced(tx, tables, key))) return false;
        await tx.delete(mediaFiles).where(eq(mediaFiles.key, key));
        return true;
      });
      if (!unused) continue;
      await storage.delete(key);
      removed.push(key);
    } catch (error) {
      console.error(
        `[uploads] sweeping ${key} failed:`,
        error instanceof Error ? error.message : error,
      );
    }
  }
  if (removed.length > 0) console.info(`[uploads] swept ${removed.length} unused upload(s)`);
  return removed;
}

/** One pass of the periodic job: expired trash, then unused uploads. Never throws. */
export async function runTrashJobs(now = new Date()) {
  try {
    await purgeExpiredTrash(now);
  } catch (error) {
    console.error('[trash] purge failed:', error instanceof Error ? error.message : error);
  }
  try {
    await sweepUploads(now);
  } catch (error) {
    console.error('[uploads] sweep failed:', error instanceof Error ? error.message : error);
  }
}

const state = globalThis as typeof globalThis & { __trashJobs?: NodeJS.Timeout };

/**
 * Starts the job in this server process (instrumentation.ts): a first pass shortly after the
 * start, then hourly. A second call does nothing. With several instances each runs it; every
 * step is safe to run twice (row locks, deletes that find nothing).
 */
export function startTrashJobs() {
  if (state.__trashJobs) return;
  const first = setTimeout(() => void runTrashJobs(), 10_000);
  first.unref();
  state.__trashJobs = setInterval(() => void runTrashJobs(), HOUR_MS);
  state.__trashJobs.unref();
}
