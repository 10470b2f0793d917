import { randomUUID } from 'node:crypto';
import { expect, type Page } from '@playwright/test';
import { newIp, signInAsStaff, test } from './admin';
import { expectNoAxeViolations } from './axe';
import { inboxMessages } from './inbox';
import { asNewVisitor } from './visitor';

/**
 * The users screen and invitations (issue 35): an administrator invites a new salesperson by
 * e-mail; the person opens the link, chooses a name and a password, signs in and sees only the
 * dashboard and the leads; the same link used again shows the "no longer valid" page. The
 * screen passes axe on a phone and on a desktop.
 */

const T = {
  invite: 'הזמנת חבר צוות',
  email: 'אימייל',
  role: 'תפקיד',
  sales: 'מכירות',
  send: 'שליחת הזמנה',
  sent: 'ההזמנה נשלחה.',
  joinTitle: 'הצטרפות לצוות',
  fullName: 'שם מלא',
  newPassword: 'סיסמה חדשה',
  confirmPassword: 'אימות הסיסמה החדשה',
  create: 'יצירת החשבון',
  created: 'החשבון נוצר',
  toSignIn: 'להתחברות',
  signIn: 'כניסה',
  invalid: 'הקישור להזמנה אינו תקף עוד',
  nav: 'ניווט ממשק הניהול',
};

const navLinks = (page: Page) => page.getByRole('navigation', { name: T.nav }).getByRole('link');

/**
 * The texts of a raw e-mail as a reader sees them: quoted-printable and base64 bodies decoded
 * (Hebrew-heavy parts come base64-encoded).
 */
function decodedMail(raw: string): string {
  const quoted = raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  const base64 = [...raw.matchAll(/base64\r?\n\r?\n([A-Za-z0-9+/=\r\n]+)/g)].map(([, body]) =>
    Buffer.from(body!.replace(/\s+/g, ''), 'base64').toString('utf8'),
  );
  return [quoted, ...base64].join('\n');
}

/** The invitation link in the newest e-mail to `email`. */
async function invitationLink(email: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(
      async () => {
        const mail = (await inboxMessages()).filter((m) => m.to.includes(email)).at(-1);
        link =
          mail &&
          decodedMail(mail.raw).match(/https?:\/\/[^\s"<>]+\/auth\/invitation\?token=[\w-]+/)?.[0];
        return link;
      },
      { timeout: 30_000, message: 'the invitation e-mail arrives' },
    )
    .toBeTruthy();
  return link!;
}

test('an invited salesperson joins, signs in and sees only their sections; the link then dies', async ({
  adminPage: page,
  browser,
}) => {
  test.setTimeout(120_000);
  const email = `sales-${randomUUID().slice(0, 8)}@example.com`;
  const password = `pw-${randomUUID()}`;

  await page.goto('/admin/users');
  await expect(page.getByRole('heading', { level: 1, name: 'משתמשים והרשאות' })).toBeVisible();
  const form = page.getByRole('region', { name: T.invite }).locator('form');
  await form.getByLabel(T.email).fill(email);
  await form.getByLabel(T.role).selectOption({ label: T.sales });
  await form.getByRole('button', { name: T.send }).click();
  await expect(page.locator('[data-sonner-toast]').filter({ hasText: T.sent })).toBeVisible();
  await expect(page.locator(`[data-invitation="${email}"]:visible`)).toContainText(T.sales);

  const link = new URL(await invitationLink(email));

  // The invited person, in a browser of their own.
  const context = await browser.newContext();
  const joiner = await context.newPage();
  try {
    await asNewVisitor(joiner);
    await joiner.goto(link.pathname + link.search);
    await expect(joiner.getByRole('heading', { level: 1, name: T.joinTitle })).toBeVisible();
    await expect(joiner.getByLabel(T.email)).toHaveValue(email);
    for (const width of [390, 1280]) {
      await joiner.setViewportSize({ width, height: 900 });
      await expectNoAxeViolations(joiner);
    }
    await joiner.getByLabel(T.fullName).fill('דנה מהמכירות');
    await joiner.getByLabel(T.newPassword).fill(password);
    await joiner.getByLabel(T.confirmPassword).fill(password);
    await joiner.getByRole('button', { name: T.create }).click();
    await expect(joiner.getByText(T.created)).toBeVisible();
    await joiner.getByRole('link', { name: T.toSignIn }).click();

    await joiner.waitForURL('**/auth');
    const signIn = joiner.getByRole('main').locator('form');
    await signIn.getByLabel(T.email).fill(email);
    await signIn.getByLabel('סיסמה', { exact: true }).fill(password);
    await signIn.getByRole('button', { name: T.signIn, exact: true }).click();
    await joiner.waitForURL((url) => url.pathname.startsWith('/admin'));
    await expect(navLinks(joiner)).toHaveText(['לוח בקרה', 'פניות', 'סטטיסטיקת ביקורים']);

    // The same link again: no longer valid, no second account.
    await joiner.goto(link.pathname + link.search);
    await expect(joiner.getByRole('alert').getByText(T.invalid)).toBeVisible();
    await expect(joiner.getByLabel(T.fullName)).toHaveCount(0);
    await expectNoAxeViolations(joiner);
    expect(
      await joiner.locator('meta[name="robots"]').getAttribute('content'),
      'the invitation page is not for search engines',
    ).toContain('noindex');
  } finally {
    await context.close();
  }

  // The admin's list now shows the account as sales, and the invitation is gone.
  await page.reload();
  await expect(page.locator(`[data-member="${email}"]:visible`)).toContainText(T.sales);
  await expect(page.locator(`[data-invitation="${email}"]`)).toHaveCount(0);
});

test('deactivating a member signs their open browser out at its next request, and they cannot sign back in', async ({
  adminPage: page,
  browser,
}) => {
  // A client address of its own: sign-in is rate limited per address.
  const context = await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': newIp() } });
  try {
    const member = await signInAsStaff(context.request, 'sales');
    const theirs = await context.newPage();
    await theirs.goto('/admin/inquiries');
    await expect(navLinks(theirs)).toHaveText(['לוח בקרה', 'פניות', 'סטטיסטיקת ביקורים']);

    await page.goto('/admin/users');
    const card = page.locator(`[data-member="${member.email}"]:visible`);
    await card.getByRole('button', { name: /^השבתת החשבון/ }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'השבתת החשבון' }).click();
    await expect(
      page.locator('[data-sonner-toast]').filter({ hasText: 'החשבון הושבת' }),
    ).toBeVisible();
    await expect(card).toContainText('מושבת');

    // Their open browser, at its next request: signed out (401, the sign-in screen).
    const next = await theirs.goto('/admin/inquiries');
    expect(next?.status()).toBe(401);
    await expect(theirs.getByRole('heading', { level: 1, name: 'כניסה לחשבון' })).toBeVisible();
    // And the right password no longer signs them in: the reason is said.
    await theirs.goto('/auth');
    const form = theirs.getByRole('main').locator('form');
    await form.getByLabel(T.email).fill(member.email);
    await form.getByLabel('סיסמה', { exact: true }).fill(member.password);
    await form.getByRole('button', { name: T.signIn, exact: true }).click();
    await expect(theirs.getByText('החשבון הזה הושבת')).toBeVisible();
  } finally {
    await context.close();
  }
});

for (const width of [390, 1280]) {
  test(`the users screen passes axe at ${width} px`, async ({ adminPage: page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/admin/users');
    await expect(page.getByRole('heading', { level: 1, name: 'משתמשים והרשאות' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'חשבונות' })).toBeVisible();
    await expectNoAxeViolations(page);
  });
}
