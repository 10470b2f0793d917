/**
 * Where to send a user after sign-in: only a path of this site under /admin or the account page
 * /account (the guard's `returnTo`). Anything else — another host, `//host`, a backslash trick, a public page — is
 * dropped, so the sign-in page cannot be used to bounce people elsewhere.
 */
export function safeReturnTo(value: unknown): string | null {
  if (typeof value !== 'string' || value.length > 300) return null;
  if (!value.startsWith('/') || value.startsWith('//') || value.includes('\\')) return null;
  let url: URL;
  try {
    url = new URL(value, 'http://site.invalid');
  } catch {
    return null;
  }
  if (url.origin !== 'http://site.invalid') return null;
  if (!/^\/(?:admin(?:\/[\w-]+)*|account)\/?$/.test(url.pathname)) return null;
  return `${url.pathname}${url.search}`;
}

/** The sign-in page's address that brings the user back to `path` afterwards. */
export function signInPath(path: string): string {
  const back = safeReturnTo(path);
  return back ? `/auth?returnTo=${encodeURIComponent(back)}` : '/auth';
}
