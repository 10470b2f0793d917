import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { withAppUnderTest } from '../../../tests/setup/app-under-test';
import { auditLog, profiles, user as users } from '@/db/schema';
import type { Auth } from '@/lib/auth';
import {
  ADMIN_CREDENTIALS_FILE,
  AdminInputError,
  DEMO_ADMIN_EMAIL,
  ensureFirstAdmin,
  hasAdmin,
  upsertAdmin,
} from './first-admin';

const t = withAppUnderTest();
let auth: Auth;

beforeAll(async () => {
  const { createAuth } = await import('@/lib/auth');
  auth = createAuth(t.db);
});
beforeEach(async () => {
  await t.db.delete(users);
});

const roleOf = async (email: string) => {
  const [row] = await t.db
    .select({ role: profiles.role, verified: users.emailVerified })
    .from(users)
    .leftJoin(profiles, eq(profiles.id, users.id))
    .where(eq(users.email, email));
  return row;
};

async function canSignIn(email: string, password: string) {
  const response = await auth.api.signInEmail({ body: { email, password }, asResponse: true });
  return response.status === 200;
}

describe('upsertAdmin (npm run admin:create)', () => {
  it('creates a verified administrator who can sign in', async () => {
    const result = await upsertAdmin(auth, t.db, {
      email: 'Boss@Example.com',
      password: 'granite-lantern-meadow-61',
    });
    expect(result).toMatchObject({ email: 'boss@example.com', created: true });
    expect(await roleOf('boss@example.com')).toEqual({ role: 'admin', verified: true });
    expect(await canSignIn('boss@example.com', 'granite-lantern-meadow-61')).toBe(true);
  });

  it('promotes an existing unverified user, verifying the address and setting the password', async () => {
    await auth.api.signUpEmail({
      body: { name: 'Noa', email: 'noa@example.com', password: 'old-copper-willow-18' },
    });
    expect(await roleOf('noa@example.com')).toEqual({ role: 'user', verified: false });
    const result = await upsertAdmin(auth, t.db, {
      email: 'noa@example.com',
      password: 'new-tundra-orchard-44',
    });
    expect(result.created).toBe(false);
    expect(await roleOf('noa@example.com')).toEqual({ role: 'admin', verified: true });
    expect(await canSignIn('noa@example.com', 'new-tundra-orchard-44')).toBe(true);
    expect(await canSignIn('noa@example.com', 'old-copper-willow-18')).toBe(false);
  });

  it('promotes without touching the password when none is given', async () => {
    await auth.api.signUpEmail({
      body: { name: 'Avi', email: 'avi@example.com', password: 'quartz-harbor-violet-35' },
    });
    await upsertAdmin(auth, t.db, { email: 'avi@example.com' });
    expect(await canSignIn('avi@example.com', 'quartz-harbor-violet-35')).toBe(true);
  });

  it('records each change in the audit log as the system, never the password', async () => {
    await t.db.delete(auditLog);
    await auth.api.signUpEmail({
      body: { name: 'Dan', email: 'dan@example.com', password: 'first-lantern-estuary-27' },
    });
    await upsertAdmin(auth, t.db, { email: 'dan@example.com' });
    await upsertAdmin(auth, t.db, {
      email: 'dan@example.com',
      password: 'second-meadow-granite-82',
    });
    await upsertAdmin(auth, t.db, {
      email: 'new@example.com',
      password: 'third-orchard-copper-56',
    });
    const rows = await t.db.select().from(auditLog).orderBy(auditLog.at);
    expect(rows.map((r) => [r.action, r.actorId, r.actorEmail, r.entityType])).toEqual([
      ['users.promoteAdmin', null, 'system', 'user'],
      ['users.setPassword', null, 'system', 'user'],
      ['users.createAdmin', null, 'system', 'user'],
    ]);
    expect(rows[0]!.summary).toContain('dan@example.com');
    for (const row of rows) {
      for (const secret of ['second-meadow-granite-82', 'third-orchard-copper-56']) {
        expect(row.summary).not.toContain(secret);
      }
    }
  });

  it('refuses bad input', async () => {
    await expect(upsertAdmin(auth, t.db, { email: 'nobody@example.com' })).rejects.toThrow(
      AdminInputError,
    );
    await expect(
      upsertAdmin(auth, t.db, { email: 'x@example.com', password: '12345' }),
    ).rejects.toThrow(/6 to 128 characters/);
    await expect(
      upsertAdmin(auth, t.db, { email: 'admin@localhost', password: 'secret1' }),
    ).rejects.toThrow(/not an e-mail/);
  });

  it('refuses a password too easy to guess, saying why (issue 32)', async () => {
    await expect(
      upsertAdmin(auth, t.db, { email: 'weak@example.com', password: 'password' }),
    ).rejects.toThrow(/^the password is too easy to guess: This is one of the ten most common/);
    await expect(
      upsertAdmin(auth, t.db, {
        email: 'rina.katz@example.com',
        password: 'rina.katz-violet-harbor',
      }),
    ).rejects.toThrow(/contains your name or your e-mail address/);
    expect(await roleOf('weak@example.com')).toBeUndefined();
  });
});

describe('ensureFirstAdmin (start-up)', () => {
  const run = async (over: Partial<Parameters<typeof ensureFirstAdmin>[0]> = {}) => {
    const logs: string[] = [];
    await ensureFirstAdmin({
      auth,
      db: t.db,
      embedded: false,
      dataDir: t.dataDir,
      log: (m) => logs.push(m),
      ...over,
    });
    return logs;
  };

  it('creates the admin of ADMIN_EMAIL / ADMIN_PASSWORD when there is none', async () => {
    const logs = await run({
      adminEmail: 'owner@example.com',
      adminPassword: 'violet-estuary-lantern-93',
    });
    expect(logs).toEqual(['Administrator owner@example.com created from ADMIN_EMAIL']);
    expect(await canSignIn('owner@example.com', 'violet-estuary-lantern-93')).toBe(true);
    // Once an admin exists, nothing more happens.
    expect(await run({ adminEmail: 'other@example.com', adminPassword: 'other-pw' })).toEqual([]);
    expect(await roleOf('other@example.com')).toBeUndefined();
  });

  it('only tells how to create one with an external database and no ADMIN_EMAIL', async () => {
    const logs = await run();
    expect(logs.join()).toMatch(/No administrator yet: .*admin:create/);
    expect(await hasAdmin(t.db)).toBe(false);
  });

  it('gives the embedded demo a random-password admin, printed once and kept owner-only', async () => {
    const logs = await run({ embedded: true });
    const file = path.join(t.dataDir, ADMIN_CREDENTIALS_FILE);
    const saved = await readFile(file, 'utf8');
    const password = /^password: (\S+)$/m.exec(saved)?.[1];
    expect(saved).toContain(`email: ${DEMO_ADMIN_EMAIL}`);
    expect(password).toMatch(/^[\w-]{20,}$/);
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    expect(logs).toHaveLength(1);
    expect(logs[0]).toContain(password);
    expect(await canSignIn(DEMO_ADMIN_EMAIL, password!)).toBe(true);
    expect(await run({ embedded: true })).toEqual([]);

    // Another fresh database gets another password: never a fixed default.
    await t.db.delete(users);
    await run({ embedded: true });
    const again = /^password: (\S+)$/m.exec(await readFile(file, 'utf8'))?.[1];
    expect(again).not.toBe(password);
  });
});
