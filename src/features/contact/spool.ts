import 'server-only';
import { randomBytes } from 'node:crypto';
import { readdirSync } from 'node:fs';
import { mkdir, open, readdir, readFile, rename, stat, unlink } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '@/db';
import { contactInquiries, INQUIRY_PURPOSES, products } from '@/db/schema';
import { dataDir } from '@/lib/data-dir';

/**
 * The inquiries the database could not take (PostgreSQL down, or any failed insert), kept on the
 * server's disk until it can: one JSON line per inquiry in `<data>/spool/inquiries.jsonl`, written
 * and fsync'd before the visitor hears "sent". The delivery worker moves them into the database at
 * the start of each pass (drainSpool): the file is renamed to a "draining" file first, so new
 * inquiries start a fresh one, and that file is deleted only once every line is in. Each line
 * carries the inquiry's id, and inserting skips an id that is already there: a file drained twice
 * (a crash after the insert, before the delete) stores every inquiry once.
 *
 * One server process per data folder (the embedded database enforces that too): appends and the
 * rename are serialised within the process.
 */

/** The spool refuses an inquiry that would take its files past this (an outage plus a flood). */
export const SPOOL_MAX_BYTES = 20 * 1024 * 1024;

const LIVE = 'inquiries.jsonl';
const DRAINING = /^inquiries\.draining-[\w-]+\.jsonl$/;
/** Lines that cannot be stored at all (damaged, or refused by the database), kept for a person. */
export const REJECTED = 'rejected.jsonl';

/** What the insert writes, plus the inquiry's id and (when spooled) the time it was sent. */
export const inquiryRecordSchema = z.object({
  id: z.uuid(),
  createdAt: z.iso.datetime().optional(),
  name: z.string().min(1),
  phone: z.string().min(1),
  email: z.string().nullable(),
  message: z.string().nullable(),
  // Lines spooled before these fields existed have none.
  purpose: z.enum(INQUIRY_PURPOSES).nullable().default(null),
  city: z.string().nullable().default(null),
  locale: z.enum(['he', 'en']),
  page: z.string().nullable(),
  productId: z.uuid().nullable(),
  utmSource: z.string().nullable(),
  utmMedium: z.string().nullable(),
  utmCampaign: z.string().nullable(),
});
/** Written by the action; lines spooled before `purpose`/`city` existed read without them. */
export type InquiryRecord = z.input<typeof inquiryRecordSchema>;

export class SpoolFullError extends Error {
  constructor() {
    super(`the inquiry spool is full (${SPOOL_MAX_BYTES} bytes)`);
  }
}

export const spoolDir = () => path.join(dataDir(), 'spool');

/**
 * Stores inquiries, skipping ids that are already there (a retried form, a spool drained twice).
 * A product id that names no product (any more) is stored as none, in the same statement. Returns
 * the ids actually inserted.
 */
export async function insertInquiries(db: Database, records: InquiryRecord[]): Promise<string[]> {
  if (records.length === 0) return [];
  const rows = await db
    .insert(contactInquiries)
    .values(
      records.map((r) => ({
        id: r.id,
        ...(r.createdAt ? { createdAt: new Date(r.createdAt) } : {}),
        name: r.name,
        phone: r.phone,
        email: r.email,
        message: r.message,
        purpose: r.purpose ?? null,
        city: r.city ?? null,
        locale: r.locale,
        page: r.page,
        productId: r.productId
          ? sql`(select ${products.id} from ${products} where ${products.id} = ${r.productId})`
          : null,
        utmSource: r.utmSource,
        utmMedium: r.utmMedium,
        utmCampaign: r.utmCampaign,
      })),
    )
    .onConflictDoNothing({ target: contactInquiries.id })
    .returning({ id: contactInquiries.id });
  return rows.map((row) => row.id);
}

// Appends and the rename that starts a drain take turns. Kept on globalThis: the server action and
// the worker (started from instrumentation) may be bundled as separate copies of this module.
const holder = globalThis as typeof globalThis & { __inquirySpoolLock?: Promise<unknown> };
function exclusive<T>(work: () => Promise<T>): Promise<T> {
  const previous = holder.__inquirySpoolLock ?? Promise.resolve();
  const result = previous.then(work, work);
  holder.__inquirySpoolLock = result.catch(() => undefined);
  return result;
}

