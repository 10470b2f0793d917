import 'server-only';
import { and, asc, eq, gt, isNull, or, sql } from 'drizzle-orm';
import type { Transaction } from '@/db';
import { invitations, profiles, user, type Role } from '@/db/schema';

/*
 * The users screen's reads inside a write's transaction: the locks that keep the last active
 * administrator, and the checks an invitation needs. Used by admin-actions.ts and
 * invitation-actions.ts only.
 */

/** An account as a change to it needs it: who, and their profile as it is now (locked). */
export type LockedMember = {
  id: string;
  email: string;
  name: string;
  role: Role;
  deactivatedAt: Date | null;
};

/**
 * Locks (FOR UPDATE) the profile of `userId` together with every active administrator's, in id
 * order (so two such changes never deadlock), and returns the member and how many active
 * administrators there are. A concurrent change to an administrator waits here until this
 * transaction ends, then sees its result: two demotions of the last two administrators cannot
 * both pass.
 */
export async function lockMemberAndAdmins(
  tx: Transaction,
  userId: string,
): Promise<{ member: LockedMember | undefined; activeAdmins: number }> {
  const rows = await tx
    .select({ id: profiles.id, role: profiles.role, deactivatedAt: profiles.deactivatedAt })
    .from(profiles)
    .where(
      or(eq(profiles.id, userId), and(eq(profiles.role, 'admin'), isNull(profiles.deactivatedAt))),
    )
    .orderBy(asc(profiles.id))
    .for('update');
  const activeAdmins = rows.filter((r) => r.role === 'admin' && !r.deactivatedAt).length;
  const profile = rows.find((r) => r.id === userId);
  if (!profile) return { member: undefined, activeAdmins };
  const [account] = await tx
    .select({ email: user.email, name: user.name })
    .from(user)
    .where(eq(user.id, userId));
  return {
    member: account ? { ...profile, ...account } : undefined,
    activeAdmins,
  };
}

/** The account `userId` with its profile locked (FOR UPDATE), for a change that keeps its role. */
export async function lockMember(
  tx: Transaction,
  userId: string,
): Promise<LockedMember | undefined> {
  const [row] = await tx
    .select({
      id: profiles.id,
      role: profiles.role,
      deactivatedAt: profiles.deactivatedAt,
      email: user.email,
      name: user.name,
    })
    .from(profiles)
    .innerJoin(user, eq(user.id, profiles.id))
    .where(eq(profiles.id, userId))
    .for('update', { of: profiles });
  return row;
}

/** Whether taking `member` out of the administrators (demotion, deactivation) leaves none. */
export const isLastActiveAdmin = (member: LockedMember, activeAdmins: number): boolean =>
  member.role === 'admin' && !member.deactivatedAt && activeAdmins <= 1;

/**
 * Serialises invitations to one address until the transaction ends (a transaction-level
 * advisory lock), so two admins inviting the same person at once make one invitation.
 */
export async function lockInvitationsTo(tx: Transaction, email: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`invitation:${email}`}))`);
}

/** Whether an account with this (lowercased) address exists. */
export async function accountExists(tx: Transaction, email: string): Promise<boolean> {
  const [found] = await tx.select({ id: user.id }).from(user).where(eq(user.email, email)).limit(1);
  return found !== undefined;
}

/** Whether `email` has an invitation still open (not used, not cancelled, not expired). */
export async function hasOpenInvitation(tx: Transaction, email: string): Promise<boolean> {
  const [found] = await tx
    .select({ id: invitations.id })
    .from(invitations)
    .where(
      and(
        eq(invitations.email, email),
        isNull(invitations.acceptedAt),
        isNull(invitations.cancelledAt),
        gt(invitations.expiresAt, sql`now()`),
      ),
    )
    .limit(1);
  return found !== undefined;
}
