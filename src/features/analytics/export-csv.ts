import 'server-only';
import { stringify } from 'csv-stringify/sync';
import { sql } from 'drizzle-orm';
import { createTranslator } from 'use-intl/core';
import he from '@messages/he.json';
import { getDb } from '@/db';
import type { PageViewDevice } from '@/db/schema/page-views';
import { neutralizeCell } from '@/lib/csv-cell';
import { cubeBetween } from './cube';

/**
 * The analytics CSV (GET /api/admin/analytics/export): the range's page views per day × page ×
 * language × device × referrer × campaign, as the dashboard counts them (cubeBetween). UTF-8
 * with a byte-order mark (so Excel reads the Hebrew right) and a Hebrew header row, like the
 * inbox's. Paths, hosts and campaign values come from visitors: every text cell goes through
 * neutralizeCell (formula injection).
 */

const t = createTranslator({ locale: 'he', messages: he, namespace: 'backOffice.analyticsCsv' });

export type AnalyticsCsvRow = {
  /** "2026-11-01" (Israel calendar day). */
  day: string;
  path: string;
  lang: 'he' | 'en';
  device: PageViewDevice;
  /** '' when there was none. */
  ref_host: string;
  utm_source: string;
  utm_medium: string;
  utm_campaign: string;
  views: number;
};

/** The range's rows (both days included), oldest day first, then by page and the rest. */
export async function queryAnalyticsExport(from: string, to: string): Promise<AnalyticsCsvRow[]> {
  const { rows } = await getDb().execute<AnalyticsCsvRow>(sql`
    select c.day::text as day, c.path, c.lang, c.device, c.ref_host, c.utm_source, c.utm_medium,
           c.utm_campaign, c.views::int as views
      from ${cubeBetween(from, to)} c
     order by c.day, c.path, c.lang, c.device, c.ref_host, c.utm_source, c.utm_medium,
              c.utm_campaign`);
  return rows;
}

const COLUMNS = [
  'day',
  'path',
  'lang',
  'device',
  'refHost',
  'utmSource',
  'utmMedium',
  'utmCampaign',
  'views',
] as const;

/** The CSV file's text (BOM first) for the rows. */
export function analyticsCsv(rows: readonly AnalyticsCsvRow[]): string {
  const records = rows.map((row) => {
    const cells: Record<(typeof COLUMNS)[number], string> = {
      day: row.day,
      path: row.path,
      lang: t(`languages.${row.lang}`),
      device: t(`devices.${row.device}`),
      refHost: row.ref_host,
      utmSource: row.utm_source,
      utmMedium: row.utm_medium,
      utmCampaign: row.utm_campaign,
      views: String(row.views),
    };
    return COLUMNS.map((column) => neutralizeCell(cells[column]));
  });
  return stringify(records, {
    bom: true,
    header: true,
    columns: COLUMNS.map((column) => ({ key: column, header: t(column) })),
    record_delimiter: 'windows',
  });
}
