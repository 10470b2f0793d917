import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { launch, type Running, startedOrStopped } from '../../scripts/lib/child-servers';
import { CLUSTER_DIST_DIR } from './build-dir';
import { cluster } from './cluster';
import { CLUSTER_DIR, PORTS } from './topology';

/**
 * Next 16.4 behaviours our server in front works around, checked on Next alone (`next start` on
 * the same build and database, without scripts/lib/site-pipeline.ts) and on an instance. Each test
 * fails the day Next fixes its side: then the workaround it names can go.
 * (Runs last: the instance-loss spec has stopped B; A answers for our server.)
 */
const NEXT_PORT = PORTS.inbox + 1;
const plainNext = `http://127.0.0.1:${NEXT_PORT}`;
const ours = cluster.instances.a.url;
let next: Running | undefined;
const nextDataDir = mkdtempSync(path.join(os.tmpdir(), 'plain-next-'));

test.beforeAll(async () => {
  test.setTimeout(300_000);
  const logPath = path.join(CLUSTER_DIR, 'plain-next.log');
  const { child } = launch(
    path.resolve('node_modules/.bin/next'),
    ['start', '--hostname', '127.0.0.1', '--port', String(NEXT_PORT)],
    {
      NODE_ENV: 'production',
      NEXT_TELEMETRY_DISABLED: '1',
      NEXT_DIST_DIR: CLUSTER_DIST_DIR,
      DATABASE_URL: cluster.databaseUrl,
      BETTER_AUTH_SECRET: 'plain-next-secret-0123456789-0123456789-0123456789',
      SITE_URL: plainNext,
      DATA_DIR: nextDataDir,
      REDIS_URL: undefined,
    },
    logPath,
  );
  next = await startedOrStopped(child, plainNext, '/api/health', 240_000, logPath);
});
test.afterAll(async () => {
  await next?.stop();
});

test('notFound() is sent as an empty error shell drawn in the browser (vercel/next.js#62228): full-error-pages.ts swaps it', async ({
  request,
}) => {
  const missing = '/en/blog/no-such-post';
  const alone = await request.get(plainNext + missing);
  expect(alone.status()).toBe(404);
  expect(await alone.text(), 'Next fixed it: drop scripts/lib/full-error-pages.ts').toContain(
    'id="__next_error__"',
  );
  const served = await request.get(ours + missing);
  expect(served.status()).toBe(404);
  const page = await served.text();
  expect(page).not.toContain('__next_error__');
  expect(page).toContain('<html lang="en"');
});

test('a server action from another origin is answered 500: server-action-guard.ts answers 403', async ({
  request,
}) => {
  const send = (base: string) =>
    request.post(`${base}/en/contact`, {
      headers: {
        'next-action': '7f'.repeat(21),
        origin: 'https://elsewhere.example',
        'content-type': 'text/plain;charset=UTF-8',
      },
      data: '[]',
    });
  expect(
    (await send(plainNext)).status(),
    'Next fixed it: drop the origin check of server-action-guard.ts',
  ).toBe(500);
  expect((await send(ours)).status()).toBe(403);
});

test("a route's own Content-Length is dropped and the body sent chunked: declared-length.ts restores it", async ({
  request,
}) => {
  // Plain Next stores uploads on its data folder's disk; the file is put there directly.
  const body = Buffer.from('canary picture bytes');
  mkdirSync(path.join(nextDataDir, 'uploads', 'canary'), { recursive: true });
  writeFileSync(path.join(nextDataDir, 'uploads', 'canary', 'picture.png'), body);
  const alone = await request.get(`${plainNext}/uploads/canary/picture.png`);
  expect(alone.status()).toBe(200);
  expect(await alone.body()).toEqual(body);
  expect(
    alone.headers()['content-length'],
    "Next sends a route's Content-Length now: drop scripts/lib/declared-length.ts and its header",
  ).toBeUndefined();
  expect(alone.headers()['x-declared-content-length']).toBe(String(body.length));
});
