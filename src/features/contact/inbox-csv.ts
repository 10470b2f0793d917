import 'server-only';
import { stringify } from 'csv-stringify/sync';
import { createTranslator } from 'use-intl/core';
import he from '@messages/he.json';
import { neutralizeCell } from '@/lib/csv-cell';
import type { Database } from '@/db';
import { toLocalInput } from '@/lib/site-time';
import type { InboxFilters } from './inbox-filters';
import { EXPORT_MAX_ROWS, queryInboxExportBatches, type InboxExportRow } from './inbox-query';

/**
 * The inbox's CSV export: UTF-8 with a byte-order mark (so Excel reads the Hebrew right), a
 * Hebrew header row, one line per inquiry. Cells a spreadsheet would run as a formula (starting
 * with = + - @, a tab or a carriage return) are neutralised with a leading apostrophe
 * (neutralizeCell, src/lib/csv-cell.ts).
 */

const t = createTranslator({ locale: 'he', messages: he, namespace: 'backOffice.inbox' });

/**
 * An Israeli number written the way people read it ("0501234567" → "050-123-4567"), which a
 * spreadsheet keeps as text with its leading 0. Other numbers are left as they are.
 */
export function displayPhone(digits: string): string {
  if (!/^0\d{8,9}$/.test(digits)) return digits;
  const area = /^0[5-7]/.test(digits) ? 3 : 2;
  const rest = digits.slice(area);
  return `${digits.slice(0, area)}-${rest.slice(0, rest.length - 4)}-${rest.slice(-4)}`;
}

const COLUMNS = [
  'date',
  'name',
  'phone',
  'email',
  'message',
  'purpose',
  'city',
  'page',
  'product',
  'utmSource',
  'utmMedium',
  'utmCampaign',
  'status',
  'delivery',
  'language',
] as const;

/** One row's cells, in COLUMNS' order, each neutralised. */
function recordOf(row: InboxExportRow): string[] {
  const cells: Record<(typeof COLUMNS)[number], string> = {
    date: toLocalInput(row.createdAt).replace('T', ' '),
    name: row.name,
    phone: displayPhone(row.phone),
    email: row.email ?? '',
    message: row.message ?? '',
    purpose: row.purpose ? t(`purposes.${row.purpose}`) : '',
    city: row.city ?? '',
    page: row.page ?? '',
    product: row.productName ?? '',
    utmSource: row.utmSource ?? '',
    utmMedium: row.utmMedium ?? '',
    utmCampaign: row.utmCampaign ?? '',
    status: t(`statuses.${row.status}`),
    delivery: t(`delivery.${row.emailStatus}`),
    language: t(`detail.languages.${row.locale}`),
  };
  return COLUMNS.map((column) => neutralizeCell(cells[column]));
}

const header = () => COLUMNS.map((column) => ({ key: column, header: t(`csv.${column}`) }));

/** The CSV file's bytes (BOM first) for the rows of a view. */
export function inboxCsv(rows: readonly InboxExportRow[]): string {
  return stringify(rows.map(recordOf), {
    bom: true,
    header: true,
    columns: header(),
    record_delimiter: 'windows',
  });
}

/**
 * The same file as `inboxCsv` over the view's rows (up to `limit`), in pieces: the BOM and header,
 * then one piece per batch of rows read (queryInboxExportBatches), so an export of any size holds
 * one batch in memory at a time. The concatenated pieces are byte for byte `inboxCsv(rows)`.
 */
export async function* inboxCsvStream(
  db: Database,
  filters: InboxFilters,
  now: Date = new Date(),
  limit = EXPORT_MAX_ROWS,
): AsyncGenerator<string> {
  yield stringify([], { bom: true, header: true, columns: header(), record_delimiter: 'windows' });
  for await (const rows of queryInboxExportBatches(db, filters, now, limit))
    yield stringify(rows.map(recordOf), { record_delimiter: 'windows' });
}
