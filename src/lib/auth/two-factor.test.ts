import { randomUUID } from 'node:crypto';
import { base32 } from '@better-auth/utils/base32';
import { createOTP } from '@better-auth/utils/otp';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { withAppUnderTest } from '../../../tests/setup/app-under-test';
import { profiles, staffMails, twoFactor, user as users } from '@/db/schema';
import type { Auth } from '@/lib/auth';

/**
 * Two-factor sign-in (issue 35) through Better Auth's HTTP handler against a real database, with
 * real cookies: enrolment with the password and a first code, the "turned on / off" e-mails in the
 * staff outbox, sign-in asking for a code, a wrong code refused, the right code or a backup code
 * (once) starting the session, and switching it off with the password.
 */
const t = withAppUnderTest();
let auth: Auth;
const ORIGIN = 'http://localhost:3000';
const PASSWORD = 'violet-harbor-tundra-47';

beforeAll(async () => {
  auth = (await import('@/lib/auth')).getAuth();
});

const uniqueIp = () =>
  `198.19.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;

/** A POST to the auth handler as the browser sends it (same origin, JSON, its cookies). */
function post(pathname: string, body: unknown, cookie?: string, ip = uniqueIp()) {
  const headers = new Headers({
    'x-vending-client-ip': ip,
    origin: ORIGIN,
    'content-type': 'application/json',
  });
  if (cookie) headers.set('cookie', cookie);
  return auth.handler(
    new Request(`${ORIGIN}/api/auth${pathname}`, {
      method: 'POST',
      headers,
      body: JSON.stringify(body),
    }),
  );
}

/** The cookies a response sets that still hold a value, as a Cookie header sends them back. */
const cookiesOf = (response: Response) =>
  response.headers
    .getSetCookie()
    .map((c) => c.split(';')[0]!)
    .filter((c) => !c.endsWith('='))
    .join('; ');

/** The signed-in user's address for these cookies, or null (no session). */
async function sessionEmail(cookie: string): Promise<string | null> {
  const response = await auth.handler(
    new Request(`${ORIGIN}/api/auth/get-session`, {
      headers: { cookie, 'x-vending-client-ip': uniqueIp() },
    }),
  );
  const body = (await response.json()) as { user?: { email: string } } | null;
  return body?.user?.email ?? null;
}

/** The code an authenticator app shows now for the otpauth:// URI's secret (RFC 6238). */
async function currentCode(totpURI: string): Promise<string> {
  const secret = new URL(totpURI).searchParams.get('secret')!;
  return createOTP(base32.decode(secret)).totp();
}

/** A 6-digit code that is not the current one (nor, with its neighbours, likely valid). */
const wrongCode = (right: string) => String((Number(right) + 500_000) % 1_000_000).padStart(6, '0');

async function verifiedUser(): Promise<string> {
  const address = `tf-${randomUUID().slice(0, 8)}@example.com`;
  await auth.api.signUpEmail({ body: { name: 'Tal Cohen', email: address, password: PASSWORD } });
  await t.db.update(users).set({ emailVerified: true }).where(eq(users.email, address));
  return address;
}

const signIn = (address: string) => post('/sign-in/email', { email: address, password: PASSWORD });

const flagOf = async (address: string) =>
  (await t.db.select().from(users).where(eq(users.email, address)))[0]!.twoFactorEnabled;

const mailsTo = (address: string) =>
  t.db.select().from(staffMails).where(eq(staffMails.to, address));

/** A user with two-factor turned on: their address, otpauth URI, backup codes and session. */
async function enrolledUser() {
  const address = await verifiedUser();
  const session = cookiesOf(await signIn(address));
  const enable = await post('/two-factor/enable', { password: PASSWORD }, session);
  expect(enable.status).toBe(200);
  const { totpURI, backupCodes } = (await enable.json()) as {
    totpURI: string;
    backupCodes: string[];
  };
  const verify = await post(
    '/two-factor/verify-totp',
    { code: await currentCode(totpURI) },
    session,
  );
  expect(verify.status).toBe(200);
  return { address, totpURI, backupCodes, session: cookiesOf(verify) };
}

describe('enrolment', () => {
  it('asks for the password, then turns on with the first right code and mails the user', async () => {
    const address = await verifiedUser();
    const session = cookiesOf(await signIn(address));

    const wrongPassword = await post('/two-factor/enable', { password: 'not-it-at-all' }, session);
    expect(wrongPassword.status).toBe(400);
    expect(((await wrongPassword.json()) as { code: string }).code).toBe('INVALID_PASSWORD');

    const enable = await post('/two-factor/enable', { password: PASSWORD }, session);
    expect(enable.status).toBe(200);
    const { totpURI, backupCodes } = (await enable.json()) as {
      totpURI: string;
      backupCodes: string[];
    };
    const uri = new URL(totpURI);
    expect(uri.protocol).toBe('otpauth:');
    expect(uri.searchParams.get('issuer')).toBe('AutoPizza');
    expect(decodeURIComponent(uri.pathname)).toContain(address);
    expect(backupCodes).toHaveLength(10);
    for (const code of backupCodes) expect(code).toMatch(/^[A-Za-z0-9]{5}-[A-Za-z0-9]{5}$/);
    // Not on until a code proves the app has the secret; the secret is stored encrypted.
    expect(await flagOf(address)).toBe(false);
    const [joined] = await t.db
      .select()
      .from(twoFactor)
      .innerJoin(users, eq(users.id, twoFactor.userId))
      .where(eq(users.email, address));
    expect(joined!.two_factor.secret).not.toContain(uri.searchParams.get('secret'));
    expect(await mailsTo(address)).toEqual([]);

    // A code in the wrong shape is refused before Better Auth reads it.
    const malformed = await post('/two-factor/verify-totp', { code: '12ab56' }, session);
    expect(malformed.status).toBe(400);
    expect(await malformed.json()).toMatchObject({ code: 'INVALID_INPUT' });

    const code = await currentCode(totpURI);
    const wrong = await post('/two-factor/verify-totp', { code: wrongCode(code) }, session);
    expect(wrong.status).toBe(401);
    expect(await flagOf(address)).toBe(false);

    const verify = await post('/two-factor/verify-totp', { code }, session);
    expect(verify.status).toBe(200);
    expect(await flagOf(address)).toBe(true);
    // The session was renewed (the old one is gone) and still signs the user in.
    expect(await sessionEmail(cookiesOf(verify))).toBe(address);

    const mails = await mailsTo(address);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('אימות דו-שלבי הופעל בחשבון שלך באתר אוטופיצה');
    expect(mails[0]!.text).toContain('Tal Cohen');
    expect(mails[0]!.text).toContain('http://localhost:3000/account');
    expect(mails[0]!.html).toContain('dir="rtl"');
  });
});

describe('sign-in with two-factor on', () => {
  it('answers twoFactorRedirect without a session; a wrong code is refused, the right one signs in', async () => {
    const { address, totpURI } = await enrolledUser();
    const { id } = (await t.db.select().from(users).where(eq(users.email, address)))[0]!;
    const lastSignIn = async () =>
      (await t.db.select().from(profiles).where(eq(profiles.id, id)))[0]!.lastSignInAt;
    await t.db.update(profiles).set({ lastSignInAt: null }).where(eq(profiles.id, id));

    const first = await signIn(address);
    expect(first.status).toBe(200);
    expect(await first.json()).toMatchObject({
      twoFactorRedirect: true,
      twoFactorMethods: ['totp'],
    });
    const challenge = cookiesOf(first);
    expect(challenge).toMatch(/two_factor=/);
    expect(challenge).not.toMatch(/session_token=/);
    expect(await sessionEmail(challenge)).toBeNull();
    expect(first.headers.getSetCookie().find((c) => c.includes('two_factor='))).toMatch(
      /HttpOnly/i,
    );
    // The password alone is not a sign-in on the users screen either.
    expect(await lastSignIn()).toBeNull();

    const code = await currentCode(totpURI);
    const wrong = await post('/two-factor/verify-totp', { code: wrongCode(code) }, challenge);
    expect(wrong.status).toBe(401);
    expect(await wrong.json()).toMatchObject({ code: 'INVALID_CODE' });
    expect(cookiesOf(wrong)).not.toMatch(/session_token=/);

    const right = await post('/two-factor/verify-totp', { code }, challenge);
    expect(right.status).toBe(200);
    expect(await sessionEmail(cookiesOf(right))).toBe(address);
    expect(await lastSignIn()).toBeInstanceOf(Date);
    // The challenge is used up: the same cookie cannot start a second session.
    const again = await post('/two-factor/verify-totp', { code }, challenge);
    expect(again.status).toBe(401);
  });

  it('takes a backup code once; the second use is refused', async () => {
    const { address, backupCodes } = await enrolledUser();
    const backup = backupCodes[3]!;

    const challenge = cookiesOf(await signIn(address));
    const used = await post('/two-factor/verify-backup-code', { code: backup }, challenge);
    expect(used.status).toBe(200);
    expect(await sessionEmail(cookiesOf(used))).toBe(address);

    const nextChallenge = cookiesOf(await signIn(address));
    const reused = await post('/two-factor/verify-backup-code', { code: backup }, nextChallenge);
    expect(reused.status).toBe(401);
    expect(await reused.json()).toMatchObject({ code: 'INVALID_BACKUP_CODE' });
    // Another of the codes still works.
    const other = await post(
      '/two-factor/verify-backup-code',
      { code: backupCodes[4] },
      nextChallenge,
    );
    expect(other.status).toBe(200);
  });

  it('limits codes to 5 a minute from one address', async () => {
    const { address } = await enrolledUser();
    const challenge = cookiesOf(await signIn(address));
    const ip = uniqueIp();
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      statuses.push(
        (await post('/two-factor/verify-totp', { code: '000000' }, challenge, ip)).status,
      );
    }
    expect(statuses.at(-1)).toBe(429);
    expect(statuses.slice(0, 5)).not.toContain(429);
  });

  it('gives new backup codes for the password, and the old ones stop working', async () => {
    const { address, backupCodes, session } = await enrolledUser();
    const refused = await post(
      '/two-factor/generate-backup-codes',
      { password: 'nope-nope' },
      session,
    );
    expect(refused.status).toBe(400);
    const fresh = await post('/two-factor/generate-backup-codes', { password: PASSWORD }, session);
    expect(fresh.status).toBe(200);
    const { backupCodes: renewed } = (await fresh.json()) as { backupCodes: string[] };
    expect(renewed).toHaveLength(10);
    const challenge = cookiesOf(await signIn(address));
    const old = await post('/two-factor/verify-backup-code', { code: backupCodes[0] }, challenge);
    expect(old.status).toBe(401);
    const current = await post('/two-factor/verify-backup-code', { code: renewed[0] }, challenge);
    expect(current.status).toBe(200);
  });
});

describe('turning it off', () => {
  it('needs the password, mails the user, and sign-in asks for no code again', async () => {
    const { address, session } = await enrolledUser();

    const wrong = await post('/two-factor/disable', { password: 'wrong-wrong' }, session);
    expect(wrong.status).toBe(400);
    expect(await flagOf(address)).toBe(true);

    const disable = await post('/two-factor/disable', { password: PASSWORD }, session);
    expect(disable.status).toBe(200);
    expect(await flagOf(address)).toBe(false);
    const [mine] = await t.db
      .select()
      .from(twoFactor)
      .innerJoin(users, eq(users.id, twoFactor.userId))
      .where(eq(users.email, address));
    expect(mine).toBeUndefined();
    expect((await mailsTo(address)).map((m) => m.subject)).toEqual([
      'אימות דו-שלבי הופעל בחשבון שלך באתר אוטופיצה',
      'אימות דו-שלבי בוטל בחשבון שלך באתר אוטופיצה',
    ]);

    // Disabling again changes nothing and mails nothing.
    const again = await post('/two-factor/disable', { password: PASSWORD }, cookiesOf(disable));
    expect(again.status).toBe(200);
    expect(await mailsTo(address)).toHaveLength(2);

    const signedIn = await signIn(address);
    expect(await signedIn.json()).not.toHaveProperty('twoFactorRedirect');
    expect(await sessionEmail(cookiesOf(signedIn))).toBe(address);
  });
});
