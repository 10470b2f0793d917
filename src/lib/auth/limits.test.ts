import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { withAppUnderTest } from '../../../tests/setup/app-under-test';
import { user as users } from '@/db/schema';
import { AUTH_INPUT_FIELDS } from './input-rules';
import { AUTH_ERROR_KEYS, MAX_EMAIL_LENGTH, MAX_NAME_LENGTH, MAX_PASSWORD_LENGTH } from './schema';

/**
 * Input limits on every auth endpoint, over HTTP as the browser meets them (the route's handler,
 * Better Auth and a real database): lengths and JSON types are refused with 400 and an
 * `auth.errors` key — never a validator's text, never a 500 — and names are stored normalised.
 */
const t = withAppUnderTest();
const ORIGIN = 'http://localhost:3000';
let route: typeof import('@/app/api/auth/[...all]/route');
let cookie: string;
let address: string;

/** Each call from its own address: the refusals below would otherwise hit the rate limits. */
let calls = 0;
function call(
  path: string,
  { body, raw, signedIn = false }: { body?: unknown; raw?: string; signedIn?: boolean } = {},
) {
  calls++;
  const headers = new Headers({
    origin: ORIGIN,
    'x-vending-client-ip': `198.19.${Math.floor(calls / 250)}.${calls % 250}`,
  });
  if (signedIn) headers.set('cookie', cookie);
  const sent = raw ?? (body === undefined ? undefined : JSON.stringify(body));
  if (sent !== undefined) headers.set('content-type', 'application/json');
  const request = new Request(`${ORIGIN}/api/auth${path}`, {
    method: sent === undefined ? 'GET' : 'POST',
    headers,
    body: sent,
  });
  return sent === undefined ? route.GET(request) : route.POST(request);
}

/** Passwords the site's strength rule takes (src/lib/auth/password-strength-rules.ts). */
const PASSWORD = 'lantern-meadow-violet-29';
const NEW_PASSWORD = 'copper-willow-estuary-73';

const storedName = async () =>
  (await t.db.select({ name: users.name }).from(users).where(eq(users.email, address)))[0]!.name;

beforeAll(async () => {
  route = await import('@/app/api/auth/[...all]/route');
  const { getAuth } = await import('@/lib/auth');
  address = `limits-${randomUUID().slice(0, 8)}@example.com`;
  await getAuth().api.signUpEmail({
    body: { name: 'Limits', email: address, password: PASSWORD },
  });
  await t.db.update(users).set({ emailVerified: true }).where(eq(users.email, address));
  const signIn = await call('/sign-in/email', { body: { email: address, password: PASSWORD } });
  expect(signIn.status).toBe(200);
  cookie = signIn.headers
    .getSetCookie()
    .map((c) => c.split(';')[0]!)
    .join('; ');
});

const long = {
  name: 'n'.repeat(MAX_NAME_LENGTH + 1),
  email: `${'a'.repeat(MAX_EMAIL_LENGTH - 4)}@x.co`,
  password: 'p'.repeat(MAX_PASSWORD_LENGTH + 1),
};

