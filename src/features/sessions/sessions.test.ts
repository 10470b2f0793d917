import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import he from '../../../messages/he.json';
import { adminActionHarness } from '../../../tests/setup/admin-action-harness';
import { TEST_PASSWORDS } from '../../../tests/setup/app-under-test';
import { session as sessions, user as users } from '@/db/schema';
import { revokeOtherSessions, revokeSession } from './actions';
import { listMySessions } from './queries';

/**
 * A signed-in person's sessions on /account (issue 35), against a real database: real sessions
 * made by Better Auth's sign-in; only Next's request headers are handed in (vi.mock).
 */
vi.mock('next/headers', () => import('../../../tests/setup/next-headers'));
vi.mock('next/cache', () => import('../../../tests/setup/next-cache'));

const signedIn = adminActionHarness({ visitor: 'unchanged' });
const { as } = signedIn;

const UA = {
  chromeWindows:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  safariIphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
  firefoxLinux: 'Mozilla/5.0 (X11; Ubuntu; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0',
};

const errors = he.sessions.errors;
const PASSWORD = TEST_PASSWORDS.user;

/** A new verified user of its own (no other test signs it in or out). */
async function newUser(): Promise<{ id: string; email: string }> {
  const { getAuth } = await import('@/lib/auth');
  const email = `s-${randomUUID().slice(0, 8)}@example.com`;
  await getAuth().api.signUpEmail({ body: { name: 'Noa', email, password: PASSWORD } });
  const [row] = await signedIn
    .db()
    .update(users)
    .set({ emailVerified: true })
    .where(eq(users.email, email))
    .returning({ id: users.id });
  return { id: row!.id, email };
}

/** Signs `email` in from a browser (`userAgent`) at `ip`; the Cookie header to send back. */
async function signInFrom(email: string, userAgent: string, ip: string): Promise<string> {
  const { getAuth } = await import('@/lib/auth');
  const response = await getAuth().api.signInEmail({
    body: { email, password: PASSWORD },
    headers: new Headers({ 'user-agent': userAgent, 'x-vending-client-ip': ip }),
    asResponse: true,
  });
  expect(response.status).toBe(200);
  return response.headers
    .getSetCookie()
    .map((c) => c.split(';')[0]!)
    .join('; ');
}

const sessionRows = (userId: string) =>
  signedIn.db().select().from(sessions).where(eq(sessions.userId, userId));

/** A user signed in on a Windows computer (this request's) and on an iPhone. */
async function onTwoDevices() {
  const user = await newUser();
  const computer = await signInFrom(user.email, UA.chromeWindows, '203.0.113.21');
  const phone = await signInFrom(user.email, UA.safariIphone, '2001:db8::35');
  as(computer);
  const listed = await listMySessions();
  expect(listed).toHaveLength(2);
  const current = listed.find((s) => s.current)!;
  const other = listed.find((s) => !s.current)!;
  return { user, computer, phone, current, other };
}

describe('listMySessions', () => {
  it("lists the signed-in person's sessions, the newest use first, marking this one", async () => {
    const user = await newUser();
    const computer = await signInFrom(user.email, UA.chromeWindows, '203.0.113.21');
    const phone = await signInFrom(user.email, UA.safariIphone, '2001:db8::35');
    // The computer's session was last used an hour ago, the phone's just now.
    const rows = await sessionRows(user.id);
    const computerRow = rows.find((r) => r.userAgent === UA.chromeWindows)!;
    const hourAgo = new Date(Date.now() - 60 * 60 * 1000);
    await signedIn
      .db()
      .update(sessions)
      .set({ updatedAt: hourAgo })
      .where(eq(sessions.id, computerRow.id));

    as(computer);
    const listed = await listMySessions();
    expect(listed).toHaveLength(2);
    expect(listed.map((s) => [s.device.browser, s.device.os, s.current])).toEqual([
      ['Safari', 'iPhone', false],
      ['Chrome', 'Windows', true],
    ]);
    // Better Auth keeps an IPv6 client by its /64 network (shown short on the page: ip-address.ts).
    expect(listed[0]).toMatchObject({
      ipAddress: '2001:0db8:0000:0000:0000:0000:0000:0000',
      device: { kind: 'phone' },
    });
    expect(listed[1]).toMatchObject({ id: computerRow.id, ipAddress: '203.0.113.21' });
    expect(listed[1]!.lastUsedAt.getTime()).toBe(hourAgo.getTime());
    expect(listed[1]!.createdAt).toBeInstanceOf(Date);
    // Never a token: only the row's id leaves the server.
    const tokens = rows.map((r) => r.token);
    expect(JSON.stringify(listed)).not.toMatch(new RegExp(tokens.join('|')));
    expect(Object.keys(listed[0]!).sort()).toEqual(
      ['createdAt', 'current', 'device', 'id', 'ipAddress', 'lastUsedAt'].sort(),
    );

    as(phone);
    expect((await listMySessions()).map((s) => s.current)).toEqual([true, false]);
  });

  it('leaves out expired sessions and other people’s', async () => {
    const { user, other } = await onTwoDevices();
    await signedIn
      .db()
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.id, other.id));
    const listed = await listMySessions();
    expect(listed.map((s) => s.id)).toEqual([(await currentRowId(user.id, UA.chromeWindows))!]);
  });

  it('refuses a visitor who is not signed in (401)', async () => {
    as();
    await expect(listMySessions()).rejects.toMatchObject({ name: 'AuthError', status: 401 });
  });
});

