import { eq } from 'drizzle-orm';
import { parse } from 'csv-parse/sync';
import { describe, expect, it, vi } from 'vitest';
import { auditLog, contactInquiries, inquiryEmailAttempts, inquiryNotes } from '@/db/schema';
import { adminActionHarness } from '../../../tests/setup/admin-action-harness';
import {
  addInquiryNote,
  deleteInquiry,
  resendInquiryEmail,
  setInquiryStatus,
} from './admin-actions';
import { displayPhone, inboxCsv } from './inbox-csv';
import { queryInboxExport } from './inbox-query';

/**
 * The inbox's writes against a real database and real sessions: each change and its audit row
 * (never with the visitor's personal data), and the CSV export's file. (Anonymous and non-admin
 * callers: the authorization matrix test.)
 */
vi.mock('next/headers', () => import('../../../tests/setup/next-headers'));
vi.mock('next/cache', () => import('../../../tests/setup/next-cache'));

const { db } = adminActionHarness({ clear: [contactInquiries, auditLog] });

const VISITOR = { name: 'דנה כהן', phone: '0501234567', email: 'dana@example.com' };

async function inquiry(values: Partial<typeof contactInquiries.$inferInsert> = {}) {
  const [row] = await db()
    .insert(contactInquiries)
    .values({ ...VISITOR, message: 'אשמח להצעה', locale: 'he', ...values })
    .returning();
  return row!;
}
const row = async (id: string) =>
  (await db().select().from(contactInquiries).where(eq(contactInquiries.id, id)))[0];
const auditOf = (id: string) =>
  db().select().from(auditLog).where(eq(auditLog.entityId, id)).orderBy(auditLog.at);

/** No audit summary holds a visitor's name, phone, e-mail or message. */
function expectNoPersonalData(summary: string) {
  for (const value of [...Object.values(VISITOR), 'אשמח', 'דנה'])
    expect(summary).not.toContain(value);
}

describe('setInquiryStatus', () => {
  it('changes the status and records who changed it from what to what', async () => {
    const { id } = await inquiry();
    const result = await setInquiryStatus(null, { id, status: 'in_progress' });
    expect(result).toMatchObject({ ok: true });
    expect((await row(id))!.status).toBe('in_progress');
    const [entry, ...more] = await auditOf(id);
    expect(more).toEqual([]);
    expect(entry).toMatchObject({
      action: 'inquiries.setStatus',
      entityType: 'inquiry',
      actorEmail: 'admin@example.com',
      summary: `פנייה ${id.slice(0, 8)}: סטטוס חדשה ← בטיפול`,
    });
    expectNoPersonalData(entry!.summary);
  });

  it('refuses an unknown id or status and records nothing', async () => {
    const missing = await setInquiryStatus(null, {
      id: '00000000-0000-4000-8000-000000000000',
      status: 'won',
    });
    expect(missing).toMatchObject({ ok: false, message: expect.stringContaining('לא נמצא') });
    const { id } = await inquiry();
    const bad = await setInquiryStatus(null, { id, status: 'maybe' });
    expect(bad).toMatchObject({ ok: false, fieldErrors: { status: 'הערך אינו תקין' } });
    expect((await row(id))!.status).toBe('new');
    expect(await db().select().from(auditLog)).toEqual([]);
  });
});

describe('addInquiryNote', () => {
  it("adds the note signed with the admin's name; the audit row says so without its text", async () => {
    const { id } = await inquiry();
    const result = await addInquiryNote(null, { id, body: 'התקשרתי\nלחזור מחר' });
    expect(result).toMatchObject({ ok: true });
    const notes = await db().select().from(inquiryNotes).where(eq(inquiryNotes.inquiryId, id));
    expect(notes).toMatchObject([{ body: 'התקשרתי\nלחזור מחר', authorName: 'Admin' }]);
    const [entry] = await auditOf(id);
    expect(entry).toMatchObject({ action: 'inquiries.addNote' });
    expect(entry!.summary).toBe(`פנייה ${id.slice(0, 8)}: נוספה הערה פנימית`);
  });

  it('refuses an empty or too long note', async () => {
    const { id } = await inquiry();
    expect(await addInquiryNote(null, { id, body: '  ' })).toMatchObject({
      ok: false,
      fieldErrors: { body: 'שדה חובה' },
    });
    expect(await addInquiryNote(null, { id, body: 'x'.repeat(2001) })).toMatchObject({
      ok: false,
      fieldErrors: { body: 'הטקסט ארוך מדי' },
    });
    expect(await db().select().from(inquiryNotes)).toEqual([]);
  });
});

