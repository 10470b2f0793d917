import { expect, test, type Browser, type BrowserContext } from '@playwright/test';
import { E2E_BASE_URL } from '../../playwright.config';
import { newIp, signInAsVerifiedUser } from './admin';
import { expectNoAxeViolations } from './axe';

/**
 * The signed-in devices on /account (issue 35): a person sees every session of theirs — the
 * device, its address, when it was last used and when it started, "this device" on the current
 * one — and signs the others out, one or all at once. A user of its own (not the shared admin),
 * so the specs running alongside keep their sessions.
 */
const T = {
  title: 'המכשירים המחוברים',
  thisDevice: 'המכשיר הזה',
  signOutOthers: 'ניתוק מכל המכשירים האחרים',
  noOthers: 'החשבון אינו מחובר במכשירים אחרים.',
  signedOut: (device: string) => `${device} נותק מהחשבון.`,
  signedOutOthers: 'כל המכשירים האחרים נותקו מהחשבון.',
  signInTitle: 'כניסה לחשבון',
};

const UA = {
  chromeWindows:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  safariIphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
  firefoxLinux: 'Mozilla/5.0 (X11; Ubuntu; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0',
};

/** A browser of its own: its user agent, screen width and client address (rate limits). */
const device = (browser: Browser, userAgent: string, width: number) =>
  browser.newContext({
    userAgent,
    viewport: { width, height: 844 },
    extraHTTPHeaders: { 'x-forwarded-for': newIp() },
  });

/** Signs `context` in as the user through the sign-in API (what the form calls). */
async function signIn(context: BrowserContext, user: { email: string; password: string }) {
  const response = await context.request.post('/api/auth/sign-in/email', {
    headers: { origin: E2E_BASE_URL, 'x-forwarded-for': newIp() },
    data: { email: user.email, password: user.password },
  });
  expect(response.status(), 'the user signs in').toBe(200);
}

test('a person sees their devices on /account and signs the others out', async ({ browser }) => {
  const computer = await device(browser, UA.chromeWindows, 1280);
  const phone = await device(browser, UA.safariIphone, 390);
  try {
    const user = await signInAsVerifiedUser(computer.request);
    await signIn(phone, user);

    // The phone sees both, itself marked as "this device".
    const onPhone = await phone.newPage();
    await onPhone.goto('/account');
    const phoneList = onPhone.getByRole('list', { name: T.title });
    await expect(phoneList.getByRole('listitem')).toHaveCount(2);
    await expect(phoneList.getByRole('listitem').filter({ hasText: T.thisDevice })).toContainText(
      'Safari · iPhone',
    );

    const page = await computer.newPage();
    await page.goto('/account');
    await expect(page.getByRole('heading', { level: 2, name: T.title })).toBeVisible();
    const section = page.getByRole('region', { name: T.title });
    const list = section.getByRole('list', { name: T.title });
    await expect(list.getByRole('listitem')).toHaveCount(2);
    const current = list.getByRole('listitem').filter({ hasText: T.thisDevice });
    await expect(current).toContainText('Chrome · Windows');
    // The current session has no button of its own (signing out does that).
    await expect(current.getByRole('button')).toHaveCount(0);
    await expectNoAxeViolations(page);
    await page.setViewportSize({ width: 390, height: 844 });
    await expectNoAxeViolations(page);
    await page.setViewportSize({ width: 1280, height: 800 });

    // The phone's button says which session it signs out.
    await list.getByRole('button', { name: /^ניתוק Safari · iPhone/ }).click();
    await expect(section.getByRole('status')).toHaveText(T.signedOut('Safari · iPhone'));
    await expect(list.getByRole('listitem')).toHaveCount(1);
    await expect(section.getByRole('button', { name: T.signOutOthers })).toBeDisabled();
    await expect(page.getByText(T.noOthers)).toBeVisible();

    // The phone's next visit finds it signed out.
    const response = await onPhone.goto('/account');
    expect(response?.status()).toBe(401);
    await expect(onPhone.getByRole('heading', { level: 1, name: T.signInTitle })).toBeVisible();

    // Two more devices, then "sign out everywhere else": only this one is left.
    const laptop = await device(browser, UA.firefoxLinux, 1280);
    try {
      await signIn(laptop, user);
      await signIn(phone, user);
      await page.reload();
      await expect(list.getByRole('listitem')).toHaveCount(3);
      await section.getByRole('button', { name: T.signOutOthers }).click();
      await expect(section.getByRole('status')).toHaveText(T.signedOutOthers);
      await expect(list.getByRole('listitem')).toHaveCount(1);
      await expect(list.getByRole('listitem')).toContainText(T.thisDevice);
      expect((await laptop.request.get('/account')).status()).toBe(401);
    } finally {
      await laptop.close();
    }
  } finally {
    await computer.close();
    await phone.close();
  }
});
