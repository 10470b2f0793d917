import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { withUserAndAdmin } from '../../tests/setup/app-under-test';
import { user } from '@/db/schema';

/**
 * The auth API over HTTP as the browser meets it (the route's handler, a real database): the
 * session token stays in the HttpOnly cookie, never in JSON; limits hold on update-user; a
 * database that does not answer gives a readable 503.
 */
const signedIn = withUserAndAdmin();
const ORIGIN = 'http://localhost:3000';

async function call(path: string, { body, cookie }: { body?: unknown; cookie?: string } = {}) {
  const { handleAuthRequest } = await import('./auth-http');
  const headers = new Headers({ origin: ORIGIN, 'x-vending-client-ip': '198.18.7.7' });
  if (cookie) headers.set('cookie', cookie);
  if (body !== undefined) headers.set('content-type', 'application/json');
  return handleAuthRequest(
    new Request(`${ORIGIN}/api/auth${path}`, {
      method: body === undefined ? 'GET' : 'POST',
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    }),
  );
}

describe('the auth API over HTTP', () => {
  it('signs in with a cookie and no session token in the JSON; get-session neither', async () => {
    const response = await call('/sign-in/email', {
      body: { email: 'user@example.com', password: 'user-password' },
    });
    expect(response.status).toBe(200);
    const cookie = response.headers
      .getSetCookie()
      .map((c) => c.split(';')[0]!)
      .join('; ');
    const token = decodeURIComponent(/session_token=([^.;]+)/.exec(cookie)![1]!);
    const signIn = await response.text();
    expect(JSON.parse(signIn)).toMatchObject({ user: { email: 'user@example.com' } });
    expect(signIn).not.toContain(token);
    expect(signIn).not.toMatch(/"token"/);

    const session = await call('/get-session', { cookie });
    const text = await session.text();
    expect(JSON.parse(text)).toMatchObject({ user: { email: 'user@example.com' } });
    expect(text).not.toContain(token);
    expect(text).not.toMatch(/"token"/);
  });

  it('refuses a 1,000-character name on update-user and keeps the name', async () => {
    const response = await call('/update-user', {
      body: { name: 'x'.repeat(1000) },
      cookie: signedIn.cookies.user,
    });
    expect(response.status).toBe(400);
    const [row] = await signedIn.app.db
      .select({ name: user.name })
      .from(user)
      .where(eq(user.email, 'user@example.com'));
    expect(row!.name).toBe('Ordinary User');

    const renamed = await call('/update-user', {
      body: { name: ' Noa\r\nPhone: 050\u202E ' },
      cookie: signedIn.cookies.user,
    });
    expect(renamed.status).toBe(200);
    const [after] = await signedIn.app.db
      .select({ name: user.name })
      .from(user)
      .where(eq(user.email, 'user@example.com'));
    expect(after!.name).toBe('Noa Phone: 050');
  });
});
