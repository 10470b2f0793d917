import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, timestamptz, updatedAt } from './columns';

/**
 * Better Auth's tables (src/lib/auth/index.ts), written from what its Drizzle adapter expects for
 * provider 'pg'. src/lib/auth/auth.test.ts checks them against Better Auth's own list
 * (`getAuthTables` of the configured options, what its CLI generates from): every field present,
 * the required ones NOT NULL. (The registry's CLI, @better-auth/cli 1.4, is behind better-auth
 * 1.7.) The property names are Better Auth's field names — the adapter maps by them — the SQL names
 * follow our snake_case. Ids are Better Auth's generated text ids.
 */

export const user = pgTable('user', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  /** Stored lowercased by Better Auth. */
  email: text('email').notNull().unique(),
  emailVerified: boolean('email_verified').notNull().default(false),
  image: text('image'),
  /** Better Auth's twoFactor plugin: whether sign-in asks for a second factor. */
  twoFactorEnabled: boolean('two_factor_enabled').notNull().default(false),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** The user a session or sign-in method belongs to: removing the user removes them. */
const ownerId = () =>
  text('user_id')
    .notNull()
    .references(() => user.id, { onDelete: 'cascade' });

/**
 * Sessions' and accounts' updated_at as Better Auth's own schema has it: no database default
 * (Better Auth writes it with every row).
 */
const updatedOnlyByBetterAuth = () =>
  timestamptz('updated_at')
    .notNull()
    .$onUpdate(() => new Date());

/** Database sessions: the cookie holds `token`; signing out or expiry removes the row. */
export const session = pgTable(
  'session',
  {
    id: text('id').primaryKey(),
    expiresAt: timestamptz('expires_at').notNull(),
    token: text('token').notNull().unique(),
    createdAt: createdAt(),
    updatedAt: updatedOnlyByBetterAuth(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    userId: ownerId(),
  },
  (t) => [index('session_user_id_idx').on(t.userId)],
);

/** Sign-in methods of a user; e-mail + password is providerId 'credential' with the hash. */
export const account = pgTable(
  'account',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id').notNull(),
    providerId: text('provider_id').notNull(),
    userId: ownerId(),
    accessToken: text('access_token'),
    refreshToken: text('refresh_token'),
    idToken: text('id_token'),
    accessTokenExpiresAt: timestamptz('access_token_expires_at'),
    refreshTokenExpiresAt: timestamptz('refresh_token_expires_at'),
    scope: text('scope'),
    password: text('password'),
    createdAt: createdAt(),
    updatedAt: updatedOnlyByBetterAuth(),
  },
  (t) => [index('account_user_id_idx').on(t.userId)],
);

export const verification = pgTable(
  'verification',
  {
    id: text('id').primaryKey(),
    identifier: text('identifier').notNull(),
    value: text('value').notNull(),
    expiresAt: timestamptz('expires_at').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('verification_identifier_idx').on(t.identifier)],
);

/**
 * Better Auth's rate-limit counters (`rateLimit.storage: 'database'`), shared by every instance.
 * Separate from our own `rate_limits` (contact form), whose shape differs.
 */
export const authRateLimit = pgTable('auth_rate_limit', {
  id: text('id').primaryKey(),
  /** "<client ip>|<path>". */
  key: text('key').notNull().unique(),
  count: integer('count').notNull(),
  /** Milliseconds since the epoch. */
  lastRequest: bigint('last_request', { mode: 'number' }).notNull(),
});

/**
 * Better Auth's twoFactor plugin: one row per user who started enrolling, with the TOTP secret and
 * the backup codes (both encrypted by Better Auth with the auth secret). `verified` turns true
 * with the first correct code; failed codes lock the account for a while.
 */
export const twoFactor = pgTable(
  'two_factor',
  {
    id: text('id').primaryKey(),
    secret: text('secret').notNull(),
    backupCodes: text('backup_codes').notNull(),
    userId: ownerId(),
    verified: boolean('verified').notNull().default(true),
    failedVerificationCount: integer('failed_verification_count').notNull().default(0),
    lockedUntil: timestamptz('locked_until'),
  },
  (t) => [
    index('two_factor_user_id_idx').on(t.userId),
    index('two_factor_secret_idx').on(t.secret),
  ],
);

/**
 * Who may do what (src/lib/admin/roles.ts): 'user' is a signed-up visitor with no back office;
 * 'admin' everything; 'editor' the catalogue, blog, SEO and page texts; 'sales' the leads.
 */
export const ROLES = ['user', 'admin', 'editor', 'sales'] as const;
export type Role = (typeof ROLES)[number];

/**
 * One row per user (same id), created with the user: the role, whether the account is switched
 * off (`deactivatedAt`: refused at sign-in, every session removed) and the last sign-in.
 */
export const profiles = pgTable(
  'profiles',
  {
    id: text('id')
      .primaryKey()
      .references(() => user.id, { onDelete: 'cascade' }),
    role: text('role', { enum: ROLES }).notNull().default('user'),
    deactivatedAt: timestamptz('deactivated_at'),
    lastSignInAt: timestamptz('last_sign_in_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('profiles_role_check', sql`${t.role} in ('user', 'admin', 'editor', 'sales')`),
    index('profiles_admin_idx')
      .on(t.id)
      .where(sql`${t.role} = 'admin'`),
  ],
);

export type AuthUser = typeof user.$inferSelect;
export type Profile = typeof profiles.$inferSelect;

/**
 * An invitation to the back office: the e-mailed link carries a random token, only its SHA-256 is
 * stored. Valid until `expiresAt` (72 hours), used once (`acceptedAt`), or cancelled.
 */
export const invitations = pgTable(
  'invitations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Lowercased. */
    email: text('email').notNull(),
    role: text('role', { enum: ROLES }).notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    invitedBy: text('invited_by').references(() => user.id, { onDelete: 'set null' }),
    expiresAt: timestamptz('expires_at').notNull(),
    acceptedAt: timestamptz('accepted_at'),
    cancelledAt: timestamptz('cancelled_at'),
    /** The account the invitation made. */
    userId: text('user_id').references(() => user.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('invitations_role_check', sql`${t.role} in ('admin', 'editor', 'sales')`),
    index('invitations_email_idx').on(t.email),
  ],
);

export type Invitation = typeof invitations.$inferSelect;
