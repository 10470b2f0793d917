import 'server-only';
import { createHash, randomBytes } from 'node:crypto';
import { siteUrl } from '@/lib/site-url';

/*
 * The secret in an invitation's link: 32 random bytes (base64url, 43 characters). Only its
 * SHA-256 is stored (invitations.token_hash), so a copy of the database opens no invitation.
 */

/** What a link's token looks like; anything else is refused before the database is asked. */
export const INVITATION_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** The stored form of a token: SHA-256, hex. */
export const invitationTokenHash = (token: string): string =>
  createHash('sha256').update(token, 'utf8').digest('hex');

/** A new token and its hash (the token goes into the e-mail only). */
export function newInvitationToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: invitationTokenHash(token) };
}

/** The page where the invited person sets their name and password. */
export const invitationUrl = (token: string): string =>
  `${siteUrl()}/auth/invitation?token=${encodeURIComponent(token)}`;

/** When an invitation made now stops working. */
export const invitationExpiry = (hours: number, now = Date.now()): Date =>
  new Date(now + hours * 3600 * 1000);
