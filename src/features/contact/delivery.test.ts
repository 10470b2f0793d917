import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createDb, type Database } from '@/db';
import { contactInquiries } from '@/db/schema';
import { startTestSmtp } from '../../../tests/setup/smtp';
import { withAppUnderTest } from '../../../tests/setup/app-under-test';
import {
  deliverDueInquiries,
  retryDelayMs,
  RETRY_DELAYS_SECONDS,
  SPOOL_RETRY_MS,
  startDeliveryWorker,
} from './delivery';
import { spoolInquiry } from './spool';

const t = withAppUnderTest();
beforeAll(() => {
  process.env.SALES_EMAIL = 'sales@example.com';
  process.env.MAIL_RETRY_SCALE = '0.02'; // 30 s -> 0.6 s
});
beforeEach(async () => {
  await t.db.delete(contactInquiries);
  delete process.env.SMTP_URL;
});

const lead = async (name: string) =>
  (
    await t.db
      .insert(contactInquiries)
      .values({ name, phone: '0501234567', locale: 'he', page: '/' })
      .returning()
  )[0]!;
const row = async (id: string) =>
  (await t.db.select().from(contactInquiries).where(eq(contactInquiries.id, id)))[0]!;
const until = async (check: () => Promise<boolean>, ms = 10_000) => {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 50));
  }
};

describe('retry schedule', () => {
  it('backs off 30 s, 1 min, 2 min, 5 min, 15 min, 30 min, then hourly', () => {
    process.env.MAIL_RETRY_SCALE = '1';
    expect([1, 2, 3, 4, 5, 6, 7, 8, 20].map((n) => retryDelayMs(n) / 1000)).toEqual([
      30, 60, 120, 300, 900, 1800, 3600, 3600, 3600,
    ]);
    expect(RETRY_DELAYS_SECONDS).toHaveLength(7);
    process.env.MAIL_RETRY_SCALE = '0.02';
  });
});

describe('inquiry delivery', () => {
  it('survives an SMTP outage and a restart, and the lead arrives exactly once', async () => {
    const smtp = await startTestSmtp({ refuse: 2 });
    process.env.SMTP_URL = smtp.url;
    try {
      const inquiry = await lead('Outage');
      expect(await deliverDueInquiries(t.db)).toEqual({ sent: 0, failed: 1 });
      const afterFirst = await row(inquiry.id);
      expect(afterFirst).toMatchObject({ emailStatus: 'pending', emailAttempts: 1 });
      expect(afterFirst.emailLastError).toMatch(/451|temporarily unavailable/i);
      expect(afterFirst.emailNextAttemptAt.getTime()).toBeGreaterThan(Date.now() - 1000);

      // Not due yet: nothing is tried.
      expect(await deliverDueInquiries(t.db)).toEqual({ sent: 0, failed: 0 });

      // A first worker fails again, then "the server restarts": a new worker with its own pool
      // (all it knows is what the rows say) delivers the lead.
      const first = startDeliveryWorker(t.db, 50);
      await until(async () => (await row(inquiry.id)).emailAttempts >= 2);
      await first.stop();
      const restartedDb: Database = createDb(t.url, 2);
      const second = startDeliveryWorker(restartedDb, 50);
      await until(async () => (await row(inquiry.id)).emailStatus === 'sent');
      await second.stop();
      await restartedDb.$client.end();

      const delivered = await row(inquiry.id);
      expect(delivered.emailAttempts).toBe(3);
      expect(delivered.emailSentAt).toBeInstanceOf(Date);
      const mails = smtp.received.filter((m) => m.inquiryId === inquiry.id);
      expect(mails).toHaveLength(1);
      expect(mails[0]!.to).toEqual(['sales@example.com']);
      expect(mails[0]!.raw).toContain('Phone: 0501234567');

      expect(await deliverDueInquiries(t.db)).toEqual({ sent: 0, failed: 0 });
      expect(smtp.received.filter((m) => m.inquiryId === inquiry.id)).toHaveLength(1);
    } finally {
      await smtp.close();
    }
  });

  it('two instances delivering at once send each lead once', async () => {
    const smtp = await startTestSmtp();
    process.env.SMTP_URL = smtp.url;
    const other = createDb(t.url, 2);
    try {
      const ids = await Promise.all(
        ['A', 'B', 'C', 'D', 'E', 'F'].map(async (n) => (await lead(n)).id),
      );
      const [a, b] = await Promise.all([
        deliverDueInquiries(t.db, 3),
        deliverDueInquiries(other, 3),
      ]);
      await deliverDueInquiries(t.db);
      expect(a.sent + b.sent).toBeGreaterThanOrEqual(3);
      expect(smtp.received.map((m) => m.inquiryId).sort()).toEqual([...ids].sort());
    } finally {
      await other.$client.end();
      await smtp.close();
    }
  });

  it('without SMTP_URL writes the e-mail to the data folder', async () => {
    const inquiry = await lead('File');
    expect(await deliverDueInquiries(t.db)).toEqual({ sent: 1, failed: 0 });
    const files = await readdir(path.join(t.dataDir, 'mail'));
    const contents = await Promise.all(
      files.map((f) => readFile(path.join(t.dataDir, 'mail', f), 'utf8')),
    );
    expect(
      contents.filter((c) => c.toLowerCase().includes(`x-inquiry-id: ${inquiry.id}`)),
    ).toHaveLength(1);
    expect((await row(inquiry.id)).emailStatus).toBe('sent');
  });
});

describe('spooled inquiries', () => {
  it('the worker moves them into the database within seconds and e-mails each once', async () => {
    const smtp = await startTestSmtp();
    process.env.SMTP_URL = smtp.url;
    const dir = path.join(t.dataDir, 'worker-spool');
    // A long poll interval: only the spool's own few-second check can pick these up.
    const worker = startDeliveryWorker(t.db, 60_000, dir);
    try {
      await worker.kick();
      const spooledAt = Date.now();
      const ids = [crypto.randomUUID(), crypto.randomUUID()];
      for (const id of ids) {
        await spoolInquiry(
          {
            id,
            createdAt: new Date().toISOString(),
            name: 'Spooled',
            phone: '0501234567',
            email: null,
            message: null,
            locale: 'en',
            page: '/en/contact',
            productId: null,
            utmSource: null,
            utmMedium: null,
            utmCampaign: null,
          },
          dir,
        );
      }
      await until(async () => smtp.received.length >= 2, SPOOL_RETRY_MS + 3000);
      expect(Date.now() - spooledAt).toBeLessThan(SPOOL_RETRY_MS + 3000);
      expect(smtp.received.map((m) => m.inquiryId).sort()).toEqual([...ids].sort());
      // The mail server has a message a moment before the worker records it as sent.
      await until(async () =>
        (await Promise.all(ids.map(row))).every((r) => r.emailStatus === 'sent'),
      );
      await worker.kick();
      expect(smtp.received).toHaveLength(2);
    } finally {
      await worker.stop();
      await smtp.close();
    }
  });
});
