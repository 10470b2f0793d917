import 'server-only';
import { and, eq, gt, lte, max, min, sql } from 'drizzle-orm';
import { getDb } from '@/db';
import { blogPosts } from '@/db/schema';
import { getEnv } from '@/config/env';

/*
 * Scheduled posts appear on their own when their time comes, with no restart and no cron outside
 * the app. The public blog reads are cached (tag BLOG_TAG) and filter on `publish_at <= now()`
 * when they run, so a post that becomes due must expire them. Next.js lets a tag be expired only
 * inside a request, so the process wakes itself at the next publish time and calls its own
 * POST /api/blog/publish-due, which expires the blog's reads when a post became due since it last
 * did (calling it at any other time changes nothing).
 */

/** The longest sleep: a post scheduled meanwhile by another instance is seen within this. */
const MAX_WAIT_MS = 10 * 60 * 1000;
/** After a failed wake-up call (the server not listening yet, the database away). */
const RETRY_MS = 5_000;
/**
 * The reads expire once more this long after a post came due. A page render under way at the
 * first expiry may store what it read before it, and Next dates a stored page by when it was
 * stored, not when it read: that stale page would pass as fresh until the blog's next change.
 */
export const SETTLE_MS = 5_000;

/**
 * One end of the publish times of published posts on one side of now: `min` of those after it
 * (`gt`), `max` of those that have come (`lte`); null when there is none.
 */
async function publishTimeBound(
  bound: typeof min | typeof max,
  side: typeof gt | typeof lte,
): Promise<Date | null> {
  const [row] = await getDb()
    .select({ at: bound(blogPosts.publishAt) })
    .from(blogPosts)
    .where(and(eq(blogPosts.status, 'published'), side(blogPosts.publishAt, sql`now()`)));
  return row?.at ?? null;
}

/** The earliest future publish time of a published post, or null. */
export const nextPublishTime = () => publishTimeBound(min, gt);

/** The latest publish time that has come, of any published post, or null. */
export const latestDueTime = () => publishTimeBound(max, lte);

type State = {
  /** Whether this process wakes itself (the server; not scripts or tests). */
  running: boolean;
  timer?: NodeJS.Timeout;
  /** The latest due publish time the blog's reads were expired for (undefined: not yet). */
  expiredFor?: number;
  /** When the reads expire once more after the last expiry (SETTLE_MS), if still to come. */
  settleAt?: number;
  /** The check under way, if any, and whether another was asked for meanwhile. */
  checking?: { again: boolean };
};
const holder = globalThis as typeof globalThis & { __blogPublishing?: State };
const state = (): State => (holder.__blogPublishing ??= { running: false });

/**
 * Whether the blog's cached reads must be expired now: true once after the process starts (a
 * post may have come due while it was down) and each time a later publish time has come, and
 * once more SETTLE_MS after each of those. Remembers the answer, so repeated calls expire once.
 */
export async function claimDuePublication(): Promise<boolean> {
  const current = state();
  const latest = (await latestDueTime())?.getTime() ?? 0;
  if (current.expiredFor === undefined || latest > current.expiredFor) {
    current.expiredFor = latest;
    current.settleAt = Date.now() + SETTLE_MS;
    return true;
  }
  if (current.settleAt !== undefined && Date.now() >= current.settleAt) {
    current.settleAt = undefined;
    return true;
  }
  return false;
}

function wakeIn(current: State, delay: number) {
  clearTimeout(current.timer);
  current.timer = setTimeout(() => void wake(current), delay).unref();
}

async function wake(current: State) {
  // One check at a time. Two side by side could end in either order, and one that read the next
  // publish time before a post was saved, ending last, set the timer past that post's time (a
  // CI run saw a post due at 10:58:00 stay unpublished past 10:59). One asked for meanwhile
  // runs right after, so it reads what was saved.
  if (current.checking) {
    current.checking.again = true;
    return;
  }
  const checking = (current.checking = { again: false });
  let delay = MAX_WAIT_MS;
  try {
    const response = await fetch(`http://127.0.0.1:${getEnv().PORT}/api/blog/publish-due`, {
      method: 'POST',
    });
    if (!response.ok) throw new Error(`status ${response.status}`);
    const next = await nextPublishTime();
    if (next) delay = Math.min(Math.max(next.getTime() - Date.now(), 0) + 250, MAX_WAIT_MS);
    if (current.settleAt !== undefined)
      delay = Math.min(delay, Math.max(current.settleAt - Date.now(), 0) + 50);
  } catch (error) {
    console.warn(
      '[blog] publishing check failed, retrying soon:',
      error instanceof Error ? error.message : error,
    );
    delay = RETRY_MS;
  } finally {
    current.checking = undefined;
  }
  wakeIn(current, checking.again ? 0 : delay);
}

/** Starts the process's wake-ups (server start); a second call does nothing. */
export function startBlogPublishing() {
  const current = state();
  if (current.running) return;
  current.running = true;
  // The first check once the server listens: expires what was cached before the start.
  wakeIn(current, 1_000);
}

/** After a post's publish time was set: wake now, then at the next publish time. */
export function rescheduleBlogPublishing() {
  const current = state();
  if (current.running) wakeIn(current, 0);
}
