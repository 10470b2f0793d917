import { randomUUID } from 'node:crypto';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { E2E_BASE_URL } from '../../playwright.config';
import { newIp } from './admin';
import { expectNoAxeViolations } from './axe';
import { queryE2eDb } from './db';
import { inboxMessages } from './inbox';
import { asNewVisitor } from './visitor';

/**
 * A way back into an account (issue 13): "forgot password" by e-mail — the same answer for any
 * address, a link that works once — and a signed-in person's change of password.
 */
const T = {
  forgotLink: 'שכחת את הסיסמה?',
  email: 'אימייל',
  sendLink: 'שליחת קישור לאיפוס',
  linkSent: 'אם הכתובת רשומה אצלנו, שלחנו אליה קישור לאיפוס הסיסמה. הקישור תקף לשעה.',
  newPassword: 'סיסמה חדשה',
  confirm: 'אימות הסיסמה החדשה',
  save: 'שמירת הסיסמה החדשה',
  resetDone: 'הסיסמה הוחלפה. אפשר להיכנס עם הסיסמה החדשה.',
  invalidLink: 'הקישור לאיפוס הסיסמה פג תוקף, כבר נוצל או שגוי.',
  mismatch: 'הסיסמאות אינן תואמות',
  current: 'הסיסמה הנוכחית',
  change: 'החלפת הסיסמה',
  changed: 'הסיסמה הוחלפה בהצלחה',
  wrongCurrent: 'הסיסמה הנוכחית שגויה',
  password: 'סיסמה',
  signIn: 'כניסה',
  signedIn: 'נכנסת בהצלחה!',
  invalidCredentials: 'האימייל או הסיסמה שגויים',
};

async function verifiedUser(request: APIRequestContext) {
  const email = `pw-${randomUUID().slice(0, 8)}@example.com`;
  const password = `old-${randomUUID().slice(0, 8)}`;
  const response = await request.post('/api/auth/sign-up/email', {
    headers: { origin: E2E_BASE_URL, 'x-forwarded-for': newIp() },
    data: { name: 'נועה', email, password },
  });
  expect(response.status()).toBe(200);
  await queryE2eDb('update "user" set email_verified = true where email = $1', [email]);
  return { email, password };
}

const mailsTo = async (email: string) =>
  (await inboxMessages()).filter((m) => m.to.includes(email));

/** The reset link of the newest e-mail to `email` (quoted-printable decoded). */
async function resetLink(email: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(
      async () => {
        const raw = (await mailsTo(email))
          .at(-1)
          ?.raw.replace(/=\r?\n/g, '')
          .replace(/=3D/gi, '=');
        link = raw?.match(/https?:\/\/[^\s"<>]+\/api\/auth\/reset-password\/[^\s"<>]+/)?.[0];
        return link?.replace(/&amp;/g, '&');
      },
      { timeout: 15_000 },
    )
    .toBeTruthy();
  return link!.replace(/&amp;/g, '&');
}

async function askForLink(page: Page, email: string) {
  await page.goto('/auth');
  await page.getByRole('link', { name: T.forgotLink }).click();
  await expect(page).toHaveURL(/\/auth\/forgot-password$/);
  await page.getByRole('textbox', { name: T.email }).fill(email);
  await page.getByRole('button', { name: T.sendLink }).click();
  await expect(page.getByRole('status')).toHaveText(T.linkSent);
}

async function signIn(page: Page, email: string, password: string, open = true) {
  if (open) await page.goto('/auth');
  const form = page.getByRole('main').locator('form');
  await form.getByRole('textbox', { name: T.email }).fill(email);
  await form.getByLabel(T.password, { exact: true }).fill(password);
  await form.getByRole('button', { name: T.signIn, exact: true }).click();
}

/** The toast, then the load of the home page the form sends a signed-in visitor to a moment later:
 * a test that went on before that load would see it land on top of its next visit. */
async function expectSignedIn(page: Page) {
  await expect(page.getByText(T.signedIn)).toBeVisible();
  await page.waitForURL((url) => url.pathname === '/');
}

