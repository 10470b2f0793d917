import { randomInt, randomUUID } from 'node:crypto';
import { expect } from '@playwright/test';
import { test } from './admin';
import { expectNoAxeViolations } from './axe';
import { queryE2eDb } from './db';

/**
 * Privacy duties in the back office (issue 33): the inbox's "keep inquiries" setting (saved, kept
 * after a reload, audited; the panel passes axe) and, on an inquiry, the export of everything
 * about its sender as a JSON download (audited). The server's hourly erasure itself is tested
 * with a fixed clock in src/features/contact/retention.test.ts.
 */

const RETENTION_KEY = 'inquiryRetentionMonths';

/** Back to the default (off: no row), so no other spec meets a retention period. */
const retentionOff = () => queryE2eDb('delete from site_settings where key = $1', [RETENTION_KEY]);

/** A mobile number no other test uses: "05" + 8 random digits. */
const uniquePhone = () => `05${String(randomInt(0, 10 ** 8)).padStart(8, '0')}`;

test('an admin keeps inquiries 12 months: saved, kept after a reload, audited; the inbox passes axe', async ({
  adminPage: page,
}) => {
  test.setTimeout(90_000);
  await retentionOff();
  try {
    await page.goto('/admin/inquiries');
    const panel = page.getByRole('region', { name: 'שמירת פניות' });
    const period = panel.getByLabel('תקופת השמירה');
    await expect(period).toHaveValue('off');
    await expect(panel).toContainText('ההגדרה הנוכחית: ללא מחיקה אוטומטית');
    await expect(panel).toContainText('פניות נשמרות עד שמוחקים אותן ידנית.');
    await expectNoAxeViolations(page);

    await period.selectOption({ label: '12 חודשים' });
    await expect(panel).toContainText(
      'פניות והערותיהן יימחקו אוטומטית כעבור 12 חודשים מיום שליחתן.',
    );
    await panel.getByRole('button', { name: 'שמירה' }).click();
    await expect(page.getByText('ההגדרה נשמרה: 12 חודשים')).toBeVisible();
    await expect(panel).toContainText('ההגדרה הנוכחית: 12 חודשים');

    await page.reload();
    await expect(period).toHaveValue('12');
    await expect(panel).toContainText('ההגדרה הנוכחית: 12 חודשים');
    const stored = await queryE2eDb<{ value: unknown }>(
      'select value from site_settings where key = $1',
      [RETENTION_KEY],
    );
    expect(stored).toEqual([{ value: 12 }]);
    const audit = await queryE2eDb<{ summary: string; entity_type: string }>(
      `select summary, entity_type from audit_log
        where action = 'inquiries.setRetention' order by at desc limit 1`,
    );
    expect(audit).toEqual([
      { summary: 'שמירת פניות: ללא מחיקה אוטומטית ← 12 חודשים', entity_type: 'setting' },
    ]);
    await expectNoAxeViolations(page);

    // And back to "off" the same way.
    await period.selectOption('off');
    await panel.getByRole('button', { name: 'שמירה' }).click();
    await expect(page.getByText('ההגדרה נשמרה: ללא מחיקה אוטומטית')).toBeVisible();
    await page.reload();
    await expect(period).toHaveValue('off');
  } finally {
    await retentionOff();
  }
});

test("an inquiry's sender: the export link downloads JSON with their inquiries and notes, audited", async ({
  adminPage: page,
}) => {
  test.setTimeout(60_000);
  const tag = randomUUID().slice(0, 8);
  const phone = uniquePhone();
  const insert = async (name: string, email: string | null, inquiryPhone: string) =>
    (
      await queryE2eDb<{ id: string }>(
        `insert into contact_inquiries (name, phone, email, message, locale, email_status)
         values ($1, $2, $3, $4, 'he', 'sent') returning id`,
        [name, inquiryPhone, email, `הודעה ${tag}`],
      )
    )[0]!.id;
  const earlier = await insert(`פרטיות ${tag}`, `privacy-${tag}@example.com`, uniquePhone());
  const id = await insert(`פרטיות ${tag}`, `Privacy-${tag}@Example.com`, phone);
  const other = await insert(`אחר ${tag}`, `other-${tag}@example.com`, uniquePhone());
  await queryE2eDb(
    `insert into inquiry_notes (inquiry_id, author_name, body) values ($1, 'Admin', $2)`,
    [earlier, `הערה ${tag}`],
  );

  await page.goto(`/admin/inquiries/${id}`);
  const privacy = page.getByRole('region', { name: 'פרטיות: עיון ומחיקה' });
  const link = privacy.getByRole('link', { name: 'ייצוא הנתונים של פונה זה (JSON)' });
  await expect(link).toHaveAttribute('href', `/api/admin/inquiries/${id}/person-export`);
  await expectNoAxeViolations(page);

  const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
  expect(download.suggestedFilename()).toMatch(/^inquiries-\d{4}-\d{2}-\d{2}\.json$/);
  const file = Buffer.concat(await (await download.createReadStream()).toArray());
  const data = JSON.parse(file.toString('utf8')) as {
    exportedAt: string;
    matchedBy: { email: string | null; phone: string };
    inquiries: { id: string; name: string; notes: { body: string }[] }[];
  };
  expect(data.matchedBy).toEqual({ email: `Privacy-${tag}@Example.com`, phone });
  expect(data.inquiries.map((i) => i.id)).toEqual([id, earlier]);
  expect(data.inquiries[0]!.name).toBe(`פרטיות ${tag}`);
  expect(data.inquiries[1]!.notes.map((n) => n.body)).toEqual([`הערה ${tag}`]);
  expect(JSON.stringify(data)).not.toContain(other);

  const audit = await queryE2eDb<{ summary: string }>(
    `select summary from audit_log where action = 'inquiry.export' and entity_id = $1`,
    [id],
  );
  expect(audit).toEqual([{ summary: 'ייצוא נתוני פונה: 2 פניות' }]);

  // An unknown inquiry: 404 in JSON.
  const missing = await page.request.get(
    '/api/admin/inquiries/00000000-0000-4000-8000-000000000000/person-export',
  );
  expect(missing.status()).toBe(404);
  expect(await missing.json()).toEqual({ error: 'Inquiry not found' });
});
