/**
 * `npm run bench:analytics`: how fast the analytics dashboard answers with a million page views.
 * A throwaway embedded PostgreSQL is started and migrated, then filled as the site would be after
 * 90 days: the 89 finished Israel days rolled up (analytics_daily summing to exactly 1,000,000
 * views over about 60 pages, a dozen campaign sources, referrers, 3 devices; their
 * analytics_reach visitors, about 40 % of views; analytics_rollups), today's 5,000 raw page views
 * (visitors from a pool of 2,000) and 10,000 inquiries over the 90 days. Then the dashboard's
 * statements (src/features/analytics/report-queries.ts) are run 20 times each after a warm-up:
 * the report for 30 and for 90 days, and the home's week. Prints median and p95 per statement
 * and, for one slower than 300 ms, the time EXPLAIN ANALYZE gives each part of it (EXPLAIN=full:
 * the whole plan). Target: ≤ 1 s each.
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { registerHooks } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { createDb } from '../src/db';
import { migrateDatabase } from '../src/db/migrate';
import { contactInquiries, INQUIRY_STATUSES } from '../src/db/schema';
import type { PageViewDevice } from '../src/db/schema/page-views';
import { languageOfPath } from '../src/features/analytics/beacon';
import { SITE_TIME_ZONE, toLocalDate } from '../src/lib/site-time';
import { startEmbeddedPostgres } from '../tools/embedded-postgres/embedded-postgres';
import { seededRandom } from './bench/seeded-random';

// The report's module checks the session first (the admin guard, which loads the whole auth stack
// and, through it, client React modules this process cannot load): a no-op here, where the
// statements are called directly as the benchmark of the database they are.
registerHooks({
  resolve: (specifier, context, nextResolve) =>
    specifier === '@/lib/admin/guard'
      ? {
          url: 'data:text/javascript,export const requireRole = async () => {};',
          shortCircuit: true,
        }
      : nextResolve(specifier, context),
});
const { queryAnalyticsReport, queryWeekTraffic } =
  await import('../src/features/analytics/report-queries');

const VIEWS = 1_000_000;
const DAYS = 90;
const RAW_TODAY = 5_000;
const VISITOR_POOL = 2_000;
const INQUIRIES = 10_000;
const RUNS = 20;
const TARGET_MS = 1000;
const EXPLAIN_OVER_MS = 300;

const random = seededRandom(42);
/** One of `items` by weight. */
const weighted = <T>(items: readonly (readonly [T, number])[]) => {
  const total = items.reduce((sum, [, weight]) => sum + weight, 0);
  return () => {
    let left = random() * total;
    for (const [item, weight] of items) if ((left -= weight) < 0) return item;
    return items.at(-1)![0];
  };
};
/** Zipf-like weights: the first items far more viewed than the last. */
const zipf = <T>(items: readonly T[]) => items.map((item, i) => [item, 1 / (i + 1)] as const);

