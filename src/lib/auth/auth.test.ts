import { randomUUID } from 'node:crypto';
import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { withAppUnderTest } from '../../../tests/setup/app-under-test';
import {
  authRateLimit,
  profiles,
  session as sessions,
  user as users,
  verification,
} from '@/db/schema';
import type { Auth } from '@/lib/auth';

/**
 * Better Auth as configured for the site, called over HTTP (its handler) against a real database,
 * in NODE_ENV=test — where Better Auth would skip its origin checks unless told not to.
 */
const t = withAppUnderTest();
let auth: Auth;
let mailDir: string;
const ORIGIN = 'http://localhost:3000';

function call(
  pathname: string,
  {
    body,
    ip = '203.0.113.10',
    origin = ORIGIN,
    cookie,
  }: { body?: unknown; ip?: string; origin?: string | null; cookie?: string } = {},
) {
  const headers = new Headers({ 'x-vending-client-ip': ip });
  if (origin) headers.set('origin', origin);
  if (cookie) headers.set('cookie', cookie);
  if (body !== undefined) headers.set('content-type', 'application/json');
  return auth.handler(
    new Request(`${ORIGIN}/api/auth${pathname}`, {
      method: body === undefined ? 'GET' : 'POST',
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    }),
  );
}

/** Passwords the site's strength rule takes (src/lib/auth/password-strength-rules.ts). */
const PASSWORD = 'violet-harbor-tundra-47';
const OLD_PASSWORD = 'old-lantern-meadow-29';
const NEW_PASSWORD = 'new-quartz-orchard-58';

