'use server';

import { eq, sql } from 'drizzle-orm';
import { createTranslator } from 'use-intl/core';
import he from '@messages/he.json';
import type { Transaction } from '@/db';
import { invitations, profiles, session } from '@/db/schema';
import { ActionRefusal, adminAction } from '@/lib/admin/action';
import { auditSummary } from '@/lib/admin/audit';
import { queueStaffMail } from '@/lib/staff-mail';
import { newInvitationToken, invitationUrl } from './invitation-token';
import {
  INVITATION_HOURS,
  invitationIdSchema,
  inviteSchema,
  memberSchema,
  roleChangeSchema,
} from './schemas';
import { sendStaffMailsAfterResponse } from './send-staff-mails';
import { invitationMail, roleChangedMail, roleName } from './team-mails';
import {
  accountExists,
  hasOpenInvitation,
  isLastActiveAdmin,
  lockInvitationsTo,
  lockMember,
  lockMemberAndAdmins,
} from './team-store';

/*
 * The users screen's writes (issue 35), administrators only (adminAction's default roles). Every
 * export writes through `write()`, so a change, its e-mail (queued in the same transaction:
 * src/lib/staff-mail.ts) and its audit row commit together or not at all. A staff member's
 * address names them in the audit log, as an administrator's always has. No cache tags: nothing
 * here is on the public site (the wrapper re-renders the admin's page).
 */

const t = createTranslator({ locale: 'he', messages: he, namespace: 'backOffice.users' });

/** When an invitation sent (or sent again) now stops working: the database's clock decides. */
const expiresFromNow = () => sql`now() + make_interval(hours => ${INVITATION_HOURS})`;

/** A write's result that queued an e-mail: send it once the response is out. */
function mailedAfter<T>(result: T | ActionRefusal): T | ActionRefusal {
  if (!(result instanceof ActionRefusal)) sendStaffMailsAfterResponse();
  return result;
}

/**
 * Invites `email` as admin, editor or sales: an invitations row with the SHA-256 of a random
 * token, and the e-mail with the link (72 hours). Refused on the field for an address that
 * already has an account (change its role in the list instead) or an open invitation (resend it).
 */
export const inviteMember = adminAction(
  { name: 'users.invite', schema: inviteSchema },
  async ({ email, role }, { write }) =>
    mailedAfter(
      await write(
        async (tx, actor) => {
          await lockInvitationsTo(tx, email);
          if (await accountExists(tx, email)) return new ActionRefusal('accountExists', 'email');
          if (await hasOpenInvitation(tx, email))
            return new ActionRefusal('invitationPending', 'email');
          const { token, hash } = newInvitationToken();
          const [row] = await tx
            .insert(invitations)
            .values({
              email,
              role,
              tokenHash: hash,
              invitedBy: actor.id,
              expiresAt: expiresFromNow(),
            })
            .returning({ id: invitations.id });
          await queueStaffMail(tx, invitationMail(email, role, invitationUrl(token)));
          return { id: row!.id, email, role };
        },
        (done) => ({
          entity: 'invitation',
          entityId: done.id,
          summary: auditSummary.invited(done.email, roleName(done.role)),
        }),
      ),
    ),
);

/** The invitation `id`, locked; a used or cancelled one is refused. */
async function openInvitation(tx: Transaction, id: string) {
  const [row] = await tx.select().from(invitations).where(eq(invitations.id, id)).for('update');
  if (!row) return new ActionRefusal('notFound');
  if (row.acceptedAt || row.cancelledAt) return new ActionRefusal('invitationClosed');
  return row;
}

/**
 * Sends an invitation again (also an expired one): a new token and 72 hours from now, so the
 * link of the earlier e-mail stops working, and a new e-mail.
 */
export const resendInvitation = adminAction(
  { name: 'users.resendInvitation', schema: invitationIdSchema },
  async ({ id }, { write }) =>
    mailedAfter(
      await write(
        async (tx) => {
          const invitation = await openInvitation(tx, id);
          if (invitation instanceof ActionRefusal) return invitation;
          const { token, hash } = newInvitationToken();
          await tx
            .update(invitations)
            .set({ tokenHash: hash, expiresAt: expiresFromNow() })
            .where(eq(invitations.id, id));
          await queueStaffMail(
            tx,
            invitationMail(invitation.email, invitation.role, invitationUrl(token)),
          );
          return { id, email: invitation.email };
        },
        (done) => ({
          entity: 'invitation',
          entityId: done.id,
          summary: auditSummary.invitationResent(done.email),
        }),
      ),
    ),
);

