import 'server-only';
import { and, desc, eq, gt } from 'drizzle-orm';
import { getDb } from '@/db';
import { session } from '@/db/schema';
import { AuthError } from '@/lib/admin/guard';
import { describeUserAgent, type DeviceDescription } from '@/lib/user-agent';
import { signedInSession } from './current-session';

/** One of the signed-in person's sessions as /account shows it: no token, only the row's id. */
export type MySession = {
  id: string;
  /** The session of this very request ("this device"). */
  current: boolean;
  device: DeviceDescription;
  ipAddress: string | null;
  /** When it started (sign-in). */
  createdAt: Date;
  /**
   * When it was last used, as far as the database knows: Better Auth writes `updated_at` when it
   * extends a session (at most once a day, src/lib/auth/index.ts `updateAge`), not per request.
   */
  lastUsedAt: Date;
};

/**
 * The signed-in person's unexpired sessions, the most recently used first. Nobody signed in →
 * AuthError 401 (the /account page shows this list only to a signed-in person).
 */
export async function listMySessions(): Promise<MySession[]> {
  const me = await signedInSession();
  if (!me) throw new AuthError(401);
  const rows = await getDb()
    .select({
      id: session.id,
      userAgent: session.userAgent,
      ipAddress: session.ipAddress,
      createdAt: session.createdAt,
      updatedAt: session.updatedAt,
    })
    .from(session)
    .where(and(eq(session.userId, me.userId), gt(session.expiresAt, new Date())))
    .orderBy(desc(session.updatedAt), desc(session.createdAt), session.id);
  return rows.map((row) => ({
    id: row.id,
    current: row.id === me.sessionId,
    device: describeUserAgent(row.userAgent),
    ipAddress: row.ipAddress,
    createdAt: row.createdAt,
    lastUsedAt: row.updatedAt,
  }));
}
