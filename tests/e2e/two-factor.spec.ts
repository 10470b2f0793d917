import { createHmac } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { newIp, signInAsVerifiedUser } from './admin';
import { expectNoAxeViolations } from './axe';
import { queryE2eDb } from './db';

/**
 * Two-factor sign-in (issue 35): an administrator turns it on at /account (password, QR code and
 * key, a first code, ten backup codes shown once), is then asked for a code at every sign-in (a
 * wrong one is refused at the field; a backup code works once), and turns it off again.
 *
 * A fresh administrator of its own (signed up, promoted in the database), not the shared demo
 * admin: other specs sign in as that one in parallel, and would meet the code step.
 */
const T = {
  section: 'אימות דו-שלבי',
  turnOn: 'הפעלת אימות דו-שלבי',
  turnOff: 'ביטול אימות דו-שלבי',
  yourPassword: 'הסיסמה שלך',
  continue: 'המשך',
  scanTitle: 'סריקת הקוד באפליקציה',
  qr: 'קוד QR להוספת החשבון לאפליקציית האימות',
  confirmCode: 'הקוד שמוצג עכשיו באפליקציה',
  confirm: 'אישור והפעלה',
  codesTitle: 'קודי הגיבוי שלך',
  codesList: 'קודי הגיבוי',
  download: 'הורדה כקובץ טקסט',
  done: 'שמרתי את הקודים',
  enabled: 'האימות הדו-שלבי הופעל. שלחנו לך אימייל על השינוי.',
  disabled: 'האימות הדו-שלבי בוטל. שלחנו לך אימייל על השינוי.',
  statusOn: 'האימות הדו-שלבי פועל.',
  statusOff: 'האימות הדו-שלבי כבוי: הכניסה דורשת סיסמה בלבד.',
  wrongPassword: 'הסיסמה שגויה',
  email: 'אימייל',
  password: 'סיסמה',
  signIn: 'כניסה',
  signedIn: 'נכנסת בהצלחה!',
  stepTitle: 'אימות דו-שלבי',
  codeLabel: 'קוד אימות',
  backupLabel: 'קוד גיבוי',
  useBackup: 'שימוש בקוד גיבוי',
  verify: 'אימות וכניסה',
  wrongCode: 'הקוד שגוי. בדקו שזה הקוד העדכני ושהשעה בטלפון מדויקת, ונסו שוב.',
  wrongBackupCode: 'קוד הגיבוי שגוי או שכבר נוצל.',
};

/** Bytes of an RFC 4648 base32 text (the key an authenticator app is given). */
function base32Bytes(text: string): Buffer {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  let bits = '';
  for (const char of text.replace(/=+$/, '').toUpperCase()) {
    bits += alphabet.indexOf(char).toString(2).padStart(5, '0');
  }
  const bytes = bits.match(/.{8}/g) ?? [];
  return Buffer.from(bytes.map((byte) => parseInt(byte, 2)));
}

/** The 6-digit code an authenticator app shows now for `secret` (RFC 6238: SHA-1, 30 s). */
function totp(secret: string, now = Date.now()): string {
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(now / 30_000)));
  const mac = createHmac('sha1', base32Bytes(secret)).update(counter).digest();
  const offset = mac[mac.length - 1]! & 0x0f;
  const value = (mac.readUInt32BE(offset) & 0x7fffffff) % 1_000_000;
  return String(value).padStart(6, '0');
}

/** A code that is not valid now (nor in the neighbouring 30-second windows, in practice). */
const wrongCode = (right: string) => String((Number(right) + 500_000) % 1_000_000).padStart(6, '0');

/** The two-factor section of /account. */
const section = (page: Page): Locator => page.getByRole('region', { name: T.section });

/**
 * A client address of its own for the next sign-in: the site allows 3 sign-ins per address in
 * 10 seconds, and this test signs in four times.
 */
const freshAddress = (page: Page) =>
  page.context().setExtraHTTPHeaders({ 'x-forwarded-for': newIp() });

/** Signs in through /auth's form with the password; the code step is expected next. */
async function passwordStep(page: Page, email: string, password: string) {
  await freshAddress(page);
  await page.goto('/auth');
  const form = page.getByRole('main').locator('form');
  await form.getByLabel(T.email).fill(email);
  await form.getByLabel(T.password).fill(password);
  await form.getByRole('button', { name: T.signIn, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: T.stepTitle })).toBeFocused();
}

let adminEmail: string | undefined;

test.afterAll(async () => {
  // Leave no extra administrator behind for the specs that list the team.
  if (adminEmail) {
    await queryE2eDb(
      `update profiles set role = 'user' where id = (select id from "user" where email = $1)`,
      [adminEmail],
    );
  }
});

