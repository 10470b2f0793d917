import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { withUserAndAdmin } from '../../../tests/setup/app-under-test';
import { asVisitor } from '../../../tests/setup/next-headers';
import { contactInquiries, type NewContactInquiry } from '@/db/schema';

vi.mock('next/headers', () => import('../../../tests/setup/next-headers'));

const signedIn = withUserAndAdmin();
let loadDashboardHome: typeof import('./dashboard-queries').loadDashboardHome;

/** Wednesday 25 November 2026, 10:00 in Israel (UTC+2 in winter); the week began Sunday the 22nd. */
const NOW = new Date('2026-11-25T10:00:00+02:00');

const at = (israelTime: string) => new Date(`${israelTime}+02:00`);
const lead = (
  name: string,
  createdAt: Date,
  more: Partial<NewContactInquiry> = {},
): NewContactInquiry => ({
  name,
  phone: '0501234567',
  locale: 'he',
  createdAt,
  emailStatus: 'sent',
  emailSentAt: createdAt,
  ...more,
});

beforeAll(async () => {
  ({ loadDashboardHome } = await import('./dashboard-queries'));
});

describe('the dashboard home figures', () => {
  it('refuses an anonymous visitor and a user who is not an admin', async () => {
    asVisitor();
    await expect(loadDashboardHome()).rejects.toMatchObject({ name: 'AuthError', status: 401 });
    asVisitor(signedIn.cookies.user);
    await expect(loadDashboardHome()).rejects.toMatchObject({ name: 'AuthError', status: 403 });
  });

  it('shows zeros and an empty month on an empty inbox', async () => {
    asVisitor(signedIn.cookies.admin);
    const home = await loadDashboardHome(NOW);
    expect(home.counts).toEqual({ today: 0, week: 0, unanswered: 0, undelivered: 0 });
    expect(home.failing).toBeNull();
    expect(home.latest).toEqual([]);
    expect(home.days).toHaveLength(30);
    expect(home.days.every((d) => d.count === 0)).toBe(true);
  });

  it('counts on the Israel calendar: today, this week from Sunday, unanswered, undelivered', async () => {
    const pending = { emailStatus: 'pending', emailSentAt: null } as const;
    await signedIn.app.db.insert(contactInquiries).values([
      lead('Today morning', at('2026-11-25T09:00')),
      // Still the 24th in UTC, already the 25th in Israel.
      lead('Just after midnight', at('2026-11-25T00:30'), { status: 'in_progress' }),
      lead('Undelivered 2h', at('2026-11-25T08:00'), {
        ...pending,
        emailAttempts: 3,
        emailLastError: 'connect ECONNREFUSED 127.0.0.1:25',
      }),
      lead('Undelivered 30 min', at('2026-11-25T09:30'), pending),
      lead('New 23h', at('2026-11-24T11:00')),
      lead('New 26h', at('2026-11-24T08:00')),
      lead('Two days ago', at('2026-11-23T12:00'), { status: 'in_progress' }),
      lead('Sunday start', at('2026-11-22T00:10'), { status: 'won' }),
      lead('Saturday night', at('2026-11-21T23:50')),
      lead('First chart day', at('2026-10-27T00:05'), { status: 'spam' }),
      lead('Before the chart', at('2026-10-26T23:55'), { status: 'lost' }),
      lead('Forty days ago', new Date('2026-10-16T12:00:00+03:00'), { status: 'lost' }),
    ]);
    asVisitor(signedIn.cookies.admin);
    const home = await loadDashboardHome(NOW);

    expect(home.today).toBe('2026-11-25');
    expect(home.weekStart).toBe('2026-11-22');
    expect(home.counts).toEqual({
      today: 4,
      week: 8,
      // "New 26h" and "Saturday night"; "New 23h" has another hour to go.
      unanswered: 2,
      undelivered: 2,
    });
    // Only the one undelivered for more than an hour is a failure.
    expect(home.failing).toEqual({
      count: 1,
      since: at('2026-11-25T08:00'),
      lastError: 'connect ECONNREFUSED 127.0.0.1:25',
    });
    expect(home.latest.map((l) => l.name)).toEqual([
      'Undelivered 30 min',
      'Today morning',
      'Undelivered 2h',
      'Just after midnight',
      'New 23h',
    ]);
    expect(home.latest[0]).toMatchObject({
      status: 'new',
      createdAt: at('2026-11-25T09:30'),
    });
  });

  it('charts the last 30 Israel calendar days, oldest first, days without inquiries as 0', async () => {
    asVisitor(signedIn.cookies.admin);
    const { days } = await loadDashboardHome(NOW);
    expect(days).toHaveLength(30);
    expect(days[0]).toEqual({ day: '2026-10-27', count: 1 });
    expect(days.at(-1)).toEqual({ day: '2026-11-25', count: 4 });
    expect(
      Object.fromEntries(days.filter((d) => d.count > 0).map((d) => [d.day, d.count])),
    ).toEqual({
      '2026-10-27': 1,
      '2026-11-21': 1,
      '2026-11-22': 1,
      '2026-11-23': 1,
      '2026-11-24': 2,
      '2026-11-25': 4,
    });
    // Consecutive days, none skipped or doubled (the clock change of 25 October is before them).
    const dayMs = days.map((d) => Date.parse(`${d.day}T00:00:00Z`));
    expect(dayMs.slice(1).every((ms, i) => ms - dayMs[i]! === 86_400_000)).toBe(true);
  });

  it('benchmark: the figures over 10,000 inquiries (prints the time, asserts only the totals)', async () => {
    await signedIn.app.db.execute(sql`
      insert into contact_inquiries (name, phone, locale, created_at, status, email_status)
      select 'Bench ' || n, '05' || lpad(n::text, 8, '0'), 'he',
             ${NOW.toISOString()}::timestamptz - (n % 60) * interval '1 day' - (n % 24) * interval '1 hour',
             (array['new','in_progress','won','lost','spam'])[1 + n % 5],
             case when n % 50 = 0 then 'pending' else 'sent' end
        from generate_series(1, 10000) n`);
    await signedIn.app.db.execute(sql`analyze contact_inquiries`);
    asVisitor(signedIn.cookies.admin);
    await loadDashboardHome(NOW); // warm
    const times: number[] = [];
    let home!: Awaited<ReturnType<typeof loadDashboardHome>>;
    for (let i = 0; i < 10; i++) {
      const started = performance.now();
      home = await loadDashboardHome(NOW);
      times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);
    console.log(
      `[bench] dashboard home over ${10_012} inquiries: median ${times[5]!.toFixed(1)} ms, ` +
        `max ${times.at(-1)!.toFixed(1)} ms (10 runs, session check included)`,
    );
    expect(home.counts.undelivered).toBe(2 + 200);
    expect(home.days.reduce((sum, d) => sum + d.count, 0)).toBeGreaterThan(4000);
  });
});