const currentRowId = async (userId: string, userAgent: string) =>
  (await sessionRows(userId)).find((r) => r.userAgent === userAgent)?.id;

describe('revokeSession', () => {
  it('signs the other session out: its row is gone and its cookie no longer works', async () => {
    const { user, phone, current, other } = await onTwoDevices();
    expect(current.current).toBe(true);
    expect(await revokeSession(other.id)).toEqual({ ok: true });
    expect((await sessionRows(user.id)).map((r) => r.id)).toEqual([current.id]);
    expect((await listMySessions()).map((s) => s.id)).toEqual([current.id]);
    // The phone is signed out; the computer is not.
    as(phone);
    await expect(listMySessions()).rejects.toMatchObject({ status: 401 });
  });

  it("changes nothing for another user's session id, and answers as for an unknown one", async () => {
    const { user } = await onTwoDevices();
    const adminRows = await signedIn
      .db()
      .select({ id: sessions.id })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(eq(users.email, 'admin@example.com'));
    expect(adminRows.length).toBeGreaterThan(0);
    const before = await sessionRows(user.id);

    const someoneElses = await revokeSession(adminRows[0]!.id);
    expect(someoneElses).toEqual({ ok: false, message: errors.notFound });
    expect(await revokeSession('no-such-session')).toEqual(someoneElses);
    expect(await revokeSession('x'.repeat(10_000))).toEqual(someoneElses);

    const adminStill = await signedIn
      .db()
      .select({ id: sessions.id })
      .from(sessions)
      .where(eq(sessions.id, adminRows[0]!.id));
    expect(adminStill).toHaveLength(1);
    expect(await sessionRows(user.id)).toHaveLength(before.length);
  });

  it('refuses the current session (signing out does that)', async () => {
    const { user, current } = await onTwoDevices();
    expect(await revokeSession(current.id)).toEqual({ ok: false, message: errors.current });
    expect(await sessionRows(user.id)).toHaveLength(2);
  });

  it('answers "not found" for a session already signed out', async () => {
    const { other } = await onTwoDevices();
    expect(await revokeSession(other.id)).toEqual({ ok: true });
    expect(await revokeSession(other.id)).toEqual({ ok: false, message: errors.notFound });
  });
});

describe('revokeOtherSessions', () => {
  it("leaves only this request's session, and nobody else's sessions are touched", async () => {
    const { user, computer, current } = await onTwoDevices();
    await signInFrom(user.email, UA.firefoxLinux, '198.51.100.4');
    expect(await sessionRows(user.id)).toHaveLength(3);
    const othersBefore = await signedIn.db().select({ id: sessions.id }).from(sessions);

    as(computer);
    expect(await revokeOtherSessions()).toEqual({ ok: true });
    expect((await sessionRows(user.id)).map((r) => r.id)).toEqual([current.id]);
    const list = await listMySessions();
    expect(list.map((s) => [s.id, s.current])).toEqual([[current.id, true]]);
    const othersAfter = await signedIn.db().select({ id: sessions.id }).from(sessions);
    expect(othersAfter).toHaveLength(othersBefore.length - 2);

    // Nothing left to sign out: still fine.
    expect(await revokeOtherSessions()).toEqual({ ok: true });
    expect(await sessionRows(user.id)).toHaveLength(1);
  });
});

describe('a visitor who is not signed in', () => {
  it('is refused by both actions, and nothing is deleted', async () => {
    const { user, other } = await onTwoDevices();
    const before = await signedIn.db().select({ id: sessions.id }).from(sessions);
    as();
    const refused = { ok: false, message: errors.signedOut };
    expect(await revokeSession(other.id)).toEqual(refused);
    expect(await revokeOtherSessions()).toEqual(refused);
    // A cookie of a session that was signed out is no better.
    as('better-auth.session_token=forged.value');
    expect(await revokeOtherSessions()).toEqual(refused);
    expect(await signedIn.db().select({ id: sessions.id }).from(sessions)).toHaveLength(
      before.length,
    );
    expect(await sessionRows(user.id)).toHaveLength(2);
  });
});
