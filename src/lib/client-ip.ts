import type { IncomingMessage } from 'node:http';

/**
 * The header our own HTTP server (scripts/start.ts) sets on every request to the client's
 * address. It always overwrites what the client sent, so code behind it can trust it.
 */
export const CLIENT_IP_HEADER = 'x-vending-client-ip';

/**
 * The client's address: the socket's peer, or — only when TRUST_PROXY says one proxy stands in
 * front — the address that proxy appended last to X-Forwarded-For (earlier entries come from the
 * client and can be forged).
 */
export function clientIp(
  req: Pick<IncomingMessage, 'headers' | 'socket'>,
  trustProxy: boolean,
): string {
  const peer = req.socket.remoteAddress ?? 'unknown';
  if (!trustProxy) return peer;
  const forwarded = req.headers['x-forwarded-for'];
  const list = (Array.isArray(forwarded) ? forwarded.join(',') : (forwarded ?? ''))
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  return list.at(-1) ?? peer;
}