async function syncDir(dir: string) {
  const handle = await open(/* turbopackIgnore: true */ dir, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

async function filesIn(dir: string): Promise<string[]> {
  try {
    return await readdir(/* turbopackIgnore: true */ dir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
}

async function bytesIn(dir: string): Promise<number> {
  let total = 0;
  for (const name of await filesIn(dir)) {
    total += await stat(/* turbopackIgnore: true */ path.join(dir, name)).then(
      (s) => s.size,
      () => 0,
    );
  }
  return total;
}

/**
 * Appends one inquiry to the spool and fsyncs it (and the folder, when the file is new). Throws
 * when it cannot (disk, permissions) or when the spool is full (SpoolFullError): then the visitor
 * must be told to try again.
 */
export async function spoolInquiry(record: InquiryRecord, dir = spoolDir()): Promise<void> {
  const line = Buffer.from(`${JSON.stringify(inquiryRecordSchema.parse(record))}\n`);
  await exclusive(async () => {
    await mkdir(/* turbopackIgnore: true */ dir, { recursive: true, mode: 0o700 });
    if ((await bytesIn(dir)) + line.length + 1 > SPOOL_MAX_BYTES) throw new SpoolFullError();
    const file = path.join(dir, LIVE);
    const handle = await open(/* turbopackIgnore: true */ file, 'a+', 0o600);
    let created = false;
    try {
      const { size } = await handle.stat();
      created = size === 0;
      let bytes = line;
      if (size > 0) {
        // A line cut short (a crash or a full disk mid-write) must not swallow this one.
        const last = Buffer.alloc(1);
        await handle.read(last, 0, 1, size - 1);
        if (last[0] !== 0x0a) bytes = Buffer.concat([Buffer.from('\n'), line]);
      }
      const { bytesWritten } = await handle.write(bytes);
      if (bytesWritten !== bytes.length) throw new Error('short write to the inquiry spool');
      await handle.sync();
    } finally {
      await handle.close();
    }
    if (created) await syncDir(dir);
  });
}

/** Whether anything waits in the spool (a cheap check the worker makes every few seconds). */
export function hasSpooledInquiries(dir = spoolDir()): boolean {
  try {
    return readdirSync(/* turbopackIgnore: true */ dir).some(
      (name) => name === LIVE || DRAINING.test(name),
    );
  } catch {
    return false;
  }
}

/** How many inquiries wait in the spool (lines of the spool and draining files). */
export async function spoolPending(dir = spoolDir()): Promise<number> {
  let lines = 0;
  for (const name of await filesIn(dir)) {
    if (name !== LIVE && !DRAINING.test(name)) continue;
    const text = await readFile(/* turbopackIgnore: true */ path.join(dir, name), 'utf8').catch(
      () => '',
    );
    lines += text.split('\n').filter((l) => l.trim()).length;
  }
  return lines;
}

/** The message of an error's root cause: a driver's, never the query with its parameters. */
export function causeMessage(error: unknown): string {
  let current = error;
  while (current instanceof Error && current.cause instanceof Error) current = current.cause;
  if (current instanceof Error)
    return current.message || (current as NodeJS.ErrnoException).code || current.name;
  return String(current);
}

async function databaseAnswers(db: Database): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}

async function keepRejected(dir: string, lines: string[]) {
  const handle = await open(/* turbopackIgnore: true */ path.join(dir, REJECTED), 'a', 0o600);
  try {
    await handle.write(lines.map((l) => `${l}\n`).join(''));
    await handle.sync();
  } finally {
    await handle.close();
  }
}

const CHUNK = 200;

/** Moves one draining file into the database; deletes it once every line is in. */
async function moveFile(db: Database, dir: string, name: string): Promise<number> {
  const file = path.join(dir, name);
  const text = await readFile(/* turbopackIgnore: true */ file, 'utf8');
  const records: { line: string; record: InquiryRecord }[] = [];
  const rejected: string[] = [];
  for (const line of text.split('\n')) {
    if (!line.trim()) continue;
    let parsed: ReturnType<typeof inquiryRecordSchema.safeParse>;
    try {
      parsed = inquiryRecordSchema.safeParse(JSON.parse(line));
    } catch {
      rejected.push(line);
      continue;
    }
    if (parsed.success) records.push({ line, record: parsed.data });
    else rejected.push(line);
  }
  let inserted = 0;
  let refusal = '';
  for (let start = 0; start < records.length; start += CHUNK) {
    const chunk = records.slice(start, start + CHUNK);
    try {
      inserted += (
        await insertInquiries(
          db,
          chunk.map((c) => c.record),
        )
      ).length;
    } catch (error) {
      // The database is down: the file stays for the next pass. It answers, so some line is
      // refused: store the others one by one and keep the refused ones aside.
      if (!(await databaseAnswers(db))) throw error;
      for (const { line, record } of chunk) {
        try {
          inserted += (await insertInquiries(db, [record])).length;
        } catch (lineError) {
          if (!(await databaseAnswers(db))) throw lineError;
          refusal = causeMessage(lineError);
          rejected.push(line);
        }
      }
    }
  }
  if (rejected.length) {
    await keepRejected(dir, rejected);
    console.error(
      `[contact] ${rejected.length} spooled inquiries could not be stored${refusal ? ` (${refusal})` : ' (damaged lines)'}; kept in ${path.join(dir, REJECTED)}`,
    );
  }
  await unlink(/* turbopackIgnore: true */ file);
  await syncDir(dir);
  return inserted;
}

/**
 * Moves every spooled inquiry into the database: draining files left by an earlier pass (or a
 * crash) first, then the spool file, renamed to a draining file while new inquiries may still be
 * appended. Returns how many inquiries were inserted (ids already there are skipped). Throws,
 * leaving the files for the next pass, when the database does not answer.
 */
export async function drainSpool(db: Database, dir = spoolDir()): Promise<number> {
  let moved = 0;
  try {
    const leftovers = (await filesIn(dir)).filter((name) => DRAINING.test(name)).sort();
    for (const name of leftovers) moved += await moveFile(db, dir, name);
    const draining = await exclusive(async () => {
      const name = `inquiries.draining-${Date.now()}-${randomBytes(4).toString('hex')}.jsonl`;
      try {
        await rename(
          /* turbopackIgnore: true */ path.join(dir, LIVE),
          /* turbopackIgnore: true */ path.join(dir, name),
        );
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
        throw error;
      }
      await syncDir(dir);
      return name;
    });
    if (draining) moved += await moveFile(db, dir, draining);
  } finally {
    if (moved) console.log(`[contact] moved ${moved} spooled inquiries into the database`);
  }
  return moved;
}
