import 'server-only';
import { getViewer } from '@/lib/admin/guard';

/** Who is asking, and through which of their sessions (its id: the token never leaves here). */
export type SignedIn = { userId: string; sessionId: string };

/**
 * The signed-in person of this request and the session they use, or null when nobody is: the
 * request's one session read (getViewer, cached per render, never refreshed here).
 */
export async function signedInSession(): Promise<SignedIn | null> {
  const viewer = await getViewer();
  return viewer ? { userId: viewer.user.id, sessionId: viewer.sessionId } : null;
}
