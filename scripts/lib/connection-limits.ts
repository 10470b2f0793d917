import type { RequestListener, Server, ServerOptions } from 'node:http';
import type { Socket } from 'node:net';
import { RETRY_AFTER_SECONDS } from './full-error-pages';

/**
 * How long a client may take, and how many sockets it may hold (issue 28). Node's defaults let
 * a request that never finishes hold a socket — and an open file — for 5 minutes; ~20,000 of
 * them from one client ran the process out of files (health check down, pages refused). These
 * bound what one client can hold, and how long. SERVER_TIMEOUTS are createServer's options.
 */
export const SERVER_TIMEOUTS = {
  /**
   * The request line and headers must arrive within this (slowloris): 408 after it. Node writes
   * that 408 to the socket itself, bare: no request was read, so there is no HTTP response to put
   * the site's headers on (and nothing in it for a browser to run or frame).
   */
  headersTimeout: 15_000,
  /** The whole request, body included: a 10 MB photo upload needs ≥ 1.4 Mbit/s to fit. */
  requestTimeout: 60_000,
  /** An idle kept-alive socket is closed after this (Node's default). */
  keepAliveTimeout: 5_000,
  /** How often Node looks for requests past their time (its default, 30 s, lets them linger). */
  connectionsCheckingInterval: 1_000,
} as const satisfies ServerOptions;

/**
 * Written to a socket over the cap before its request is read: raw, as no HTTP response exists
 * yet (the site's fixed headers, security-headers.ts, go on responses; a plain-text 503 that
 * closes the connection has nothing for them to guard).
 */
const refusal = (() => {
  const body = 'Too many connections from your address. Try again shortly.\n';
  return [
    'HTTP/1.1 503 Service Unavailable',
    'Content-Type: text/plain; charset=utf-8',
    `Content-Length: ${Buffer.byteLength(body)}`,
    `Retry-After: ${RETRY_AFTER_SECONDS}`,
    'Cache-Control: no-store',
    'Connection: close',
    '',
    body,
  ].join('\r\n');
})();

/**
 * Caps the sockets each client address holds at once at
 * `perClient` (0: no cap). The address is the socket's: behind a reverse proxy every socket is
 * the proxy's, so the cap must be at least the proxy's connections to us (MAX_CONNECTIONS_PER_CLIENT;
 * nginx limits its own clients with limit_conn). A socket over the cap is answered 503 at once
 * and closed; `admitted` keeps the request handler away from such a socket.
 */
export function limitConnectionsPerClient(server: Server, perClient: number) {
  const open = new Map<string, number>();
  const refused = new WeakSet<Socket>();
  server.on('connection', (socket: Socket) => {
    if (perClient <= 0) return;
    const address = socket.remoteAddress ?? '';
    const count = (open.get(address) ?? 0) + 1;
    if (count > perClient) {
      refused.add(socket);
      // Whatever the client sends is not read: the answer goes out and the socket closes.
      socket.end(refusal);
      socket.setTimeout(1_000, () => socket.destroy());
      return;
    }
    open.set(address, count);
    socket.once('close', () => {
      const left = (open.get(address) ?? 1) - 1;
      if (left > 0) open.set(address, left);
      else open.delete(address);
    });
  });
  return {
    /** `listener`, except for requests on a socket that has had its 503 (left alone). */
    admitted:
      (listener: RequestListener): RequestListener =>
      (req, res) => {
        if (!refused.has(req.socket)) listener(req, res);
      },
    /** Open sockets of one address (for tests). */
    openFrom: (address: string) => open.get(address) ?? 0,
  };
}
