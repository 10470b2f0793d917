import { createServer, type RequestListener, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * Real HTTP servers on loopback for tests of our response wrappers: `start(listener)` gives the
 * new server's origin, `closeAll()` (in an afterEach) stops every one started.
 */
export function localServers() {
  const servers: Server[] = [];
  return {
    async start(listener: RequestListener): Promise<string> {
      const server = createServer(listener);
      servers.push(server);
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    },
    closeAll: () =>
      Promise.all(servers.splice(0).map((s) => new Promise((resolve) => s.close(resolve)))),
  };
}
