import 'server-only';
import { eq } from 'drizzle-orm';
import { getDb, type Database } from '@/db';
import { user } from '@/db/schema';
import { readSetting } from '@/lib/settings';

/**
 * Whether this viewer must turn on two-factor sign-in before using the back office: the company
 * setting "require two-factor for administrators" is on (/admin/settings), the viewer is an
 * administrator, and their account does not have it yet. The admin layout sends such a viewer to
 * /account, where they enrol.
 *
 * Read fresh on every call (not the pages' cached setting): switching the requirement on must
 * hold from the very next request. The account is looked up only when the answer depends on it.
 */
export async function mustEnrolTwoFactor(
  viewer: { isAdmin: boolean; user: { id: string } },
  db: Database = getDb(),
): Promise<boolean> {
  if (!viewer.isAdmin) return false;
  const company = await readSetting('company', db);
  if (!company.requireTwoFactorForAdmins) return false;
  const [row] = await db
    .select({ enabled: user.twoFactorEnabled })
    .from(user)
    .where(eq(user.id, viewer.user.id))
    .limit(1);
  // No such account (deleted meanwhile): nothing to enrol; the layout's own guard refuses it.
  return row ? !row.enabled : false;
}
