import { randomUUID } from 'node:crypto';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { E2E_BASE_URL } from '../../playwright.config';
import { scriptSources } from '../../scripts/bench/weigh';
import { newIp } from './admin';
import { expectNoAxeViolations } from './axe';
import { queryE2eDb } from './db';
import { inboxMessages } from './inbox';
import { asNewVisitor } from './visitor';

/**
 * A way back into an account (issue 13): "forgot password" by e-mail — the same answer for any
 * address, a link that works once — and a signed-in person's change of password. Every new
 * password is checked for strength (issue 32): a meter with its level in words and the reasons
 * under the field; one too easy to guess is refused by the form and by the server.
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
  toSignUp: 'להרשמה',
  fullName: 'שם מלא',
  signUp: 'הרשמה',
  checkEmail: 'אנא בדקו את האימייל שלכם כדי לאשר את החשבון!',
  meter: 'רמת החוזק',
  weak: 'חוזק הסיסמה: חלשה',
  strong: 'חוזק הסיסמה: חזקה',
  tooWeak: 'הסיסמה חלשה מדי',
  topTen: 'זו אחת מעשר הסיסמאות הנפוצות ביותר.',
  personal: 'הסיסמה מכילה את השם שלך או את כתובת האימייל שלך.',
};

/** A password the strength rule takes (src/lib/auth/password-strength-rules.ts: score 3+). */
const strongPassword = (prefix = 'pw') => `${prefix}-${randomUUID()}`;

async function verifiedUser(request: APIRequestContext) {
  const email = `pw-${randomUUID().slice(0, 8)}@example.com`;
  const password = strongPassword('old');
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
  // Too easy to guess: the meter says so and why, and the form refuses it.
  await page.getByLabel(T.newPassword).fill('qwerty123');
  await page.getByLabel(T.confirm).fill('qwerty123');
  await expect(page.getByText(T.weak)).toBeVisible();
  await page.getByRole('button', { name: T.save }).click();
  await expect(page.getByText(T.tooWeak)).toBeVisible();
  await expect(page.getByLabel(T.newPassword)).toBeFocused();
  const newPassword = strongPassword('new');
  await page.getByLabel(T.newPassword).fill(newPassword);
  await expect(page.getByText(T.strong)).toBeVisible();
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
  const password = strongPassword();
  await page.getByLabel(T.newPassword).fill(password);
  await page.getByLabel(T.confirm).fill(password);
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
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('החשבון שלי');
  await expectNoAxeViolations(page);

  // A new password with the address's name in it: the meter knows whose account it is.
  const local = user.email.split('@')[0]!;
  await page.getByLabel(T.newPassword).fill(`${local}-violet-harbor-47`);
  await expect(page.getByText(T.personal)).toBeVisible();
  await expect(page.getByRole('meter', { name: T.meter })).toHaveAttribute(
    'aria-valuetext',
    'חלשה',
  );

  const next = strongPassword('chg');
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

test('"password" is refused at sign-up: the meter shows weak with the reason, the form and the server refuse it', async ({
  page,
  request,
}) => {
  const email = `weak-${randomUUID().slice(0, 8)}@example.com`;
  let signUpRequests = 0;
  page.on('request', (r) => {
    if (r.url().includes('/api/auth/sign-up/email')) signUpRequests++;
  });
  await page.goto('/auth');
  await page.getByRole('button', { name: T.toSignUp }).click();
  const form = page.getByRole('main').locator('form');
  await form.getByLabel(T.fullName).fill('דנה לוי');
  await form.getByRole('textbox', { name: T.email }).fill(email);
  const password = form.getByLabel(T.password, { exact: true });
  await password.fill('password');

  // The meter: its level in words (not colour alone), announced politely, and the reason.
  const meter = page.getByRole('meter', { name: T.meter });
  await expect(meter).toHaveAttribute('aria-valuetext', 'חלשה');
  await expect(meter).toHaveAttribute('aria-valuenow', '1');
  await expect(page.getByText(T.weak)).toBeVisible();
  await expect(page.getByText(T.topTen)).toBeVisible();
  await expect(
    page.getByText(T.weak).locator('xpath=ancestor::*[@aria-live="polite"]'),
  ).toHaveCount(1);
  await expectNoAxeViolations(page);

  await form.getByRole('button', { name: T.signUp, exact: true }).click();
  await expect(page.getByText(T.tooWeak)).toBeVisible();
  await expect(password).toHaveAttribute('aria-invalid', 'true');
  await expect(password).toBeFocused();
  await expect(password).toHaveAccessibleDescription(`לפחות 6 תווים ${T.tooWeak} ${T.topTen}`);
  expect(signUpRequests).toBe(0);

  // The server refuses it by itself, with the reason in Hebrew.
  const response = await request.post('/api/auth/sign-up/email', {
    headers: { origin: E2E_BASE_URL, 'x-forwarded-for': newIp() },
    data: { name: 'דנה לוי', email, password: 'password' },
  });
  expect(response.status()).toBe(400);
  expect(await response.json()).toMatchObject({
    code: 'INVALID_INPUT',
    message: 'passwordWeak',
    reasons: [{ key: 'topTen', text: T.topTen }],
  });
  expect(await queryE2eDb('select 1 from "user" where email = $1', [email])).toHaveLength(0);

  // A strong one: the meter says so, the reasons go, and the account is made.
  await password.fill(strongPassword());
  await expect(meter).toHaveAttribute('aria-valuetext', 'חזקה');
  await expect(page.getByText(T.strong)).toBeVisible();
  await expect(page.getByText(T.topTen)).toHaveCount(0);
  await form.getByRole('button', { name: T.signUp, exact: true }).click();
  await expect(page.getByText(T.checkEmail)).toBeVisible();
  expect(await queryE2eDb('select 1 from "user" where email = $1', [email])).toHaveLength(1);
});

test('the strength estimator is in no first load, public or back office; it loads on first input', async ({
  page,
}) => {
  // A string of the estimator's dictionaries (@zxcvbn-ts/language-common), kept by minification.
  const marker = 'diceware-common';
  const anyHasIt = async (sources: string[]) => {
    for (const src of sources) {
      if ((await (await page.request.get(src)).text()).includes(marker)) return true;
    }
    return false;
  };
  for (const path of ['/', '/en', '/auth', '/auth/reset-password?token=x']) {
    const scripts = scriptSources(await (await page.request.get(path)).text());
    expect(scripts.length, path).toBeGreaterThan(3);
    expect(await anyHasIt(scripts), path).toBe(false);
  }

  const requested: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script') requested.push(r.url());
  });
  await page.goto('/auth');
  await page.getByRole('button', { name: T.toSignUp }).click();
  expect(await anyHasIt(requested)).toBe(false);
  const before = requested.length;
  await page.getByRole('main').locator('form').getByLabel(T.password, { exact: true }).fill('x');
  await expect(page.getByRole('meter', { name: T.meter })).toBeVisible();
  expect(await anyHasIt(requested.slice(before))).toBe(true);
});
