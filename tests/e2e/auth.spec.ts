import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { E2E_BASE_URL, E2E_DATA_DIR as DATA_DIR } from '../../playwright.config';
import { adminCredentials, newIp } from './admin';
import { expectNoAxeViolations } from './axe';
import { queryE2eDb } from './db';
import { inboxMessages } from './inbox';
import { asNewVisitor } from './visitor';

const ADMIN_ROUTES = [
  '/admin',
  '/admin/inquiries',
  '/admin/analytics',
  '/admin/machines',
  '/admin/blogs',
  '/admin/seo',
  '/admin/products',
  '/admin/audit',
  '/admin/trash',
  '/admin/content',
  '/admin/settings',
];
const HEADINGS: Record<string, string> = {
  '/admin': 'לוח בקרה',
  '/admin/inquiries': 'תיבת פניות',
  '/admin/analytics': 'סטטיסטיקת ביקורים ופניות',
  '/admin/audit': 'יומן פעולות',
  '/admin/trash': 'סל מחזור',
  '/admin/content': 'טקסטים באתר',
  '/admin/settings': 'הגדרות החברה',
  '/admin/machines': 'לוח ניהול מכונות',
  '/admin/blogs': 'ניהול בלוג',
  '/admin/seo': 'ניהול SEO',
  '/admin/products': 'מוצרים ומכונות להשכרה',
};
const T = {
  signInTitle: 'כניסה לחשבון',
  signUpTitle: 'יצירת חשבון',
  toSignUp: 'להרשמה',
  fullName: 'שם מלא',
  email: 'אימייל',
  password: 'סיסמה',
  signIn: 'כניסה',
  signUp: 'הרשמה',
  loading: 'טוען...',
  checkEmail: 'אנא בדקו את האימייל שלכם כדי לאשר את החשבון!',
  signedIn: 'נכנסת בהצלחה!',
  signInError: 'שגיאת כניסה',
  invalidCredentials: 'האימייל או הסיסמה שגויים',
  notVerified: 'כתובת האימייל עדיין לא אושרה',
  passwordTooShort: 'הסיסמה חייבת להכיל לפחות 6 תווים',
  accessDenied: 'הגישה נדחתה',
  accessDeniedText: 'נדרשות הרשאות מנהל כדי לגשת לדף זה.',
  noPermission: 'אין הרשאה',
  signOut: 'התנתקות',
};

const uniqueEmail = () => `e2e-${randomUUID().slice(0, 8)}@example.com`;
/** A password the strength rule takes (src/lib/auth/password-strength-rules.ts: score 3+). */
const strongPassword = () => `pw-${randomUUID()}`;

/** A user with a confirmed address, made through the API (sign-up) and the database (verified). */
async function verifiedUser(request: APIRequestContext, name = 'משתמש רגיל') {
  const email = uniqueEmail();
  const password = strongPassword();
  const response = await request.post('/api/auth/sign-up/email', {
    headers: { origin: E2E_BASE_URL, 'x-forwarded-for': newIp() },
    data: { name, email, password },
  });
  expect(response.status()).toBe(200);
  await queryE2eDb('update "user" set email_verified = true where email = $1', [email]);
  return { email, password, name };
}

async function fillSignIn(page: Page, email: string, password: string) {
  const form = page.getByRole('main').locator('form');
  await form.getByLabel(T.email).fill(email);
  await form.getByLabel(T.password).fill(password);
  await form.getByRole('button', { name: T.signIn, exact: true }).click();
}

async function signIn(page: Page, email: string, password: string, from = '/auth') {
  await page.goto(from);
  await expect(page.getByRole('heading', { level: 1, name: T.signInTitle })).toBeVisible();
  await fillSignIn(page, email, password);
  await expect(page.getByText(T.signedIn)).toBeVisible();
  // The form then sends the visitor on (home, a moment after the toast): wait for that load, or it
  // lands on top of the caller's next visit.
  await page.waitForURL((url) => !url.pathname.startsWith('/auth'));
}