describe('resendInquiryEmail', () => {
  it('puts a failing inquiry back in the queue, due now, and the worker sends it', async () => {
    const { id } = await inquiry({
      emailStatus: 'failed',
      emailAttempts: 7,
      emailLastError: 'connect ECONNREFUSED',
      emailNextAttemptAt: new Date(Date.now() + 3_600_000),
    });
    const result = await resendInquiryEmail(null, { id });
    expect(result).toMatchObject({ ok: true });
    expect((await auditOf(id)).map((a) => a.action)).toEqual(['inquiries.resendEmail']);
    // Without SMTP_URL the mail is written to the data folder: the worker delivers it.
    await expect.poll(async () => (await row(id))!.emailStatus, { timeout: 10_000 }).toBe('sent');
    const attempts = await db()
      .select()
      .from(inquiryEmailAttempts)
      .where(eq(inquiryEmailAttempts.inquiryId, id));
    expect(attempts).toMatchObject([{ ok: true }]);
  });
});

describe('deleteInquiry', () => {
  it('removes the inquiry with its notes and attempts; the audit row keeps who and when only', async () => {
    const { id } = await inquiry();
    await addInquiryNote(null, { id, body: 'הערה' });
    await db().insert(inquiryEmailAttempts).values({ inquiryId: id, ok: false, error: 'x' });
    const result = await deleteInquiry(null, { id });
    expect(result).toMatchObject({ ok: true });
    expect(await row(id)).toBeUndefined();
    expect(await db().select().from(inquiryNotes)).toEqual([]);
    expect(await db().select().from(inquiryEmailAttempts)).toEqual([]);
    const entries = await auditOf(id);
    expect(entries.map((e) => e.action)).toEqual(['inquiries.addNote', 'inquiries.delete']);
    expect(entries[1]).toMatchObject({
      actorEmail: 'admin@example.com',
      entityType: 'inquiry',
      summary: `נמחק: פנייה ${id.slice(0, 8)}`,
    });
    for (const entry of entries) expectNoPersonalData(entry.summary);
    expect(await deleteInquiry(null, { id })).toMatchObject({ ok: false });
  });
});

describe('the CSV export', () => {
  it('is UTF-8 with a BOM, Hebrew headers and names intact, formulas neutralised', async () => {
    await inquiry({
      createdAt: new Date('2026-03-01T10:00:00Z'),
      page: '/en/products/x',
      purpose: 'host',
      city: 'חיפה',
    });
    await inquiry({
      name: '=HYPERLINK("http://evil")',
      phone: '0529876543',
      email: null,
      message: '+1 call me\nsecond line',
      utmSource: '@source',
      createdAt: new Date('2026-03-02T10:00:00Z'),
    });
    const csv = inboxCsv(await queryInboxExport(db(), {}));
    const bytes = Buffer.from(csv, 'utf8');
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const records = parse(bytes, { bom: true, columns: true }) as Record<string, string>[];
    expect(records).toHaveLength(2);
    expect(records[0]).toMatchObject({
      שם: `'=HYPERLINK("http://evil")`,
      טלפון: '052-987-6543',
      הודעה: "'+1 call me\nsecond line",
      utm_source: "'@source",
      סטטוס: 'חדשה',
      אימייל: 'ממתין',
    });
    expect(records[1]).toMatchObject({
      תאריך: '2026-03-01 12:00',
      שם: 'דנה כהן',
      טלפון: '050-123-4567',
      דף: '/en/products/x',
      שפה: 'עברית',
      מטרה: 'הצבת מכונה',
      עיר: 'חיפה',
    });
    expect(records[0]).toMatchObject({ מטרה: '', עיר: '' });
  });

  it('formats Israeli numbers (formula starts: src/lib/csv-cell.test.ts)', () => {
    expect(displayPhone('021234567')).toBe('02-123-4567');
    expect(displayPhone('0501234567')).toBe('050-123-4567');
    expect(displayPhone('97250123456789')).toBe('97250123456789');
  });
});
