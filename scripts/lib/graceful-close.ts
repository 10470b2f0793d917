import type { Server } from 'node:http';

/**
 * How long a shutdown (a deploy's SIGTERM, Ctrl-C) lets requests in flight finish: a visitor's
 * inquiry being saved gets its answer instead of a cut connection.
 */
export const SHUTDOWN_GRACE_MS = 10_000;

/**
 * Stops `server` taking connections and resolves once every request in flight has been answered,
 * or after `graceMs`, when the sockets still open are closed. Keep-alive sockets are closed as soon
 * as they fall idle (Node's `close()` only closes those idle at the moment it is called).
 */
export function closeGracefully(server: Server, graceMs = SHUTDOWN_GRACE_MS): Promise<void> {
  return new Promise((resolve) => {
    const idle = setInterval(() => server.closeIdleConnections(), 100);
    const deadline = setTimeout(() => server.closeAllConnections(), graceMs);
    server.close(() => {
      clearInterval(idle);
      clearTimeout(deadline);
      resolve();
    });
  });
}
