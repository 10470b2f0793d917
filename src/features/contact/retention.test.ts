import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  auditLog,
  contactInquiries,
  inquiryEmailAttempts,
  inquiryNotes,
  siteSettings,
  type NewContactInquiry,
} from '@/db/schema';
import { SYSTEM_ACTOR_EMAIL } from '@/lib/admin/audit';
import { putSetting, readSetting } from '@/lib/settings';
import { adminActionHarness } from '../../../tests/setup/admin-action-harness';
import { updatedTags } from '../../../tests/setup/next-cache';
import { setInquiryRetention } from './admin-actions';
import { getInquiryRetention } from './admin-queries';
import { loadDashboardHome } from './dashboard-queries';
import { queryInbox } from './inbox-query';
import {
  eraseExpiredInquiries,
  RETENTION_BATCH,
  retentionCutoff,
  runInquiryRetention,
  startInquiryRetention,
} from './retention';

/**
 * Inquiry retention (issue 33) against a real database: the admin's setting (saved, audited,
 * refused to others) and the server's erasure with a fixed clock — the boundary to the second,
 * notes and delivery attempts gone with their inquiry, batches each with one audit row by
 * "system", nothing when the setting is off — and the hourly job's start.
 */
vi.mock('next/headers', () => import('../../../tests/setup/next-headers'));
vi.mock('next/cache', () => import('../../../tests/setup/next-cache'));

const signedIn = adminActionHarness({
  clear: [contactInquiries, auditLog, siteSettings],
  silence: ['info', 'warn'],
});
const { db, as } = signedIn;

/** Wednesday 15 July 2026, 12:00 in Israel (summer time, UTC+3). */
const NOW = new Date('2026-07-15T09:00:00Z');
/** 12 calendar months before NOW, on the Israel clock. */
const CUTOFF_12 = new Date('2025-07-15T09:00:00Z');
const SECOND = 1000;

const lead = (createdAt: Date, more: Partial<NewContactInquiry> = {}): NewContactInquiry => ({
  name: 'דנה כהן',
  phone: '0501234567',
  email: 'dana@example.com',
  message: 'אשמח להצעה',
  locale: 'he',
  createdAt,
  emailStatus: 'sent',
  ...more,
});

async function insert(...rows: NewContactInquiry[]) {
  return db().insert(contactInquiries).values(rows).returning({ id: contactInquiries.id });
}

/** Sets the retention (null: off, the default, which is no row). */
const keep = (months: number | null) =>
  months === null
    ? db().delete(siteSettings).where(eq(siteSettings.key, 'inquiryRetentionMonths'))
    : db().transaction((tx) => putSetting(tx, 'inquiryRetentionMonths', months, 'test'));

const ids = async () =>
  (await db().select({ id: contactInquiries.id }).from(contactInquiries)).map((r) => r.id).sort();

const retentionAudit = () =>
  db()
    .select()
    .from(auditLog)
    .where(eq(auditLog.action, 'inquiry.retention'))
    .orderBy(auditLog.at, auditLog.id);

afterEach(() => vi.useRealTimers());

describe('the retention cutoff', () => {
  it('is calendar months back on the Israel clock', async () => {
    expect(await retentionCutoff(NOW, 12, db())).toEqual(CUTOFF_12);
    // Winter (UTC+2) back to summer (UTC+3): 12:00 in Israel both times.
    expect(await retentionCutoff(new Date('2026-01-15T10:00:00Z'), 6, db())).toEqual(
      new Date('2025-07-15T09:00:00Z'),
    );
    // 31 August less 6 months: the last day of February.
    expect(await retentionCutoff(new Date('2026-08-31T09:00:00Z'), 6, db())).toEqual(
      new Date('2026-02-28T10:00:00Z'),
    );
  });
});