const uniqueIp = () =>
  `198.18.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
const email = () => `u-${randomUUID().slice(0, 8)}@example.com`;

/** The link matching `pattern` in the newest e-mail to `to` (an .eml file without SMTP_URL). */
function mailedLink(to: string, pattern: RegExp): Promise<string> {
  return vi.waitFor(
    async () => {
      const files = (await readdir(mailDir).catch(() => [])).sort().reverse();
      for (const file of files) {
        const raw = await readFile(path.join(mailDir, file), 'utf8');
        if (!raw.includes(`To: ${to}`)) continue;
        const decoded = raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
        const link = pattern.exec(decoded)?.[0];
        if (link) return link.replace(/&amp;/g, '&');
      }
      throw new Error(`no e-mail to ${to} with ${pattern}`);
    },
    { timeout: 5000, interval: 50 },
  );
}

const verificationLink = (to: string) =>
  mailedLink(to, /https?:\/\/\S+\/api\/auth\/verify-email\?token=[^\s"<]+/);

beforeAll(async () => {
  mailDir = path.join(t.dataDir, 'mail');
  auth = (await import('@/lib/auth')).getAuth();
});

/** Signs in with e-mail and password, each time from another client address (no rate limit). */
const passwordSignIn = (address: string, password: string) =>
  call('/sign-in/email', { body: { email: address, password }, ip: uniqueIp() });

/** The session cookie a response sets, as a Cookie header sends it back ("name=value"). */
const sessionCookie = (response: Response) =>
  response.headers
    .getSetCookie()
    .find((c) => c.includes('session_token='))!
    .split(';')[0]!;

/** A user who signed up and confirmed the address (through the database), ready to sign in. */
async function verifiedUser(name: string, password: string): Promise<string> {
  const address = email();
  await auth.api.signUpEmail({ body: { name, email: address, password } });
  await t.db.update(users).set({ emailVerified: true }).where(eq(users.email, address));
  return address;
}

describe('sign-up, verification, sign-in', () => {
  it('creates a user with a "user" profile, e-mails a link that verifies and leads to /', async () => {
    const address = email();
    const signUp = await call('/sign-up/email', {
      body: { name: 'Dana Levi', email: address, password: PASSWORD, callbackURL: '/' },
      ip: uniqueIp(),
    });
    expect(signUp.status).toBe(200);
    const [created] = await t.db.select().from(users).where(eq(users.email, address));
    expect(created).toMatchObject({ name: 'Dana Levi', emailVerified: false });
    const [profile] = await t.db.select().from(profiles).where(eq(profiles.id, created!.id));
    expect(profile?.role).toBe('user');

    // Not yet verified: sign-in is refused even with the right password.
    const early = await passwordSignIn(address, PASSWORD);
    expect(early.status).toBe(403);
    expect(((await early.json()) as { code: string }).code).toBe('EMAIL_NOT_VERIFIED');

    const link = new URL(await verificationLink(address));
    expect(link.origin).toBe(ORIGIN);
    const verified = await call(`${link.pathname.replace('/api/auth', '')}${link.search}`, {
      origin: null,
    });
    expect(verified.status).toBe(302);
    expect(verified.headers.get('location')).toBe('/');
    const [after] = await t.db.select().from(users).where(eq(users.email, address));
    expect(after?.emailVerified).toBe(true);

    const signIn = await passwordSignIn(address, PASSWORD);
    expect(signIn.status).toBe(200);
    const cookie = signIn.headers.getSetCookie().find((c) => c.includes('session_token='))!;
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    const session = await call('/get-session', { cookie: cookie.split(';')[0] });
    expect(
      ((await session.json()) as { user: { email: string }; isAdmin: boolean }).user.email,
    ).toBe(address);
  });

  it('answers a wrong password and an unknown user identically', async () => {
    const address = await verifiedUser('Known', PASSWORD);
    const wrong = await passwordSignIn(address, 'wrong-pw');
    const unknown = await passwordSignIn(email(), 'wrong-pw');
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(wrong.status);
    expect(await unknown.json()).toEqual(await wrong.json());
  });

  it('does not reveal that an address is already registered', async () => {
    const address = email();
    const first = await call('/sign-up/email', {
      body: { name: 'First', email: address, password: PASSWORD },
      ip: uniqueIp(),
    });
    const again = await call('/sign-up/email', {
      body: { name: 'Second', email: address, password: NEW_PASSWORD },
      ip: uniqueIp(),
    });
    expect(again.status).toBe(first.status);
    const shape = (r: { token: unknown; user: Record<string, unknown> }) => ({
      token: r.token,
      keys: Object.keys(r.user).sort(),
      email: r.user.email,
    });
    expect(shape(await again.json())).toEqual(shape(await first.json()));
  });

  it('refuses what the form schema refuses, on the server too', async () => {
    const short = await call('/sign-up/email', {
      body: { name: 'Short', email: email(), password: '12345' },
      ip: uniqueIp(),
    });
    expect(short.status).toBe(400);
    expect(await short.json()).toMatchObject({
      code: 'INVALID_INPUT',
      message: 'passwordTooShort',
    });
    const nameless = await call('/sign-up/email', {
      body: { name: '  ', email: email(), password: 'secret1' },
      ip: uniqueIp(),
    });
    expect(await nameless.json()).toMatchObject({ message: 'nameRequired' });
    const badEmail = await passwordSignIn('not-an-email', 'secret1');
    expect(await badEmail.json()).toMatchObject({ message: 'emailInvalid' });
  });
});

describe('sessions', () => {
  it('are extended while in use (automatic refresh) and end at sign-out', async () => {
    const address = await verifiedUser('S', PASSWORD);
    const signIn = await passwordSignIn(address, PASSWORD);
    const cookie = sessionCookie(signIn);
    const [owner] = await t.db.select().from(users).where(eq(users.email, address));
    const mine = eq(sessions.userId, owner!.id);
    // A session last refreshed two days ago, expiring in five.
    const day = 24 * 60 * 60 * 1000;
    await t.db
      .update(sessions)
      .set({ updatedAt: new Date(Date.now() - 2 * day), expiresAt: new Date(Date.now() + 5 * day) })
      .where(mine);
    const used = await call('/get-session', { cookie });
    expect(used.status).toBe(200);
    expect(used.headers.getSetCookie().some((c) => c.includes('session_token='))).toBe(true);
    const [row] = await t.db.select().from(sessions).where(mine);
    expect(row!.expiresAt.getTime()).toBeGreaterThan(Date.now() + 6.9 * day);

    const out = await call('/sign-out', { body: {}, cookie });
    expect(out.status).toBe(200);
    expect(await t.db.select().from(sessions).where(mine)).toHaveLength(0);
    expect(await (await call('/get-session', { cookie })).json()).toBeNull();
  });
});

describe('protection (on in NODE_ENV=test as everywhere)', () => {
  it('refuses a sign-in from a foreign origin', async () => {
    const response = await call('/sign-in/email', {
      body: { email: email(), password: 'secret1' },
      origin: 'https://evil.example',
      ip: uniqueIp(),
    });
    expect(response.status).toBe(403);
    expect(((await response.json()) as { code: string }).code).toBe('INVALID_ORIGIN');
  });

  it('answers the 4th sign-in attempt within 10 s from one address with 429, counted in the database', async () => {
    const ip = uniqueIp();
    const attempt = () =>
      call('/sign-in/email', { body: { email: email(), password: 'secret1' }, ip });
    for (let n = 1; n <= 3; n++) expect((await attempt()).status).toBe(401);
    expect((await attempt()).status).toBe(429);
    // Another client is not affected.
    expect((await passwordSignIn(email(), 'secret1')).status).toBe(401);
    const rows = await t.db
      .select()
      .from(authRateLimit)
      .where(eq(authRateLimit.key, `${ip}|/sign-in/email`));
    expect(rows[0]?.count).toBe(3);
  });

  it('uses only our client-address header for rate limits, not X-Forwarded-For', async () => {
    const ip = uniqueIp();
    const attempt = (forwarded: string) =>
      auth.handler(
        new Request(`${ORIGIN}/api/auth/sign-in/email`, {
          method: 'POST',
          headers: {
            origin: ORIGIN,
            'content-type': 'application/json',
            'x-vending-client-ip': ip,
            'x-forwarded-for': forwarded,
          },
          body: JSON.stringify({ email: email(), password: 'secret1' }),
        }),
      );
    for (let n = 1; n <= 3; n++) await attempt(`192.0.2.${n}`);
    expect((await attempt('192.0.2.99')).status).toBe(429);
  });

  it('sets Secure session cookies when the site is https (SITE_URL)', async () => {
    const previous = process.env.SITE_URL;
    process.env.SITE_URL = 'https://www.example.co.il';
    try {
      const { createAuth } = await import('@/lib/auth');
      const { getDb } = await import('@/db');
      const deployed = createAuth(getDb());
      const address = email();
      await deployed.api.signUpEmail({
        body: { name: 'P', email: address, password: PASSWORD },
      });
      await t.db.update(users).set({ emailVerified: true }).where(eq(users.email, address));
      const response = await deployed.api.signInEmail({
        body: { email: address, password: PASSWORD },
        asResponse: true,
      });
      const cookie = response.headers.getSetCookie().find((c) => c.includes('session_token='))!;
      expect(cookie).toMatch(/^__Secure-/);
      expect(cookie).toMatch(/; Secure/i);
      expect(cookie).toMatch(/HttpOnly/i);
      expect(cookie).toMatch(/SameSite=Lax/i);
    } finally {
      if (previous === undefined) delete process.env.SITE_URL;
      else process.env.SITE_URL = previous;
    }
  });
});

describe('password reset and change', () => {
  /** The newest reset link to `to` (sending is fire-and-forget: mailedLink polls). */
  const resetLink = async (to: string) =>
    new URL(await mailedLink(to, /https?:\/\/\S+\/api\/auth\/reset-password\/[^\s"<]+/));
  const mailCount = async (to: string) => {
    let count = 0;
    for (const file of await readdir(mailDir).catch(() => [] as string[])) {
      if ((await readFile(path.join(mailDir, file), 'utf8')).includes(`To: ${to}`)) count++;
    }
    return count;
  };
  const request = (address: string) =>
    call('/request-password-reset', {
      body: { email: address, redirectTo: '/auth/reset-password' },
      ip: uniqueIp(),
    });

  it('answers a known and an unknown address alike; only the known one gets a link', async () => {
    const known = await verifiedUser('Known', OLD_PASSWORD);
    const unknown = email();
    const a = await request(known);
    const b = await request(unknown);
    expect(a.status).toBe(200);
    expect(b.status).toBe(200);
    expect(await b.json()).toEqual(await a.json());
    await resetLink(known);
    // On purpose a fixed wait: it checks that nothing arrives (no e-mail to the unknown address
    // within 300 ms after the known one's), which no condition can be polled for.
    await new Promise((r) => setTimeout(r, 300));
    expect(await mailCount(unknown)).toBe(0);
  });

  it('the link leads to the reset page with its token, sets the password once, signs sessions out', async () => {
    const address = await verifiedUser('Resetting', OLD_PASSWORD);
    const signedIn = await passwordSignIn(address, OLD_PASSWORD);
    const oldCookie = sessionCookie(signedIn);
    await request(address);
    const link = await resetLink(address);
    expect(link.origin).toBe(ORIGIN);
    const opened = await call(`${link.pathname.replace('/api/auth', '')}${link.search}`, {
      origin: null,
    });
    expect(opened.status).toBe(302);
    const target = new URL(opened.headers.get('location')!, ORIGIN);
    expect(target.pathname).toBe('/auth/reset-password');
    const token = target.searchParams.get('token')!;
    expect(token).toBeTruthy();

    const reset = await call('/reset-password', { body: { newPassword: NEW_PASSWORD, token } });
    expect(reset.status).toBe(200);
    const again = await call('/reset-password', { body: { newPassword: 'other-pass1', token } });
    expect(again.status).toBe(400);
    expect(((await again.json()) as { code: string }).code).toBe('INVALID_TOKEN');

    const session = await call('/get-session', { cookie: oldCookie });
    expect(await session.json()).toBeNull();
    const oldPassword = await passwordSignIn(address, OLD_PASSWORD);
    expect(oldPassword.status).toBe(401);
    const newPassword = await passwordSignIn(address, NEW_PASSWORD);
    expect(newPassword.status).toBe(200);
  });

  it('refuses a token older than an hour', async () => {
    const address = await verifiedUser('Late', OLD_PASSWORD);
    await request(address);
    const token = (await resetLink(address)).pathname.split('/').at(-1)!;
    await t.db
      .update(verification)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(verification.identifier, `reset-password:${token}`));
    const late = await call('/reset-password', { body: { newPassword: NEW_PASSWORD, token } });
    expect(late.status).toBe(400);
  });

  it('changes a password only with the right current one', async () => {
    const address = await verifiedUser('Changing', OLD_PASSWORD);
    const signedIn = await passwordSignIn(address, OLD_PASSWORD);
    const cookie = sessionCookie(signedIn);
    const wrong = await call('/change-password', {
      body: { currentPassword: 'nope-nope', newPassword: NEW_PASSWORD },
      cookie,
    });
    expect(wrong.status).toBe(400);
    expect(((await wrong.json()) as { code: string }).code).toBe('INVALID_PASSWORD');
    const right = await call('/change-password', {
      body: { currentPassword: OLD_PASSWORD, newPassword: NEW_PASSWORD, revokeOtherSessions: true },
      cookie,
    });
    expect(right.status).toBe(200);
  });
});

describe('password strength (every place a password is set)', () => {
  type Refusal = {
    code: string;
    message: string;
    reasons: { key: string; text: string }[];
    tips: { key: string; text: string }[];
  };
  const refusal = async (response: Response) => {
    expect(response.status).toBe(400);
    return (await response.json()) as Refusal;
  };
  const signUp = (body: Record<string, string>) => call('/sign-up/email', { body, ip: uniqueIp() });
  /** A reset token for `address`, as the e-mailed link's page would get it. */
  async function resetToken(address: string): Promise<string> {
    await call('/request-password-reset', {
      body: { email: address, redirectTo: '/auth/reset-password' },
      ip: uniqueIp(),
    });
    const link = await mailedLink(address, /https?:\/\/\S+\/api\/auth\/reset-password\/[^\s"<]+/);
    return new URL(link).pathname.split('/').at(-1)!;
  }

  it('refuses "password" at sign-up with its reason in Hebrew, and makes no account', async () => {
    const address = email();
    const answer = await refusal(
      await signUp({ name: 'Dana', email: address, password: 'password' }),
    );
    expect(answer).toMatchObject({
      code: 'INVALID_INPUT',
      message: 'passwordWeak',
      reasons: [{ key: 'topTen', text: 'זו אחת מעשר הסיסמאות הנפוצות ביותר.' }],
    });
    expect(answer.tips.length).toBeGreaterThan(0);
    expect(answer.tips.every((tip) => /[\u0590-\u05FF]/.test(tip.text))).toBe(true);
    expect(await t.db.select().from(users).where(eq(users.email, address))).toHaveLength(0);
  });

  it("refuses a sign-up password with the e-mail's name or the person's name in it", async () => {
    const local = `noa.cohen.${randomUUID().slice(0, 6)}`;
    const byAddress = await signUp({
      name: 'Noa',
      email: `${local}@example.com`,
      password: `${local}-violet-harbor`,
    });
    expect((await refusal(byAddress)).reasons.map((r) => r.key)).toEqual(['personalInfo']);
    const byName = await signUp({
      name: 'Yael Shapiro',
      email: email(),
      password: 'shapiro-violet-harbor-47',
    });
    expect((await refusal(byName)).reasons).toEqual([
      { key: 'personalInfo', text: 'הסיסמה מכילה את השם שלך או את כתובת האימייל שלך.' },
    ]);
  });

  it('keeps the length rule and its message first', async () => {
    const short = await refusal(await signUp({ name: 'S', email: email(), password: 'abc12' }));
    expect(short).toMatchObject({ message: 'passwordTooShort' });
  });

  it("refuses a weak new password at reset, keeping the link usable, and the owner's name too", async () => {
    const address = await verifiedUser('Michal Avrahami', OLD_PASSWORD);
    const token = await resetToken(address);
    const weak = await call('/reset-password', {
      body: { newPassword: 'qwerty123', token },
      ip: uniqueIp(),
    });
    expect(await refusal(weak)).toMatchObject({ message: 'passwordWeak' });
    const named = await call('/reset-password', {
      body: { newPassword: 'avrahami-violet-harbor-47', token },
      ip: uniqueIp(),
    });
    expect((await refusal(named)).reasons.map((r) => r.key)).toEqual(['personalInfo']);
    const strong = await call('/reset-password', {
      body: { newPassword: NEW_PASSWORD, token },
      ip: uniqueIp(),
    });
    expect(strong.status).toBe(200);
    expect((await passwordSignIn(address, NEW_PASSWORD)).status).toBe(200);
  });

  it('answers a dead reset link as such, whatever the password', async () => {
    const answer = await call('/reset-password', {
      body: { newPassword: 'password', token: 'made-up-token-123' },
      ip: uniqueIp(),
    });
    expect(await refusal(answer)).toMatchObject({ code: 'INVALID_TOKEN' });
  });

  it("refuses a weak new password at change, and one with the user's e-mail name", async () => {
    const address = await verifiedUser('Changing', OLD_PASSWORD);
    const cookie = sessionCookie(await passwordSignIn(address, OLD_PASSWORD));
    const change = (newPassword: string) =>
      call('/change-password', {
        body: { currentPassword: OLD_PASSWORD, newPassword },
        cookie,
        ip: uniqueIp(),
      });
    expect(await refusal(await change('password1'))).toMatchObject({
      code: 'INVALID_INPUT',
      message: 'passwordWeak',
    });
    const local = address.split('@')[0]!;
    expect(
      (await refusal(await change(`${local}-violet-harbor`))).reasons.map((r) => r.key),
    ).toEqual(['personalInfo']);
    expect((await change(NEW_PASSWORD)).status).toBe(200);
  });

  it('checks a change only for a signed-in user (401 first)', async () => {
    const answer = await call('/change-password', {
      body: { currentPassword: 'x', newPassword: 'password' },
      ip: uniqueIp(),
    });
    expect(answer.status).toBe(401);
  });
});

describe('tables', () => {
  it('hold every field Better Auth expects, the required ones NOT NULL (as its CLI would write them)', async () => {
    const { getAuthTables } = await import('better-auth/db');
    const { getTableColumns } = await import('drizzle-orm');
    const { account, twoFactor } = await import('@/db/schema');
    const ours = {
      user: users,
      session: sessions,
      account,
      verification,
      rateLimit: authRateLimit,
      twoFactor,
    };
    const expected = getAuthTables(auth.options);
    expect(Object.keys(expected).sort()).toEqual(Object.keys(ours).sort());
    for (const [model, table] of Object.entries(expected)) {
      const columns = getTableColumns(ours[model as keyof typeof ours]) as Record<
        string,
        { notNull: boolean }
      >;
      for (const [field, attribute] of Object.entries(table.fields)) {
        expect(columns[field], `${model}.${field}`).toBeDefined();
        if (attribute.required) expect(columns[field]!.notNull, `${model}.${field}`).toBe(true);
      }
    }
  });
});
