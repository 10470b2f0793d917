/**
 * What the cluster specs share: the running topology (tests/cluster/topology.ts), browser
 * contexts pinned to one instance, the database and the mail server.
 */
import { randomInt } from 'node:crypto';
import { expect, type Browser, type BrowserContext, type Page } from '@playwright/test';
import pg from 'pg';
import type { CapturedMail } from '../setup/smtp';
import { type InstanceName, readClusterState } from './topology';

export const cluster = readClusterState();

/** The header the test nginx routes by (and that skips its cache). */
const PIN = 'x-cluster-instance';

export const newIp = () => `198.18.${randomInt(0, 255)}.${randomInt(1, 254)}`;

/**
 * A browser context on the site's address (nginx) whose every request — pages, scripts, server
 * actions — is answered by `instance`, or by either in turn when none is given. `storageState`
 * carries cookies over from another context (a session made elsewhere).
 */
export function contextOn(
  browser: Browser,
  instance?: InstanceName,
  storageState?: Awaited<ReturnType<BrowserContext['storageState']>>,
): Promise<BrowserContext> {
  return browser.newContext({
    baseURL: cluster.url,
    storageState,
    extraHTTPHeaders: { 'x-forwarded-for': newIp(), ...(instance ? { [PIN]: instance } : {}) },
  });
}

/** The instance that answered (nginx's X-Upstream names its address). */
export function answeredBy(headers: Record<string, string>): InstanceName | undefined {
  const upstream = headers['x-upstream'] ?? '';
  return (['a', 'b'] as const).find((name) =>
    upstream.endsWith(new URL(cluster.instances[name].url).host),
  );
}

/** Signs the context in as the administrator through the sign-in API (what the form calls). */
export async function signIn(context: BrowserContext): Promise<void> {
  const response = await context.request.post('/api/auth/sign-in/email', {
    headers: { origin: cluster.url },
    data: cluster.admin,
  });
  expect(response.status(), 'the admin signs in').toBe(200);
}

export async function queryDb<T extends pg.QueryResultRow>(
  text: string,
  values: unknown[] = [],
): Promise<T[]> {
  const client = new pg.Client({ connectionString: cluster.databaseUrl });
  await client.connect();
  try {
    return (await client.query<T>(text, values)).rows;
  } finally {
    await client.end();
  }
}

/** Every e-mail the instances have sent so far. */
export async function inboxMessages(): Promise<CapturedMail[]> {
  return (await (await fetch(`${cluster.inboxUrl}/messages`)).json()) as CapturedMail[];
}

/** Fills and sends the English contact form on the page's current /en/contact. */
export async function sendInquiry(page: Page, name: string): Promise<void> {
  const form = page.getByRole('main').locator('form');
  await form.getByLabel('Full name').fill(name);
  await form.getByLabel('Phone').fill('0501234567');
  await form.getByRole('button', { name: 'Send' }).click();
}
