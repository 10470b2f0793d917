import 'server-only';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { getDb } from '@/db';
import { invitations, type Role } from '@/db/schema';
import { INVITATION_TOKEN_PATTERN, invitationTokenHash } from './invitation-token';

/** The invitation of `token`, if it is still open: not used, not cancelled, not expired. */
export const openInvitationOf = (token: string) =>
  and(
    eq(invitations.tokenHash, invitationTokenHash(token)),
    isNull(invitations.acceptedAt),
    isNull(invitations.cancelledAt),
    gt(invitations.expiresAt, sql`now()`),
  );

/**
 * The open invitation a link's token belongs to (not used, not cancelled, not expired), or null
 * for anything else: a malformed, unknown, old (replaced by a resend), used, cancelled or expired
 * token all read the same. Public by design: the token is the proof. Only what the page shows.
 */
export async function findOpenInvitation(
  token: unknown,
): Promise<{ email: string; role: Role } | null> {
  if (typeof token !== 'string' || !INVITATION_TOKEN_PATTERN.test(token)) return null;
  const [row] = await getDb()
    .select({ email: invitations.email, role: invitations.role })
    .from(invitations)
    .where(openInvitationOf(token))
    .limit(1);
  return row ?? null;
}
