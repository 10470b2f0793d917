import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { withAppUnderTest } from '../../tests/setup/app-under-test';
import { user as users } from '@/db/schema';
import { isLocalAddress, trustedOriginsFor } from './trusted-origins';

/**
 * Which browser origins may sign in (issue 13): the demo opened on 127.0.0.1 or a LAN address
 * works, a page on another site never does, and a deployment trusts exactly SITE_URL plus
 * TRUSTED_ORIGINS. The last block runs the real Better Auth sign-up over HTTP.
 */
const request = (host: string, scheme = 'http') =>
  new Request(`${scheme}://${host}/api/auth/sign-in/email`, { headers: { host } });

/** Host names of this machine or of a private network, as a browser on the LAN may send them. */
const LOCAL_HOSTS = [
  'localhost',
  '127.0.0.1',
  '127.8.9.10',
  '10.0.0.5',
  '172.16.0.1',
  '172.31.255.254',
  '192.168.1.20',
  '169.254.3.4',
  '[::1]',
  '[fd12:3456::1]',
  '[fe80::1]',
];
/** Public hosts, including ones that only look local. */
const PUBLIC_HOSTS = [
  'example.com',
  '127.0.0.1.nip.io',
  'localhost.evil.example',
  '8.8.8.8',
  '172.32.0.1',
  '192.169.1.1',
  '[2001:db8::1]',
];

describe('isLocalAddress', () => {
  it.each(LOCAL_HOSTS)('%s is this machine or a private network', (host) => {
    expect(isLocalAddress(host)).toBe(true);
  });

  it.each(PUBLIC_HOSTS)('%s is not', (host) => {
    expect(isLocalAddress(host)).toBe(false);
  });
});

describe('trustedOriginsFor', () => {
  const demo = trustedOriginsFor({
    siteUrl: 'http://localhost:3000',
    siteUrlSet: false,
    extra: [],
  });

  it('without SITE_URL trusts the address the request came in on when it is local', () => {
    expect(demo(request('127.0.0.1:3000'))).toEqual([
      'http://localhost:3000',
      'http://127.0.0.1:3000',
    ]);
    expect(demo(request('192.168.1.20:3000'))).toContain('http://192.168.1.20:3000');
    expect(demo(request('[::1]:3000'))).toContain('http://[::1]:3000');
  });

  it('without SITE_URL does not trust a public host name the request names', () => {
    expect(demo(request('evil.example:3000'))).toEqual(['http://localhost:3000']);
    expect(demo()).toEqual(['http://localhost:3000']);
  });

  it('with SITE_URL trusts exactly it and TRUSTED_ORIGINS, whatever the Host', () => {
    const deployed = trustedOriginsFor({
      siteUrl: 'https://www.example.co.il',
      siteUrlSet: true,
      extra: ['https://admin.example.co.il'],
    });
    expect(deployed(request('127.0.0.1:3000'))).toEqual([
      'https://www.example.co.il',
      'https://admin.example.co.il',
    ]);
  });
});

describe('Better Auth with these origins', () => {
  const t = withAppUnderTest();
  const saved = { SITE_URL: process.env.SITE_URL, TRUSTED_ORIGINS: process.env.TRUSTED_ORIGINS };

  afterEach(() => {
    for (const [key, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[key];
      else process.env[key] = value;
    }
    vi.restoreAllMocks();
  });

  async function signUp(env: Record<string, string | undefined>, host: string, origin: string) {
    for (const [key, value] of Object.entries(env)) {
      if (value === undefined) delete process.env[key];
      else process.env[key] = value;
    }
    const { createAuth } = await import('./auth');
    const auth = createAuth(t.db);
    return auth.handler(
      new Request(`http://${host}/api/auth/sign-up/email`, {
        method: 'POST',
        headers: {
          host,
          origin,
          'content-type': 'application/json',
          'x-vending-client-ip': `198.18.${Math.floor(Math.random() * 250)}.7`,
        },
        body: JSON.stringify({
          name: 'Noa',
          email: `o-${randomUUID().slice(0, 8)}@example.com`,
          password: 'violet-harbor-tundra-47',
        }),
      }),
    );
  }

  it('the demo accepts a sign-up opened on 127.0.0.1 and refuses a foreign page, saying why', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const local = await signUp(
      { SITE_URL: undefined, TRUSTED_ORIGINS: undefined },
      '127.0.0.1:3000',
      'http://127.0.0.1:3000',
    );
    expect(local.status).toBe(200);

    const foreign = await signUp(
      { SITE_URL: undefined, TRUSTED_ORIGINS: undefined },
      '127.0.0.1:3000',
      'https://evil.example',
    );
    expect(foreign.status).toBe(403);
    expect(await foreign.json()).toMatchObject({ code: 'INVALID_ORIGIN' });
    expect(warn).toHaveBeenCalledWith(
      expect.stringMatching(/^\[auth\] refused a request from origin https:\/\/evil\.example: /),
    );
  });

  it('a deployment refuses 127.0.0.1 unless TRUSTED_ORIGINS lists it', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const site = { SITE_URL: 'https://www.example.co.il' };
    const refused = await signUp(
      { ...site, TRUSTED_ORIGINS: undefined },
      '127.0.0.1:3000',
      'http://127.0.0.1:3000',
    );
    expect(refused.status).toBe(403);

    const listed = await signUp(
      { ...site, TRUSTED_ORIGINS: 'https://admin.example.co.il, http://127.0.0.1:3000' },
      '127.0.0.1:3000',
      'http://127.0.0.1:3000',
    );
    expect(listed.status).toBe(200);
  });

  it('session cookies are Secure exactly when the site is https (plain-http LAN demo signs in)', async () => {
    const cookieOf = async (siteUrl: string | undefined) => {
      if (siteUrl === undefined) delete process.env.SITE_URL;
      else process.env.SITE_URL = siteUrl;
      const { createAuth } = await import('./auth');
      const auth = createAuth(t.db);
      const email = `c-${randomUUID().slice(0, 8)}@example.com`;
      await auth.api.signUpEmail({
        body: { name: 'Noa', email, password: 'violet-harbor-tundra-47' },
      });
      await t.db.update(users).set({ emailVerified: true }).where(eq(users.email, email));
      const response = await auth.api.signInEmail({
        body: { email, password: 'violet-harbor-tundra-47' },
        asResponse: true,
      });
      return response.headers.getSetCookie().find((c) => c.includes('session_token='))!;
    };
    const demo = await cookieOf(undefined);
    expect(demo).toMatch(/^better-auth\.session_token=/);
    expect(demo).not.toMatch(/;\s*Secure/i);
    const deployed = await cookieOf('https://www.example.co.il');
    expect(deployed).toMatch(/^__Secure-better-auth\.session_token=/);
    expect(deployed).toMatch(/;\s*Secure/i);
  });
});
