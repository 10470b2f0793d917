import { createHash, randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { getDb } from '@/db';
import type { PageViewDevice } from '@/db/schema/page-views';
import type { CheckedBeacon } from './beacon';

/*
 * Where counted views go: a visitor hash from the day's salt, and a queue written to page_views
 * in batches (one INSERT per second or per 500 views), so a burst of beacons costs the database
 * a few statements and the page server nothing it waits for. Runs in the server process (the
 * request pipeline); no 'server-only' marker, which would refuse that bundle.
 */

export type PageView = CheckedBeacon & {
  at: Date;
  /** The Israel calendar day of `at`. */
  day: string;
  lang: 'he' | 'en';
  device: PageViewDevice;
  visitor: Buffer;
};

/** Today's salt, once read or created; a new day's salt replaces it (and deletes the old). */
let salt: { day: string; value: Promise<Buffer> } | undefined;

/**
 * The secret salt of an Israel calendar day, shared by every instance through the database:
 * the first instance to need it creates it. Salts of earlier days are deleted on the way, so
 * no one — us included — can recompute an earlier day's visitor from an address.
 */
export function saltOf(day: string): Promise<Buffer> {
  if (salt?.day === day) return salt.value;
  const value = (async () => {
    const db = getDb();
    await db.execute(sql`delete from analytics_salts where day < ${day}::date`);
    await db.execute(sql`
      insert into analytics_salts (day, salt) values (${day}::date, ${randomBytes(32)})
      on conflict (day) do nothing`);
    const { rows } = await db.execute<{ salt: Buffer }>(
      sql`select salt from analytics_salts where day = ${day}::date`,
    );
    if (!rows[0]) throw new Error(`no analytics salt for ${day}`);
    return rows[0].salt;
  })();
  salt = { day, value };
  // A failure (the database away) is not remembered: the next beacon asks again.
  value.catch(() => {
    if (salt?.value === value) salt = undefined;
  });
  return value;
}

/** The day's visitor: 16 bytes of sha-256 over the salt, the address, the user agent, the site. */
export function visitorHash(daySalt: Buffer, address: string, userAgent: string, site: string) {
  return createHash('sha256')
    .update(daySalt)
    .update(`\0${address}\0${userAgent}\0${site}`)
    .digest()
    .subarray(0, 16);
}

/** A failed query's own message (Drizzle wraps it: "Failed query: …", the cause says why). */
const reasonOf = (error: unknown) =>
  ((error as Error & { cause?: Error }).cause ?? (error as Error)).message;

/** Views written per INSERT, and the longest a view waits in memory. */
const BATCH = 500;
const FLUSH_MS = 1000;
/**
 * Views held while the database is away; beyond this the oldest are kept and new ones dropped
 * (counted in the log), so an outage never grows the server's memory without bound.
 */
const QUEUE_MAX = 50_000;

type Writer = {
  queue: PageView[];
  timer?: NodeJS.Timeout;
  flushing?: Promise<void>;
  dropped: number;
};
const writer: Writer = { queue: [], dropped: 0 };

/** Queues a counted view; written within a second. */
export function queueView(view: PageView): void {
  if (writer.queue.length >= QUEUE_MAX) {
    writer.dropped += 1;
    return;
  }
  writer.queue.push(view);
  if (writer.queue.length >= BATCH) void flushViews();
  else if (!writer.timer) {
    writer.timer = setTimeout(() => void flushViews(), FLUSH_MS);
    writer.timer.unref();
  }
}

async function insert(views: PageView[]): Promise<void> {
  const column = <T>(pick: (view: PageView) => T) => views.map(pick);
  // Each column as one array parameter (unnest): one statement whatever the batch's size.
  await getDb().$client.query(
    `insert into page_views
       (at, day, path, lang, device, ref_host, utm_source, utm_medium, utm_campaign, visitor)
     select * from unnest($1::timestamptz[], $2::date[], $3::text[], $4::text[], $5::text[],
                          $6::text[], $7::text[], $8::text[], $9::text[], $10::bytea[])`,
    [
      column((v) => v.at),
      column((v) => v.day),
      column((v) => v.path),
      column((v) => v.lang),
      column((v) => v.device),
      column((v) => v.refHost),
      column((v) => v.utmSource),
      column((v) => v.utmMedium),
      column((v) => v.utmCampaign),
      column((v) => v.visitor),
    ],
  );
}

/**
 * Writes every queued view (in batches), one flush at a time. A failed write puts its views
 * back at the front of the queue for the next flush; they are never lost while the process runs.
 */
export function flushViews(): Promise<void> {
  clearTimeout(writer.timer);
  writer.timer = undefined;
  if (writer.flushing) return writer.flushing.then(() => flushViews());
  if (writer.queue.length === 0) return Promise.resolve();
  writer.flushing = (async () => {
    try {
      while (writer.queue.length > 0) {
        const batch = writer.queue.splice(0, BATCH);
        try {
          await insert(batch);
        } catch (error) {
          writer.queue.unshift(...batch);
          console.error('[analytics] page views not written yet:', reasonOf(error));
          writer.timer ??= setTimeout(() => void flushViews(), 5 * FLUSH_MS);
          writer.timer.unref();
          return;
        }
      }
      if (writer.dropped > 0) {
        console.warn(`[analytics] ${writer.dropped} page views dropped: the queue was full`);
        writer.dropped = 0;
      }
    } finally {
      writer.flushing = undefined;
    }
  })();
  return writer.flushing;
}

/** Views waiting to be written (tests, the shutdown). */
export const queuedViews = () => writer.queue.length;
