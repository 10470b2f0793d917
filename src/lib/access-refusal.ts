/**
 * The refusal status of an error thrown by Next's `unauthorized()` / `forbidden()` (401 / 403),
 * or undefined for any other error. Next marks them with a digest, which survives the trip from
 * a server action to the browser (the message does not, in production). Used by the back-office
 * forms to show "no permission" instead of a generic failure.
 */
const REFUSAL_DIGEST = /^NEXT_HTTP_ERROR_FALLBACK;(401|403)$/;

export function accessRefusalStatus(error: unknown): 401 | 403 | undefined {
  const digest = (error as { digest?: unknown } | null)?.digest;
  const match = typeof digest === 'string' ? REFUSAL_DIGEST.exec(digest) : null;
  return match ? (Number(match[1]) as 401 | 403) : undefined;
}
