/**
 * `npm run bench:back-office`: the back office at scale. A throwaway embedded PostgreSQL is started
 * and migrated, then filled in a few set-based statements (INSERT … SELECT unnest / generate_series)
 * with 100,000 inquiries (a year of them, Hebrew and English names, every status, campaign sources,
 * the pages they were sent from), 1,000 blog posts, 500 machines and 20,000 audit rows. Each admin
 * page's data is then read through the app's own loaders — the very functions the pages call — 3
 * times to warm up and RUNS times timed: the inbox (first page, every filter it offers, each kind
 * of search), the dashboard home (leads, the week's traffic, the backup card), the audit log, the
 * machines and blog lists, the SEO dashboard (a first visit on a site never analysed, the first
 * visit after a restart — the stored analyses read back — and the visits after), and the inbox's
 * CSV export of 100,000 rows (its peak memory growth, and that of building the file whole).
 *
 * The admin guard needs a session: it is replaced (module hook) by one that lets every call
 * through, so what is timed is the loader under it. `next/cache` is replaced by no-ops, so the
 * 'use cache' reads (settings, SEO rows, site pages) hit the database on every call: the figures
 * are the uncached worst case. The SEO dashboard reads each listed page's HTML from this server:
 * a small HTTP server in this process stands in for it, answering each page after PAGE_RENDER_MS
 * (what rendering one page costs the real server; BENCH_PAGE_MS overrides it).
 *
 * Prints a table with ✓/✗ against BACK_OFFICE_TARGETS, then as its last stdout line one JSON
 * object of type BackOfficeFigures (scripts/bench/run.ts parses it).
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { registerHooks } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { startEmbeddedPostgres } from '../../tools/embedded-postgres/embedded-postgres';
import {
  BACK_OFFICE_TARGETS,
  formatBackOffice,
  viewMet,
  type BackOfficeFigures,
  type BackOfficeTarget,
  type BackOfficeView,
} from './back-office-report';
import { picker, seededRandom } from './seeded-random';

const INQUIRIES = Number(process.env.BENCH_INQUIRIES ?? 100_000);
const POSTS = 1_000;
const MACHINES = 500;
const AUDIT_ROWS = 20_000;
const CSV_ROWS = 100_000;
const WARMUPS = 3;
const RUNS = Number(process.env.BENCH_RUNS ?? 30);
/** Timed never-analysed visits of the SEO dashboard (each forgets every analysis first). */
const SEO_FIRST_RUNS = Number(process.env.BENCH_SEO_FIRST_RUNS ?? 5);
const PAGE_RENDER_MS = Number(process.env.BENCH_PAGE_MS ?? 20);

// Logs go to stderr: stdout is the table and the JSON line.
const log = (...args: unknown[]) => console.error('[bench:back-office]', ...args);

