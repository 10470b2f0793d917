import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import { expect, test, type Browser } from '@playwright/test';
import pg from 'pg';
import { E2E_DATA_DIR, E2E_SMTP_PORT } from '../../playwright.config';
import {
  freePort,
  startEmbeddedPostgres,
  type EmbeddedPostgres,
} from '../../tools/embedded-postgres/embedded-postgres';
import { inboxMessages } from './inbox';

/**
 * PostgreSQL stops while visitors send the contact form: nobody is told to try again, and once
 * the database is back every inquiry is stored and e-mailed exactly once (the spool,
 * src/features/contact/spool.ts). Runs its own PostgreSQL and its own app instance (the e2e build,
 * its own data folder and port), so stopping the database touches no other test.
 *
 * embedded-postgres starts on a new free port each time, while a real database comes back at the
 * address it had: the app reaches it through a small TCP relay on a fixed port, which refuses
 * connections while the database is stopped and forwards to wherever it runs otherwise.
 */

const ROOT = path.resolve(import.meta.dirname, '../..');
const HOME = path.join(E2E_DATA_DIR, 'db-outage');
const INQUIRIES = 20;
const ADDRESSES = ['203.0.113.11', '203.0.113.12', '203.0.113.13', '203.0.113.14'];
const ADMIN_EMAIL = 'outage-admin@example.com';
// Random, and without the address's words ("outage", "admin"), which the password rule refuses.
const ADMIN_PASSWORD = `pw-${randomBytes(12).toString('base64url')}`;

type Relay = { port: number; up(target: number): Promise<void>; down(): Promise<void> };

/** A TCP relay on a fixed loopback port to `target`; down() stops listening and cuts every link. */
async function startRelay(target: number): Promise<Relay> {
  const sockets = new Set<net.Socket>();
  let current = target;
  const server = net.createServer((client) => {
    const upstream = net.connect(current, '127.0.0.1');
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
      socket.on('error', () => {
        client.destroy();
        upstream.destroy();
      });
    }
    client.pipe(upstream).pipe(client);
  });
  const listen = (port: number) =>
    new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => {
        server.off('error', reject);
        resolve();
      });
    });
  await listen(0);
  const { port } = server.address() as net.AddressInfo;
  return {
    port,
    up: async (to) => {
      current = to;
      if (!server.listening) await listen(port);
    },
    down: async () => {
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      for (const socket of sockets) socket.destroy();
      await closed;
    },
  };
}

let postgres: EmbeddedPostgres | undefined;
let relay: Relay | undefined;
let app: ChildProcess | undefined;
let appExited: Promise<unknown> = Promise.resolve();
let appLog = '';
let baseUrl = '';
/** The database as the app sees it (through the relay). */
let databaseUrl = '';
const clusterDirs = new Set<string>();

async function startDatabase() {
  postgres = await startEmbeddedPostgres({
    stateDir: path.join(HOME, 'postgres'),
    database: 'vending_outage',
    ephemeral: true,
    log: (m) => (appLog += `[test db] ${m}\n`),
  });
  clusterDirs.add(postgres.dataDir);
  return postgres;
}

async function query<T extends pg.QueryResultRow>(text: string, values: unknown[] = []) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return (await client.query<T>(text, values)).rows;
  } finally {
    await client.end();
  }
}

