import 'server-only';
import { and, asc, desc, eq, isNull, sql } from 'drizzle-orm';
import { getDb } from '@/db';
import { invitations, profiles, session, user, type Role } from '@/db/schema';
import { requireAdmin } from '@/lib/admin/guard';

/*
 * The users screen's reads (/admin/users, issue 35): administrators only, each checking that
 * itself first.
 */

/** An account as the list shows it. */
export type TeamMember = {
  id: string;
  name: string;
  email: string;
  role: Role;
  twoFactorEnabled: boolean;
  lastSignInAt: Date | null;
  /** Sessions not yet expired: browsers signed in to the account. */
  activeSessions: number;
  deactivatedAt: Date | null;
};

/** An invitation not used and not cancelled (perhaps expired: it can be sent again). */
export type PendingInvitation = {
  id: string;
  email: string;
  role: Role;
  expiresAt: Date;
  expired: boolean;
};

/** The list's order: administrators, editors, sales, then signed-up users with no back office. */
const roleOrder = sql`case ${profiles.role} when 'admin' then 0 when 'editor' then 1 when 'sales' then 2 else 3 end`;

/**
 * Every account with its role, two-factor state, last sign-in, active sessions and whether it is
 * switched off: the staff first, then ordinary users; by name within a role. (An account whose
 * profile row is missing reads as an ordinary user.)
 */
export async function listTeamMembers(): Promise<TeamMember[]> {
  await requireAdmin();
  return getDb()
    .select({
      id: user.id,
      name: user.name,
      email: user.email,
      role: sql<Role>`coalesce(${profiles.role}, 'user')`,
      twoFactorEnabled: user.twoFactorEnabled,
      lastSignInAt: profiles.lastSignInAt,
      activeSessions: sql<number>`(select count(*)::int from ${session}
        where ${session.userId} = ${user.id} and ${session.expiresAt} > now())`,
      deactivatedAt: profiles.deactivatedAt,
    })
    .from(user)
    .leftJoin(profiles, eq(profiles.id, user.id))
    .orderBy(roleOrder, asc(user.name), asc(user.email));
}

/** Invitations waiting for their person, newest first. */
export async function listPendingInvitations(): Promise<PendingInvitation[]> {
  await requireAdmin();
  return getDb()
    .select({
      id: invitations.id,
      email: invitations.email,
      role: invitations.role,
      expiresAt: invitations.expiresAt,
      expired: sql<boolean>`${invitations.expiresAt} <= now()`,
    })
    .from(invitations)
    .where(and(isNull(invitations.acceptedAt), isNull(invitations.cancelledAt)))
    .orderBy(desc(invitations.createdAt));
}
