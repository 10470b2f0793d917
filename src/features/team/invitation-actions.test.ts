import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  account,
  auditLog,
  invitations,
  profiles,
  rateLimits,
  staffMails,
  user,
} from '@/db/schema';
import { getAuth } from '@/lib/auth';
import { adminActionHarness } from '../../../tests/setup/admin-action-harness';
import { cancelInvitation, inviteMember } from './admin-actions';
import { acceptInvitation } from './invitation-actions';
import { findOpenInvitation } from './invitations';

/**
 * Accepting an invitation (/auth/invitation) against a real database and Better Auth: a good
 * token makes a verified account with the invitation's role that can sign in, once; a used,
 * expired, cancelled, replaced or made-up token makes nothing.
 */
vi.mock('next/headers', () => import('../../../tests/setup/next-headers'));
vi.mock('next/cache', () => import('../../../tests/setup/next-cache'));
vi.mock('next/server', () => ({ after: vi.fn() }));

const { db } = adminActionHarness({
  clear: [auditLog, staffMails, invitations, rateLimits],
  silence: ['info', 'warn'],
});

const PASSWORD = 'juniper-falcon-marble-64';

/** Invites `email` as `role` (as the harness's administrator) and returns the e-mailed token. */
async function invite(email: string, role: 'admin' | 'editor' | 'sales' = 'sales') {
  await db().delete(user).where(eq(user.email, email));
  const result = await inviteMember(null, { email, role });
  expect(result.ok).toBe(true);
  const mails = await db().select().from(staffMails).where(eq(staffMails.to, email));
  return /token=([\w-]{43})/.exec(mails.at(-1)!.text)![1]!;
}

const accountsOf = async (email: string) => db().select().from(user).where(eq(user.email, email));

async function signIn(email: string, password = PASSWORD): Promise<string> {
  try {
    await getAuth().api.signInEmail({ body: { email, password } });
    return 'ok';
  } catch (error) {
    return String((error as { body?: { code?: string } }).body?.code ?? error);
  }
}

beforeEach(() => vi.spyOn(console, 'error').mockImplementation(() => {}));

describe('accepting an invitation', () => {
  it('makes a verified account with the role, which signs in; the link then dies', async () => {
    const token = await invite('joiner@example.com', 'sales');
    expect(await findOpenInvitation(token)).toEqual({ email: 'joiner@example.com', role: 'sales' });

    const result = await acceptInvitation({ token, name: '  דנה   לוי ', password: PASSWORD });
    expect(result).toEqual({ ok: true });
    const [created] = await accountsOf('joiner@example.com');
    expect(created).toMatchObject({ name: 'דנה לוי', emailVerified: true });
    const [profile] = await db().select().from(profiles).where(eq(profiles.id, created!.id));
    expect(profile).toMatchObject({ role: 'sales', deactivatedAt: null });
    const [credential] = await db().select().from(account).where(eq(account.userId, created!.id));
    expect(credential).toMatchObject({ providerId: 'credential', accountId: created!.id });
    expect(credential!.password).not.toContain(PASSWORD);
    const [used] = await db().select().from(invitations);
    expect(used).toMatchObject({ userId: created!.id });
    expect(used!.acceptedAt).toBeInstanceOf(Date);
    const [audit] = await db()
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'users.acceptInvitation'));
    expect(audit).toMatchObject({ actorId: created!.id, actorEmail: 'joiner@example.com' });

    expect(await signIn('joiner@example.com')).toBe('ok');

    // The same link again: refused, nothing more made.
    expect(await findOpenInvitation(token)).toBeNull();
    expect(
      await acceptInvitation({ token, name: 'Someone Else', password: 'other-granite-pelican-93' }),
    ).toEqual({ ok: false, error: 'invalidLink' });
    expect(await accountsOf('joiner@example.com')).toHaveLength(1);
  });

  it('lets only one of two simultaneous submits of one link win', async () => {
    const token = await invite('racer@example.com');
    const results = await Promise.all([
      acceptInvitation({ token, name: 'Racer One', password: PASSWORD }),
      acceptInvitation({ token, name: 'Racer Two', password: PASSWORD }),
    ]);
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    expect(await accountsOf('racer@example.com')).toHaveLength(1);
  });

  it('refuses an expired link and makes no account', async () => {
    const token = await invite('late@example.com');
    await db()
      .update(invitations)
      .set({ expiresAt: new Date(Date.now() - 60_000) });
    expect(await acceptInvitation({ token, name: 'Late Joiner', password: PASSWORD })).toEqual({
      ok: false,
      error: 'invalidLink',
    });
    expect(await accountsOf('late@example.com')).toHaveLength(0);
  });

  it('refuses a cancelled link and makes no account', async () => {
    const token = await invite('cancelled@example.com');
    const [row] = await db().select().from(invitations);
    expect((await cancelInvitation(null, { id: row!.id })).ok).toBe(true);
    expect(await acceptInvitation({ token, name: 'Cancelled Joiner', password: PASSWORD })).toEqual(
      { ok: false, error: 'invalidLink' },
    );
    expect(await accountsOf('cancelled@example.com')).toHaveLength(0);
  });

  it('refuses a random or malformed token and makes no account', async () => {
    await invite('random@example.com');
    const before = (await db().select().from(user)).length;
    for (const token of ['A'.repeat(43), 'not a token', '', 42]) {
      expect(await acceptInvitation({ token, name: 'Guesser', password: PASSWORD })).toEqual({
        ok: false,
        error: 'invalidLink',
      });
    }
    expect((await db().select().from(user)).length).toBe(before);
    expect((await db().select().from(invitations))[0]!.acceptedAt).toBeNull();
  });

  it('refuses a weak password (with its reasons) and a missing name, keeping the link', async () => {
    const token = await invite('weak@example.com');
    const weak = await acceptInvitation({ token, name: 'Weak Joiner', password: 'password1' });
    expect(weak).toMatchObject({ ok: false, error: 'passwordWeak', reasons: expect.any(Array) });
    expect(await acceptInvitation({ token, name: '  ', password: PASSWORD })).toEqual({
      ok: false,
      error: 'nameRequired',
    });
    expect(await accountsOf('weak@example.com')).toHaveLength(0);
    expect(await findOpenInvitation(token)).not.toBeNull();
  });
});