const health = async () => {
  const response = await fetch(`${baseUrl}/api/health`);
  return {
    status: response.status,
    cache: response.headers.get('cache-control'),
    body: (await response.json()) as {
      status: string;
      database: { reachable: boolean; latencyMs: number | null };
      mail: { queueDepth: number | null; oldestUndeliveredSeconds: number | null };
      spool: { pending: number };
    },
  };
};

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(300_000);
  await rm(HOME, { recursive: true, force: true });
  await mkdir(HOME, { recursive: true });
  const db = await startDatabase();
  relay = await startRelay(db.port);
  const url = new URL(db.url);
  url.port = String(relay.port);
  databaseUrl = url.toString();
  const port = await freePort();
  baseUrl = `http://localhost:${port}`;
  // The test runner's own Node options (its loaders) are not the app's.
  const inherited = { ...process.env };
  delete inherited.NODE_OPTIONS;
  app = spawn(path.join(ROOT, 'node_modules/.bin/tsx'), ['scripts/start.ts'], {
    cwd: ROOT,
    env: {
      ...inherited,
      PORT: String(port),
      DATABASE_URL: databaseUrl,
      DATA_DIR: path.join(HOME, 'app'),
      // The e2e webServer's build (same NEXT_DIST_DIR) is reused: no --rebuild.
      NEXT_DIST_DIR: process.env.NEXT_DIST_DIR ?? '',
      BETTER_AUTH_SECRET: randomBytes(32).toString('base64url'),
      ADMIN_EMAIL,
      ADMIN_PASSWORD,
      TRUST_PROXY: '1',
      SMTP_URL: `smtp://127.0.0.1:${E2E_SMTP_PORT}`,
      SALES_EMAIL: 'sales@example.com',
      MAIL_RETRY_SCALE: '0.02',
      NEXT_TELEMETRY_DISABLED: '1',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  app.stdout!.on('data', (d) => (appLog += d));
  app.stderr!.on('data', (d) => (appLog += d));
  appExited = new Promise((resolve) => app!.once('exit', resolve));
  const deadline = Date.now() + 240_000;
  while (!appLog.includes('Ready on')) {
    if (app.exitCode !== null || Date.now() > deadline)
      throw new Error(`the outage test's app did not start:\n${appLog}`);
    await new Promise((r) => setTimeout(r, 250));
  }
  await expect.poll(async () => (await health()).status, { timeout: 30_000 }).toBe(200);
});

// The outage app's log (no visitor's data: the test checks that) next to the test's results.
test.afterEach(async ({}, testInfo) => {
  await testInfo.attach('outage-app.log', { body: appLog, contentType: 'text/plain' });
});

test.afterAll(async () => {
  test.setTimeout(90_000);
  if (app && app.exitCode === null && app.signalCode === null) {
    app.kill('SIGTERM');
    const timer = setTimeout(() => app?.kill('SIGKILL'), 20_000);
    await appExited;
    clearTimeout(timer);
  }
  await relay?.down().catch(() => undefined);
  await postgres?.stop();
  // As root the cluster may live outside HOME (tools/embedded-postgres): remove it too.
  for (const dir of clusterDirs) await rm(dir, { recursive: true, force: true });
  await rm(HOME, { recursive: true, force: true });
});

/** Sends `names` through the real contact form, one page per visitor address. */
async function sendAll(browser: Browser, names: string[][]) {
  await Promise.all(
    names.map(async (batch, index) => {
      const context = await browser.newContext({
        baseURL: baseUrl,
        extraHTTPHeaders: { 'x-forwarded-for': ADDRESSES[index]! },
      });
      try {
        const page = await context.newPage();
        await page.goto('/en/contact');
        const form = page.getByRole('main').locator('form');
        for (const name of batch) {
          await form.getByLabel('Full name').fill(name);
          await form.getByLabel('Phone').fill('0501234567');
          await form.getByRole('button', { name: 'Send' }).click();
          // Every visitor is told it was sent, not to try again.
          await expect(page.getByText('Inquiry sent!')).toBeVisible();
          await expect(form.getByLabel('Full name')).toHaveValue('');
          await page.getByRole('button', { name: 'Close toast' }).click();
          await expect(page.getByText('Inquiry sent!')).toHaveCount(0);
        }
      } finally {
        await context.close();
      }
    }),
  );
}

test('inquiries sent while PostgreSQL is down are stored and e-mailed once it is back @outage', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const run = randomUUID().slice(0, 8);
  const names = ADDRESSES.map((_, a) =>
    Array.from({ length: INQUIRIES / ADDRESSES.length }, (_, n) => `Outage ${run} ${a}-${n}`),
  );

  // An administrator has the back office open.
  const adminContext = await browser.newContext({
    baseURL: baseUrl,
    extraHTTPHeaders: { 'x-forwarded-for': '203.0.113.20' },
  });
  const signedIn = await adminContext.request.post('/api/auth/sign-in/email', {
    headers: { origin: baseUrl },
    data: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD },
  });
  expect(signedIn.status()).toBe(200);
  const admin = await adminContext.newPage();
  await admin.goto('/admin');
  await expect(admin.getByRole('heading', { level: 1, name: 'לוח בקרה' })).toBeVisible();

  // A prerendered page other specs' edits have since invalidated is rendered again on its next
  // request (this instance shares the build's page cache with the main e2e server): one request
  // while the database is up, as any visitor's would be, so the page below is the cached one.
  expect((await fetch(`${baseUrl}/en/products`)).status).toBe(200);

  // PostgreSQL stops.
  await relay!.down();
  await postgres!.stop();
  postgres = undefined;

  await expect.poll(async () => (await health()).status, { timeout: 10_000 }).toBe(503);
  const down = await health();
  expect(down.cache).toBe('no-store');
  expect(down.body).toMatchObject({
    status: 'degraded',
    database: { reachable: false },
    spool: { pending: 0 },
  });

  // Sign-in cannot work: 503 with a body the form reads, never an empty 500.
  const signIn = await fetch(`${baseUrl}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseUrl },
    body: JSON.stringify({ email: ADMIN_EMAIL, password: 'whatever-password' }),
  });
  expect(signIn.status).toBe(503);
  expect(signIn.headers.get('retry-after')).toBe('5');
  expect(await signIn.json()).toEqual({ code: 'UNAVAILABLE', message: 'unexpectedError' });
  // …and the sign-in page says so in its language.
  const visitor = await browser.newContext({
    baseURL: baseUrl,
    extraHTTPHeaders: { 'x-forwarded-for': '203.0.113.21' },
  });
  const signInPage = await visitor.newPage();
  await signInPage.goto('/auth');
  const signInForm = signInPage.getByRole('main').locator('form');
  await signInForm.getByLabel('אימייל').fill(ADMIN_EMAIL);
  await signInForm.getByLabel('סיסמה').fill('whatever-password');
  await signInForm.getByRole('button', { name: 'כניסה', exact: true }).click();
  await expect(signInPage.getByText('אירעה שגיאה בלתי צפויה')).toBeVisible();
  await visitor.close();

  // The administrator's page says the database is unreachable (not an endless "loading").
  await admin.reload();
  await expect(admin.getByRole('alert').getByText('מסד הנתונים אינו זמין כרגע')).toBeVisible();

  // Prerendered public pages still answer; one that is not cannot render: 503 with Retry-After
  // and the page that says so, in its language.
  expect((await fetch(`${baseUrl}/en/products`)).status).toBe(200);
  const notBuilt = await fetch(`${baseUrl}/en/products/not-built-${run}`, { redirect: 'manual' });
  expect(notBuilt.status).toBe(503);
  expect(notBuilt.headers.get('retry-after')).toBe('30');
  const notBuiltHtml = await notBuilt.text();
  expect(notBuiltHtml).toContain('lang="en"');
  expect(notBuiltHtml).toContain('This page is unavailable right now');

  const head = await fetch(`${baseUrl}/api/health`, { method: 'HEAD' });
  expect(head.status).toBe(503);
  expect(await head.text()).toBe('');

  // The disk fails too (the spool's folder cannot be made): this visitor is asked to try again
  // and keeps what was typed; sending the same form again once the disk is back stores it once.
  const unlucky = `Outage ${run} unlucky`;
  const spoolPath = path.join(HOME, 'app', 'spool');
  await writeFile(spoolPath, '');
  const context = await browser.newContext({
    baseURL: baseUrl,
    extraHTTPHeaders: { 'x-forwarded-for': '203.0.113.15' },
  });
  try {
    const page = await context.newPage();
    await page.goto('/en/contact');
    const form = page.getByRole('main').locator('form');
    await form.getByLabel('Full name').fill(unlucky);
    await form.getByLabel('Phone').fill('0501234567');
    await form.getByRole('button', { name: 'Send' }).click();
    await expect(
      page.getByText('An error occurred while sending the inquiry. Please try again.'),
    ).toBeVisible();
    await expect(form.getByLabel('Full name')).toHaveValue(unlucky);
    await expect(form.getByLabel('Phone')).toHaveValue('0501234567');
    await rm(spoolPath);
    await form.getByRole('button', { name: 'Send' }).click();
    await expect(page.getByText('Inquiry sent!')).toBeVisible();
  } finally {
    await context.close();
  }

  await sendAll(browser, names);
  const spooled = await health();
  expect(spooled.status).toBe(503);
  expect(spooled.body.spool.pending).toBe(INQUIRIES + 1);

  // PostgreSQL comes back (at the same address, through the relay).
  const db = await startDatabase();
  await relay!.up(db.port);
  const backAt = Date.now();

  const all = [...names.flat(), unlucky];
  const stored = () =>
    query<{ id: string; name: string }>(
      'select id, name from contact_inquiries where name like $1 order by name',
      [`Outage ${run} %`],
    );
  await expect.poll(async () => (await stored()).length, { timeout: 30_000 }).toBe(all.length);
  const storedAfterMs = Date.now() - backAt;
  const rows = await stored();
  expect(rows.map((r) => r.name)).toEqual([...all].sort());
  expect(new Set(rows.map((r) => r.id)).size).toBe(all.length);

  const ids = new Set(rows.map((r) => r.id));
  const mailed = async () => (await inboxMessages()).filter((m) => ids.has(m.inquiryId ?? ''));
  await expect.poll(async () => (await mailed()).length, { timeout: 30_000 }).toBe(all.length);
  const mailedAfterMs = Date.now() - backAt;
  const mails = await mailed();
  expect(new Set(mails.map((m) => m.inquiryId)).size).toBe(all.length);
  for (const mail of mails) expect(mail.to).toEqual(['sales@example.com']);
  const sent = await query<{ n: number }>(
    "select count(*)::int as n from contact_inquiries where name like $1 and email_status = 'sent'",
    [`Outage ${run} %`],
  );
  expect(sent[0]!.n).toBe(all.length);

  // The administrator's page comes back on its own (it retries every 5 s).
  await expect(admin.getByRole('heading', { level: 1, name: 'לוח בקרה' })).toBeVisible({
    timeout: 20_000,
  });
  await adminContext.close();

  await expect.poll(async () => (await health()).status, { timeout: 10_000 }).toBe(200);
  await expect.poll(async () => (await health()).body.spool.pending).toBe(0);
  const up = await health();
  expect(up.body.database.reachable).toBe(true);
  expect(up.body.mail.queueDepth).toBe(0);
  expect((await fetch(`${baseUrl}/api/health`, { method: 'HEAD' })).status).toBe(200);
  expect(up.body.database.latencyMs).toEqual(expect.any(Number));

  // Moved with one log line per move, and no visitor's data in the log.
  const moved = [...appLog.matchAll(/\[contact\] moved (\d+) spooled inquiries/g)];
  expect(moved.reduce((sum, m) => sum + Number(m[1]), 0)).toBe(all.length);
  expect(appLog).not.toContain(`Outage ${run}`);
  expect(appLog).not.toContain('0501234567');

  test.info().annotations.push({
    type: 'timing',
    description: `after PostgreSQL came back: all ${all.length} (${INQUIRIES} + the retried one) stored in ${storedAfterMs} ms, all e-mailed in ${mailedAfterMs} ms`,
  });
  console.log(
    `[db-outage] all ${all.length} inquiries stored ${storedAfterMs} ms and e-mailed ${mailedAfterMs} ms after PostgreSQL came back`,
  );
});
