import { randomInt } from 'node:crypto';
import { readFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { E2E_BASE_URL } from '../../playwright.config';

/**
 * Issue 28 against the production server: every request gets an answer. Malformed
 * request-targets (an outside probe's list plus generated ones, seeded: FUZZ_SEED=… replays a
 * run) get a status below 500 within a second; a client holding twice its socket cap does not
 * take the site down; server actions from a foreign origin or with a body that cannot be read are
 * refused with 403 / 400, never 500.
 */
const { hostname, port } = new URL(E2E_BASE_URL);
const PORT = Number(port);
/** The server's default cap (src/config/env.ts: MAX_CONNECTIONS_PER_CLIENT). */
const PER_CLIENT = 256;

/** Sends one raw request and resolves with its status code (0: no answer in `ms`). */
function rawStatus(
  requestLine: string,
  { ms = 1_000, localAddress }: { ms?: number; localAddress?: string } = {},
): Promise<number> {
  return new Promise((resolve) => {
    let answer = '';
    const socket = net.connect({
      host: hostname === 'localhost' ? '127.0.0.1' : hostname,
      port: PORT,
      localAddress,
    });
    const done = (status: number) => {
      clearTimeout(timer);
      socket.destroy();
      resolve(status);
    };
    const timer = setTimeout(() => done(0), ms);
    socket.on('connect', () =>
      socket.write(`${requestLine}\r\nHost: ${hostname}:${PORT}\r\nConnection: close\r\n\r\n`),
    );
    socket.on('data', (chunk) => {
      answer += chunk.toString('latin1');
      const status = /^HTTP\/1\.[01] (\d{3})/.exec(answer);
      if (status) done(Number(status[1]));
    });
    socket.on('error', () => done(-1));
  });
}

/** The probe's forms (issue 28, F1 and F2). */
const PROBE_TARGETS = ['//', '///', '//?a=1', '//@', '//:80', '//#', '/\\', '/\\\\', '*'];

const SEED = Number(process.env.FUZZ_SEED ?? randomInt(1, 2 ** 31));
/** mulberry32: a small deterministic generator. */
function generator(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let x = Math.imul(a ^ (a >>> 15), 1 | a);
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
}
const PIECES = [
  '/',
  '//',
  '\\',
  '@',
  ':80',
  ':',
  '?',
  '#',
  '%',
  '%2F',
  '%2f%2F',
  '%00',
  '%ZZ',
  '%E0%A4%A',
  '%C0%AF',
  '..',
  '.',
  '*',
  'en',
  'he',
  'admin',
  'api',
  'uploads',
  '_next',
  'products',
  'blog-preview',
  'http:',
  'localhost',
  '[::1]',
  ';',
  '&',
  '=',
  '~',
  '!',
  "'",
  '(',
  ')',
  ',',
  'מכונה',
  '%D7%9E',
  '😀',
  '\u00ff',
  'a'.repeat(300),
];
function generatedTargets(count: number): string[] {
  const next = generator(SEED);
  return Array.from({ length: count }, () => {
    const parts = 1 + Math.floor(next() * 6);
    let target = next() < 0.8 ? '/' : '';
    for (let i = 0; i < parts; i++) target += PIECES[Math.floor(next() * PIECES.length)];
    // Raw bytes on the request line: a space would end the target, the rest goes as UTF-8.
    return target.replace(/ /g, '%20');
  });
}

test.describe('every request gets an answer', () => {
  test('the probe’s request-targets answer 400 at once, for every method', async () => {
    for (const target of PROBE_TARGETS) {
      for (const method of ['GET', 'HEAD', 'POST']) {
        expect(await rawStatus(`${method} ${target} HTTP/1.1`), `${method} ${target}`).toBe(400);
      }
    }
    expect(await rawStatus('OPTIONS * HTTP/1.1'), 'OPTIONS *').toBe(204);
  });

  test('generated request-targets: each answered below 500 within a second', async () => {
    // The seed is in the report, not the title (a worker must find the test by its title).
    test.info().annotations.push({ type: 'FUZZ_SEED', description: String(SEED) });
    test.setTimeout(120_000);
    const targets = generatedTargets(400);
    const failures: string[] = [];
    for (let i = 0; i < targets.length; i += 8) {
      const batch = targets.slice(i, i + 8);
      const statuses = await Promise.all(
        batch.map((target) => rawStatus(`${i % 16 ? 'GET' : 'HEAD'} ${target} HTTP/1.1`)),
      );
      statuses.forEach((status, j) => {
        if (status <= 0 || status >= 500) failures.push(`${status || 'no answer'} ← ${batch[j]}`);
      });
    }
    expect(failures, `FUZZ_SEED=${SEED}`).toEqual([]);
  });

  test('2,000 requests for "//" in a row leave the health check and the home page serving', async ({
    request,
  }) => {
    test.setTimeout(120_000);
    for (let i = 0; i < 2_000; i += 20) {
      const statuses = await Promise.all(
        Array.from({ length: 20 }, () => rawStatus('GET // HTTP/1.1', { ms: 5_000 })),
      );
      expect(new Set(statuses)).toEqual(new Set([400]));
    }
    expect((await request.get('/api/health')).status()).toBe(200);
    expect((await request.get('/')).status()).toBe(200);
  });

  test('a client holding twice its socket cap gets 503 for the extra sockets; the site keeps serving others', async ({
    request,
  }) => {
    test.setTimeout(60_000);
    // The hanging client comes from an address of its own, so the other specs running now are
    // not the ones it crowds out.
    const hanging: net.Socket[] = [];
    const refusedAt: number[] = [];
    try {
      for (let i = 0; i < 2 * PER_CLIENT; i++) {
        const socket = net.connect({ host: '127.0.0.1', port: PORT, localAddress: '127.0.0.42' });
        socket.on('error', () => {});
        socket.on('data', (chunk) => {
          if (chunk.toString('latin1').startsWith('HTTP/1.1 503')) refusedAt.push(i);
        });
        await new Promise((resolve) => socket.once('connect', resolve));
        socket.write(`GET / HTTP/1.1\r\nHost: ${hostname}\r\n`); // …and never the blank line
        hanging.push(socket);
      }
      await expect.poll(() => refusedAt.length).toBe(PER_CLIENT);
      expect(Math.min(...refusedAt)).toBe(PER_CLIENT);

      expect((await request.get('/api/health')).status()).toBe(200);
      expect((await request.get('/en')).status()).toBe(200);
      expect(await rawStatus('GET /api/health HTTP/1.1', { localAddress: '127.0.0.43' })).toBe(200);
      // The hanging client itself is told to wait while it holds its cap.
      expect(await rawStatus('GET /api/health HTTP/1.1', { localAddress: '127.0.0.42' })).toBe(503);
    } finally {
      for (const socket of hanging) socket.destroy();
    }
  });
});

/** The back office's actions, from the build's manifest of server references. */
function adminActionIds(): Map<string, { id: string; page: string }> {
  const dist = process.env.NEXT_DIST_DIR || '.next';
  const manifest = JSON.parse(
    readFileSync(path.resolve(dist, 'server/server-reference-manifest.json'), 'utf8'),
  ) as { node: Record<string, { exportedName?: string; workers: Record<string, unknown> }> };
  const actions = new Map<string, { id: string; page: string }>();
  for (const [id, entry] of Object.entries(manifest.node)) {
    const worker = Object.keys(entry.workers).find((name) => name.includes('/admin/'));
    if (!worker || !entry.exportedName || entry.exportedName.startsWith('$$')) continue;
    const page = worker.replace(/^app\/\(back-office\)/, '').replace(/\/page$/, '');
    actions.set(entry.exportedName, { id, page: page.replace(/\[[^\]]+\]/g, 'x') });
  }
  return actions;
}

