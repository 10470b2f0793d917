import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { blogPosts, type NewBlogPost } from '@/db/schema';
import { POST } from '@/app/api/blog/publish-due/route';
import { withAppUnderTest } from '../../../tests/setup/app-under-test';
import { forgetRevalidatedTags, revalidatedTags } from '../../../tests/setup/next-cache';
import {
  claimDuePublication,
  latestDueTime,
  nextPublishTime,
  rescheduleBlogPublishing,
  SETTLE_MS,
  startBlogPublishing,
} from './publish-scheduler';

/**
 * The publish scheduler's decisions against a real PostgreSQL: when the blog's cached reads must
 * expire (a scheduled post came due) and when nothing changed, and the wake-up route that acts
 * on them. The process's own timer (startBlogPublishing) is not started in tests.
 */
vi.mock('next/cache', () => import('../../../tests/setup/next-cache'));

const app = withAppUnderTest();
const db = () => app.db;

const MINUTE = 60_000;
const at = (offset: number) => new Date(Math.floor((Date.now() + offset) / 1000) * 1000);

const holder = globalThis as {
  __blogPublishing?: { running: boolean; timer?: NodeJS.Timeout; checking?: unknown };
};

beforeEach(async () => {
  await db().delete(blogPosts);
  // A fresh process: nothing expired yet.
  delete holder.__blogPublishing;
  forgetRevalidatedTags();
});

let count = 0;
const seed = async (row: Partial<NewBlogPost>) => {
  count += 1;
  const [post] = await db()
    .insert(blogPosts)
    .values({
      blogUrl: `post-${count}`,
      language: 'he',
      title: `פוסט ${count}`,
      category: 'חדשות',
      author: 'צוות אוטופיצה',
      publishedDate: '2026-01-01',
      ...row,
    })
    .returning();
  return post!;
};

const comeDue = (id: string, publishAt: Date) =>
  db().update(blogPosts).set({ publishAt }).where(eq(blogPosts.id, id));

describe('nextPublishTime and latestDueTime', () => {
  it('are null with no posts', async () => {
    expect(await nextPublishTime()).toBeNull();
    expect(await latestDueTime()).toBeNull();
  });

  it('read the earliest future and the latest past publish time of published posts, never drafts', async () => {
    const past = at(-10 * MINUTE);
    const soon = at(5 * MINUTE);
    await seed({ publishAt: at(-60 * MINUTE) });
    await seed({ publishAt: past });
    await seed({ publishAt: soon });
    await seed({ publishAt: at(60 * MINUTE) });
    // Drafts, whatever their time, are never due.
    await seed({ status: 'draft', publishAt: at(-1 * MINUTE) });
    await seed({ status: 'draft', publishAt: at(1 * MINUTE) });
    expect(await nextPublishTime()).toEqual(soon);
    expect(await latestDueTime()).toEqual(past);
  });
});

describe('claimDuePublication', () => {
  it('is true once after the start, then false until a later publish time has come', async () => {
    const first = await seed({ publishAt: at(-30 * MINUTE) });
    expect(await claimDuePublication()).toBe(true);
    expect(await claimDuePublication()).toBe(false);
    expect(await claimDuePublication()).toBe(false);

    // A post scheduled for later changes nothing until its time.
    const later = await seed({ publishAt: at(30 * MINUTE) });
    expect(await claimDuePublication()).toBe(false);
    await comeDue(later.id, at(-1 * MINUTE));
    expect(await claimDuePublication()).toBe(true);
    expect(await claimDuePublication()).toBe(false);

    // A post whose time is earlier than what was already expired for: nothing new to show.
    await comeDue(first.id, at(-40 * MINUTE));
    expect(await claimDuePublication()).toBe(false);
  });

  it('is true once at the start even with no post at all', async () => {
    expect(await claimDuePublication()).toBe(true);
    expect(await claimDuePublication()).toBe(false);
    await seed({ publishAt: at(-1 * MINUTE) });
    expect(await claimDuePublication()).toBe(true);
  });
});

describe('claimDuePublication after an expiry', () => {
  it('is true once more SETTLE_MS later: a page rendered across the expiry may have kept what it read before', async () => {
    await seed({ publishAt: at(-1 * MINUTE) });
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      expect(await claimDuePublication()).toBe(true);
      vi.setSystemTime(Date.now() + SETTLE_MS - 100);
      expect(await claimDuePublication()).toBe(false);
      vi.setSystemTime(Date.now() + 200);
      expect(await claimDuePublication()).toBe(true);
      expect(await claimDuePublication()).toBe(false);
      vi.setSystemTime(Date.now() + 60 * MINUTE);
      expect(await claimDuePublication()).toBe(false);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('the wake-ups', () => {
  it('run one check at a time; one asked for meanwhile runs right after it', async () => {
    // The wake-up call to the server's own route, held the first time: a check under way.
    let calls = 0;
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const wakeUpCall = vi.spyOn(globalThis, 'fetch').mockImplementation(async () => {
      calls += 1;
      if (calls === 1) await held;
      return Response.json({ expired: false });
    });
    try {
      startBlogPublishing();
      rescheduleBlogPublishing();
      await vi.waitFor(() => expect(calls).toBe(1));
      // A post saved while that check runs: no second check beside it (it could end first, and
      // the first, ending last, would set the timer from what it read before the save)...
      rescheduleBlogPublishing();
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(calls).toBe(1);
      // ...but one right after it.
      release();
      await vi.waitFor(() => expect(calls).toBe(2));
      await vi.waitFor(() => expect(holder.__blogPublishing?.checking).toBeUndefined());
    } finally {
      clearTimeout(holder.__blogPublishing?.timer);
      wakeUpCall.mockRestore();
    }
  });
});

describe('POST /api/blog/publish-due', () => {
  const call = async () => {
    const response = await POST();
    expect(response.status).toBe(200);
    return response.json();
  };

  it('expires the blog reads at once only when a post came due', async () => {
    await seed({ publishAt: at(-5 * MINUTE) });
    expect(await call()).toEqual({ expired: true });
    expect(revalidatedTags).toEqual([{ tag: 'blog', profile: { expire: 0 } }]);

    forgetRevalidatedTags();
    expect(await call()).toEqual({ expired: false });
    const scheduled = await seed({ publishAt: at(10 * MINUTE) });
    expect(await call()).toEqual({ expired: false });
    expect(revalidatedTags).toEqual([]);

    await comeDue(scheduled.id, at(-1000));
    expect(await call()).toEqual({ expired: true });
    expect(await call()).toEqual({ expired: false });
    expect(revalidatedTags).toEqual([{ tag: 'blog', profile: { expire: 0 } }]);
  });
});
