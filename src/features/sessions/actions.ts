'use server';

import { and, eq, ne } from 'drizzle-orm';
import { refresh } from 'next/cache';
import { unstable_rethrow } from 'next/navigation';
import { createTranslator } from 'next-intl';
import he from '@messages/he.json';
import { getDb } from '@/db';
import { session } from '@/db/schema';
import { loggableError } from '@/lib/auth';
import { signedInSession, type SignedIn } from './current-session';

/**
 * A signed-in person signs their own sessions out (/account). Not admin actions (adminAction):
 * anyone signed in manages their own sessions, and only those — every delete is limited to the
 * caller's user id, read here from their cookie. Next checks that a server action comes from our
 * own pages (its Origin check); nothing else to add against cross-site requests.
 */

/** The outcome, with a Hebrew text for the page's live region when refused (/account is Hebrew). */
export type SessionActionResult = { ok: true } | { ok: false; message: string };

/** Better Auth's ids are 32 characters; anything far longer is not one. */
const MAX_ID_LENGTH = 200;

const errors = createTranslator({ locale: 'he', messages: he, namespace: 'sessions.errors' });
type ErrorKey = Parameters<typeof errors>[0];

const refusal = (key: ErrorKey): SessionActionResult => ({ ok: false, message: errors(key) });

/**
 * Runs `work` for the signed-in caller: nobody signed in → refused, a failure → a plain "try
 * again" (logged without the query's parameters: they hold the session token). Either way the
 * page is re-rendered with the action's answer (refresh), so the list shows what is now true —
 * or the sign-in screen.
 */
async function asSignedIn(
  work: (me: SignedIn) => Promise<SessionActionResult>,
): Promise<SessionActionResult> {
  try {
    const me = await signedInSession();
    return me ? await work(me) : refusal('signedOut');
  } catch (error) {
    unstable_rethrow(error);
    console.error('[sessions] signing a session out failed:', loggableError(error));
    return refusal('failed');
  } finally {
    refresh();
  }
}

/**
 * Signs one of the caller's other sessions out (deletes its row: the device's next request is
 * signed out). Another user's session id, an unknown one and one already gone all answer "not
 * found" and change nothing; the current session is refused (signing out does that).
 */
export async function revokeSession(id: string): Promise<SessionActionResult> {
  return asSignedIn(async (me) => {
    if (typeof id !== 'string' || !id || id.length > MAX_ID_LENGTH) return refusal('notFound');
    if (id === me.sessionId) return refusal('current');
    const removed = await getDb()
      .delete(session)
      .where(and(eq(session.id, id), eq(session.userId, me.userId)))
      .returning({ id: session.id });
    return removed.length > 0 ? { ok: true } : refusal('notFound');
  });
}

/** Signs every session of the caller out except the one of this request. */
export async function revokeOtherSessions(): Promise<SessionActionResult> {
  return asSignedIn(async (me) => {
    await getDb()
      .delete(session)
      .where(and(eq(session.userId, me.userId), ne(session.id, me.sessionId)));
    return { ok: true };
  });
}