const signUp = () => ({ name: 'N', email: `s-${randomUUID()}@example.com`, password: PASSWORD });
/** [endpoint, field, a valid body, signed in, the refusal's key] */
const TOO_LONG: [string, string, () => Record<string, unknown>, boolean, string][] = [
  ['/sign-up/email', 'name', signUp, false, 'nameTooLong'],
  ['/sign-up/email', 'email', signUp, false, 'emailInvalid'],
  ['/sign-up/email', 'password', signUp, false, 'passwordTooLong'],
  [
    '/sign-in/email',
    'email',
    () => ({ email: address, password: PASSWORD }),
    false,
    'emailInvalid',
  ],
  [
    '/sign-in/email',
    'password',
    () => ({ email: address, password: 'x' }),
    false,
    'passwordTooLong',
  ],
  ['/update-user', 'name', () => ({ name: 'N' }), true, 'nameTooLong'],
  [
    '/change-password',
    'currentPassword',
    () => ({ currentPassword: PASSWORD, newPassword: NEW_PASSWORD }),
    true,
    'passwordTooLong',
  ],
  [
    '/change-password',
    'newPassword',
    () => ({ currentPassword: PASSWORD, newPassword: NEW_PASSWORD }),
    true,
    'passwordTooLong',
  ],
  [
    '/reset-password',
    'newPassword',
    () => ({ newPassword: 'x', token: 'x' }),
    false,
    'passwordTooLong',
  ],
  ['/request-password-reset', 'email', () => ({ email: address }), false, 'emailInvalid'],
  ['/send-verification-email', 'email', () => ({ email: address }), false, 'emailInvalid'],
  ['/change-email', 'newEmail', () => ({ newEmail: 'b@example.com' }), true, 'emailInvalid'],
];

describe('lengths', () => {
  it.each(TOO_LONG)('%s refuses a long %s', async (path, field, valid, signedIn, key) => {
    const rule = field.toLowerCase().includes('password')
      ? 'password'
      : field.toLowerCase().includes('email')
        ? 'email'
        : 'name';
    const response = await call(path, { body: { ...valid(), [field]: long[rule] }, signedIn });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ code: 'INVALID_INPUT', message: key });
  });

  it('refuses a 1,000-character name on update-user and keeps the name', async () => {
    const response = await call('/update-user', {
      body: { name: 'x'.repeat(1000) },
      signedIn: true,
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ code: 'INVALID_INPUT', message: 'nameTooLong' });
    expect(await storedName()).toBe('Limits');
    // At the limit it is taken.
    const exact = await call('/update-user', {
      body: { name: 'y'.repeat(MAX_NAME_LENGTH) },
      signedIn: true,
    });
    expect(exact.status).toBe(200);
    expect(await storedName()).toBe('y'.repeat(MAX_NAME_LENGTH));
  });

  it('refuses a 10,000-character password on sign-in and change-password', async () => {
    const password = 'p'.repeat(10_000);
    const signIn = await call('/sign-in/email', { body: { email: address, password } });
    expect(signIn.status).toBe(400);
    expect(await signIn.json()).toEqual({ code: 'INVALID_INPUT', message: 'passwordTooLong' });
    for (const body of [
      { currentPassword: password, newPassword: NEW_PASSWORD },
      { currentPassword: PASSWORD, newPassword: password },
    ]) {
      const change = await call('/change-password', { body, signedIn: true });
      expect(change.status).toBe(400);
      expect(await change.json()).toEqual({ code: 'INVALID_INPUT', message: 'passwordTooLong' });
    }
    // The longest allowed password is only a wrong one.
    const exact = await call('/sign-in/email', {
      body: { email: address, password: 'p'.repeat(MAX_PASSWORD_LENGTH) },
    });
    expect(exact.status).toBe(401);
  });

  it('refuses a picture that is not a path of this site or an https address', async () => {
    for (const image of ['javascript:alert(1)', '//evil.example/a.png', `/${'a'.repeat(2048)}`]) {
      const response = await call('/update-user', { body: { image }, signedIn: true });
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ code: 'INVALID_INPUT', message: 'invalidInput' });
    }
    const ok = await call('/update-user', { body: { image: '/uploads/me.jpg' }, signedIn: true });
    expect(ok.status).toBe(200);
  });
});