test.beforeEach(({ page }) => asNewVisitor(page));

test('forgot password → e-mailed link → new password; the old one fails; the link works once', async ({
  page,
  request,
}) => {
  const user = await verifiedUser(request);
  await askForLink(page, user.email);
  const link = await resetLink(user.email);
  expect(new URL(link).origin).toBe(E2E_BASE_URL);
  // One reset e-mail (besides the sign-up's confirmation).
  expect((await mailsTo(user.email)).filter((m) => m.raw.includes('reset-password'))).toHaveLength(
    1,
  );

  await page.goto(link);
  await expect(page).toHaveURL(/\/auth\/reset-password\?token=/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('בחירת סיסמה חדשה');
  await expectNoAxeViolations(page);
  const newPassword = `new-${randomUUID().slice(0, 8)}`;
  await page.getByLabel(T.newPassword).fill(newPassword);
  await page.getByLabel(T.confirm).fill(`${newPassword}x`);
  await page.getByRole('button', { name: T.save }).click();
  await expect(page.getByText(T.mismatch)).toBeVisible();
  await page.getByLabel(T.confirm).fill(newPassword);
  await page.getByRole('button', { name: T.save }).click();
  await expect(page.getByText(T.resetDone)).toBeVisible();

  await signIn(page, user.email, user.password);
  await expect(page.getByText(T.invalidCredentials)).toBeVisible();
  await signIn(page, user.email, newPassword);
  await expectSignedIn(page);

  // The same link again: refused, with the way to a new one.
  await page.context().clearCookies();
  await page.goto(link);
  await expect(page.getByText(T.invalidLink)).toBeVisible();
  await expect(page.getByRole('link', { name: 'בקשת קישור חדש' })).toHaveAttribute(
    'href',
    '/auth/forgot-password',
  );
});

test('an unknown address gets the same answer and no e-mail', async ({ page }) => {
  const unknown = `nobody-${randomUUID().slice(0, 8)}@example.com`;
  await askForLink(page, unknown);
  await expectNoAxeViolations(page);
  // Give a mail the time it would need, then check none went out. On purpose a fixed wait: it
  // checks that nothing arrives, which no condition can be polled for.
  await page.waitForTimeout(1500);
  expect(await mailsTo(unknown)).toHaveLength(0);
});

test('a link whose token was used up or is made up shows the invalid-link message', async ({
  page,
}) => {
  await page.goto('/auth/reset-password?token=made-up-token-123');
  await page.getByLabel(T.newPassword).fill('secret-123');
  await page.getByLabel(T.confirm).fill('secret-123');
  await page.getByRole('button', { name: T.save }).click();
  await expect(page.getByText(T.invalidLink)).toBeVisible();
  await page.goto('/auth/reset-password?error=INVALID_TOKEN');
  await expect(page.getByText(T.invalidLink)).toBeVisible();
});

test('a signed-in person changes the password at /account', async ({ page, request }) => {
  await page.goto('/account');
  await expect(page).toHaveURL(/\/auth\?returnTo=%2Faccount$/);
  const user = await verifiedUser(request);
  await signIn(page, user.email, user.password, false);
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('החלפת סיסמה');
  await expectNoAxeViolations(page);

  const next = `chg-${randomUUID().slice(0, 8)}`;
  await page.getByLabel(T.current).fill('not-my-password');
  await page.getByLabel(T.newPassword).fill(next);
  await page.getByLabel(T.confirm).fill(next);
  await page.getByRole('button', { name: T.change }).click();
  await expect(page.getByText(T.wrongCurrent)).toBeVisible();
  await expect(page.getByLabel(T.current)).toBeFocused();

  await page.getByLabel(T.current).fill(user.password);
  await page.getByRole('button', { name: T.change }).click();
  await expect(page.getByText(T.changed)).toBeVisible();

  await page.context().clearCookies();
  await signIn(page, user.email, user.password);
  await expect(page.getByText(T.invalidCredentials)).toBeVisible();
  await signIn(page, user.email, next);
  await expectSignedIn(page);
});