/** The link in the newest verification e-mail to `email` (quoted-printable decoded). */
async function verificationLink(email: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(
      async () => {
        const mails = (await inboxMessages()).filter((m) => m.to.includes(email));
        const raw = mails
          .at(-1)
          ?.raw.replace(/=\r?\n/g, '')
          .replace(/=3D/gi, '=');
        link = raw
          ?.match(/https?:\/\/[^\s"<>]+\/api\/auth\/verify-email\?token=[^\s"<>]+/)?.[0]
          .replace(/&amp;/g, '&');
        return link;
      },
      { timeout: 15_000 },
    )
    .toBeTruthy();
  return link!;
}

test.describe('sign-up and sign-in', () => {
  test.beforeEach(({ page }) => asNewVisitor(page));

  test('sign-up → e-mailed link → sign-in → session survives a reload → sign-out', async ({
    page,
    context,
  }) => {
    const email = uniqueEmail();
    const password = strongPassword();
    await page.goto('/auth');
    await expect(page.locator('html')).toHaveAttribute('lang', 'he');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await page.getByRole('button', { name: T.toSignUp }).click();
    await expect(page.getByRole('heading', { level: 1, name: T.signUpTitle })).toBeFocused();

    const form = page.getByRole('main').locator('form');
    await form.getByLabel(T.fullName).fill('דנה לוי');
    await form.getByLabel(T.email).fill(email);
    await form.getByLabel(T.password).fill(password);
    // Hold the request a moment to see the working state.
    await page.route('**/api/auth/sign-up/email', async (route) => {
      await new Promise((r) => setTimeout(r, 600));
      await route.continue();
    });
    await form.getByRole('button', { name: T.signUp, exact: true }).click();
    await expect(form.getByRole('button', { name: T.loading })).toBeDisabled();
    await expect(page.getByText(T.checkEmail)).toBeVisible();
    // Ready to sign in with the address kept.
    await expect(page.getByRole('heading', { level: 1, name: T.signInTitle })).toBeVisible();
    await expect(form.getByLabel(T.email)).toHaveValue(email);
    const rows = await queryE2eDb<{ role: string; email_verified: boolean }>(
      'select p.role, u.email_verified from "user" u join profiles p on p.id = u.id where u.email = $1',
      [email],
    );
    expect(rows).toEqual([{ role: 'user', email_verified: false }]);

    // Before confirming, sign-in is refused (and a fresh link is sent).
    await fillSignIn(page, email, password);
    await expect(page.getByText(T.notVerified)).toBeVisible();

    // The e-mailed link confirms the address and leads to the site root.
    const link = await verificationLink(email);
    expect(new URL(link).origin).toBe(E2E_BASE_URL);
    await page.goto(link);
    await expect(page).toHaveURL(`${E2E_BASE_URL}/`);
    expect(
      (
        await queryE2eDb<{ v: boolean }>(
          'select email_verified as v from "user" where email = $1',
          [email],
        )
      )[0]!.v,
    ).toBe(true);

    await signIn(page, email, password);
    await expect(page).toHaveURL(`${E2E_BASE_URL}/`);
    const cookie = (await context.cookies()).find((c) => c.name.endsWith('session_token'));
    // Secure only over https (a browser would drop it on a plain-http LAN address).
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', secure: false });

    // Signed in: /auth sends to /, the back office knows the user, also after a reload.
    await page.goto('/auth');
    await expect(page).toHaveURL(`${E2E_BASE_URL}/`);
    await page.goto('/admin/machines');
    await expect(page.getByRole('banner').getByText(email)).toBeVisible();
    await page.reload();
    await expect(page.getByRole('banner').getByText('דנה לוי')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: T.accessDenied })).toBeVisible();

    await page.getByRole('button', { name: T.signOut }).click();
    await expect(page).toHaveURL(/\/auth$/);
    await expect(page.getByRole('heading', { level: 1, name: T.signInTitle })).toBeVisible();
    expect((await context.cookies()).find((c) => c.name.endsWith('session_token'))).toBeFalsy();
    await page.goto('/admin/machines');
    await expect(page).toHaveURL(/\/auth\?returnTo=%2Fadmin%2Fmachines$/);
  });

  test('a wrong password and an unknown address show the same message', async ({
    page,
    request,
  }) => {
    const user = await verifiedUser(request);
    await page.goto('/auth');
    await fillSignIn(page, user.email, 'wrong-password');
    const toast = page.locator('[data-sonner-toast]');
    await expect(toast).toContainText(T.signInError);
    await expect(toast).toContainText(T.invalidCredentials);
    const wrongPassword = await toast.innerText();
    await toast.getByRole('button', { name: /close/i }).click();
    await expect(toast).toHaveCount(0);

    await fillSignIn(page, uniqueEmail(), 'wrong-password');
    await expect(toast).toContainText(T.invalidCredentials);
    expect(await toast.innerText()).toBe(wrongPassword);
    await expect(page).toHaveURL(/\/auth$/);
  });

  test('sign-up with a registered address looks exactly like a new one', async ({
    page,
    request,
  }) => {
    const user = await verifiedUser(request);
    await page.goto('/auth');
    await page.getByRole('button', { name: T.toSignUp }).click();
    const form = page.getByRole('main').locator('form');
    await form.getByLabel(T.fullName).fill('מישהו אחר');
    await form.getByLabel(T.email).fill(user.email);
    await form.getByLabel(T.password).fill(strongPassword());
    await form.getByRole('button', { name: T.signUp, exact: true }).click();
    await expect(page.getByText(T.checkEmail)).toBeVisible();
    // Nothing changed for the real owner.
    const users = await queryE2eDb<{ name: string }>('select name from "user" where email = $1', [
      user.email,
    ]);
    expect(users).toEqual([{ name: user.name }]);
  });

  test('validates at the fields: required, e-mail and a 5-character password', async ({
    page,
    request,
  }) => {
    await page.goto('/auth');
    const form = page.getByRole('main').locator('form');
    await form.getByRole('button', { name: T.signIn, exact: true }).click();
    const email = form.getByLabel(T.email);
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toBeFocused();
    await expect(email).toHaveAccessibleDescription('יש להזין אימייל');
    await expect(form.getByLabel(T.password)).toHaveAccessibleDescription('יש להזין סיסמה');

    await page.getByRole('button', { name: T.toSignUp }).click();
    const address = uniqueEmail();
    await form.getByLabel(T.email).fill('not-an-email');
    await form.getByLabel(T.password).fill('12345');
    await form.getByRole('button', { name: T.signUp, exact: true }).click();
    await expect(form.getByLabel(T.fullName)).toHaveAccessibleDescription('יש להזין שם מלא');
    await expect(form.getByLabel(T.email)).toHaveAccessibleDescription('כתובת האימייל אינה תקינה');
    const password = form.getByLabel(T.password);
    await expect(password).toHaveAttribute('aria-invalid', 'true');
    // The hint, the length rule's message, and the strength meter's reason (issue 32).
    await expect(password).toHaveAccessibleDescription(
      `לפחות 6 תווים ${T.passwordTooShort} זו אחת מעשר הסיסמאות הנפוצות ביותר.`,
    );
    await form.getByLabel(T.fullName).fill('קצר');
    await form.getByLabel(T.email).fill(address);
    await expect(form.getByLabel(T.email)).not.toHaveAttribute('aria-invalid');
    await form.getByRole('button', { name: T.signUp, exact: true }).click();
    await expect(password).toHaveAttribute('aria-invalid', 'true');

    // The server refuses it as well, and no account was made.
    const response = await request.post('/api/auth/sign-up/email', {
      headers: { origin: E2E_BASE_URL, 'x-forwarded-for': newIp() },
      data: { name: 'Short', email: address, password: '12345' },
    });
    expect(response.status()).toBe(400);
    expect(await response.json()).toMatchObject({ message: 'passwordTooShort' });
    expect(await queryE2eDb('select 1 from "user" where email = $1', [address])).toHaveLength(0);
  });

  test('a failure without an answer from the server shows "An unexpected error occurred"', async ({
    page,
  }) => {
    await page.goto('/auth');
    await page.route('**/api/auth/sign-in/email', (route) => route.abort('failed'));
    await fillSignIn(page, uniqueEmail(), 'secret-123');
    await expect(page.getByText('אירעה שגיאה בלתי צפויה')).toBeVisible();
    // The form is usable again.
    await expect(
      page.getByRole('main').getByRole('button', { name: T.signIn, exact: true }),
    ).toBeEnabled();
  });

  test('a 503 (the database down) or a refusal in raw text shows "An unexpected error occurred"', async ({
    page,
  }) => {
    await page.goto('/auth');
    const answers: {
      status: number;
      headers: Record<string, string>;
      body: { code: string; message: string };
    }[] = [
      // What src/lib/auth/http.ts answers while PostgreSQL is unreachable.
      {
        status: 503,
        headers: { 'Retry-After': '5' },
        body: { code: 'UNAVAILABLE', message: 'unexpectedError' },
      },
      // A refusal the form has no words for: its English text must not reach the page.
      {
        status: 400,
        headers: {},
        body: { code: 'SOMETHING_NEW', message: 'Something went wrong' },
      },
    ];
    for (const { status, headers, body } of answers) {
      await page.route('**/api/auth/sign-in/email', (route) =>
        route.fulfill({ status, headers, contentType: 'application/json', json: body }),
      );
      await fillSignIn(page, uniqueEmail(), 'secret-123');
      await expect(page.getByText('אירעה שגיאה בלתי צפויה').first()).toBeVisible();
      await expect(page.getByText(body.message)).toHaveCount(0);
      await expect(
        page.getByRole('main').getByRole('button', { name: T.signIn, exact: true }),
      ).toBeEnabled();
      await page.unroute('**/api/auth/sign-in/email');
    }
  });

  test('/auth passes axe in both modes', async ({ page }) => {
    await page.goto('/auth');
    await expect(page.getByRole('heading', { level: 1, name: T.signInTitle })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: T.toSignUp }).click();
    const form = page.getByRole('main').locator('form');
    await form.getByRole('button', { name: T.signUp, exact: true }).click();
    await expect(form.getByLabel(T.fullName)).toHaveAttribute('aria-invalid', 'true');
    await expectNoAxeViolations(page);
  });

  test('/auth on a phone @mobile', async ({ page }) => {
    await page.goto('/auth');
    await expect(page.getByRole('heading', { level: 1, name: T.signInTitle })).toBeVisible();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await expectNoAxeViolations(page);
  });
});

