import type { IncomingMessage } from 'node:http';
import proxyAddr from 'proxy-addr';

/**
 * The header our own HTTP server (scripts/start.ts) sets on every request to the client's
 * address. It always overwrites what the client sent, so code behind it can trust it.
 */
export const CLIENT_IP_HEADER = 'x-vending-client-ip';

/** Exactly one proxy hop is trusted: the socket's peer (the proxy), never what it was told. */
const ONE_PROXY = (_address: string, hop: number) => hop < 1;

/**
 * The client's address: the socket's peer, or — only when TRUST_PROXY says one proxy stands in
 * front — the address that proxy appended last to X-Forwarded-For (earlier entries come from the
 * client and can be forged). Read by `proxy-addr`, Express's reader of the same header.
 */
export function clientIp(
  req: Pick<IncomingMessage, 'headers' | 'socket'>,
  trustProxy: boolean,
): string {
  const peer = req.socket.remoteAddress ?? 'unknown';
  if (!trustProxy || !req.socket.remoteAddress) return peer;
  return proxyAddr(req as IncomingMessage, ONE_PROXY);
}
