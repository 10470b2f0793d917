import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, inject, it, vi } from 'vitest';
import { freePort } from '../../../tools/embedded-postgres/embedded-postgres';
import { TEST_PASSWORDS, withUserAndAdmin } from '../../../tests/setup/app-under-test';
import { user } from '@/db/schema';

/**
 * The auth API over HTTP as the browser meets it (the route's handler, a real database): the
 * session token stays in the HttpOnly cookie, never in JSON; limits hold on update-user; a
 * database that does not answer gives a readable 503, any other failure a readable 500.
 */
const signedIn = withUserAndAdmin();
const ORIGIN = 'http://localhost:3000';

let calls = 0;
function request(path: string, { body, cookie }: { body?: unknown; cookie?: string } = {}) {
  calls++;
  const headers = new Headers({ origin: ORIGIN, 'x-vending-client-ip': `198.18.7.${calls}` });
  if (cookie) headers.set('cookie', cookie);
  if (body !== undefined) headers.set('content-type', 'application/json');
  return new Request(`${ORIGIN}/api/auth${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

/** Through the app's route module (src/app/api/auth/[...all]/route.ts). */
async function call(path: string, options: { body?: unknown; cookie?: string } = {}) {
  const route = await import('@/app/api/auth/[...all]/route');
  const sent = request(path, options);
  return sent.method === 'GET' ? route.GET(sent) : route.POST(sent);
}

const cookieOf = (response: Response) =>
  response.headers
    .getSetCookie()
    .map((c) => c.split(';')[0]!)
    .join('; ');
/** The session token: the cookie's value before its signature. */
const tokenOf = (cookie: string) => decodeURIComponent(/session_token=([^.;]+)/.exec(cookie)![1]!);

async function signIn(email = 'user@example.com', password: string = TEST_PASSWORDS.user) {
  const response = await call('/sign-in/email', { body: { email, password } });
  expect(response.status).toBe(200);
  const cookie = cookieOf(response);
  return { response, cookie, token: tokenOf(cookie) };
}

/** The JSON text of an answer: parsed for a shape, searched for the token and any "token" key. */
async function expectNoToken(response: Response, token: string) {
  const text = await response.text();
  expect(text).not.toContain(token);
  expect(text).not.toMatch(/"token"/);
  return JSON.parse(text) as unknown;
}

describe('the session token', () => {
  it('is in the cookie, not in the JSON of sign-in, get-session or list-sessions', async () => {
    const { response, cookie, token } = await signIn();
    expect(token.length).toBeGreaterThan(20);
    expect(response.headers.getSetCookie().join('\n')).toMatch(/HttpOnly/i);
    expect(await expectNoToken(response, token)).toMatchObject({
      user: { email: 'user@example.com' },
    });

    // The cookie alone is the session.
    const session = await call('/get-session', { cookie });
    expect(session.status).toBe(200);
    expect(await expectNoToken(session, token)).toMatchObject({
      user: { email: 'user@example.com' },
      session: { userId: expect.any(String) },
      isAdmin: false,
    });

    const list = await call('/list-sessions', { cookie });
    expect(list.status).toBe(200);
    const sessions = (await expectNoToken(list, token)) as unknown[];
    expect(sessions.length).toBeGreaterThan(0);
  });

  it('is not in the JSON of change-password, whose new session is in the cookie', async () => {
    const { cookie } = await signIn('admin@example.com', TEST_PASSWORDS.admin);
    const changed = await call('/change-password', {
      body: {
        currentPassword: TEST_PASSWORDS.admin,
        newPassword: 'copper-willow-estuary-73',
        revokeOtherSessions: true,
      },
      cookie,
    });
    expect(changed.status).toBe(200);
    const next = cookieOf(changed);
    const token = tokenOf(next);
    expect(await expectNoToken(changed, token)).toMatchObject({
      user: { email: 'admin@example.com' },
    });
    const session = await call('/get-session', { cookie: next });
    expect(await expectNoToken(session, token)).toMatchObject({ isAdmin: true });
  });

  it('is not in the JSON of sign-up', async () => {
    const response = await call('/sign-up/email', {
      body: { name: 'New', email: 'new@example.com', password: 'tundra-violet-harbor-47' },
    });
    expect(response.status).toBe(200);
    const body = (await response.json()) as Record<string, unknown>;
    expect(body).not.toHaveProperty('token');
    expect(body).toMatchObject({ user: { email: 'new@example.com' } });
  });
});

it('refuses a 1,000-character name on update-user and keeps the name', async () => {
  const storedName = async () =>
    (
      await signedIn.app.db
        .select({ name: user.name })
        .from(user)
        .where(eq(user.email, 'user@example.com'))
    )[0]!.name;
  const response = await call('/update-user', {
    body: { name: 'x'.repeat(1000) },
    cookie: signedIn.cookies.user,
  });
  expect(response.status).toBe(400);
  expect(await storedName()).toBe('Ordinary User');

  const renamed = await call('/update-user', {
    body: { name: ' Noa\r\nPhone: 050\u202E ' },
    cookie: signedIn.cookies.user,
  });
  expect(renamed.status).toBe(200);
  expect(await storedName()).toBe('Noa Phone: 050');
});

describe('failures', () => {
  afterEach(() => vi.restoreAllMocks());

  /** The route's wrapper around Better Auth on another database. */
  async function handlerOn(url: string) {
    const [{ createAuth }, { createDb }, { authHttpHandler }] = await Promise.all([
      import('@/lib/auth'),
      import('@/db'),
      import('./http'),
    ]);
    const db = createDb(url, 1);
    const auth = createAuth(db);
    return { handle: authHttpHandler(() => auth), close: () => db.$client.end() };
  }

  it('the database not answering: 503, the JSON the forms read, Retry-After, no token logged', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { handle, close } = await handlerOn(`postgres://x@127.0.0.1:${await freePort()}/x`);
    const { cookie, token } = await signIn();
    try {
      for (const sent of [
        request('/sign-in/email', { body: { email: 'user@example.com', password: 'secret-1' } }),
        request('/sign-up/email', {
          body: { name: 'N', email: 'n@example.com', password: 'tundra-violet-harbor-47' },
        }),
        request('/get-session', { cookie }),
        request('/request-password-reset', { body: { email: 'user@example.com' } }),
        request('/change-password', {
          body: { currentPassword: TEST_PASSWORDS.user, newPassword: 'copper-willow-estuary-73' },
          cookie,
        }),
      ]) {
        const response = await handle(sent);
        expect(response.status, sent.url).toBe(503);
        expect(response.headers.get('retry-after')).toBe('5');
        expect(response.headers.get('content-type')).toMatch(/application\/json/);
        expect(await response.json()).toEqual({ code: 'UNAVAILABLE', message: 'unexpectedError' });
      }
    } finally {
      await close();
    }
    const lines = logged.mock.calls.map((args) => args.map(String).join(' ')).join('\n');
    expect(lines).toMatch(/\[auth\] \/api\/auth\/get-session failed, 503 sent/);
    expect(lines).not.toContain(token);
  });

  it('another failure (a database without our tables): a JSON 500 with the same message', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { handle, close } = await handlerOn(inject('pgAdminUrl'));
    try {
      const response = await handle(
        request('/sign-in/email', { body: { email: 'user@example.com', password: 'secret-1' } }),
      );
      expect(response.status).toBe(500);
      expect(response.headers.get('retry-after')).toBeNull();
      expect(await response.json()).toEqual({
        code: 'INTERNAL_ERROR',
        message: 'unexpectedError',
      });
    } finally {
      await close();
    }
  });
});
