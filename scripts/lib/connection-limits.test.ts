import { createServer, type Server } from 'node:http';
import net, { type AddressInfo } from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { limitConnectionsPerClient, SERVER_TIMEOUTS } from './connection-limits';

let server: Server | undefined;
const sockets: net.Socket[] = [];
afterEach(async () => {
  for (const socket of sockets.splice(0)) socket.destroy();
  await new Promise((resolve) => (server ? server.close(resolve) : resolve(undefined)));
  server = undefined;
});

async function start(perClient: number) {
  server = createServer(SERVER_TIMEOUTS);
  const limits = limitConnectionsPerClient(server, perClient);
  server.on(
    'request',
    limits.admitted((_req, res) => res.end('ok')),
  );
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  return { port: (server.address() as AddressInfo).port, limits };
}

/** A socket from `localAddress` that sends half a request line and waits (a slowloris). */
function hang(port: number, localAddress: string) {
  return new Promise<{ socket: net.Socket; answer: () => string }>((resolve, reject) => {
    let answer = '';
    const socket = net.connect({ port, host: '127.0.0.1', localAddress }, () => {
      socket.write('GET / HTTP/1.1\r\nHost: x\r\n');
      resolve({ socket, answer: () => answer });
    });
    socket.on('data', (chunk) => (answer += chunk.toString()));
    socket.on('error', reject);
    sockets.push(socket);
  });
}

/** Waits until `check` holds (asked every 20 ms; fails after `ms`). */
async function until(check: () => boolean, ms = 5_000) {
  await vi.waitFor(() => expect(check(), 'timed out waiting').toBe(true), {
    timeout: ms,
    interval: 20,
  });
}

describe('limitConnectionsPerClient', () => {
  it('the socket over one address’s cap gets 503 at once; other addresses are served; a closed socket frees its place', async () => {
    const { port, limits } = await start(3);
    const held = [];
    for (let i = 0; i < 3; i++) held.push(await hang(port, '127.0.0.7'));
    await until(() => limits.openFrom('::ffff:127.0.0.7') + limits.openFrom('127.0.0.7') === 3);

    const over = await hang(port, '127.0.0.7');
    await until(() => over.answer().length > 0);
    expect(over.answer()).toMatch(/^HTTP\/1\.1 503 Service Unavailable\r\n/);
    expect(over.answer()).toMatch(/\r\nRetry-After: \d+\r\n/);

    // Another client is not held up by this one's sockets.
    const other = await fetch(`http://127.0.0.1:${port}/`);
    expect(await other.text()).toBe('ok');

    held[0]!.socket.destroy();
    await until(() => limits.openFrom('127.0.0.7') === 2);
    const next = await hang(port, '127.0.0.7');
    next.socket.write('\r\n');
    await until(() => next.answer().length > 0);
    expect(next.answer()).toMatch(/^HTTP\/1\.1 200 OK/);
  });

  it('0: no cap', async () => {
    const { port } = await start(0);
    for (let i = 0; i < 5; i++) await hang(port, '127.0.0.8');
    const last = await hang(port, '127.0.0.8');
    last.socket.write('\r\n');
    await until(() => last.answer().length > 0);
    expect(last.answer()).toMatch(/^HTTP\/1\.1 200 OK/);
  });

  it('a request whose headers never end is answered 408 after the headers timeout, not held for minutes', async () => {
    const { port } = await start(0);
    const began = Date.now();
    const slow = await hang(port, '127.0.0.9');
    // Node's default would answer after 300 s; a busy machine may add a few seconds to ours.
    await until(() => slow.answer().length > 0, SERVER_TIMEOUTS.headersTimeout + 15_000);
    const waited = Date.now() - began;
    expect(slow.answer()).toMatch(/^HTTP\/1\.1 408 Request Timeout/);
    expect(waited).toBeGreaterThanOrEqual(SERVER_TIMEOUTS.headersTimeout - 100);
  }, 45_000);
});
