'use server';

import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { headers } from 'next/headers';
import { getDb } from '@/db';
import { uniqueViolation } from '@/db/errors';
import { account, invitations, profiles, user } from '@/db/schema';
import { appendAudit, auditSummary } from '@/lib/admin/audit';
import { getAuth, loggableError } from '@/lib/auth';
import { passwordStrength } from '@/lib/auth/password-strength';
import type { PasswordReason } from '@/lib/auth/password-strength-rules';
import { MAX_NAME_LENGTH, MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from '@/lib/auth/schema';
import { CLIENT_IP_HEADER } from '@/lib/client-ip';
import { hitRateLimit } from '@/lib/rate-limit';
import { normalizeText } from '@/lib/text';
import { findOpenInvitation, openInvitationOf } from './invitations';
import { INVITATION_TOKEN_PATTERN } from './invitation-token';
import { roleName } from './team-mails';

/*
 * Accepting an invitation (/auth/invitation?token=…). Public by design, like the contact form:
 * the e-mailed token is the proof, and the tries per address are limited. Not an adminAction.
 */

/** Tries per client address: enough for typos, too few to guess a 256-bit token anyway. */
const ACCEPT_RATE_LIMIT = { limit: 10, windowSeconds: 10 * 60 };

export type AcceptInvitationError =
  | 'invalidLink'
  | 'rateLimited'
  | 'failed'
  | 'nameRequired'
  | 'nameTooLong'
  | 'passwordRequired'
  | 'passwordTooShort'
  | 'passwordTooLong'
  | 'passwordWeak';

export type AcceptInvitationResult =
  { ok: true } | { ok: false; error: AcceptInvitationError; reasons?: PasswordReason[] };

/** Thrown inside the transaction to roll it back: the token no longer opens an invitation. */
class InvalidLink extends Error {}

/**
 * Creates the invited person's account: their name and password, the invitation's address
 * (verified: the link reached it) and role. One transaction takes the invitation only while it
 * is still open (UPDATE … RETURNING: of two submits, one wins), creates the user, their password
 * sign-in and profile, and the audit row (the new user as the actor). An expired, used,
 * cancelled, replaced or unknown token makes nothing ("invalidLink").
 */
export async function acceptInvitation(input: {
  token: unknown;
  name: unknown;
  password: unknown;
}): Promise<AcceptInvitationResult> {
  const token = typeof input.token === 'string' ? input.token : '';
  const name = normalizeText(typeof input.name === 'string' ? input.name : '')
    .replace(/\s+/g, ' ')
    .trim();
  const password = typeof input.password === 'string' ? input.password : '';
  if (!INVITATION_TOKEN_PATTERN.test(token)) return refused('invalidLink');
  if (!name) return refused('nameRequired');
  if (name.length > MAX_NAME_LENGTH) return refused('nameTooLong');
  if (!password) return refused('passwordRequired');
  if (password.length < MIN_PASSWORD_LENGTH) return refused('passwordTooShort');
  if (password.length > MAX_PASSWORD_LENGTH) return refused('passwordTooLong');

  const ip = await requestIp();
  const { allowed, count } = await hitRateLimit(getDb(), `invitation:${ip}`, ACCEPT_RATE_LIMIT);
  if (!allowed) {
    console.warn(`[team] rate limit: invitation try #${count} from ${ip} refused`);
    return refused('rateLimited');
  }

  const invitation = await findOpenInvitation(token);
  if (!invitation) return refused('invalidLink');
  // The site's rule for every new password, with this person's name and address.
  const strength = passwordStrength(password, { email: invitation.email, name });
  if (!strength.acceptable) return { ok: false, error: 'passwordWeak', reasons: strength.reasons };

  const ctx = await getAuth().$context;
  const hash = await ctx.password.hash(password);
  const userId = ctx.generateId({ model: 'user' }) || randomUUID();
  const accountId = ctx.generateId({ model: 'account' }) || randomUUID();
  try {
    const joined = await getDb().transaction(async (tx) => {
      const [taken] = await tx
        .update(invitations)
        .set({ acceptedAt: sql`now()` })
        .where(openInvitationOf(token))
        .returning({ id: invitations.id, email: invitations.email, role: invitations.role });
      if (!taken) throw new InvalidLink();
      // Better Auth's rows, as its sign-up would write them (src/db/schema/auth.ts), but in
      // this transaction: the invitation is used if, and only if, the account exists.
      await tx.insert(user).values({ id: userId, name, email: taken.email, emailVerified: true });
      await tx.insert(account).values({
        id: accountId,
        accountId: userId,
        providerId: 'credential',
        userId,
        password: hash,
        updatedAt: new Date(),
      });
      await tx.insert(profiles).values({ id: userId, role: taken.role });
      await tx.update(invitations).set({ userId }).where(eq(invitations.id, taken.id));
      await appendAudit(tx, { id: userId, email: taken.email }, 'users.acceptInvitation', {
        entity: 'user',
        entityId: userId,
        summary: auditSummary.invitationAccepted(taken.email, roleName(taken.role)),
      });
      return taken;
    });
    console.info(`[team] invitation ${joined.id} accepted: user ${userId} (${joined.role})`);
    return { ok: true };
  } catch (error) {
    // Used up meanwhile, or the address got an account meanwhile (a sign-up): nothing was made.
    if (error instanceof InvalidLink || uniqueViolation(error) !== null)
      return refused('invalidLink');
    // Without the query's parameters: they hold the address and the password's hash.
    console.error(`[team] accepting an invitation failed: ${loggableError(error)}`);
    return refused('failed');
  }
}

const refused = (error: AcceptInvitationError): AcceptInvitationResult => ({ ok: false, error });

/** The client address our server put on the request ("unknown" outside a request). */
async function requestIp(): Promise<string> {
  try {
    return (await headers()).get(CLIENT_IP_HEADER) ?? 'unknown';
  } catch {
    return 'unknown';
  }
}
