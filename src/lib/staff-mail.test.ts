import { eq } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { staffMails } from '@/db/schema';
import { withAppUnderTest } from '../../tests/setup/app-under-test';
import { startTestSmtp } from '../../tests/setup/smtp';
import { retryDelayMs } from './mail-retry';
import { deliverDueStaffMails, queueStaffMail } from './staff-mail';

/**
 * The back office's e-mail outbox against a real database and a real SMTP server: a queued
 * message is sent by the next pass, and one that SMTP refuses stays in the table, is tried again
 * after the leads' retry delay and arrives then.
 */
const t = withAppUnderTest();
beforeAll(() => {
  process.env.MAIL_RETRY_SCALE = '0.02'; // 30 s -> 0.6 s
});
beforeEach(async () => {
  await t.db.delete(staffMails);
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});

const stored = async () => (await t.db.select().from(staffMails))[0]!;
const mail = {
  to: 'new.editor@example.com',
  subject: 'הוזמנת לצוות',
  text: 'שלום, הוזמנת.',
  html: '<p>שלום, הוזמנת.</p>',
};

describe('staff e-mails', () => {
  it('are delivered through SMTP by the next pass', async () => {
    const smtp = await startTestSmtp();
    process.env.SMTP_URL = smtp.url;
    try {
      await queueStaffMail(t.db, mail);
      expect(await stored()).toMatchObject({ to: mail.to, sentAt: null, attempts: 0 });
      expect(await deliverDueStaffMails(t.db)).toEqual({ sent: 1, failed: 0 });
      expect(smtp.received).toHaveLength(1);
      expect(smtp.received[0]!.to).toEqual([mail.to]);
      expect(await stored()).toMatchObject({ attempts: 1, lastError: null });
      expect((await stored()).sentAt).toBeInstanceOf(Date);
      // Sent once: the next pass has nothing to do.
      expect(await deliverDueStaffMails(t.db)).toEqual({ sent: 0, failed: 0 });
      expect(smtp.received).toHaveLength(1);
    } finally {
      delete process.env.SMTP_URL;
      await smtp.close();
    }
  });

  it('are kept and retried later while SMTP is down, then arrive', async () => {
    const smtp = await startTestSmtp({ refuse: 1 });
    process.env.SMTP_URL = smtp.url;
    try {
      await queueStaffMail(t.db, mail);
      expect(await deliverDueStaffMails(t.db)).toEqual({ sent: 0, failed: 1 });
      const failed = await stored();
      expect(failed).toMatchObject({ attempts: 1, sentAt: null });
      // The reason is kept, without the address.
      expect(failed.lastError).toMatch(/temporarily unavailable/i);
      expect(failed.lastError).not.toContain(mail.to);
      expect(failed.nextAttemptAt.getTime()).toBeGreaterThan(Date.now());
      // Not due yet: a pass right away leaves it alone.
      expect(await deliverDueStaffMails(t.db)).toEqual({ sent: 0, failed: 0 });
      await new Promise((resolve) => setTimeout(resolve, retryDelayMs(1) + 100));
      expect(await deliverDueStaffMails(t.db)).toEqual({ sent: 1, failed: 0 });
      expect(smtp.received).toHaveLength(1);
      expect(smtp.received[0]!.raw).toContain('Subject:');
      const [row] = await t.db.select().from(staffMails).where(eq(staffMails.to, mail.to));
      expect(row).toMatchObject({ attempts: 2, lastError: null });
    } finally {
      delete process.env.SMTP_URL;
      await smtp.close();
    }
  });
});
