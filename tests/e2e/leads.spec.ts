import { randomUUID } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { queryE2eDb } from './db';
import { inboxMessages, smtpDown, smtpUp } from './inbox';
import { asNewVisitor } from './visitor';

type Lead = { id: string; email_status: string; email_attempts: number };
const leadNamed = async (name: string) =>
  (
    await queryE2eDb<Lead>(
      'select id, email_status, email_attempts from contact_inquiries where name = $1',
      [name],
    )
  )[0];

async function send(page: Page, name: string, phone = '0501234567') {
  const form = page.getByRole('main').locator('form');
  await form.getByLabel('Full name').fill(name);
  await form.getByLabel('Phone').fill(phone);
  await form.getByRole('button', { name: 'Send' }).click();
}

test.describe('the lead pipeline', () => {
  test.beforeEach(({ page }) => asNewVisitor(page));

  test('an inquiry sent while the mail server is down reaches the inbox once it is back @outage', async ({
    page,
  }) => {
    const name = `Lead ${randomUUID().slice(0, 8)}`;
    await smtpDown();
    try {
      await page.goto('/en/contact');
      await send(page, name);
      await expect(page.getByText('Inquiry sent!')).toBeVisible();

      // The mail server refuses connections: the stored lead waits with a failed attempt.
      await expect
        .poll(async () => (await leadNamed(name))?.email_attempts ?? 0, { timeout: 10_000 })
        .toBeGreaterThanOrEqual(1);
      expect((await leadNamed(name))?.email_status).toBe('pending');
    } finally {
      // It comes back, first refusing once more (451), then accepting.
      await smtpUp(1);
    }
    await expect
      .poll(async () => (await leadNamed(name))?.email_status, { timeout: 30_000 })
      .toBe('sent');
    const lead = (await leadNamed(name))!;
    const mails = (await inboxMessages()).filter((m) => m.inquiryId === lead.id);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.to).toEqual(['sales@example.com']);
    expect(mails[0]!.raw).toContain('Phone: 0501234567');
  });

  test('the 6th inquiry within 10 minutes from one address is refused with a clear message', async ({
    page,
  }) => {
    const prefix = `Rate ${randomUUID().slice(0, 6)}`;
    await page.goto('/en/contact');
    for (let n = 1; n <= 5; n++) {
      await send(page, `${prefix} ${n}`);
      await expect(page.getByText('Inquiry sent!')).toBeVisible();
      await page.getByRole('button', { name: 'Close toast' }).click();
    }
    await send(page, `${prefix} 6`);
    await expect(
      page.getByText('You have sent several inquiries in a short time.', { exact: false }),
    ).toBeVisible();
    await expect(page.getByRole('main').getByLabel('Full name')).toHaveValue(`${prefix} 6`);
    const stored = await queryE2eDb<{ n: number }>(
      "select count(*)::int as n from contact_inquiries where name like $1 || '%'",
      [prefix],
    );
    expect(stored[0]!.n).toBe(5);
  });

  test('a bot filling the hidden honeypot field is told "sent" but nothing is stored', async ({
    page,
  }) => {
    const name = `Bot ${randomUUID().slice(0, 8)}`;
    await page.goto('/en/contact');
    // The hidden field takes no focus, so wait for the form to be live before filling it.
    await expect(page.getByRole('main').getByLabel('Full name')).toBeEnabled();
    await page.locator('input[name="website"]').fill('http://spam.example', { force: true });
    await send(page, name);
    await expect(page.getByText('Inquiry sent!')).toBeVisible();
    expect(await leadNamed(name)).toBeUndefined();
  });
});