/** Cancels an open invitation: its link stops working. */
export const cancelInvitation = adminAction(
  { name: 'users.cancelInvitation', schema: invitationIdSchema },
  async ({ id }, { write }) =>
    write(
      async (tx) => {
        const invitation = await openInvitation(tx, id);
        if (invitation instanceof ActionRefusal) return invitation;
        await tx
          .update(invitations)
          .set({ cancelledAt: sql`now()` })
          .where(eq(invitations.id, id));
        return { id, email: invitation.email };
      },
      (done) => ({
        entity: 'invitation',
        entityId: done.id,
        summary: auditSummary.invitationCancelled(done.email),
      }),
    ),
);

/**
 * Gives an account another role (admin, editor, sales, or 'user': no back office) and tells the
 * person by e-mail. The last active administrator keeps theirs ("lastAdmin", nothing changed).
 */
export const changeMemberRole = adminAction(
  { name: 'users.changeRole', schema: roleChangeSchema },
  async ({ userId, role }, { write }) =>
    mailedAfter(
      await write(
        async (tx) => {
          const { member, activeAdmins } = await lockMemberAndAdmins(tx, userId);
          if (!member) return new ActionRefusal('notFound');
          if (role !== 'admin' && isLastActiveAdmin(member, activeAdmins))
            return new ActionRefusal('lastAdmin');
          if (member.role !== role) {
            await tx.update(profiles).set({ role }).where(eq(profiles.id, userId));
            await queueStaffMail(tx, roleChangedMail(member, member.role, role));
          }
          return { id: userId, email: member.email, from: member.role, to: role };
        },
        (done) => ({
          entity: 'user',
          entityId: done.id,
          summary:
            done.from === done.to
              ? auditSummary.updated(done.email, [])
              : auditSummary.changed(
                  done.email,
                  t('members.role'),
                  roleName(done.from),
                  roleName(done.to),
                ),
        }),
      ),
    ),
);

/**
 * Switches an account off: no sign-in (Better Auth's session hook refuses it) and every session
 * removed, so an open browser is signed out at its next request. Not the last active
 * administrator ("lastAdmin", nothing changed).
 */
export const deactivateMember = adminAction(
  { name: 'users.deactivate', schema: memberSchema },
  async ({ userId }, { write }) =>
    write(
      async (tx) => {
        const { member, activeAdmins } = await lockMemberAndAdmins(tx, userId);
        if (!member) return new ActionRefusal('notFound');
        if (isLastActiveAdmin(member, activeAdmins)) return new ActionRefusal('lastAdmin');
        if (!member.deactivatedAt)
          await tx
            .update(profiles)
            .set({ deactivatedAt: sql`now()` })
            .where(eq(profiles.id, userId));
        const ended = await tx
          .delete(session)
          .where(eq(session.userId, userId))
          .returning({ id: session.id });
        return { id: userId, email: member.email, sessions: ended.length };
      },
      (done) => ({
        entity: 'user',
        entityId: done.id,
        summary: auditSummary.deactivated(done.email),
      }),
    ),
);

/** Switches a deactivated account on again (its role as it was). */
export const reactivateMember = adminAction(
  { name: 'users.reactivate', schema: memberSchema },
  async ({ userId }, { write }) =>
    write(
      async (tx) => {
        const member = await lockMember(tx, userId);
        if (!member) return new ActionRefusal('notFound');
        await tx.update(profiles).set({ deactivatedAt: null }).where(eq(profiles.id, userId));
        return { id: userId, email: member.email };
      },
      (done) => ({
        entity: 'user',
        entityId: done.id,
        summary: auditSummary.reactivated(done.email),
      }),
    ),
);

/** Signs an account out everywhere: every session row removed (the account stays active). */
export const revokeMemberSessions = adminAction(
  { name: 'users.revokeSessions', schema: memberSchema },
  async ({ userId }, { write }) =>
    write(
      async (tx) => {
        const member = await lockMember(tx, userId);
        if (!member) return new ActionRefusal('notFound');
        const ended = await tx
          .delete(session)
          .where(eq(session.userId, userId))
          .returning({ id: session.id });
        return { id: userId, email: member.email, count: ended.length };
      },
      (done) => ({
        entity: 'user',
        entityId: done.id,
        summary: auditSummary.sessionsRevoked(done.email, done.count),
      }),
    ),
);
