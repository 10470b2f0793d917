import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
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

export const ROLES = ['user', 'admin'] as const;
export type Role = (typeof ROLES)[number];

/** One row per user (same id), created with the user; role 'admin' marks an administrator. */
export const profiles = pgTable(
  'profiles',
  {
    id: text('id')
      .primaryKey()
      .references(() => user.id, { onDelete: 'cascade' }),
    role: text('role', { enum: ROLES }).notNull().default('user'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('profiles_role_check', sql`${t.role} in ('user', 'admin')`),
    index('profiles_admin_idx')
      .on(t.id)
      .where(sql`${t.role} = 'admin'`),
  ],
);

export type AuthUser = typeof user.$inferSelect;
export type Profile = typeof profiles.$inferSelect;