test.describe('the admin route guard', () => {
  test.beforeEach(({ page }) => asNewVisitor(page));

  test('sends anonymous visitors of every admin route to /auth', async ({ page }) => {
    test.setTimeout(60_000); // seven routes
    for (const route of ADMIN_ROUTES) {
      await page.goto(route);
      await expect(page).toHaveURL(`${E2E_BASE_URL}/auth?returnTo=${encodeURIComponent(route)}`);
      await expect(page.getByRole('heading', { level: 1, name: T.signInTitle })).toBeVisible();
      await expect(page.getByText(HEADINGS[route]!)).toHaveCount(0);
    }
  });

  test('shows a verified ordinary user Access Denied (no-permission text on products)', async ({
    page,
    request,
  }) => {
    test.setTimeout(60_000); // seven routes
    const user = await verifiedUser(request);
    await signIn(page, user.email, user.password);
    for (const route of ADMIN_ROUTES) {
      await page.goto(route);
      const products = route === '/admin/products';
      await expect(
        page.getByRole('heading', {
          level: 1,
          name: products ? T.noPermission : T.accessDenied,
        }),
      ).toBeVisible();
      if (!products) await expect(page.getByText(T.accessDeniedText)).toBeVisible();
      await expect(page.getByRole('heading', { name: HEADINGS[route]! })).toHaveCount(0);
    }
    await page.goto('/admin/seo');
    await expect(page.getByRole('heading', { level: 1, name: T.accessDenied })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('shows the admin the back-office shell with every section', async ({ page }) => {
    // The SEO dashboard's first load reads every public page (seconds on a cold server).
    test.setTimeout(90_000);
    const name = `פנייה ${randomUUID().slice(0, 6)}`;
    await queryE2eDb(
      `insert into contact_inquiries (name, phone, email, locale, email_status) values ($1, '0521234567', 'lead@example.com', 'he', 'sent')`,
      [name],
    );
    const admin = adminCredentials();
    await signIn(page, admin.email, admin.password);
    await page.goto('/admin');
    await expect(page.getByRole('heading', { level: 1, name: HEADINGS['/admin'] })).toBeVisible();
    const banner = page.getByRole('banner');
    await expect(banner.getByText(admin.email)).toBeVisible();
    await expect(banner.getByRole('link', { name: 'לאתר הציבורי', exact: true })).toHaveAttribute(
      'href',
      '/',
    );
    // The dashboard lists the latest inquiries, each leading to its detail in the inbox.
    const latest = page.getByRole('region', { name: 'פניות אחרונות' });
    await expect(latest.getByRole('link', { name: new RegExp(name) })).toHaveAttribute(
      'href',
      /^\/admin\/inquiries\/[0-9a-f-]{36}$/,
    );
    await expectNoAxeViolations(page);

    const nav = page.getByRole('navigation', { name: 'ניווט ממשק הניהול' });
    for (const [label, route] of [
      ['פניות', '/admin/inquiries'],
      ['סטטיסטיקת ביקורים', '/admin/analytics'],
      ['מכונות', '/admin/machines'],
      ['בלוג', '/admin/blogs'],
      ['SEO', '/admin/seo'],
      ['מוצרים והשכרה', '/admin/products'],
      ['יומן פעולות', '/admin/audit'],
      ['סל מחזור', '/admin/trash'],
      ['טקסטים באתר', '/admin/content'],
      ['הגדרות', '/admin/settings'],
    ] as const) {
      await nav.getByRole('link', { name: label, exact: true }).click();
      await expect(page).toHaveURL(`${E2E_BASE_URL}${route}`);
      await expect(page.getByRole('heading', { level: 1, name: HEADINGS[route]! })).toBeVisible();
      await expect(nav.getByRole('link', { name: label, exact: true })).toHaveAttribute(
        'aria-current',
        'page',
      );
    }
    await expectNoAxeViolations(page);
  });

  test('returns the user to the admin page they asked for after sign-in', async ({ page }) => {
    const admin = adminCredentials();
    await page.goto('/admin/seo');
    await expect(page).toHaveURL(/\/auth\?returnTo=%2Fadmin%2Fseo$/);
    await fillSignIn(page, admin.email, admin.password);
    await expect(page).toHaveURL(`${E2E_BASE_URL}/admin/seo`);
    await expect(
      page.getByRole('heading', { level: 1, name: HEADINGS['/admin/seo'] }),
    ).toBeVisible();
  });

  test('an admin signing in without a returnTo lands in the back office (issue 32)', async ({
    page,
  }) => {
    const admin = adminCredentials();
    await page.goto('/auth');
    await fillSignIn(page, admin.email, admin.password);
    await expect(page).toHaveURL(`${E2E_BASE_URL}/admin`);
    await expect(page.getByRole('heading', { level: 1, name: HEADINGS['/admin'] })).toBeVisible();
  });

  test('keeps the query string of the admin page asked for through sign-in (issue 32)', async ({
    page,
  }) => {
    const admin = adminCredentials();
    const asked = '/admin/inquiries?status=new&page=2';
    await page.goto(asked);
    await expect(page).toHaveURL(`${E2E_BASE_URL}/auth?returnTo=${encodeURIComponent(asked)}`);
    await fillSignIn(page, admin.email, admin.password);
    await expect(page).toHaveURL(`${E2E_BASE_URL}${asked}`);
    await expect(
      page.getByRole('heading', { level: 1, name: HEADINGS['/admin/inquiries'] }),
    ).toBeVisible();
  });

  test('the public header shows "Admin" to a signed-in admin only (issue 32)', async ({ page }) => {
    const adminLink = (name: string) =>
      page.getByRole('banner').getByRole('link', { name, exact: true });
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(adminLink('ניהול')).toHaveCount(0);

    const admin = adminCredentials();
    await page.goto('/auth');
    await fillSignIn(page, admin.email, admin.password);
    await expect(page).toHaveURL(`${E2E_BASE_URL}/admin`);
    await page.goto('/');
    await expect(adminLink('ניהול')).toBeVisible();
    await expect(adminLink('ניהול')).toHaveAttribute('href', '/admin');
    await page.goto('/en');
    await expect(adminLink('Admin')).toBeVisible();
    await adminLink('Admin').click();
    await expect(page).toHaveURL(`${E2E_BASE_URL}/admin`);

    // Signing out takes the link away again.
    await page.getByRole('button', { name: T.signOut }).click();
    await expect(page).toHaveURL(/\/auth$/);
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(adminLink('ניהול')).toHaveCount(0);
  });

  test('an ordinary user gets no "Admin" link in the public header (issue 32)', async ({
    page,
    request,
  }) => {
    const user = await verifiedUser(request);
    await signIn(page, user.email, user.password);
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(
      page.getByRole('banner').getByRole('link', { name: 'ניהול', exact: true }),
    ).toHaveCount(0);
  });

  test('the products dashboard keeps the rentals tab in the address (issue 32)', async ({
    page,
  }) => {
    const admin = adminCredentials();
    await page.goto('/admin/products');
    await expect(page).toHaveURL(/\/auth\?returnTo=%2Fadmin%2Fproducts$/);
    await fillSignIn(page, admin.email, admin.password);
    await expect(page).toHaveURL(`${E2E_BASE_URL}/admin/products`);
    const tab = (name: string) => page.getByRole('tab', { name, exact: true });
    await expect(tab('מוצרים למכירה')).toHaveAttribute('aria-selected', 'true');

    await tab('מכונות להשכרה').click();
    await expect(page).toHaveURL(`${E2E_BASE_URL}/admin/products?tab=rentals`);
    await page.reload();
    await expect(tab('מכונות להשכרה')).toHaveAttribute('aria-selected', 'true');

    await tab('מוצרים למכירה').click();
    await expect(page).toHaveURL(`${E2E_BASE_URL}/admin/products`);
    await page.goBack();
    await expect(page).toHaveURL(`${E2E_BASE_URL}/admin/products?tab=rentals`);
    await expect(tab('מכונות להשכרה')).toHaveAttribute('aria-selected', 'true');
    await page.goForward();
    await expect(tab('מוצרים למכירה')).toHaveAttribute('aria-selected', 'true');
  });

  test('ignores a returnTo outside the back office', async ({ page, request }) => {
    const user = await verifiedUser(request);
    await page.goto('/auth?returnTo=https%3A%2F%2Fevil.example%2Fadmin');
    await fillSignIn(page, user.email, user.password);
    await expect(page).toHaveURL(`${E2E_BASE_URL}/`);
  });

  test('npm run admin:create promotes an existing user', async ({ page, request }) => {
    test.setTimeout(90_000);
    const user = await verifiedUser(request);
    const databaseUrl = readFileSync(path.join(DATA_DIR, 'database-url'), 'utf8').trim();
    const { stdout } = await promisify(execFile)(
      'node_modules/.bin/tsx',
      ['scripts/admin-create.ts', '--email', user.email],
      { env: { ...process.env, DATABASE_URL: databaseUrl, DATA_DIR }, timeout: 60_000 },
    );
    expect(stdout).toContain(`${user.email} is an administrator (existing user promoted`);
    await signIn(page, user.email, user.password);
    await page.goto('/admin/machines');
    await expect(
      page.getByRole('heading', { level: 1, name: HEADINGS['/admin/machines'] }),
    ).toBeVisible();
  });
});

test.describe('the demo opened on 127.0.0.1', () => {
  const LOOPBACK = E2E_BASE_URL.replace('localhost', '127.0.0.1');

  test('sign-up and sign-in work there as on localhost', async ({ page }) => {
    await asNewVisitor(page);
    const email = uniqueEmail();
    const password = strongPassword();
    await page.goto(`${LOOPBACK}/auth`);
    await page.getByRole('button', { name: T.toSignUp }).click();
    const form = page.getByRole('main').locator('form');
    await form.getByLabel(T.fullName).fill('נועה כהן');
    await form.getByLabel(T.email).fill(email);
    await form.getByLabel(T.password).fill(password);
    await form.getByRole('button', { name: T.signUp, exact: true }).click();
    await expect(page.getByText(T.checkEmail)).toBeVisible();

    await page.goto(await verificationLink(email));
    await page.goto(`${LOOPBACK}/auth`);
    await fillSignIn(page, email, password);
    await expect(page.getByText(T.signedIn)).toBeVisible();
    await expect(page).toHaveURL(`${LOOPBACK}/`);
    await page.goto(`${LOOPBACK}/admin/machines`);
    await expect(page.getByRole('banner').getByText('נועה כהן')).toBeVisible();
  });

  test('a page on another site is still refused there', async ({ request }) => {
    const response = await request.post(`${LOOPBACK}/api/auth/sign-in/email`, {
      headers: { origin: 'http://evil.example', 'x-forwarded-for': newIp() },
      data: { email: uniqueEmail(), password: 'secret-123' },
    });
    expect(response.status()).toBe(403);
    expect(await response.json()).toMatchObject({ code: 'INVALID_ORIGIN' });
  });
});

test.describe('protection', () => {
  test('a sign-in from a foreign origin is refused', async ({ request }) => {
    const response = await request.post('/api/auth/sign-in/email', {
      headers: { origin: 'https://evil.example', 'x-forwarded-for': newIp() },
      data: { email: uniqueEmail(), password: 'secret-123' },
    });
    expect(response.status()).toBe(403);
    expect(await response.json()).toMatchObject({ code: 'INVALID_ORIGIN' });
  });

  test('the 4th sign-in attempt within 10 s from one client is answered 429', async ({
    request,
  }) => {
    const ip = newIp();
    const attempt = () =>
      request.post('/api/auth/sign-in/email', {
        headers: { origin: E2E_BASE_URL, 'x-forwarded-for': ip },
        data: { email: uniqueEmail(), password: 'secret-123' },
      });
    for (let n = 1; n <= 3; n++) expect((await attempt()).status()).toBe(401);
    expect((await attempt()).status()).toBe(429);
    // Another client is not affected.
    const other = await request.post('/api/auth/sign-in/email', {
      headers: { origin: E2E_BASE_URL, 'x-forwarded-for': newIp() },
      data: { email: uniqueEmail(), password: 'secret-123' },
    });
    expect(other.status()).toBe(401);
  });
});