const under = (base: string, slugs: string[]) => slugs.map((slug) => `${base}/${slug}`);
const PRODUCTS = [
  'מכונת-פיצה-אוטומטית',
  'מכונת-קפה',
  'מכונת-חטיפים',
  'מכונת-שתייה-קרה',
  'מכונת-מיץ-תפוזים',
  'מקרר-חכם',
  'מכונת-גלידה',
  'מכונת-ארוחות-חמות',
  'מכונה-משולבת',
  'מכונת-פופקורן',
];
const PRODUCTS_EN = [
  'automatic-pizza-machine',
  'coffee-machine',
  'snack-machine',
  'cold-drinks-machine',
  'orange-juice-machine',
  'smart-fridge',
  'ice-cream-machine',
  'hot-meals-machine',
  'combo-machine',
  'popcorn-machine',
];
const POSTS = [
  'איך-לבחור-מכונה',
  'מכונה-במשרד',
  'פיצה-ב-3-דקות',
  'החזר-השקעה',
  'תחזוקה',
  'זכיינות',
];
const POSTS_EN = [
  'choosing-a-machine',
  'office-vending',
  'pizza-in-3-minutes',
  'return-on-investment',
];
const LOCATIONS = ['תל-אביב', 'ירושלים', 'חיפה', 'באר-שבע', 'ראשון-לציון', 'פתח-תקווה', 'נתניה'];
const LOCATIONS_EN = ['tel-aviv', 'jerusalem', 'haifa', 'beer-sheva'];
const RENTALS = ['השכרת-מכונת-קפה', 'השכרת-מכונת-חטיפים', 'השכרה-לאירועים'];
const RENTALS_EN = ['coffee-machine-rental', 'event-rental'];
/** About 60 pages, most viewed first (the home, the products, then the rest). */
const PAGES = [
  '/',
  '/en',
  ...under('/products', PRODUCTS),
  '/contact',
  '/products',
  ...under('/en/products', PRODUCTS_EN),
  '/en/contact',
  '/en/products',
  ...under('/location', LOCATIONS),
  ...under('/blog', POSTS),
  '/about',
  '/en/about',
  '/blog',
  '/en/blog',
  ...under('/rental', RENTALS),
  ...under('/en/location', LOCATIONS_EN),
  ...under('/en/blog', POSTS_EN),
  ...under('/en/rental', RENTALS_EN),
  '/privacy',
  '/en/privacy',
];
/** The visit's first-touch campaign: [utm_source, utm_medium, utm_campaign]; '' for none. */
const CAMPAIGNS: (readonly [readonly [string, string, string], number])[] = [
  [['', '', ''], 60],
  [['google', 'cpc', 'brand'], 6],
  [['google', 'cpc', 'pizza-launch'], 5],
  [['facebook', 'social', 'pizza-launch'], 5],
  [['facebook', 'social', 'spring-sale'], 3],
  [['instagram', 'social', 'spring-sale'], 4],
  [['newsletter', 'email', 'november'], 4],
  [['newsletter', 'email', 'spring-sale'], 2],
  [['whatsapp', 'social', ''], 3],
  [['linkedin', 'social', 'b2b-offices'], 2],
  [['tiktok', 'social', 'pizza-launch'], 2],
  [['bing', 'cpc', 'brand'], 1],
  [['yad2', 'referral', ''], 1],
  [['partner-site', 'referral', 'franchise'], 1],
  [['google', 'cpc', 'coffee-machines'], 1],
];
const REFERRERS = [
  ['', 50],
  ['www.google.com', 22],
  ['www.google.co.il', 8],
  ['m.facebook.com', 6],
  ['l.instagram.com', 4],
  ['www.bing.com', 2],
  ['duckduckgo.com', 2],
  ['t.co', 1],
  ['www.linkedin.com', 2],
  ['chatgpt.com', 2],
  ['www.yad2.co.il', 1],
] as const;
const DEVICES: (readonly [PageViewDevice, number])[] = [
  ['phone', 62],
  ['desktop', 32],
  ['tablet', 6],
];
const pickPage = weighted(zipf(PAGES));
const pickCampaign = weighted(CAMPAIGNS);
const pickReferrer = weighted(REFERRERS);
const pickDevice = weighted(DEVICES);
const PRODUCT_PAGE = /^(\/en)?\/products\/./;

/** The Israel day `days` before `day` ("2026-11-27" − 1 → "2026-11-26"). */
const dayBefore = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) - days * 864e5).toISOString().slice(0, 10);