test.describe('server actions refused cleanly', () => {
  const deep = '['.repeat(5_000) + ']'.repeat(5_000);
  const huge = `[${new Array(200_000).fill(0).join(',')}]`;
  const BAD_BODIES = [
    { what: 'bad JSON', type: 'text/plain;charset=UTF-8', body: '["$K1",{"a":' },
    { what: 'deep nesting', type: 'text/plain;charset=UTF-8', body: deep },
    { what: 'a huge array', type: 'text/plain;charset=UTF-8', body: huge },
    { what: 'broken multipart', type: 'multipart/form-data; boundary=XX', body: '--XX\r\nbroken' },
    {
      what: 'multipart with a broken row',
      type: 'multipart/form-data; boundary=XX',
      body: '--XX\r\nContent-Disposition: form-data; name="0"\r\n\r\n[1,\r\n--XX--\r\n',
    },
  ];

  test('every admin action: a foreign Origin → 403, a body that cannot be read → 400, never 5xx', async ({
    request,
  }) => {
    test.setTimeout(120_000);
    const actions = adminActionIds();
    expect(actions.size, [...actions.keys()].join(', ')).toBeGreaterThanOrEqual(20);
    for (const [name, { id, page }] of actions) {
      const foreign = await request.post(page, {
        headers: {
          'next-action': id,
          origin: 'https://evil.example',
          'content-type': 'text/plain',
        },
        data: '[]',
      });
      expect(foreign.status(), `${name}, foreign origin`).toBe(403);
      for (const bad of BAD_BODIES) {
        const response = await request.post(page, {
          headers: { 'next-action': id, origin: E2E_BASE_URL, 'content-type': bad.type },
          data: bad.body,
        });
        expect(response.status(), `${name}, ${bad.what}`).toBe(400);
      }
      // A readable body from the site itself reaches the action, which refuses an anonymous
      // caller on its own: the guard let it through untouched. The refusal is the action's
      // result (`status: 401`), so a form keeps what was typed instead of a 401 page replacing it.
      const anonymous = await request.post(page, {
        headers: { 'next-action': id, origin: E2E_BASE_URL, 'content-type': 'text/plain' },
        data: '[]',
      });
      expect(anonymous.status(), `${name}, anonymous`).toBe(200);
      expect(await anonymous.text(), `${name}, anonymous`).toContain('"status":401');
    }
  });

  test('a form posted without JavaScript from another site: 403', async ({ request }) => {
    const response = await request.post('/contact', {
      headers: { origin: 'https://evil.example' },
      multipart: { $ACTION_ID_0: '', name: 'x' },
    });
    expect(response.status()).toBe(403);
  });
});
