import { and, eq, isNull } from 'drizzle-orm';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { auditLog, invitations, profiles, session, staffMails, user, type Role } from '@/db/schema';
import { getAuth } from '@/lib/auth';
import { adminActionHarness } from '../../../tests/setup/admin-action-harness';
import { signInCookie } from '../../../tests/setup/app-under-test';
import {
  cancelInvitation,
  changeMemberRole,
  deactivateMember,
  inviteMember,
  reactivateMember,
  resendInvitation,
  revokeMemberSessions,
} from './admin-actions';
import { listPendingInvitations, listTeamMembers } from './admin-queries';
import { invitationTokenHash } from './invitation-token';
import { lockMemberAndAdmins } from './team-store';

/**
 * The users screen's actions (issue 35) against a real database and real Better Auth sessions:
 * invitations (hashed token, queued e-mail, refusals, resend, cancel), role changes, deactivation
 * (sessions gone, sign-in refused) and the last active administrator, also under two concurrent
 * demotions. (Anonymous and non-admin callers: the authorization matrix test.)
 */
vi.mock('next/headers', () => import('../../../tests/setup/next-headers'));
vi.mock('next/cache', () => import('../../../tests/setup/next-cache'));
// No delivery pass after the response: the queued rows are what these tests read.
vi.mock('next/server', () => ({ after: vi.fn() }));

const { db } = adminActionHarness({
  clear: [auditLog, staffMails, invitations],
  silence: ['info', 'warn'],
});

const MEMBER_PASSWORD = 'copper-lagoon-thistle-71';

/** A verified account with `role`, made through Better Auth's sign-up like a real one. */
async function member(email: string, role: Role): Promise<string> {
  await db().delete(user).where(eq(user.email, email));
  await getAuth().api.signUpEmail({
    body: { name: 'Team Member', email, password: MEMBER_PASSWORD },
  });
  const [row] = await db()
    .update(user)
    .set({ emailVerified: true })
    .where(eq(user.email, email))
    .returning({ id: user.id });
  await db().update(profiles).set({ role }).where(eq(profiles.id, row!.id));
  return row!.id;
}

const idOf = async (email: string) =>
  (await db().select({ id: user.id }).from(user).where(eq(user.email, email)))[0]!.id;
const profileOf = async (id: string) =>
  (await db().select().from(profiles).where(eq(profiles.id, id)))[0]!;
const sessionsOf = async (id: string) =>
  (await db().select().from(session).where(eq(session.userId, id))).length;
/** The audit row of `action` (each test starts with an empty log). */
const auditOf = async (action: string) =>
  (await db().select().from(auditLog).where(eq(auditLog.action, action)))[0];

/** How a Better Auth sign-in ended: 'ok' or the refusal's code. */
async function signIn(email: string, password = MEMBER_PASSWORD): Promise<string> {
  try {
    await getAuth().api.signInEmail({ body: { email, password } });
    return 'ok';
  } catch (error) {
    return String((error as { body?: { code?: string } }).body?.code ?? error);
  }
}

beforeEach(async () => {
  // The harness's administrator is the one active admin at the start of every test.
  const adminId = await idOf('admin@example.com');
  await db().update(profiles).set({ role: 'user' }).where(eq(profiles.role, 'admin'));
  await db()
    .update(profiles)
    .set({ role: 'admin', deactivatedAt: null })
    .where(eq(profiles.id, adminId));
});

