/**
 * `next/headers` for tests that call server code outside a Next request (admin actions, the
 * guard): `vi.mock('next/headers', () => import('<path>/tests/setup/next-headers'))`, then
 * `asVisitor(cookie)` sets what the next call sees. Sessions stay real (Better Auth reads the
 * cookie from these headers against the test database).
 */
const request = { headers: new Headers() };

export const headers = async () => request.headers;
export const cookies = async () => ({ get: () => undefined, getAll: () => [], has: () => false });

/** The next calls come from `ip`, signed in with `cookie` (anonymous without one). */
export function asVisitor(cookie?: string, ip = '203.0.113.7') {
  request.headers = new Headers({ 'x-vending-client-ip': ip });
  if (cookie) request.headers.set('cookie', cookie);
}