const stateDir = await mkdtemp(path.join(os.tmpdir(), 'vending-bench-analytics-'));
const server = await startEmbeddedPostgres({
  stateDir,
  database: 'bench',
  ephemeral: true,
  log: () => {},
});
const db = createDb(server.url, 2);
const query = (text: string, params: unknown[] = []) => db.$client.query(text, params);
try {
  await migrateDatabase(db);
  const now = new Date();
  const today = toLocalDate(now);
  const days = Array.from({ length: DAYS }, (_, i) => dayBefore(today, DAYS - 1 - i));
  const finished = days.slice(0, -1);
  const filling = performance.now();

  // Views a finished day: a slow rise with a weekly rhythm (Saturday lowest), summing to VIEWS.
  const weights = finished.map((day, i) => {
    const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
    return (1 + i / finished.length) * (weekday === 6 ? 0.55 : weekday === 5 ? 0.75 : 1);
  });
  const weightSum = weights.reduce((a, b) => a + b, 0);
  const perDay = weights.map((w) => Math.floor((VIEWS * w) / weightSum));
  for (let left = VIEWS - perDay.reduce((a, b) => a + b, 0), i = 0; left > 0; left--, i++) {
    perDay[i % perDay.length]! += 1;
  }

  const daily: (string | number)[][] = [];
  const reach: (string | number)[][] = [];
  for (const [d, day] of finished.entries()) {
    const cube = new Map<string, number>();
    const by = new Map<string, number>();
    const add = (map: Map<string, number>, key: string) => map.set(key, (map.get(key) ?? 0) + 1);
    let productViews = 0;
    for (let v = 0; v < perDay[d]!; v++) {
      const page = pickPage();
      const [source, medium, campaign] = pickCampaign();
      const referrer = pickReferrer();
      const device = pickDevice();
      const lang = languageOfPath(page);
      add(cube, [page, lang, device, referrer, source, medium, campaign].join('\t'));
      add(by, `page\t${page}`);
      add(by, `source\t${source}`);
      add(by, `campaign\t${campaign}`);
      add(by, `referrer\t${referrer}`);
      add(by, `device\t${device}`);
      add(by, `lang\t${lang}`);
      if (PRODUCT_PAGE.test(page)) productViews += 1;
    }
    for (const [key, views] of cube) daily.push([day, ...key.split('\t'), views]);
    // Visitors: a visitor sees about 2.5 pages a day (so ~40 % of views), a page ~1.3 times.
    const visitors = (views: number, share: number) => Math.max(1, Math.round(views * share));
    reach.push([day, 'all', '', visitors(perDay[d]!, 0.4)]);
    for (const [key, views] of by) {
      const [dimension, value] = key.split('\t') as [string, string];
      reach.push([day, dimension, value, visitors(views, dimension === 'page' ? 0.75 : 0.4)]);
    }
    // Product-page visitors; 6 % of them open the contact page after it the same day.
    const product = visitors(productViews, 0.5);
    reach.push(
      [day, 'funnel', 'product', product],
      [day, 'funnel', 'product-contact', Math.round(product * 0.06)],
    );
  }
  const columns = <T>(rows: T[][], n: number) =>
    Array.from({ length: n }, (_, c) => rows.map((row) => row[c]));
  for (let i = 0; i < daily.length; i += 20_000) {
    await query(
      `insert into analytics_daily
         (day, path, lang, device, ref_host, utm_source, utm_medium, utm_campaign, views)
       select * from unnest($1::date[], $2::text[], $3::text[], $4::text[], $5::text[],
                            $6::text[], $7::text[], $8::text[], $9::int[])`,
      columns(daily.slice(i, i + 20_000), 9),
    );
  }
  for (let i = 0; i < reach.length; i += 20_000) {
    await query(
      `insert into analytics_reach (day, dimension, value, visitors)
       select * from unnest($1::date[], $2::text[], $3::text[], $4::int[])`,
      columns(reach.slice(i, i + 20_000), 4),
    );
  }
  await query(
    `insert into analytics_rollups (day, rolled_at)
     select d, (d + 1)::timestamp at time zone $2 + interval '10 minutes'
       from unnest($1::date[]) d`,
    [finished, SITE_TIME_ZONE],
  );

  // Today, not rolled up yet: raw views from a pool of visitors, since the day began.
  const { rows: startRows } = await query(`select ($1::date)::timestamp at time zone $2 as start`, [
    today,
    SITE_TIME_ZONE,
  ]);
  const dayStart = (startRows[0] as { start: Date }).start.getTime();
  const pool = Array.from({ length: VISITOR_POOL }, () => randomBytes(16));
  const raw = Array.from({ length: RAW_TODAY }, () => {
    const page = pickPage();
    const [source, medium, campaign] = pickCampaign();
    return [
      new Date(dayStart + random() * (now.getTime() - dayStart)),
      today,
      page,
      languageOfPath(page),
      pickDevice(),
      pickReferrer(),
      source,
      medium,
      campaign,
      pool[Math.floor(random() * pool.length)]!,
    ];
  });
  await query(
    `insert into page_views
       (at, day, path, lang, device, ref_host, utm_source, utm_medium, utm_campaign, visitor)
     select * from unnest($1::timestamptz[], $2::date[], $3::text[], $4::text[], $5::text[],
                          $6::text[], $7::text[], $8::text[], $9::text[], $10::bytea[])`,
    columns(raw, 10),
  );

  // Inquiries over the 90 days, from the pages and campaigns the views name.
  const pickInquiryPage = weighted([
    ...zipf(PAGES.filter((p) => PRODUCT_PAGE.test(p))).map(([p, w]) => [p, w * 4] as const),
    ['/contact', 6],
    ['/en/contact', 2],
    ['/', 2],
    ['/en', 1],
  ]);
  const firstDayStart = dayStart - (DAYS - 1) * 864e5;
  const inquiries = Array.from({ length: INQUIRIES }, (_, i) => {
    const page = pickInquiryPage();
    const [source, medium, campaign] = pickCampaign();
    return {
      name: `Bench ${i}`,
      phone: `05${String(Math.floor(random() * 1e8)).padStart(8, '0')}`,
      locale: languageOfPath(page),
      page,
      utmSource: source || null,
      utmMedium: medium || null,
      utmCampaign: campaign || null,
      status: random() < 0.4 ? ('new' as const) : INQUIRY_STATUSES[i % INQUIRY_STATUSES.length]!,
      emailStatus: 'sent' as const,
      createdAt: new Date(firstDayStart + random() * (now.getTime() - firstDayStart)),
    };
  });
  for (let i = 0; i < inquiries.length; i += 1000)
    await db.insert(contactInquiries).values(inquiries.slice(i, i + 1000));
  await query('analyze');
  const fillSeconds = (performance.now() - filling) / 1000;

  const counts = (
    await query(`select
      (select count(*) from analytics_daily)::int as daily_rows,
      (select sum(views) from analytics_daily)::int as daily_views,
      (select count(*) from analytics_reach)::int as reach_rows,
      (select count(*) from analytics_rollups)::int as rollups,
      (select count(*) from page_views)::int as raw_views,
      (select count(*) from contact_inquiries)::int as inquiries`)
  ).rows[0] as Record<string, number>;

  // Each statement's SQL, caught on its way to the pool, for EXPLAIN ANALYZE when it is slow.
  let lastQuery: { text: string; values: unknown[] } | undefined;
  const pgQuery = db.$client.query.bind(db.$client) as (...args: unknown[]) => unknown;
  (db.$client as unknown as { query: typeof pgQuery }).query = (...args: unknown[]) => {
    // (text, values) or ({ text, values? }, values?): Drizzle passes its values beside the config.
    const [config, values] = args as [string | { text: string; values?: unknown[] }, unknown[]?];
    lastQuery =
      typeof config === 'string'
        ? { text: config, values: values ?? [] }
        : { text: config.text, values: values ?? config.values ?? [] };
    return pgQuery(...args);
  };

  const statements: [string, () => Promise<unknown>][] = [
    [
      'report, last 30 days',
      () => queryAnalyticsReport(db, { from: dayBefore(today, 29), to: today }),
    ],
    [
      'report, last 90 days',
      () => queryAnalyticsReport(db, { from: dayBefore(today, DAYS - 1), to: today }),
    ],
    ['week traffic (home)', () => queryWeekTraffic(db, new Date())],
  ];
  const table: Record<string, string | number>[] = [];
  const slow: { name: string; text: string; values: unknown[] }[] = [];
  let reported90: { views: number; visitors: number; inquiries: number } | undefined;
  for (const [name, run] of statements) {
    const warm = await run();
    if (name.includes('90')) reported90 = (warm as { totals: typeof reported90 }).totals;
    const times: number[] = [];
    for (let r = 0; r < RUNS; r++) {
      const started = performance.now();
      await run();
      times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);
    const median = (times[RUNS / 2 - 1]! + times[RUNS / 2]!) / 2;
    const p95 = times[Math.ceil(RUNS * 0.95) - 1]!;
    table.push({
      statement: name,
      'median ms': Number(median.toFixed(1)),
      'p95 ms': Number(p95.toFixed(1)),
      target: `${p95 <= TARGET_MS ? '✓' : '✗'} ≤ ${TARGET_MS} ms`,
    });
    if (median > EXPLAIN_OVER_MS) slow.push({ name, ...lastQuery! });
  }

  console.log(
    `\nAnalytics with ${counts.daily_views!.toLocaleString('en')} rolled-up page views ` +
      `(${counts.daily_rows!.toLocaleString('en')} analytics_daily rows, ` +
      `${counts.reach_rows!.toLocaleString('en')} analytics_reach rows, ${counts.rollups} days ` +
      `rolled up) + ${counts.raw_views!.toLocaleString('en')} raw views today, ` +
      `${counts.inquiries!.toLocaleString('en')} inquiries; filled in ${fillSeconds.toFixed(1)} s. ` +
      `${RUNS} runs each after a warm-up.\n`,
  );
  console.table(table);
  if (reported90) {
    console.log(
      `90-day report totals: ${reported90.views.toLocaleString('en')} views, ` +
        `${reported90.visitors.toLocaleString('en')} visitors, ${reported90.inquiries.toLocaleString('en')} inquiries`,
    );
  }
  const ok = table.every((row) => String(row.target).startsWith('✓'));
  console.log(
    `\nTarget: dashboard ≤ 1 s with 1,000,000 page views ${ok ? '✓' : '✗'} (p95 of each statement)`,
  );

  for (const { name, text, values } of slow) {
    const plan = await pgQuery(`explain (analyze, buffers) ${text}`, values);
    const lines = (plan as { rows: Record<string, string>[] }).rows.map((r) => r['QUERY PLAN']!);
    if (process.env.EXPLAIN === 'full') {
      console.log(`\n${name}: over ${EXPLAIN_OVER_MS} ms, EXPLAIN ANALYZE:\n${lines.join('\n')}`);
      continue;
    }
    // Each part of the statement (its CTEs, its subqueries) with the time its top step took.
    const parts = lines.flatMap((line, i) => {
      const part = /^(\s*)(CTE \w+|InitPlan \d+|SubPlan \d+)$/.exec(line);
      const step = /->\s+(.+?)\s+\(cost.*actual time=[\d.]+\.\.([\d.]+) .*loops=(\d+)/.exec(
        lines[i + 1] ?? '',
      );
      if (!part || !step) return [];
      const [, indent, label] = part;
      const [, node, ms, loops] = step;
      return [`${indent}${label}: ${node}, ${ms} ms${loops === '1' ? '' : ` × ${loops} loops`}`];
    });
    console.log(
      `\n${name}: over ${EXPLAIN_OVER_MS} ms, ${lines[0]}\nits parts (EXPLAIN=full for the whole plan):\n${parts.join('\n')}`,
    );
  }
} finally {
  await db.$client.end();
  await server.stop();
  await rm(server.dataDir, { recursive: true, force: true });
  await rm(stateDir, { recursive: true, force: true });
}
