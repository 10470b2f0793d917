import { randomInt, randomUUID } from 'node:crypto';
import { expect, type Browser, type Page } from '@playwright/test';
import { parse } from 'csv-parse/sync';
import { test } from './admin';
import { expectNoAxeViolations } from './axe';
import { queryE2eDb } from './db';
import { inboxMessages, smtpDown, smtpUp } from './inbox';
import { asNewVisitor } from './visitor';

/**
 * The leads inbox (issue 12, "Done when"): a visitor's inquiry from a product page reaches
 * /admin/inquiries with its page, product and campaign source; the admin finds it by a phone
 * typed as +972-50-…, works it (status, note: both kept and in the audit log), exports the view
 * as CSV; and an e-mail that failed while SMTP was down goes out with "send again".
 */

const PIZZA = '/en/products/automatic-pizza-machine';
const PIZZA_HE = 'מכונת פיצה אוטומטית';

/** A mobile number no other test uses: "05" + 8 random digits. */
const uniquePhone = () => `05${String(randomInt(0, 10 ** 8)).padStart(8, '0')}`;
/** "0521234567" as people type it internationally: "+972-52-123-4567". */
const international = (phone: string) =>
  `+972-${phone.slice(1, 3)}-${phone.slice(3, 6)}-${phone.slice(6)}`;

/** A visitor in a browser of their own (no admin cookie) sends the form of `path`. */
async function sendInquiry(
  browser: Browser,
  path: string,
  name: string,
  phone: string,
  wants?: { purpose: string; city: string },
) {
  const context = await browser.newContext();
  const visitor = await context.newPage();
  await asNewVisitor(visitor);
  await visitor.goto(path);
  const form = visitor.getByRole('main').locator('form');
  await form.getByLabel('Full name').fill(name);
  await form.getByLabel('Phone').fill(phone);
  if (wants) {
    await form.getByLabel('What are you interested in?').selectOption({ label: wants.purpose });
    await form.getByLabel('City').fill(wants.city);
  }
  await form.getByRole('button', { name: 'Send' }).click();
  await expect(visitor.getByText('Inquiry sent!')).toBeVisible();
  await context.close();
}

const inquiryId = async (name: string) => {
  let id: string | undefined;
  await expect
    .poll(async () => {
      id = (
        await queryE2eDb<{ id: string }>('select id from contact_inquiries where name = $1', [name])
      )[0]?.id;
      return id;
    })
    .toBeTruthy();
  return id!;
};

const visibleRow = (page: Page, name: string) =>
  page.getByRole('row').filter({ has: page.getByRole('link', { name, exact: true }) });

