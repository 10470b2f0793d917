import { randomBytes } from 'node:crypto';
import { chmodSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '@/db';
import { profiles } from '@/db/schema';
import type { Auth } from '@/lib/auth';
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from '@/lib/auth/schema';
import { passwordStrength } from '@/lib/auth/password-strength';
import { passwordStrengthText } from '@/lib/auth/password-strength-text';
import { appendAudit, auditSummary, SYSTEM_ACTOR } from '@/lib/admin/audit';

/**
 * Administrators outside the web UI: `npm run admin:create`, ADMIN_EMAIL/ADMIN_PASSWORD at
 * start-up, and the embedded demo's generated admin. Used by scripts (plain Node), not by pages.
 */

/** The embedded demo's administrator (a plain "admin@localhost" is not a valid address). */
export const DEMO_ADMIN_EMAIL = 'admin@localhost.localdomain';
export const ADMIN_CREDENTIALS_FILE = 'admin-credentials.txt';

export class AdminInputError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'AdminInputError';
  }
}

const isAdmin = async (db: Database, userId: string) =>
  (
    await db.select({ role: profiles.role }).from(profiles).where(eq(profiles.id, userId)).limit(1)
  )[0]?.role === 'admin';

export async function hasAdmin(db: Database): Promise<boolean> {
  const [row] = await db
    .select({ id: profiles.id })
    .from(profiles)
    .where(eq(profiles.role, 'admin'))
    .limit(1);
  return row !== undefined;
}

/**
 * Makes `email` an administrator with a verified address: creates the user (password required)
 * or promotes an existing one (the password, when given, replaces theirs). The password must be
 * 6 to 128 characters and pass the strength rule, like one set on the site.
 */
export async function upsertAdmin(
  auth: Auth,
  db: Database,
  input: { email: string; password?: string; name?: string },
): Promise<{ userId: string; email: string; created: boolean }> {
  const email = input.email.trim().toLowerCase();
  if (!z.email().safeParse(email).success) throw new AdminInputError(`"${email}" is not an e-mail`);
  const { password } = input;
  if (
    password !== undefined &&
    (password.length < MIN_PASSWORD_LENGTH || password.length > MAX_PASSWORD_LENGTH)
  ) {
    throw new AdminInputError(
      `the password must be ${MIN_PASSWORD_LENGTH} to ${MAX_PASSWORD_LENGTH} characters long`,
    );
  }
  const ctx = await auth.$context;
  const existing = await ctx.internalAdapter.findUserByEmail(email, { includeAccounts: true });
  if (password !== undefined) {
    // The rule of every other password (src/lib/auth/password-strength-rules.ts): an
    // administrator's above all.
    const strength = passwordStrength(password, { email, name: existing?.user.name ?? input.name });
    if (!strength.acceptable) {
      const { reasons } = passwordStrengthText(strength, 'en');
      throw new AdminInputError(
        `the password is too easy to guess: ${reasons.map((r) => r.text).join(' ')} Choose a longer one, such as three or four unrelated words.`,
      );
    }
  }
  let userId: string;
  if (existing) {
    userId = existing.user.id;
    if (password !== undefined) {
      const hash = await ctx.password.hash(password);
      const credential = existing.accounts.find(
        (a) => a.providerId === 'credential' && a.accountId === userId,
      );
      if (credential) await ctx.internalAdapter.updatePassword(userId, hash);
      else
        await ctx.internalAdapter.linkAccount({
          userId,
          providerId: 'credential',
          accountId: userId,
          password: hash,
        });
    }
    if (!existing.user.emailVerified) {
      await ctx.internalAdapter.updateUser(userId, { emailVerified: true });
    }
  } else {
    if (password === undefined) {
      throw new AdminInputError(`no user ${email} yet: give a password to create one`);
    }
    const hash = await ctx.password.hash(password);
    const created = await ctx.internalAdapter.createUser(
      { email, name: input.name?.trim() || 'Admin', emailVerified: true },
      { method: 'admin' },
    );
    userId = created.id;
    await ctx.internalAdapter.linkAccount({
      userId,
      providerId: 'credential',
      accountId: userId,
      password: hash,
    });
  }
  const wasAdmin = existing ? await isAdmin(db, userId) : false;
  await db.transaction(async (tx) => {
    await tx
      .insert(profiles)
      .values({ id: userId, role: 'admin' })
      .onConflictDoUpdate({ target: profiles.id, set: { role: 'admin', updatedAt: new Date() } });
    // The audit log: who became an administrator, and password changes (never the password).
    const note = (action: string, summary: string) =>
      appendAudit(tx, SYSTEM_ACTOR, action, { entity: 'user', entityId: userId, summary });
    if (!existing) await note('users.createAdmin', auditSummary.adminCreated(email));
    else if (!wasAdmin) await note('users.promoteAdmin', auditSummary.adminPromoted(email));
    if (existing && password !== undefined)
      await note('users.setPassword', auditSummary.adminPassword(email));
  });
  return { userId, email, created: !existing };
}

/**
 * At start-up, when no administrator exists: the one from ADMIN_EMAIL/ADMIN_PASSWORD, or — for
 * the embedded demo only — DEMO_ADMIN_EMAIL with a random password, printed once and kept in
 * `<data>/admin-credentials.txt` (owner-only). Never a fixed default password.
 */
export async function ensureFirstAdmin(options: {
  auth: Auth;
  db: Database;
  adminEmail?: string;
  adminPassword?: string;
  embedded: boolean;
  dataDir: string;
  log: (message: string) => void;
}): Promise<void> {
  const { auth, db, log } = options;
  if (await hasAdmin(db)) return;
  if (options.adminEmail && options.adminPassword) {
    const admin = await upsertAdmin(auth, db, {
      email: options.adminEmail,
      password: options.adminPassword,
    });
    log(`Administrator ${admin.email} ${admin.created ? 'created' : 'promoted'} from ADMIN_EMAIL`);
    return;
  }
  if (!options.embedded) {
    log(
      'No administrator yet: set ADMIN_EMAIL and ADMIN_PASSWORD, or run `npm run admin:create -- --email you@example.com --password ...`',
    );
    return;
  }
  const password = randomBytes(18).toString('base64url');
  const admin = await upsertAdmin(auth, db, { email: DEMO_ADMIN_EMAIL, password });
  const file = path.join(options.dataDir, ADMIN_CREDENTIALS_FILE);
  writeFileSync(file, `email: ${admin.email}\npassword: ${password}\n`, { mode: 0o600 });
  chmodSync(file, 0o600); // also when an old file was there
  log(
    `Demo administrator created — sign in at /auth as ${admin.email} with password ${password} (also saved to ${file}; shown only this once)`,
  );
}
