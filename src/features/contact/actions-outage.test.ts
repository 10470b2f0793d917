import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { contactInquiries } from '@/db/schema';
import {
  createTestDatabase,
  unreachableDatabaseUrl,
  type TestDatabase,
} from '../../../tests/setup/test-db';

/**
 * The contact action while PostgreSQL is down: the app's own client points at a port where no
 * server listens (connections refused, as when PostgreSQL is stopped). A second, working database
 * stands for "the database is back" when the spool is drained.
 */
let t: TestDatabase;
let dataDir: string;
let submitInquiry: typeof import('./actions').submitInquiry;
let spool: typeof import('./spool');
const holder = globalThis as typeof globalThis & {
  __memoryRateLimits?: Map<string, unknown>;
  __inquiryWorker?: { stop(): Promise<void> };
};

beforeAll(async () => {
  t = await createTestDatabase();
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'vending-outage-'));
  process.env.DATA_DIR = dataDir;
  process.env.DATABASE_URL = await unreachableDatabaseUrl();
  ({ submitInquiry } = await import('./actions'));
  spool = await import('./spool');
});
afterAll(async () => {
  await holder.__inquiryWorker?.stop();
  const { getDb } = await import('@/db');
  await getDb().$client.end();
  await t.drop();
  await rm(dataDir, { recursive: true, force: true });
});
// Each test is a fresh outage as far as the per-process rate-limit counter goes.
beforeEach(() => holder.__memoryRateLimits?.clear());

/** Every inquiry in the spool folder (the worker may have turned the file into a draining one). */
async function spooled(): Promise<{ id: string; name: string }[]> {
  const dir = path.join(dataDir, 'spool');
  const names = (await readdir(dir)).filter((n) => n.startsWith('inquiries.'));
  const texts = await Promise.all(names.map((n) => readFile(path.join(dir, n), 'utf8')));
  return texts
    .join('')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as { id: string; name: string });
}

describe('submitInquiry while the database is down', () => {
  it('answers "sent" with the inquiry spooled, and a retried form is stored once', async () => {
    const id = crypto.randomUUID();
    const send = () =>
      submitInquiry(
        { id, name: 'Outage Noa', phone: '052-111-2222', email: 'noa@example.com', message: 'Hi' },
        { locale: 'en', page: '/en/contact', utmSource: 'ad' },
      );
    expect(await send()).toEqual({ ok: true });
    // The answer got lost; the visitor sends the same form again.
    expect(await send()).toEqual({ ok: true });
    const lines = await spooled();
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatchObject({
      id,
      name: 'Outage Noa',
      phone: '0521112222',
      email: 'noa@example.com',
      message: 'Hi',
      locale: 'en',
      page: '/en/contact',
      productId: null,
      utmSource: 'ad',
    });
    expect(Date.now() - Date.parse((lines[0] as { createdAt?: string }).createdAt!)).toBeLessThan(
      60_000,
    );

    // The database is back: the spool is moved, the lead stored once under the form's id.
    await spool.drainSpool(t.db, spool.spoolDir());
    const rows = await t.db.select().from(contactInquiries);
    expect(rows.map((r) => [r.id, r.name])).toEqual([[id, 'Outage Noa']]);
    expect(await spool.spoolPending()).toBe(0);
  });

  it('still refuses the 6th inquiry from one address within 10 minutes (counted in memory)', async () => {
    const send = (n: number) =>
      submitInquiry({ name: `Flood ${n}`, phone: '0521112222' }, { locale: 'he', page: '/' });
    for (let n = 1; n <= 5; n++) expect(await send(n)).toEqual({ ok: true });
    expect(await send(6)).toEqual({ ok: false, error: 'rateLimited' });
    expect((await spooled()).filter((l) => l.name.startsWith('Flood'))).toHaveLength(5);
  });

  it('asks the visitor to try again when the spool cannot be written either', async () => {
    const dir = path.join(dataDir, 'spool');
    await spool.drainSpool(t.db, dir);
    await rm(dir, { recursive: true, force: true });
    // The spool's folder cannot be made (a file is in its way), as with a broken disk.
    await writeFile(dir, '');
    try {
      expect(
        await submitInquiry({ name: 'Unlucky', phone: '0521112222' }, { locale: 'he', page: '/' }),
      ).toEqual({ ok: false, error: 'server' });
    } finally {
      await rm(dir, { force: true });
    }
  });
});
