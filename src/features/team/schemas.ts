import { z } from 'zod';
import type { Role } from '@/db/schema';
import { STAFF_ROLES } from '@/lib/admin/roles';

/*
 * The users screen's inputs (issue 35), shared by its forms and its actions. Refusals name keys
 * of backOffice.validation. No server imports: the browser checks with these too.
 */

/** An invitation lives this long (the link in its e-mail dies then). */
export const INVITATION_HOURS = 72;

const email = z
  .string()
  .trim()
  .min(1, 'required')
  .max(254, 'tooLong')
  .toLowerCase()
  .pipe(z.email('email'));

/** Invite: an address and the staff role the person gets (admin, editor or sales). */
export const inviteSchema = z.object({ email, role: z.enum(STAFF_ROLES, 'invalid') });

export const invitationIdSchema = z.object({ id: z.uuid('invalid') });

/** Better Auth's user ids: generated text, short. */
const userId = z.string().min(1, 'invalid').max(100, 'invalid');

export const memberSchema = z.object({ userId });

/**
 * The roles an account may be given here, in the list's order: the staff roles, then 'user' (no
 * back office). Written out rather than imported from the table's module, which the browser
 * should not load.
 */
export const ACCOUNT_ROLES = [
  'admin',
  'editor',
  'sales',
  'user',
] as const satisfies readonly Role[];

/** A new role for an account. */
export const roleChangeSchema = z.object({ userId, role: z.enum(ACCOUNT_ROLES, 'invalid') });