describe('JSON types', () => {
  it.each([
    ['/sign-up/email', { ...signUp(), name: 42 }],
    ['/sign-up/email', { ...signUp(), email: ['a@b.co'] }],
    ['/sign-up/email', { ...signUp(), rememberMe: 'yes' }],
    ['/sign-up/email', { ...signUp(), image: null }],
    ['/sign-in/email', { email: ['a@b.co'], password: PASSWORD }],
    ['/sign-in/email', { email: 'someone@example.com', password: 123456 }],
    ['/sign-in/email', { email: 'someone@example.com', password: PASSWORD, rememberMe: 'yes' }],
    ['/sign-in/email', { email: 'someone@example.com', password: PASSWORD, callbackURL: 5 }],
    ['/sign-in/email', [1, 2]],
    ['/sign-in/email', null],
    ['/update-user', { name: 42 }],
    ['/update-user', { image: { url: '/x' } }],
    ['/update-user', {}],
    [
      '/change-password',
      { currentPassword: PASSWORD, newPassword: NEW_PASSWORD, revokeOtherSessions: 1 },
    ],
    ['/change-password', { currentPassword: PASSWORD }],
    ['/reset-password', { newPassword: NEW_PASSWORD, token: 5 }],
    ['/request-password-reset', { email: 'someone@example.com', redirectTo: 7 }],
    ['/send-verification-email', { email: 'someone@example.com', callbackURL: {} }],
  ])('%s refuses %j with a message key', async (path, body) => {
    const response = await call(path, {
      body,
      signedIn: path === '/update-user' || path === '/change-password',
    });
    expect(response.status).toBe(400);
    const answer = (await response.json()) as { code: string; message: string };
    expect(answer.code).toBe('INVALID_INPUT');
    expect(AUTH_ERROR_KEYS).toContain(answer.message);
  });

  it('answers a body that is not JSON with the same 400', async () => {
    const response = await call('/sign-in/email', { raw: '{"email": ' });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ code: 'INVALID_INPUT', message: 'invalidInput' });
  });
});

describe('names', () => {
  it('are stored without line breaks, bidi overrides or NUL (sign-up and update-user)', async () => {
    const dirty = ' Noa\r\nPhone: 050\u202E 123\u0000 ';
    const renamed = await call('/update-user', { body: { name: dirty }, signedIn: true });
    expect(renamed.status).toBe(200);
    expect(await storedName()).toBe('Noa Phone: 050 123');

    const fresh = `dirty-${randomUUID().slice(0, 8)}@example.com`;
    const created = await call('/sign-up/email', {
      body: { name: `\u2066Dana\nLevi\u2069\u0000`, email: fresh, password: PASSWORD },
    });
    expect(created.status).toBe(200);
    const [row] = await t.db.select({ name: users.name }).from(users).where(eq(users.email, fresh));
    expect(row!.name).toBe('Dana Levi');
  });
});

describe('coverage', () => {
  it('every HTTP endpoint that takes a name, an address, a password or a picture has rules', async () => {
    const { getAuth } = await import('@/lib/auth');
    const SENSITIVE = [
      'name',
      'email',
      'newEmail',
      'password',
      'newPassword',
      'currentPassword',
      'image',
    ];
    type Schema = { shape?: Record<string, unknown>; def?: { left?: Schema } };
    const keysOf = (schema?: Schema): string[] =>
      schema?.shape ? Object.keys(schema.shape) : schema?.def?.left ? keysOf(schema.def.left) : [];
    const missing: string[] = [];
    for (const endpoint of Object.values(getAuth().api)) {
      const { path, options } = endpoint as unknown as {
        path?: string;
        options?: { body?: Schema; metadata?: { scope?: string; SERVER_ONLY?: boolean } };
      };
      if (!path || options?.metadata?.scope === 'server' || options?.metadata?.SERVER_ONLY) {
        continue;
      }
      for (const key of keysOf(options?.body).filter((k) => SENSITIVE.includes(k))) {
        if (!AUTH_INPUT_FIELDS[path]?.[key]) missing.push(`${path} ${key}`);
      }
    }
    expect(missing).toEqual([]);
    // update-user takes any record: its fields are listed by hand.
    expect(Object.keys(AUTH_INPUT_FIELDS['/update-user']!)).toEqual(['name', 'image']);
  });
});