test('an admin turns on two-factor, signs in with a code or a backup code once, and turns it off', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  // Its own client address: sign-in and code attempts are rate limited per address.
  await context.setExtraHTTPHeaders({ 'x-forwarded-for': newIp() });
  const admin = await signInAsVerifiedUser(context.request);
  adminEmail = admin.email;
  await queryE2eDb(
    `update profiles set role = 'admin' where id = (select id from "user" where email = $1)`,
    [admin.email],
  );

  // Turning it on: the password first (a wrong one is said at the field).
  await page.goto('/account');
  const settings = section(page);
  await expect(settings.getByText(T.statusOff)).toBeVisible();
  await settings.getByRole('button', { name: T.turnOn }).click();
  await expect(settings.getByRole('heading', { name: T.turnOn })).toBeFocused();
  const password = settings.getByLabel(T.yourPassword);
  await password.fill('not-the-password-1');
  await settings.getByRole('button', { name: T.continue }).click();
  await expect(password).toHaveAccessibleDescription(T.wrongPassword);
  await expect(password).toBeFocused();
  await password.fill(admin.password);
  await settings.getByRole('button', { name: T.continue }).click();

  // The QR code and the key as text (grouped, left to right); a wrong code, then the right one.
  await expect(settings.getByRole('heading', { name: T.scanTitle })).toBeFocused();
  await expect(settings.getByRole('img', { name: T.qr })).toBeVisible();
  const key = settings.locator('code');
  await expect(key).toHaveAttribute('dir', 'ltr');
  const secret = (await key.textContent())!.replace(/\s/g, '');
  expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await expectNoAxeViolations(page);
  }
  const code = settings.getByLabel(T.confirmCode);
  await expect(code).toHaveAttribute('autocomplete', 'one-time-code');
  await expect(code).toHaveAttribute('inputmode', 'numeric');
  await code.fill(wrongCode(totp(secret)));
  await settings.getByRole('button', { name: T.confirm }).click();
  await expect(code).toHaveAccessibleDescription(new RegExp(T.wrongCode));
  await code.fill(totp(secret));
  await settings.getByRole('button', { name: T.confirm }).click();

  // Ten backup codes, shown once, to copy or download.
  await expect(settings.getByRole('heading', { name: T.codesTitle })).toBeFocused();
  await expect(settings.getByRole('status')).toHaveText(T.enabled);
  const list = settings.getByRole('list', { name: T.codesList });
  await expect(list).toHaveAttribute('dir', 'ltr');
  const backupCodes = await list.getByRole('listitem').allTextContents();
  expect(backupCodes).toHaveLength(10);
  for (const backup of backupCodes) expect(backup).toMatch(/^[A-Za-z0-9]{5}-[A-Za-z0-9]{5}$/);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    settings.getByRole('button', { name: T.download }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('backup-codes.txt');
  const file = await readFile((await download.path())!, 'utf8');
  for (const backup of backupCodes) expect(file).toContain(backup);
  await expectNoAxeViolations(page);
  await settings.getByRole('button', { name: T.done }).click();
  await expect(settings.getByText(T.statusOn)).toBeVisible();
  await expect(settings.getByRole('heading', { level: 2, name: T.section })).toBeFocused();
  const [row] = await queryE2eDb<{ two_factor_enabled: boolean }>(
    'select two_factor_enabled from "user" where email = $1',
    [admin.email],
  );
  expect(row?.two_factor_enabled).toBe(true);
  await expect
    .poll(async () =>
      (
        await queryE2eDb<{ subject: string }>('select subject from staff_mails where "to" = $1', [
          admin.email,
        ])
      ).map((m) => m.subject),
    )
    .toEqual([expect.stringContaining('אימות דו-שלבי הופעל')]);

  // Signed out and back in: the password is not enough; a wrong code is refused at the field.
  await context.clearCookies();
  await passwordStep(page, admin.email, admin.password);
  const appCode = page.getByLabel(T.codeLabel);
  await expect(appCode).toHaveAttribute('autocomplete', 'one-time-code');
  await appCode.fill(wrongCode(totp(secret)));
  await page.getByRole('button', { name: T.verify }).click();
  await expect(appCode).toHaveAccessibleDescription(new RegExp(T.wrongCode));
  await expect(appCode).toBeFocused();
  // The code step, with its refusal showing, on a phone and on a desktop.
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await expectNoAxeViolations(page);
  }
  await appCode.fill(totp(secret));
  await page.getByRole('button', { name: T.verify }).click();
  await expect(page.getByText(T.signedIn)).toBeVisible();
  await page.waitForURL('**/admin');

  // A backup code signs in once; the second time it is refused.
  await context.clearCookies();
  await passwordStep(page, admin.email, admin.password);
  await page.getByRole('button', { name: T.useBackup }).click();
  const backupField = page.getByLabel(T.backupLabel);
  await expect(backupField).toBeFocused();
  await backupField.fill(backupCodes[0]!);
  await page.getByRole('button', { name: T.verify }).click();
  await page.waitForURL('**/admin');

  await context.clearCookies();
  await passwordStep(page, admin.email, admin.password);
  await page.getByRole('button', { name: T.useBackup }).click();
  await page.getByLabel(T.backupLabel).fill(backupCodes[0]!);
  await page.getByRole('button', { name: T.verify }).click();
  await expect(page.getByLabel(T.backupLabel)).toHaveAccessibleDescription(
    new RegExp(T.wrongBackupCode),
  );
  // Another of the codes still works.
  await page.getByLabel(T.backupLabel).fill(backupCodes[1]!);
  await page.getByRole('button', { name: T.verify }).click();
  await page.waitForURL('**/admin');

  // Turning it off (with the password) leaves the account as it was.
  await page.goto('/account');
  await section(page).getByRole('button', { name: T.turnOff }).click();
  await section(page).getByLabel(T.yourPassword).fill(admin.password);
  await section(page).getByRole('button', { name: T.continue }).click();
  await expect(section(page).getByRole('status')).toHaveText(T.disabled);
  await expect(section(page).getByText(T.statusOff)).toBeVisible();
  await context.clearCookies();
  await freshAddress(page);
  await page.goto('/auth');
  const form = page.getByRole('main').locator('form');
  await form.getByLabel(T.email).fill(admin.email);
  await form.getByLabel(T.password).fill(admin.password);
  await form.getByRole('button', { name: T.signIn, exact: true }).click();
  await expect(page.getByText(T.signedIn)).toBeVisible();
  await page.waitForURL('**/admin');
});