describe('eraseExpiredInquiries', () => {
  it('erases, under 12 months, an inquiry sent a second before the cutoff with its notes and attempts, and keeps one a second after', async () => {
    await keep(12);
    const [old, boundary, recent] = await insert(
      lead(new Date(CUTOFF_12.getTime() - SECOND)),
      lead(CUTOFF_12),
      lead(new Date(CUTOFF_12.getTime() + SECOND)),
    );
    for (const { id } of [old!, recent!]) {
      await db().insert(inquiryNotes).values({ inquiryId: id, authorName: 'Admin', body: 'הערה' });
      await db().insert(inquiryEmailAttempts).values({ inquiryId: id, ok: true });
    }
    const info = vi.mocked(console.info);

    expect(await eraseExpiredInquiries(NOW)).toBe(1);

    expect(await ids()).toEqual([boundary!.id, recent!.id].sort());
    const notes = await db().select({ id: inquiryNotes.inquiryId }).from(inquiryNotes);
    expect(notes).toEqual([{ id: recent!.id }]);
    const attempts = await db()
      .select({ id: inquiryEmailAttempts.inquiryId })
      .from(inquiryEmailAttempts);
    expect(attempts).toEqual([{ id: recent!.id }]);
    const [entry, ...more] = await retentionAudit();
    expect(more).toEqual([]);
    expect(entry).toMatchObject({
      actorEmail: SYSTEM_ACTOR_EMAIL,
      actorId: null,
      action: 'inquiry.retention',
      entityType: 'inquiry',
      entityId: null,
      summary: 'שמירת פניות (12 חודשים): נמחקה אוטומטית פנייה ישנה אחת',
    });
    for (const personal of ['דנה', '0501234567', 'dana@', 'אשמח'])
      expect(entry!.summary).not.toContain(personal);
    expect(info).toHaveBeenCalledWith('[inquiries] erased 1 inquiry older than 12 months');

    // A second run finds nothing and records nothing.
    expect(await eraseExpiredInquiries(NOW)).toBe(0);
    expect(await retentionAudit()).toHaveLength(1);
  });

  it('erases nothing while the setting is off (the default, or set back to off)', async () => {
    await insert(lead(new Date('2015-01-01T00:00:00Z')), lead(new Date('2020-01-01T00:00:00Z')));
    expect(await eraseExpiredInquiries(NOW)).toBe(0);
    await keep(6);
    await keep(null);
    expect(await eraseExpiredInquiries(NOW)).toBe(0);
    expect(await ids()).toHaveLength(2);
    expect(await retentionAudit()).toEqual([]);
  });

  it('works in batches, oldest first, one audit row each', async () => {
    await keep(6);
    const total = RETENTION_BATCH * 2 + 5;
    const start = new Date('2024-01-01T00:00:00Z').getTime();
    const rows = Array.from({ length: total }, (_, i) => lead(new Date(start + i * 60 * SECOND)));
    const kept = await insert(lead(new Date('2026-06-01T00:00:00Z')));
    await insert(...rows);

    expect(await eraseExpiredInquiries(NOW)).toBe(total);
    expect(await ids()).toEqual([kept[0]!.id]);
    const summaries = (await retentionAudit()).map((entry) => entry.summary);
    expect(RETENTION_BATCH).toBe(1000);
    expect(summaries).toEqual([
      'שמירת פניות (6 חודשים): נמחקו אוטומטית 1,000 פניות ישנות',
      'שמירת פניות (6 חודשים): נמחקו אוטומטית 1,000 פניות ישנות',
      'שמירת פניות (6 חודשים): נמחקו אוטומטית 5 פניות ישנות',
    ]);
  });

  it('leaves the dashboard and the inbox working on what remains', async () => {
    await keep(12);
    const [gone] = await insert(lead(new Date('2025-01-01T00:00:00Z')));
    const [stays] = await insert(lead(new Date('2026-07-15T07:00:00Z'), { status: 'new' }));
    await eraseExpiredInquiries(NOW);

    const home = await loadDashboardHome(NOW);
    expect(home.counts.today).toBe(1);
    expect(home.latest.map((l) => l.id)).toEqual([stays!.id]);
    // A page number from before the erasure reads as the last page that is left.
    const inbox = await queryInbox(db(), { page: 3 }, NOW);
    expect(inbox).toMatchObject({ total: 1, page: 1, pageCount: 1 });
    expect(inbox.rows.map((r) => r.id)).toEqual([stays!.id]);
    expect(inbox.rows.map((r) => r.id)).not.toContain(gone!.id);
  });

  it('as the periodic job never throws: a failing pass is logged', async () => {
    await keep(12);
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    // An invalid clock makes the pass fail (the cutoff cannot be computed).
    await expect(runInquiryRetention(new Date(Number.NaN))).resolves.toBeUndefined();
    expect(error).toHaveBeenCalledWith('[inquiries] retention failed:', expect.any(String));
  });
});

