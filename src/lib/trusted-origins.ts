import { isIP } from 'node:net';

/**
 * Which browser origins may call the sign-in endpoints (Better Auth's origin/CSRF check).
 *
 * - With SITE_URL set (a deployment): exactly that origin plus the TRUSTED_ORIGINS list.
 * - Without it (the embedded demo, `npm start`): the default http://localhost:PORT, and also the
 *   address the request itself came in on when that address is the machine itself or a private
 *   network (127.0.0.1, 192.168.x.x, …) — people open the demo on those too. The address is read
 *   from the Host header, never from the Origin under test, so a page on another site still fails
 *   the check; a public host name (DNS rebinding) is not a private address literal and fails too.
 */
export function trustedOriginsFor(config: {
  siteUrl: string;
  siteUrlSet: boolean;
  extra: readonly string[];
}): (request?: Request) => string[] {
  const fixed = [new URL(config.siteUrl).origin, ...config.extra];
  if (config.siteUrlSet) return () => fixed;
  return (request) => {
    const own = request && requestOrigin(request);
    return own && isLocalAddress(new URL(own).hostname) ? [...fixed, own] : fixed;
  };
}

/** The origin a request was addressed to: its scheme and its Host header. */
function requestOrigin(request: Request): string | undefined {
  const host = request.headers.get('host');
  if (!host) return undefined;
  try {
    return new URL(`${new URL(request.url).protocol}//${host}`).origin;
  } catch {
    return undefined;
  }
}

/** Loopback, private (RFC 1918 / unique local) or link-local address literals, and localhost. */
export function isLocalAddress(hostname: string): boolean {
  const host = hostname.replace(/^\[|\]$/g, '').toLowerCase();
  if (host === 'localhost') return true;
  if (isIP(host) === 4) {
    const [a, b] = host.split('.').map(Number) as [number, number];
    return (
      a === 127 ||
      a === 10 ||
      (a === 172 && b >= 16 && b <= 31) ||
      (a === 192 && b === 168) ||
      (a === 169 && b === 254)
    );
  }
  if (isIP(host) === 6) {
    return host === '::1' || /^f[cd][0-9a-f]{2}:/.test(host) || /^fe[89ab][0-9a-f]:/.test(host);
  }
  return false;
}

/** The clear line an operator reads when a browser's origin is refused. */
export function refusedOriginLine(origin: string, config: { siteUrlSet: boolean }): string {
  const how = config.siteUrlSet
    ? 'it is neither SITE_URL nor in TRUSTED_ORIGINS (comma-separated origins)'
    : 'it is not this machine or a private-network address; set SITE_URL to the public address';
  return `[auth] refused a request from origin ${origin}: ${how}`;
}
