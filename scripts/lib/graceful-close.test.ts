import { Agent, createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterEach, describe, expect, it } from 'vitest';
import { closeGracefully } from './graceful-close';

let server: Server | undefined;
afterEach(() => {
  server?.closeAllConnections();
  server?.close();
});

/** A server whose answer to `/slow` comes after `ms`, and at once to anything else. */
async function listen(ms: number): Promise<string> {
  server = createServer((req, res) => {
    const answer = () => res.end(req.url);
    if (req.url === '/slow') setTimeout(answer, ms);
    else answer();
  });
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

/** A GET on a keep-alive agent: the body, or the error that ended it. */
function get(url: string): Promise<string> {
  return new Promise((resolve) => {
    request(url, { agent: new Agent({ keepAlive: true }) }, (res) => {
      let body = '';
      res.on('data', (chunk) => (body += chunk));
      res.on('end', () => resolve(body));
      res.on('error', (error) => resolve(`error: ${error.message}`));
    })
      .on('error', (error) => resolve(`error: ${error.message}`))
      .end();
  });
}

/**
 * A request to `/slow` (answered after `slowMs`) is in flight when closeGracefully(`graceMs`)
 * begins: what the client got, and how long the close took.
 */
async function closeDuringRequest(slowMs: number, graceMs: number) {
  const base = await listen(slowMs);
  const answer = get(`${base}/slow`);
  await sleep(100);
  const started = Date.now();
  await closeGracefully(server!, graceMs);
  return { answer: await answer, closeMs: Date.now() - started };
}

describe('closeGracefully', () => {
  it('lets a request in flight finish, then resolves', async () => {
    const { answer, closeMs } = await closeDuringRequest(400, 5_000);
    expect(answer).toBe('/slow');
    expect(closeMs).toBeGreaterThanOrEqual(250);
    expect(closeMs).toBeLessThan(2_000);
  });

  it('does not wait for a keep-alive socket left idle after its answer', async () => {
    const base = await listen(0);
    expect(await get(`${base}/fast`)).toBe('/fast');
    const started = Date.now();
    await closeGracefully(server!, 5_000);
    expect(Date.now() - started).toBeLessThan(1_000);
  });

  it('cuts a request still running when the grace ends', async () => {
    const { answer, closeMs } = await closeDuringRequest(60_000, 300);
    expect(answer).toMatch(/^error: /);
    expect(closeMs).toBeLessThan(2_000);
  });
});
