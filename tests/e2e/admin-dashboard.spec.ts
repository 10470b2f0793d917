import { randomUUID } from 'node:crypto';
import { expect, type Page } from '@playwright/test';
import { test } from './admin';
import { expectNoAxeViolations } from './axe';
import { queryE2eDb } from './db';

/** Today and the Sunday the week began, on the Israel calendar ("2026-11-25"). */
function israelDays() {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Jerusalem' }).format(new Date());
  const noon = new Date(`${today}T12:00:00Z`);
  noon.setUTCDate(noon.getUTCDate() - noon.getUTCDay());
  return { today, weekStart: noon.toISOString().slice(0, 10) };
}

type Counts = { today: number; week: number; unanswered: number; undelivered: number };

/** The dashboard's four figures, counted here independently of the app's query. */
async function countsInDb(): Promise<Counts> {
  const [row] = await queryE2eDb<Counts>(`
    select
      count(*) filter (where (created_at at time zone 'Asia/Jerusalem')::date
                           = (now() at time zone 'Asia/Jerusalem')::date)::int as today,
      count(*) filter (where date_trunc('week', (created_at at time zone 'Asia/Jerusalem') + interval '1 day')
                           = date_trunc('week', (now() at time zone 'Asia/Jerusalem') + interval '1 day'))::int as week,
      count(*) filter (where status = 'new' and created_at < now() - interval '24 hours')::int as unanswered,
      count(*) filter (where email_status <> 'sent')::int as undelivered
    from contact_inquiries`);
  return row!;
}

const CARDS = {
  today: 'פניות חדשות היום',
  week: 'פניות חדשות השבוע',
  unanswered: 'ממתינות למענה',
  undelivered: 'מיילים שלא נמסרו',
} as const;

const card = (page: Page, key: keyof typeof CARDS) =>
  page.getByRole('link', { name: new RegExp(`^${CARDS[key]}`) });

/** The figure a card shows. */
async function shown(page: Page, key: keyof typeof CARDS): Promise<number> {
  const text = await card(page, key).innerText();
  return Number(/\d+/.exec(text.slice(CARDS[key].length))![0]);
}

async function insertLead(values: {
  name: string;
  ageMinutes: number;
  status?: string;
  delivered: boolean;
  error?: string;
}): Promise<string> {
  const [row] = await queryE2eDb<{ id: string }>(
    `insert into contact_inquiries
       (name, phone, locale, status, created_at, email_status, email_sent_at, email_attempts,
        email_last_error, email_next_attempt_at)
     values ($1, '0501234567', 'he', $2, now() - make_interval(mins => $3),
             $4, case when $4 = 'sent' then now() end, $5, $6,
             -- An undelivered test row is not due again today: the app's worker leaves it alone.
             now() + interval '1 day')
     returning id`,
    [
      values.name,
      values.status ?? 'new',
      values.ageMinutes,
      values.delivered ? 'sent' : 'pending',
      values.delivered ? 1 : 4,
      values.error ?? null,
    ],
  );
  return row!.id;
}

/** The failing-e-mail alert (Next's route announcer is an alert too). */
const failingAlert = (page: Page) =>
  page.getByRole('alert').filter({ hasText: 'שליחת מיילי הפניות נכשלת' });

const removeLeads = (ids: string[]) =>
  queryE2eDb('delete from contact_inquiries where id = any($1::uuid[])', [ids]);

test.describe('the dashboard home', () => {
  test('shows the counts, the 30-day chart and the latest inquiries', async ({
    adminPage: page,
  }) => {
    const name = `לקוח ${randomUUID().slice(0, 6)}`;
    const ids = [
      await insertLead({ name, ageMinutes: 1, delivered: true }),
      await insertLead({ name: `${name} ותיק`, ageMinutes: 26 * 60, delivered: true }),
    ];
    try {
      const before = await countsInDb();
      await page.goto('/admin');
      await expect(page.getByRole('heading', { level: 1, name: 'לוח בקרה' })).toBeVisible();
      const after = await countsInDb();
      for (const key of Object.keys(CARDS) as (keyof typeof CARDS)[]) {
        const value = await shown(page, key);
        // Other specs may add inquiries meanwhile: the figure lies between the two readings.
        expect(value, key).toBeGreaterThanOrEqual(Math.min(before[key], after[key]));
        expect(value, key).toBeLessThanOrEqual(Math.max(before[key], after[key]));
      }
      expect(await shown(page, 'today')).toBeGreaterThanOrEqual(1);
      expect(await shown(page, 'unanswered')).toBeGreaterThanOrEqual(1);

      // The chart: 30 bars, each named with its day and count; today's counts the new lead.
      const chart = page.getByRole('group', { name: 'פניות ליום — 30 הימים האחרונים' });
      await expect(chart.getByRole('img')).toHaveCount(30);
      const todayBar = chart.getByRole('img').last();
      await expect(todayBar).toHaveAccessibleName(
        new RegExp(`: (פנייה אחת|${await shown(page, 'today')} פניות)$`),
      );

      // The latest inquiries lead to their detail view.
      const latest = page.getByRole('region', { name: 'פניות אחרונות' });
      await expect(
        latest.getByRole('link', { name: new RegExp(`^${name}`) }).first(),
      ).toHaveAttribute('href', `/admin/inquiries/${ids[0]}`);
      await expect(failingAlert(page)).toHaveCount(0);

      await expectNoAxeViolations(page);
      await page.setViewportSize({ width: 390, height: 844 });
      await expectNoAxeViolations(page);
    } finally {
      await removeLeads(ids);
    }
  });

  test("each count opens the inbox's matching view", async ({ adminPage: page }) => {
    const { today, weekStart } = israelDays();
    const views = {
      today: `/admin/inquiries?from=${today}&to=${today}`,
      week: `/admin/inquiries?from=${weekStart}&to=${today}`,
      unanswered: '/admin/inquiries?unanswered=1',
      undelivered: '/admin/inquiries?delivery=undelivered',
    };
    for (const key of Object.keys(views) as (keyof typeof views)[]) {
      await page.goto('/admin');
      await card(page, key).click();
      await expect(page).toHaveURL((url) => `${url.pathname}${url.search}` === views[key]);
    }
  });

  test('says plainly when lead e-mails are failing, and links to them', async ({
    adminPage: page,
  }) => {
    const id = await insertLead({
      name: `נכשל ${randomUUID().slice(0, 6)}`,
      ageMinutes: 125,
      delivered: false,
      error: 'connect ECONNREFUSED 127.0.0.1:25',
    });
    try {
      await page.goto('/admin');
      const alert = failingAlert(page);
      await expect(alert).toBeVisible();
      await expect(alert).toContainText(/(פנייה אחת לא נמסרה|\d+ פניות לא נמסרו)/);
      await expect(alert).toContainText('connect ECONNREFUSED 127.0.0.1:25');
      await expect(alert.getByRole('link', { name: 'לפניות שלא נמסרו' })).toHaveAttribute(
        'href',
        '/admin/inquiries?delivery=undelivered',
      );
      expect(await shown(page, 'undelivered')).toBeGreaterThanOrEqual(1);
      await expectNoAxeViolations(page);
      await page.setViewportSize({ width: 390, height: 844 });
      await expectNoAxeViolations(page);
    } finally {
      await removeLeads([id]);
    }
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'לוח בקרה' })).toBeVisible();
    await expect(failingAlert(page)).toHaveCount(0);
  });
});