test('a lead from a product page: in the inbox with its source, found by +972 phone, worked, exported', async ({
  adminPage: page,
  browser,
}) => {
  test.setTimeout(90_000);
  const tag = randomUUID().slice(0, 6);
  const hebrewName = `דנה כהן ${tag}`;
  const formulaName = `=HYPERLINK("x") ${tag}`;
  const phone = uniquePhone();
  await sendInquiry(browser, `${PIZZA}?utm_source=test`, hebrewName, phone, {
    purpose: 'Hosting a machine at my business',
    city: 'Haifa',
  });
  await sendInquiry(browser, '/en/contact', formulaName, uniquePhone());
  const id = await inquiryId(hebrewName);
  const [stored] = await queryE2eDb<{ product: string | null; utm: string | null }>(
    `select p.name_he as product, c.utm_source as utm from contact_inquiries c
       left join products p on p.id = c.product_id where c.id = $1`,
    [id],
  );
  expect(stored, 'the form stored the product and the source').toEqual({
    product: PIZZA_HE,
    utm: 'test',
  });

  // In the inbox (newest first), with the page, product and source it came from.
  await page.goto('/admin/inquiries');
  const row = visibleRow(page, hebrewName);
  await expect(row).toContainText(PIZZA);
  await expect(row).toContainText(PIZZA_HE);
  await expect(row).toContainText('utm_source=test');
  // What the visitor wants, and the filter by it.
  await expect(row).toContainText('הצבת מכונה · Haifa');
  await page.getByLabel('מטרה', { exact: true }).selectOption('host');
  await page.getByRole('button', { name: 'חיפוש', exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/inquiries\?purpose=host$/);
  await expect(visibleRow(page, hebrewName)).toBeVisible();
  await expect(visibleRow(page, formulaName)).toHaveCount(0);
  await page.goto('/admin/inquiries');
  await expect(row.getByRole('link', { name: phone })).toHaveAttribute('href', `tel:${phone}`);

  // Found by the phone typed the international way; the URL holds the search.
  await page.getByRole('searchbox', { name: 'חיפוש' }).fill(international(phone));
  await page.getByRole('button', { name: 'חיפוש', exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/inquiries\?q=%2B972/);
  await expect(page.getByRole('heading', { name: 'פנייה אחת' })).toBeVisible();
  await expect(visibleRow(page, hebrewName)).toBeVisible();
  await page.reload();
  await expect(visibleRow(page, hebrewName)).toBeVisible();
  await expect(page.getByRole('searchbox', { name: 'חיפוש' })).toHaveValue(international(phone));

  // The detail view: where it came from.
  await visibleRow(page, hebrewName).getByRole('link', { name: hebrewName }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/inquiries/${id}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`פנייה מ${hebrewName}`);
  const source = page.getByRole('region', { name: 'מקור הפנייה' });
  await expect(source.getByRole('link', { name: PIZZA })).toHaveAttribute('href', PIZZA);
  await expect(source.getByRole('link', { name: PIZZA_HE })).toBeVisible();
  await expect(source).toContainText('test');

  // Status and a note: saved, shown after a reload, and in the audit log.
  await page.getByLabel('סטטוס הפנייה', { exact: true }).selectOption('in_progress');
  await expect(page.getByText('הסטטוס עודכן לבטיפול')).toBeVisible();
  const note = `התקשרתי, לחזור ביום ראשון ${tag}`;
  await page.getByLabel('הערה חדשה').fill(note);
  await page.getByRole('button', { name: 'הוספת הערה' }).click();
  await expect(page.getByText('ההערה נוספה')).toBeVisible();
  await expect(page.getByLabel('הערה חדשה')).toHaveValue('');
  await page.reload();
  await expect(page.getByLabel('סטטוס הפנייה', { exact: true })).toHaveValue('in_progress');
  const notes = page.getByRole('region', { name: 'הערות פנימיות' });
  await expect(notes.getByText(note)).toBeVisible();
  await expect(notes).toContainText(/מנהל|admin/i);
  const audit = await queryE2eDb<{ action: string; summary: string; actor_email: string }>(
    `select action, summary, actor_email from audit_log
      where entity_type = 'inquiry' and entity_id = $1 order by at`,
    [id],
  );
  expect(audit.map((a) => a.action)).toEqual(['inquiries.setStatus', 'inquiries.addNote']);
  expect(audit[0]!.summary).toContain('חדשה ← בטיפול');
  for (const entry of audit) {
    expect(entry.summary).not.toContain('דנה');
    expect(entry.summary).not.toContain(phone);
    expect(entry.summary).not.toContain(tag);
  }

  // The export of a view: parsed back, Hebrew intact, the formula-looking name neutralised.
  await page.goto(`/admin/inquiries?q=${tag}`);
  const exportLink = page.getByRole('link', { name: 'ייצוא CSV' });
  await expect(exportLink).toHaveAttribute('href', `/api/admin/inquiries/export?q=${tag}`);
  const [download] = await Promise.all([page.waitForEvent('download'), exportLink.click()]);
  expect(download.suggestedFilename()).toMatch(/^inquiries-\d{4}-\d{2}-\d{2}\.csv$/);
  const bytes = await (await download.createReadStream()).toArray();
  const file = Buffer.concat(bytes);
  expect([...file.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const records = parse(file, { bom: true, columns: true }) as Record<string, string>[];
  expect(records.map((r) => r['שם']).sort()).toEqual([`'${formulaName}`, hebrewName].sort());
  const dana = records.find((r) => r['שם'] === hebrewName)!;
  expect(dana).toMatchObject({
    דף: PIZZA,
    מוצר: PIZZA_HE,
    utm_source: 'test',
    סטטוס: 'בטיפול',
    מטרה: 'הצבת מכונה',
    עיר: 'Haifa',
  });
  expect(dana['טלפון']!.replace(/-/g, '')).toBe(phone);
});

test('an e-mail that failed while SMTP was down goes out with "send again" @outage', async ({
  adminPage: page,
  browser,
}) => {
  const name = `Outage ${randomUUID().slice(0, 8)}`;
  await smtpDown();
  let id: string;
  try {
    await sendInquiry(browser, '/en/contact', name, uniquePhone());
    id = await inquiryId(name);
    await expect
      .poll(
        async () =>
          (
            await queryE2eDb<{ n: number }>(
              'select count(*)::int as n from inquiry_email_attempts where inquiry_id = $1',
              [id],
            )
          )[0]!.n,
        { timeout: 15_000 },
      )
      .toBeGreaterThanOrEqual(1);
    // The worker backs off (an hour after several failures): only "send again" tries now.
    await queryE2eDb(
      "update contact_inquiries set email_next_attempt_at = now() + interval '1 hour' where id = $1",
      [id],
    );
  } finally {
    await smtpUp();
  }

  await page.goto('/admin/inquiries?delivery=undelivered');
  await expect(page.getByRole('link', { name: 'הסרת הסינון: אימייל שלא נשלח' })).toBeVisible();
  const row = visibleRow(page, name);
  await expect(row).toContainText('ממתין');
  await row.getByRole('link', { name }).click();
  const delivery = page.getByRole('region', { name: 'שליחת האימייל לצוות המכירות' });
  await expect(delivery).toContainText('נכשל');
  await expect(delivery).toContainText(/ECONNREFUSED|connect|refused|Greeting|closed/i);

  await delivery.getByRole('button', { name: 'שליחת האימייל שוב' }).click();
  await expect(page.getByText('האימייל נשלח שוב לתור השליחה')).toBeVisible();
  await expect
    .poll(
      async () =>
        (
          await queryE2eDb<{ s: string }>(
            'select email_status as s from contact_inquiries where id = $1',
            [id],
          )
        )[0]!.s,
      { timeout: 15_000 },
    )
    .toBe('sent');
  expect((await inboxMessages()).filter((m) => m.inquiryId === id)).toHaveLength(1);
  await page.reload();
  await expect(delivery.getByText('נשלח', { exact: true }).first()).toBeVisible();
});

test('the inbox and an inquiry pass axe at 390 and 1280 px, with the delete dialog open; an unknown id is "not found"', async ({
  adminPage: page,
  browser,
}) => {
  test.setTimeout(120_000);
  const name = `Axe ${randomUUID().slice(0, 8)}`;
  await sendInquiry(browser, `${PIZZA}?utm_source=axe&utm_medium=cpc`, name, uniquePhone());
  const id = await inquiryId(name);
  await queryE2eDb(`update contact_inquiries set message = $2 where id = $1`, [
    id,
    'שורה ראשונה\nשורה שנייה',
  ]);
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/admin/inquiries');
    await expect(
      page.getByRole('link', { name, exact: true }).filter({ visible: true }),
    ).toBeVisible();
    await expectNoAxeViolations(page);
    // No horizontal scroll of the page on a phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      width,
    );
    await page.goto(`/admin/inquiries/${id}`);
    await expect(page.getByText('שורה שנייה')).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'מחיקת הפנייה' }).click();
    await expect(page.getByRole('alertdialog')).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'ביטול' }).click();
  }

  // Deleting it (a privacy request): back to the inbox, the row is gone, the record stays.
  await page.getByRole('button', { name: 'מחיקת הפנייה' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'מחיקה' }).click();
  await expect(page).toHaveURL(/\/admin\/inquiries$/);
  await expect(page.getByText('הפנייה נמחקה')).toBeVisible();
  await expect(page.getByRole('link', { name, exact: true })).toHaveCount(0);
  const audit = await queryE2eDb<{ summary: string }>(
    `select summary from audit_log where action = 'inquiries.delete' and entity_id = $1`,
    [id],
  );
  expect(audit).toHaveLength(1);
  expect(audit[0]!.summary).not.toContain('Axe');

  await page.goto(`/admin/inquiries/${id}`);
  await expect(page.getByText('הפנייה לא נמצאה')).toBeVisible();
  await expectNoAxeViolations(page);
});
