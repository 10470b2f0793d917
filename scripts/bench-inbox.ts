/**
 * `npm run bench:inbox`: how fast the leads inbox answers with 10,000 inquiries. A throwaway
 * embedded PostgreSQL is started and migrated, 10,000 inquiries are inserted (Hebrew and English
 * names, phones, e-mails, every status, a year of dates), then each view the inbox serves — the
 * first page, a name search, a phone typed "+972-50-…", a status, a date range, the dashboard's
 * views — is run 50 times through the app's own query (src/features/contact/inbox-query.ts: the
 * count and the page of 50, as the page does). Prints median and p95 per view and the plan
 * PostgreSQL chose for its rows query (which index). Target: under 100 ms each.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { desc } from 'drizzle-orm';
import { getTableConfig } from 'drizzle-orm/pg-core';
import { createDb } from '../src/db';
import { migrateDatabase } from '../src/db/migrate';
import { contactInquiries, INQUIRY_STATUSES } from '../src/db/schema';
import type { InboxFilters } from '../src/features/contact/inbox-filters';
import { inboxWhere, queryInbox } from '../src/features/contact/inbox-query';
import { toLocalDate } from '../src/lib/site-time';
import { startEmbeddedPostgres } from '../tools/embedded-postgres/embedded-postgres';
import { picker, seededRandom } from './bench/seeded-random';

const COUNT = 10_000;
const RUNS = 50;

const FIRST = [
  'דנה',
  'יוסי',
  'מיכל',
  'אבי',
  'נועה',
  'משה',
  'שירה',
  'David',
  'Sarah',
  'Omar',
  'Lior',
  'Maya',
];
const LAST = ['כהן', 'לוי', 'מזרחי', 'פרץ', 'ביטון', 'Smith', 'Levi', 'Haddad', 'Katz', 'Friedman'];

const random = seededRandom(42);
const pick = picker(random);

const stateDir = await mkdtemp(path.join(os.tmpdir(), 'vending-bench-inbox-'));
const server = await startEmbeddedPostgres({
  stateDir,
  database: 'bench',
  ephemeral: true,
  log: () => {},
});
const db = createDb(server.url, 2);
try {
  await migrateDatabase(db);
  const now = new Date();
  const year = 365 * 24 * 3600 * 1000;
  const rows = Array.from({ length: COUNT }, (_, i) => {
    const first = pick(FIRST);
    const last = pick(LAST);
    const createdAt = new Date(now.getTime() - Math.floor(random() * year));
    const status = random() < 0.4 ? 'new' : pick(INQUIRY_STATUSES);
    return {
      name: `${first} ${last} ${i}`,
      phone: `05${Math.floor(random() * 10)}${String(Math.floor(random() * 1e7)).padStart(7, '0')}`,
      email: random() < 0.7 ? `${first.toLowerCase()}.${i}@example.com` : null,
      message: random() < 0.8 ? `שלום, מעוניין במכונה ${i}\nפרטים נוספים` : null,
      locale: random() < 0.7 ? ('he' as const) : ('en' as const),
      page: pick(['/contact', '/en/contact', '/en/products/automatic-pizza-machine', '/']),
      status,
      emailStatus: random() < 0.97 ? ('sent' as const) : ('pending' as const),
      createdAt,
    };
  });
  for (let i = 0; i < rows.length; i += 1000)
    await db.insert(contactInquiries).values(rows.slice(i, i + 1000));
  await db.execute('analyze contact_inquiries');

  const target = rows[1234]!;
  const phone = target.phone;
  const views: [string, InboxFilters][] = [
    ['first page', {}],
    ['page 20', { page: 20 }],
    ['name search "כהן"', { q: 'כהן' }],
    ['name search (one person)', { q: target.name }],
    [
      `phone "+972-${phone.slice(1, 3)}-${phone.slice(3, 6)}-${phone.slice(6)}"`,
      {
        q: `+972-${phone.slice(1, 3)}-${phone.slice(3, 6)}-${phone.slice(6)}`,
      },
    ],
    ['e-mail search "sarah.12"', { q: 'sarah.12' }],
    ['status "won"', { status: 'won' }],
    [
      'date range (one month)',
      {
        from: toLocalDate(new Date(now.getTime() - 60 * 864e5)),
        to: toLocalDate(new Date(now.getTime() - 30 * 864e5)),
      },
    ],
    ['undelivered', { delivery: 'undelivered' }],
    ['unanswered', { unanswered: true }],
  ];

  const table: Record<string, string | number>[] = [];
  for (const [name, filters] of views) {
    await queryInbox(db, filters, now); // warm
    const times: number[] = [];
    let total = 0;
    for (let run = 0; run < RUNS; run++) {
      const started = performance.now();
      total = (await queryInbox(db, filters, now)).total;
      times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);
    const where = inboxWhere(filters, now);
    const { sql: text, params } = db
      .select({ id: contactInquiries.id })
      .from(contactInquiries)
      .where(where)
      .orderBy(desc(contactInquiries.createdAt), desc(contactInquiries.id))
      .limit(50)
      .toSQL();
    const plan = await db.$client.query(`explain ${text}`, params);
    const indexes = [
      ...new Set(
        plan.rows
          .map((r: Record<string, string>) => r['QUERY PLAN']!)
          .flatMap((line) =>
            [
              ...line.matchAll(
                /(?:Index|Bitmap Index) (?:Only )?Scan (?:Backward )?(?:using|on) (\w+)/g,
              ),
            ].map((m) => m[1]!),
          ),
      ),
    ];
    table.push({
      view: name,
      matches: total,
      'median ms': Number(times[Math.floor(RUNS / 2)]!.toFixed(2)),
      'p95 ms': Number(times[Math.floor(RUNS * 0.95)]!.toFixed(2)),
      index: indexes.join(', ') || 'seq scan',
    });
  }
  console.log(
    `\nInbox with ${COUNT.toLocaleString('en')} inquiries (${getTableConfig(contactInquiries).name}): count + page of 50, ${RUNS} runs each\n`,
  );
  console.table(table);
  const slow = table.filter((row) => Number(row['p95 ms']) >= 100);
  console.log(
    slow.length ? `\nOVER 100 ms: ${slow.map((r) => r.view).join(', ')}` : '\nAll under 100 ms.',
  );
} finally {
  await db.$client.end();
  await server.stop();
  await rm(server.dataDir, { recursive: true, force: true });
  await rm(stateDir, { recursive: true, force: true });
}
