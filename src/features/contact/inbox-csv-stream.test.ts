import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { contactInquiries } from '@/db/schema';
import { withUserAndAdmin } from '../../../tests/setup/app-under-test';
import { inboxCsv, inboxCsvStream } from './inbox-csv';
import { queryInboxExport, queryInboxExportBatches } from './inbox-query';

/**
 * The streamed CSV export (the export route's body) against a real database: the same bytes as
 * the whole-file export of before, whatever the batch boundaries — rows sharing a millisecond
 * (created_at keeps microseconds) included — for a view, its cap, and an empty view.
 */
vi.mock('next/headers', () => import('../../../tests/setup/next-headers'));

const signedIn = withUserAndAdmin();
const db = () => signedIn.app.db;
const NOW = new Date('2026-03-10T12:00:00Z');
const ROWS = 2_345;

const collect = async (pieces: AsyncIterable<string>) => {
  let text = '';
  let count = 0;
  for await (const piece of pieces) {
    text += piece;
    count++;
  }
  return { text, count };
};

beforeAll(async () => {
  // Four rows per millisecond, microseconds apart, some sharing their time exactly; formulas,
  // quotes, new lines and commas in the cells.
  await db().execute(sql`
    insert into ${contactInquiries} (name, phone, email, message, locale, status, utm_source,
      email_status, created_at)
    select case when i % 50 = 0 then '=HYPERLINK("x")' else 'ליד, "מספר" ' || i end,
           '05' || lpad((i * 7919 % 100000000)::text, 8, '0'),
           case when i % 3 = 0 then null else 'lead' || i || '@example.com' end,
           case when i % 4 = 0 then null else 'שלום\nשורה ' || i end,
           case when i % 2 = 0 then 'he' else 'en' end,
           (array['new', 'in_progress', 'won', 'lost', 'spam'])[1 + i % 5],
           case when i % 7 = 0 then 'google' end,
           case when i % 10 = 0 then 'pending' else 'sent' end,
           timestamptz '2026-03-01 10:00:00+00' - make_interval(secs => (i / 4) * 0.001 + (i % 4) * 0.000001 * (i % 3))
      from generate_series(1, ${ROWS}) i`);
});

describe('the streamed CSV export', () => {
  it('reads the rows of queryInboxExport in batches, in the same order', async () => {
    const whole = await queryInboxExport(db(), {}, NOW, ROWS + 10);
    const batches: string[][] = [];
    for await (const rows of queryInboxExportBatches(db(), {}, NOW, ROWS + 10, 7))
      batches.push(rows.map((row) => row.id));
    expect(batches.length).toBe(Math.ceil(ROWS / 7));
    expect(batches.flat()).toEqual(whole.map((row) => row.id));
    const capped: string[] = [];
    for await (const rows of queryInboxExportBatches(db(), { status: 'won' }, NOW, 100, 30))
      capped.push(...rows.map((row) => row.id));
    expect(capped).toEqual(
      (await queryInboxExport(db(), { status: 'won' }, NOW, 100)).map((row) => row.id),
    );
  });

  it('gives byte for byte the file inboxCsv made of every row', async () => {
    for (const [filters, limit] of [
      [{}, 50_000],
      [{ source: 'google' }, 50_000],
      [{}, 1_500],
      [{ q: 'nobody-has-this-name' }, 50_000],
    ] as const) {
      const streamed = await collect(inboxCsvStream(db(), filters, NOW, limit));
      expect(streamed.text).toBe(inboxCsv(await queryInboxExport(db(), filters, NOW, limit)));
    }
    // The header, then one piece per batch of 1,000 rows.
    expect((await collect(inboxCsvStream(db(), {}, NOW))).count).toBe(1 + Math.ceil(ROWS / 1000));
  });
});