registerHooks({
  resolve: (specifier, context, nextResolve) => {
    if (specifier === '@/lib/admin/guard')
      return {
        url:
          'data:text/javascript,' +
          encodeURIComponent(
            [
              "const viewer = { id: 'bench', email: 'bench@example.com', name: 'Bench', role: 'admin', isAdmin: true };",
              'export const requireRole = async () => viewer;',
              'export const requireAdmin = async () => viewer;',
              'export const getViewer = async () => viewer;',
              'export const getViewerIfReadable = async () => viewer;',
              'export const refuseAdminGet = async () => null;',
            ].join('\n'),
          ),
        shortCircuit: true,
      };
    if (specifier === 'next/cache')
      return {
        url:
          'data:text/javascript,' +
          encodeURIComponent(
            [
              'const none = () => {};',
              'export const cacheTag = none, cacheLife = none, updateTag = none, revalidateTag = none,',
              '  revalidatePath = none, refresh = none, unstable_noStore = none;',
              'export const unstable_cache = (f) => f;',
            ].join('\n'),
          ),
        shortCircuit: true,
      };
    if (specifier === 'next-intl/server')
      return nextResolve(new URL('./next-intl-server-stub.ts', import.meta.url).href, context);
    // next-intl's routing helpers are plain functions, but its package loads React's client
    // build: resolved as outside the react-server build here (no page is rendered).
    if (
      /^(next-intl|use-intl)(\/|$)/.test(specifier) ||
      (/^react(\/|$)/.test(specifier) &&
        /\/node_modules\/(next-intl|use-intl)\//.test(context.parentURL ?? ''))
    )
      return nextResolve(specifier, {
        ...context,
        conditions: context.conditions.filter((condition) => condition !== 'react-server'),
      });
    return nextResolve(specifier, context);
  },
});

const random = seededRandom(42);
const pick = picker(random);

const FIRST = ['דנה', 'יוסי', 'מיכל', 'אבי', 'נועה', 'משה', 'שירה', 'David', 'Sarah', 'Omar'];
const LAST = ['כהן', 'לוי', 'מזרחי', 'פרץ', 'ביטון', 'Smith', 'Levi', 'Haddad', 'Katz', 'Friedman'];
const SOURCES = ['google', 'facebook', 'instagram', 'newsletter', 'bing', 'tiktok', 'linkedin'];
const CAMPAIGNS = Array.from({ length: 40 }, (_, i) => `campaign-${i + 1}`);
const PAGES = [
  '/',
  '/contact',
  '/en',
  '/en/contact',
  '/franchise',
  ...Array.from({ length: 35 }, (_, i) => `/products/מכונה-${i + 1}`),
];
const STATUSES = ['new', 'in_progress', 'won', 'lost', 'spam'] as const;
const PURPOSES = ['buy', 'rent', 'franchise', 'host', 'other'] as const;

/** Median and p95 of `run`, timed RUNS times after WARMUPS untimed calls. */
async function time(
  view: string,
  target: BackOfficeTarget,
  run: () => Promise<number | undefined | void>,
  {
    warmups = WARMUPS,
    runs = RUNS,
    before,
  }: { warmups?: number; runs?: number; before?: () => unknown } = {},
): Promise<BackOfficeView> {
  for (let i = 0; i < warmups; i++) await run();
  const times: number[] = [];
  let matches: number | undefined;
  for (let i = 0; i < runs; i++) {
    await before?.();
    const started = performance.now();
    matches = (await run()) ?? undefined;
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const at = (q: number) => times[Math.min(times.length - 1, Math.ceil(q * times.length) - 1)]!;
  const result: BackOfficeView = {
    view,
    target,
    runs,
    medianMs: Number(at(0.5).toFixed(2)),
    p95Ms: Number(at(0.95).toFixed(2)),
    ...(matches !== undefined ? { matches } : {}),
  };
  log(`${view}: median ${result.medianMs} ms, p95 ${result.p95Ms} ms`);
  return result;
}

// A stand-in for the public pages the SEO dashboard reads: a head, a main with text and links.
const pageServer = createServer((request, response) => {
  const pagePath = decodeURI((request.url ?? '/').split('?')[0] ?? '/');
  setTimeout(() => {
    const title = `${pagePath} — מכונות אוטומטיות`.padEnd(45, '.').slice(0, 60);
    const description = `כל מה שצריך לדעת על ${pagePath}: מחירים, התקנה ושירות. `.padEnd(140, '.');
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(
      `<!DOCTYPE html><html><head><title>${title}</title>` +
        `<meta name="description" content="${description}"></head><body><main><h1>${pagePath}</h1>` +
        `<p>${'מכונה אוטומטית לפיצה טרייה. '.repeat(40)}</p>` +
        `<a href="/">בית</a><a href="/contact">צור קשר</a><a href="/en">English</a></main></body></html>`,
    );
  }, PAGE_RENDER_MS);
});
await new Promise<void>((resolve) => pageServer.listen(0, '127.0.0.1', resolve));

const stateDir = await mkdtemp(path.join(os.tmpdir(), 'vending-bench-back-office-'));
const server = await startEmbeddedPostgres({
  stateDir,
  database: 'bench',
  ephemeral: true,
  log: () => {},
});
process.env.DATABASE_URL = server.url;
process.env.PORT = String((pageServer.address() as AddressInfo).port);
process.env.SITE_URL = 'https://bench.example.co.il';

try {
  const { getDb } = await import('../../src/db');
  const { migrateDatabase } = await import('../../src/db/migrate');
  const db = getDb();
  await migrateDatabase(db);

  // --- Seed -------------------------------------------------------------------------------------
  const seeded = performance.now();
  const now = new Date();
  const year = 365 * 24 * 3600 * 1000;
  const columns = {
    name: [] as string[],
    phone: [] as string[],
    email: [] as (string | null)[],
    message: [] as (string | null)[],
    purpose: [] as (string | null)[],
    locale: [] as string[],
    page: [] as (string | null)[],
    source: [] as (string | null)[],
    medium: [] as (string | null)[],
    campaign: [] as (string | null)[],
    status: [] as string[],
    emailStatus: [] as string[],
    createdAt: [] as string[],
  };
  for (let i = 0; i < INQUIRIES; i++) {
    const first = pick(FIRST);
    const campaigned = random() < 0.4;
    columns.name.push(`${first} ${pick(LAST)} ${i}`);
    columns.phone.push(
      `05${Math.floor(random() * 10)}${String(Math.floor(random() * 1e7)).padStart(7, '0')}`,
    );
    columns.email.push(random() < 0.7 ? `${first.toLowerCase()}.${i}@example.com` : null);
    columns.message.push(
      random() < 0.8
        ? `שלום, מעוניין במכונה ${i}\n${'פרטים נוספים על המקום והשעות. '.repeat(4)}`
        : null,
    );
    columns.purpose.push(random() < 0.6 ? pick(PURPOSES) : null);
    columns.locale.push(random() < 0.7 ? 'he' : 'en');
    columns.page.push(random() < 0.95 ? pick(PAGES) : null);
    columns.source.push(campaigned ? pick(SOURCES) : null);
    columns.medium.push(campaigned ? pick(['cpc', 'social', 'email']) : null);
    columns.campaign.push(campaigned ? pick(CAMPAIGNS) : null);
    columns.status.push(random() < 0.4 ? 'new' : pick(STATUSES));
    columns.emailStatus.push(random() < 0.97 ? 'sent' : pick(['pending', 'failed']));
    columns.createdAt.push(new Date(now.getTime() - Math.floor(random() * year)).toISOString());
  }
  await db.$client.query(
    `insert into contact_inquiries (name, phone, email, message, purpose, locale, page, utm_source,
       utm_medium, utm_campaign, status, email_status, created_at)
     select * from unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[],
       $7::text[], $8::text[], $9::text[], $10::text[], $11::text[], $12::text[], $13::timestamptz[])`,
    Object.values(columns),
  );
  await db.$client.query(
    `insert into machines (name, name_en, type, location, address, status, slug_he, slug_en, created_at)
     select 'מכונה ' || i, 'Machine ' || i, 'פיצה', 'תל אביב ' || i, 'רחוב הרצל ' || i,
            case when i % 10 = 0 then 'inactive' else 'active' end, 'מכונה-' || i, 'machine-' || i,
            now() - make_interval(days => i)
       from generate_series(1, $1::int) i`,
    [MACHINES],
  );
  await db.$client.query(
    `insert into blog_posts (blog_url, language, title, excerpt, content, category, author,
       published_date, status, publish_at, created_at)
     select 'post-' || i, case when i % 3 = 0 then 'en' else 'he' end, 'פוסט מספר ' || i,
            'תקציר ' || i, repeat('פסקה על מכונות אוטומטיות. ', 60), 'מדריכים', 'צוות',
            (now() - make_interval(days => i))::date,
            case when i % 20 = 0 then 'draft' else 'published' end,
            now() - make_interval(days => i), now() - make_interval(days => i)
       from generate_series(1, $1::int) i`,
    [POSTS],
  );
  await db.$client.query(
    `insert into audit_log (at, actor_email, action, entity_type, entity_id, summary)
     select now() - make_interval(mins => i * 20),
            'admin' || (i % 5) || '@example.com',
            (array['products.save', 'inquiries.setStatus', 'blog.save', 'machines.save',
                   'seo.save', 'users.invite'])[1 + i % 6],
            (array['product', 'inquiry', 'blog_post', 'machine', 'seo_settings', 'user'])[1 + i % 6],
            i::text, 'שינוי מספר ' || i
       from generate_series(1, $1::int) i`,
    [AUDIT_ROWS],
  );
  await db.$client.query('vacuum analyze');
  log(`seeded in ${((performance.now() - seeded) / 1000).toFixed(1)} s`);

  // --- The app's loaders ------------------------------------------------------------------------
  const { getInbox } = await import('../../src/features/contact/admin-queries');
  const { loadDashboardHome } = await import('../../src/features/contact/dashboard-queries');
  const { loadWeekTraffic } = await import('../../src/features/analytics/report-queries');
  const { loadBackupCard } = await import('../../src/features/backups/admin-queries');
  const { getAuditLog } = await import('../../src/features/auth/admin-queries');
  const { getAdminMachinesPage, listMachineTypes } =
    await import('../../src/features/machines/admin-queries');
  const { countAdminPosts, getAdminPostsPage } =
    await import('../../src/features/blog/admin-queries');
  const { loadSeoDashboard, forgetPageAnalyses } =
    await import('../../src/features/seo/admin-queries');
  const { inboxCsv, inboxCsvStream } = await import('../../src/features/contact/inbox-csv');
  const { queryInboxExport } = await import('../../src/features/contact/inbox-query');
  const { toLocalDate } = await import('../../src/lib/site-time');

  const phone = columns.phone[1234 % INQUIRIES]!;
  const day = (daysAgo: number) => toLocalDate(new Date(now.getTime() - daysAgo * 864e5));
  const inboxViews: [string, Parameters<typeof getInbox>[0]][] = [
    ['first page', {}],
    ['page 20', { page: 20 }],
    ['status "new"', { status: 'new' }],
    ['status "won"', { status: 'won' }],
    ['purpose "franchise"', { purpose: 'franchise' }],
    ['source "google"', { source: 'google' }],
    ['source none', { source: '-' }],
    ['campaign "campaign-7"', { campaign: 'campaign-7' }],
    ['campaign none', { campaign: '-' }],
    ['sent from a product page', { sentFrom: '/products/מכונה-3' }],
    ['date range (one month)', { from: day(60), to: day(30) }],
    ['from a day on (a week)', { from: day(7) }],
    ['undelivered', { delivery: 'undelivered' }],
    ['unanswered', { unanswered: true }],
    ['status + source + month', { status: 'new', source: 'google', from: day(60), to: day(30) }],
    ['search name "כהן"', { q: 'כהן' }],
    ['search one name', { q: columns.name[4321 % INQUIRIES]! }],
    ['search e-mail "sarah.12"', { q: 'sarah.12' }],
    [
      `search phone "+972-${phone.slice(1, 3)}-${phone.slice(3, 6)}-${phone.slice(6)}"`,
      { q: `+972-${phone.slice(1, 3)}-${phone.slice(3, 6)}-${phone.slice(6)}` },
    ],
    ['search phone digits "4567"', { q: '4567' }],
  ];

  const views: BackOfficeView[] = [];
  for (const [name, filters] of inboxViews)
    views.push(await time(`inbox: ${name}`, 'inbox', async () => (await getInbox(filters)).total));

  views.push(
    await time('dashboard home', 'dashboard', async () => {
      await Promise.all([loadDashboardHome(), loadWeekTraffic(), loadBackupCard()]);
    }),
  );
  // Its parts alone, to see which one costs what.
  for (const [part, load] of [
    ['leads', () => loadDashboardHome()],
    ['week traffic', () => loadWeekTraffic()],
    ['backup card', () => loadBackupCard()],
  ] as const)
    views.push(
      await time(`dashboard home: ${part}`, 'dashboard', async () => {
        await load();
      }),
    );
  views.push(await time('audit log', 'audit', async () => (await getAuditLog({})).total));
  views.push(
    await time('machines list', 'list', async () => {
      const [page] = await Promise.all([getAdminMachinesPage({}), listMachineTypes()]);
      return page.total;
    }),
  );
  views.push(
    await time('blog posts list', 'list', async () => {
      const [page] = await Promise.all([getAdminPostsPage({ lang: 'he' }), countAdminPosts()]);
      return page.total;
    }),
  );
  const seoDashboard = async () => (await loadSeoDashboard()).summary.total;
  // Never analysed: every listed page is read over HTTP (stored analyses deleted too).
  views.push(
    await time('SEO dashboard, first visit, never analysed', 'seoFirst', seoDashboard, {
      warmups: 1,
      runs: SEO_FIRST_RUNS,
      before: () => forgetPageAnalyses({ stored: true }),
    }),
  );
  // The first visit after a restart: the process's analyses forgotten, the stored ones read back.
  views.push(
    await time('SEO dashboard, first visit after a restart', 'seoFirst', seoDashboard, {
      warmups: 1,
      before: () => forgetPageAnalyses(),
    }),
  );
  views.push(
    await time(
      'SEO dashboard, later visits',
      'seoWarm',
      async () => (await loadSeoDashboard()).summary.total,
    ),
  );

  // --- The CSV export: 100,000 rows, memory sampled while it streams -----------------------------
  global.gc?.();
  const before = process.memoryUsage();
  let peakRss = before.rss;
  let peakHeap = before.heapUsed;
  const sample = () => {
    const usage = process.memoryUsage();
    peakRss = Math.max(peakRss, usage.rss);
    peakHeap = Math.max(peakHeap, usage.heapUsed);
  };
  const sampler = setInterval(sample, 5);
  const started = performance.now();
  let bytes = 0;
  let chunks = 0;
  const encoder = new TextEncoder();
  for await (const chunk of inboxCsvStream(db, {}, now, CSV_ROWS)) {
    bytes += encoder.encode(chunk).byteLength;
    chunks++;
    sample();
  }
  const csvMs = performance.now() - started;
  clearInterval(sampler);
  sample();
  const mb = (n: number) => Number((n / 1024 / 1024).toFixed(1));
  const csv: BackOfficeFigures['csv'] = {
    rows: Math.min(CSV_ROWS, INQUIRIES),
    bytes,
    ms: Number(csvMs.toFixed(0)),
    peakRssGrowthMb: mb(peakRss - before.rss),
    peakHeapGrowthMb: mb(peakHeap - before.heapUsed),
    streamed: chunks > 1,
  };
  log(`CSV: ${chunks} chunks`);
  // The same file built whole, as the export did before it streamed: every row, then one string.
  global.gc?.();
  const wholeBefore = process.memoryUsage().rss;
  let wholePeak = wholeBefore;
  const wholeSampler = setInterval(() => {
    wholePeak = Math.max(wholePeak, process.memoryUsage().rss);
  }, 5);
  const whole = inboxCsv(await queryInboxExport(db, {}, now, CSV_ROWS));
  wholePeak = Math.max(wholePeak, process.memoryUsage().rss);
  clearInterval(wholeSampler);
  csv.wholeFilePeakRssGrowthMb = mb(wholePeak - wholeBefore);
  log(`CSV built whole: ${whole.length} characters`);

  const figures: BackOfficeFigures = {
    data: { inquiries: INQUIRIES, posts: POSTS, machines: MACHINES, auditRows: AUDIT_ROWS },
    views,
    csv,
  };
  console.log(`\n${formatBackOffice(figures)}\n`);
  const missed = views.filter((view) => !viewMet(view));
  console.log(
    missed.length
      ? `OVER TARGET: ${missed.map((v) => `${v.view} (${v.p95Ms} ms > ${BACK_OFFICE_TARGETS[v.target]} ms)`).join('; ')}`
      : 'Every view within its target.',
  );
  console.log(JSON.stringify(figures));
} finally {
  const { getDb } = await import('../../src/db');
  await getDb().$client.end();
  await server.stop();
  pageServer.close();
  await rm(server.dataDir, { recursive: true, force: true });
  await rm(stateDir, { recursive: true, force: true });
}
