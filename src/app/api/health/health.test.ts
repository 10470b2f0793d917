import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { backupRuns, contactInquiries } from '@/db/schema';
import { withAppUnderTest } from '../../../../tests/setup/app-under-test';

// The app's own client on a test database; the spool in the app's data folder.
const t = withAppUnderTest();
/**
 * Answers are shared for a second (by performance.now): move that clock on by a second and a bit
 * so a check sees the latest state, instead of waiting for it.
 */
let skipped = 0;
const realNow = performance.now.bind(performance);
beforeAll(() => {
  vi.spyOn(performance, 'now').mockImplementation(() => realNow() + skipped);
});
afterAll(() => vi.restoreAllMocks());
const fresh = async () => {
  skipped += 1100;
};
const check = async () => {
  const { healthResponse } = await import('./health');
  const response = await healthResponse(true);
  return { response, body: (await response.json()) as Record<string, unknown> };
};

describe('the health check', () => {
  it('answers 200 "ok" with the database latency, an empty mail queue and spool', async () => {
    const { response, body } = await check();
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('content-type')).toBe('application/json');
    expect(body).toEqual({
      status: 'ok',
      database: { reachable: true, latencyMs: expect.any(Number) },
      mail: { queueDepth: 0, oldestUndeliveredSeconds: null },
      spool: { pending: 0 },
      backup: { lastGoodAt: null, ageSeconds: null, lastFailed: false },
    });
  });

  it('gives the age of the last good backup, and says "degraded" when the latest failed or it is overdue', async () => {
    await fresh();
    const finishedAt = new Date(Date.now() - 3600_000);
    await t.db.insert(backupRuns).values({
      trigger: 'schedule',
      status: 'ok',
      startedAt: finishedAt,
      finishedAt,
      location: '/backups/a.tar.gz',
      bytes: 1000,
    });
    let { body } = await check();
    expect(body.status).toBe('ok');
    expect(body.backup).toEqual({
      lastGoodAt: finishedAt.toISOString(),
      ageSeconds: expect.closeTo(3600, -1) as number,
      lastFailed: false,
    });
    // The latest run failed: degraded, the last good one still named.
    await fresh();
    await t.db
      .insert(backupRuns)
      .values({ trigger: 'manual', status: 'failed', error: 'disk full' });
    ({ body } = await check());
    expect(body.status).toBe('degraded');
    expect(body.backup).toMatchObject({ lastGoodAt: finishedAt.toISOString(), lastFailed: true });
    expect(JSON.stringify(body)).not.toContain('disk full');
    // Three days without a good backup on the daily schedule: overdue.
    await t.db.delete(backupRuns);
    await fresh();
    const old = new Date(Date.now() - 3 * 86_400_000);
    await t.db
      .insert(backupRuns)
      .values({ trigger: 'schedule', status: 'ok', startedAt: old, finishedAt: old, bytes: 1 });
    ({ body } = await check());
    expect(body.status).toBe('degraded');
    expect(body.backup).toMatchObject({
      lastFailed: false,
      ageSeconds: expect.closeTo(259200, -1),
    });
    await t.db.delete(backupRuns);
  });

  it('counts undelivered lead e-mails and says "degraded" (still 200) when one waits over an hour', async () => {
    await fresh();
    await t.db.insert(contactInquiries).values([
      { name: 'Sent', phone: '0501234567', locale: 'he', emailStatus: 'sent' },
      { name: 'Waiting', phone: '0501234567', locale: 'he' },
      {
        name: 'Late',
        phone: '0501234567',
        locale: 'he',
        createdAt: new Date(Date.now() - 2 * 3600_000),
      },
    ]);
    const { response, body } = await check();
    expect(response.status).toBe(200);
    expect(body.status).toBe('degraded');
    expect(body.mail).toEqual({
      queueDepth: 2,
      oldestUndeliveredSeconds: expect.closeTo(7200, -1) as number,
    });
    // No personal data in the answer.
    expect(JSON.stringify(body)).not.toMatch(/Waiting|Late|0501234567/);
    await t.db.delete(contactInquiries);
  });

  it('counts inquiries waiting in the spool ("degraded", still 200)', async () => {
    await fresh();
    const dir = path.join(t.dataDir, 'spool');
    await mkdir(dir, { recursive: true });
    await writeFile(path.join(dir, 'inquiries.jsonl'), '{"a":1}\n{"b":2}\n');
    await writeFile(path.join(dir, 'inquiries.draining-1-x.jsonl'), '{"c":3}\n');
    try {
      const { response, body } = await check();
      expect(response.status).toBe(200);
      expect(body).toMatchObject({ status: 'degraded', spool: { pending: 3 } });
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('answers HEAD with the status and no body', async () => {
    await fresh();
    const { healthResponse } = await import('./health');
    const response = await healthResponse(false);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.text()).toBe('');
  });
});
