import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { withAppUnderTest } from '../../../tests/setup/app-under-test';
import { profiles, siteSettings, user as users, type Role } from '@/db/schema';
import { readSetting } from '@/lib/settings';
import { mustEnrolTwoFactor } from './enrolment-required';

/**
 * "Require two-factor for administrators" (/admin/settings): who must enrol before using the back
 * office, against a real database.
 */
const t = withAppUnderTest();

/** A user with the role, and whether two-factor is on for them; the viewer the layout passes. */
async function viewer(role: Role, twoFactorEnabled: boolean) {
  const { getAuth } = await import('@/lib/auth');
  const email = `enrol-${randomUUID().slice(0, 8)}@example.com`;
  const { user } = await getAuth().api.signUpEmail({
    body: { name: 'Noa', email, password: 'violet-harbor-tundra-47' },
  });
  await t.db.update(users).set({ twoFactorEnabled }).where(eq(users.id, user.id));
  await t.db.update(profiles).set({ role }).where(eq(profiles.id, user.id));
  return { isAdmin: role === 'admin', user: { id: user.id } };
}

async function requireForAdmins(on: boolean) {
  const company = { ...(await readSetting('company', t.db)), requireTwoFactorForAdmins: on };
  await t.db
    .insert(siteSettings)
    .values({ key: 'company', value: company, updatedBy: 'test' })
    .onConflictDoUpdate({ target: siteSettings.key, set: { value: company } });
}

describe('mustEnrolTwoFactor', () => {
  it('is false for everyone while the setting is off (the default)', async () => {
    expect(await mustEnrolTwoFactor(await viewer('admin', false), t.db)).toBe(false);
  });

  it('is true, with the setting on, for an administrator without two-factor only', async () => {
    await requireForAdmins(true);
    expect(await mustEnrolTwoFactor(await viewer('admin', false), t.db)).toBe(true);
    expect(await mustEnrolTwoFactor(await viewer('admin', true), t.db)).toBe(false);
    expect(await mustEnrolTwoFactor(await viewer('editor', false), t.db)).toBe(false);
    expect(await mustEnrolTwoFactor(await viewer('sales', false), t.db)).toBe(false);
    // The app's own database by default.
    expect(await mustEnrolTwoFactor(await viewer('admin', false))).toBe(true);
    await requireForAdmins(false);
    expect(await mustEnrolTwoFactor(await viewer('admin', false), t.db)).toBe(false);
  });
});