describe('startInquiryRetention', () => {
  it('schedules a first pass after 10 s and then one every hour, once per process, unref’d', () => {
    vi.useFakeTimers();
    const timeout = vi.spyOn(globalThis, 'setTimeout');
    const interval = vi.spyOn(globalThis, 'setInterval');
    startInquiryRetention();
    startInquiryRetention();
    expect(timeout).toHaveBeenCalledTimes(1);
    expect(timeout).toHaveBeenCalledWith(expect.any(Function), 10_000);
    expect(interval).toHaveBeenCalledTimes(1);
    expect(interval).toHaveBeenCalledWith(expect.any(Function), 60 * 60 * 1000);
    for (const timer of [...timeout.mock.results, ...interval.mock.results])
      expect((timer.value as NodeJS.Timeout).hasRef()).toBe(false);
    vi.clearAllTimers();
  });
});

describe('the "keep inquiries" setting (setInquiryRetention)', () => {
  const auditOfSetting = () =>
    db().select().from(auditLog).where(eq(auditLog.action, 'inquiries.setRetention'));

  it('is saved by an admin, audited, and updates the settings cache tag', async () => {
    expect(await getInquiryRetention()).toBeNull();
    expect(await setInquiryRetention(null, { months: '12' })).toEqual({
      ok: true,
      data: { months: 12, previous: null },
    });
    expect(await readSetting('inquiryRetentionMonths', db())).toBe(12);
    expect(await getInquiryRetention()).toBe(12);
    const [row] = await db()
      .select()
      .from(siteSettings)
      .where(eq(siteSettings.key, 'inquiryRetentionMonths'));
    expect(row).toMatchObject({ value: 12, updatedBy: 'admin@example.com' });
    expect(updatedTags).toEqual(['settings']);

    const form = new FormData();
    form.set('months', 'off');
    expect(await setInquiryRetention(null, form)).toMatchObject({ ok: true });
    expect(await readSetting('inquiryRetentionMonths', db())).toBeNull();

    const entries = await auditOfSetting();
    expect(entries.map((e) => [e.actorEmail, e.entityType, e.entityId, e.summary])).toEqual([
      [
        'admin@example.com',
        'setting',
        'inquiryRetentionMonths',
        'שמירת פניות: ללא מחיקה אוטומטית ← 12 חודשים',
      ],
      [
        'admin@example.com',
        'setting',
        'inquiryRetentionMonths',
        'שמירת פניות: 12 חודשים ← ללא מחיקה אוטומטית',
      ],
    ]);
  });

  it('refuses a period that is not offered, and stores nothing', async () => {
    for (const months of ['7', '0', '', 'forever', '120']) {
      expect(await setInquiryRetention(null, { months })).toMatchObject({
        ok: false,
        fieldErrors: { months: 'הערך אינו תקין' },
      });
    }
    expect(await db().select().from(siteSettings)).toEqual([]);
    expect(await auditOfSetting()).toEqual([]);
  });

  it('refuses an ordinary user (403) and an anonymous visitor (401); nothing changes', async () => {
    as(signedIn.cookies.user);
    expect(await setInquiryRetention(null, { months: '6' })).toMatchObject({
      ok: false,
      status: 403,
    });
    await expect(getInquiryRetention()).rejects.toMatchObject({ status: 403 });
    as();
    expect(await setInquiryRetention(null, { months: '6' })).toMatchObject({
      ok: false,
      status: 401,
    });
    expect(await readSetting('inquiryRetentionMonths', db())).toBeNull();
    expect(await auditOfSetting()).toEqual([]);
    expect(updatedTags).toEqual([]);
  });
});