describe('invitations', () => {
  it('stores only the hash of the link token and queues the Hebrew e-mail with the link', async () => {
    const result = await inviteMember(null, { email: ' New.Editor@Example.com ', role: 'editor' });
    expect(result).toMatchObject({ ok: true });
    const [row] = await db().select().from(invitations);
    expect(row).toMatchObject({
      email: 'new.editor@example.com',
      role: 'editor',
      acceptedAt: null,
    });
    expect(row!.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    const hours = (+row!.expiresAt - Date.now()) / 3600_000;
    expect(hours).toBeGreaterThan(71.9);
    expect(hours).toBeLessThanOrEqual(72);

    const [mail] = await db().select().from(staffMails);
    expect(mail).toMatchObject({ to: 'new.editor@example.com', sentAt: null });
    expect(mail!.subject).toContain('הוזמנת');
    expect(mail!.text).toContain('עורך תוכן');
    const token = /\/auth\/invitation\?token=([\w-]{43})/.exec(mail!.text)?.[1];
    expect(token).toBeDefined();
    // The link's token is in the e-mail only; the table holds its SHA-256.
    expect(invitationTokenHash(token!)).toBe(row!.tokenHash);
    expect(JSON.stringify(row)).not.toContain(token);

    expect(await auditOf('users.invite')).toMatchObject({
      action: 'users.invite',
      entityType: 'invitation',
    });
    expect((await listPendingInvitations()).map((i) => i.email)).toEqual([
      'new.editor@example.com',
    ]);
  });

  it('refuses an address that has an account, and one with an open invitation', async () => {
    const existing = await inviteMember(null, { email: 'user@example.com', role: 'sales' });
    expect(existing).toMatchObject({ ok: false });
    expect(!existing.ok && existing.fieldErrors.email).toContain('כבר יש חשבון');

    expect(await inviteMember(null, { email: 'twice@example.com', role: 'sales' })).toMatchObject({
      ok: true,
    });
    const again = await inviteMember(null, { email: 'twice@example.com', role: 'admin' });
    expect(!again.ok && again.fieldErrors.email).toContain('כבר נשלחה הזמנה');
    expect(await db().select().from(invitations)).toHaveLength(1);
    expect(await db().select().from(staffMails)).toHaveLength(1);
  });

  it('refuses a role that is not a staff role', async () => {
    const result = await inviteMember(null, { email: 'someone@example.com', role: 'user' });
    expect(result).toMatchObject({ ok: false, fieldErrors: { role: expect.any(String) } });
    expect(await db().select().from(invitations)).toHaveLength(0);
  });

  it('resends with a new token and a new expiry, so the old link dies', async () => {
    await inviteMember(null, { email: 'resend@example.com', role: 'sales' });
    const [before] = await db().select().from(invitations);
    await db()
      .update(invitations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(invitations.id, before!.id));
    expect(await resendInvitation(null, { id: before!.id })).toMatchObject({ ok: true });
    const [after] = await db().select().from(invitations);
    expect(after!.tokenHash).not.toBe(before!.tokenHash);
    expect(+after!.expiresAt).toBeGreaterThan(Date.now() + 71 * 3600_000);
    const mails = await db().select().from(staffMails);
    expect(mails).toHaveLength(2);
    const tokens = mails.map((m) => /token=([\w-]{43})/.exec(m.text)![1]!);
    expect(invitationTokenHash(tokens[0]!)).toBe(before!.tokenHash);
    expect(new Set(tokens.map(invitationTokenHash)).has(after!.tokenHash)).toBe(true);
    expect(await auditOf('users.resendInvitation')).toMatchObject({
      action: 'users.resendInvitation',
    });
  });

  it('cancels: the invitation is closed and no longer listed', async () => {
    await inviteMember(null, { email: 'cancel@example.com', role: 'editor' });
    const [row] = await db().select().from(invitations);
    expect(await cancelInvitation(null, { id: row!.id })).toMatchObject({ ok: true });
    const [after] = await db().select().from(invitations);
    expect(after!.cancelledAt).toBeInstanceOf(Date);
    expect(await listPendingInvitations()).toEqual([]);
    // Closed: neither resent nor cancelled again.
    const resend = await resendInvitation(null, { id: row!.id });
    expect(!resend.ok && resend.message).toContain('בוטלה');
    expect(await auditOf('users.cancelInvitation')).toMatchObject({
      action: 'users.cancelInvitation',
    });
  });
});

describe('accounts', () => {
  it('changes a role, audits it and tells the person by e-mail', async () => {
    const id = await member('role.change@example.com', 'editor');
    expect(await changeMemberRole(null, { userId: id, role: 'sales' })).toMatchObject({
      ok: true,
    });
    expect((await profileOf(id)).role).toBe('sales');
    const audit = await auditOf('users.changeRole');
    expect(audit).toMatchObject({ action: 'users.changeRole', entityType: 'user', entityId: id });
    expect(audit!.summary).toContain('עורך תוכן');
    expect(audit!.summary).toContain('מכירות');
    const [mail] = await db().select().from(staffMails);
    expect(mail).toMatchObject({ to: 'role.change@example.com' });
    expect(mail!.text).toContain('מכירות');
  });

  it('lists staff first with their two-factor state, sessions and deactivation', async () => {
    const id = await member('listed@example.com', 'sales');
    await signInCookie('listed@example.com', MEMBER_PASSWORD);
    const list = await listTeamMembers();
    const roles = list.map((m) => m.role);
    expect(roles.indexOf('user')).toBeGreaterThan(roles.lastIndexOf('sales'));
    expect(list.find((m) => m.id === id)).toMatchObject({
      email: 'listed@example.com',
      role: 'sales',
      twoFactorEnabled: false,
      activeSessions: 1,
      deactivatedAt: null,
      lastSignInAt: expect.any(Date),
    });
  });

  it('deactivates: every session is removed and sign-in is refused; reactivation lets them in', async () => {
    const id = await member('deactivated@example.com', 'editor');
    await signInCookie('deactivated@example.com', MEMBER_PASSWORD);
    await signInCookie('deactivated@example.com', MEMBER_PASSWORD);
    expect(await sessionsOf(id)).toBe(2);

    expect(await deactivateMember(null, { userId: id })).toMatchObject({ ok: true });
    expect((await profileOf(id)).deactivatedAt).toBeInstanceOf(Date);
    expect(await sessionsOf(id)).toBe(0);
    expect(await signIn('deactivated@example.com')).toBe('ACCOUNT_DEACTIVATED');
    expect(await sessionsOf(id)).toBe(0);
    expect(await auditOf('users.deactivate')).toMatchObject({
      action: 'users.deactivate',
      entityId: id,
    });

    expect(await reactivateMember(null, { userId: id })).toMatchObject({ ok: true });
    expect((await profileOf(id)).deactivatedAt).toBeNull();
    expect(await signIn('deactivated@example.com')).toBe('ok');
    expect(await sessionsOf(id)).toBe(1);
  });

  it('revokes every session, leaving the account active', async () => {
    const id = await member('revoked@example.com', 'sales');
    await signInCookie('revoked@example.com', MEMBER_PASSWORD);
    const result = await revokeMemberSessions(null, { userId: id });
    expect(result).toMatchObject({ ok: true, data: { count: 1 } });
    expect(await sessionsOf(id)).toBe(0);
    expect((await profileOf(id)).deactivatedAt).toBeNull();
  });
});

describe('the last active administrator', () => {
  it('can be neither demoted nor deactivated, even by themselves; nothing changes', async () => {
    const adminId = await idOf('admin@example.com');
    const sessions = await sessionsOf(adminId);
    const demote = await changeMemberRole(null, { userId: adminId, role: 'editor' });
    expect(!demote.ok && demote.message).toContain('המנהל הפעיל האחרון');
    const deactivate = await deactivateMember(null, { userId: adminId });
    expect(!deactivate.ok && deactivate.message).toContain('המנהל הפעיל האחרון');
    expect(await profileOf(adminId)).toMatchObject({ role: 'admin', deactivatedAt: null });
    expect(await sessionsOf(adminId)).toBe(sessions);
    expect(await db().select().from(auditLog)).toHaveLength(0);
    expect(await db().select().from(staffMails)).toHaveLength(0);
  });

  it('a deactivated administrator does not count: the only active one still stays', async () => {
    const adminId = await idOf('admin@example.com');
    const other = await member('sleeping.admin@example.com', 'admin');
    await db().update(profiles).set({ deactivatedAt: new Date() }).where(eq(profiles.id, other));
    const demote = await changeMemberRole(null, { userId: adminId, role: 'sales' });
    expect(demote.ok).toBe(false);
    expect((await profileOf(adminId)).role).toBe('admin');
  });

  it('of two concurrent demotions of the last two administrators, exactly one passes', async () => {
    const adminId = await idOf('admin@example.com');
    const other = await member('second.admin@example.com', 'admin');
    const results = await Promise.all([
      changeMemberRole(null, { userId: adminId, role: 'editor' }),
      changeMemberRole(null, { userId: other, role: 'editor' }),
    ]);
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    // Refused by the lock ("last administrator"), or — when the caller's own demotion committed
    // before the other call was even authorized — as no longer an administrator.
    const refusal = results.find((r) => !r.ok);
    expect(!refusal?.ok && refusal?.message).toMatch(/המנהל הפעיל האחרון|אין לך הרשאה/);
    const admins = await db()
      .select()
      .from(profiles)
      .where(and(eq(profiles.role, 'admin'), isNull(profiles.deactivatedAt)));
    expect(admins).toHaveLength(1);
  });

  it("waits for a concurrent demotion holding the administrators' rows, then refuses", async () => {
    const adminId = await idOf('admin@example.com');
    const other = await member('third.admin@example.com', 'admin');
    // Another transaction demotes the second administrator, under the same locks, and holds them.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let locked!: () => void;
    const lockTaken = new Promise<void>((resolve) => (locked = resolve));
    const concurrent = db().transaction(async (tx) => {
      const { activeAdmins } = await lockMemberAndAdmins(tx, other);
      expect(activeAdmins).toBe(2);
      await tx.update(profiles).set({ role: 'editor' }).where(eq(profiles.id, other));
      locked();
      await held;
    });
    await lockTaken;
    // Still two administrators as far as anyone outside that transaction can see…
    const demote = changeMemberRole(null, { userId: adminId, role: 'editor' });
    await new Promise((resolve) => setTimeout(resolve, 300));
    release();
    await concurrent;
    // …but the demotion waited for the lock and then counted the one left.
    const result = await demote;
    expect(!result.ok && result.message).toContain('המנהל הפעיל האחרון');
    expect((await profileOf(adminId)).role).toBe('admin');
  });

  it('can be demoted once another administrator is active', async () => {
    const adminId = await idOf('admin@example.com');
    await member('next.admin@example.com', 'admin');
    expect(await changeMemberRole(null, { userId: adminId, role: 'editor' })).toMatchObject({
      ok: true,
    });
    expect((await profileOf(adminId)).role).toBe('editor');
  });
});
