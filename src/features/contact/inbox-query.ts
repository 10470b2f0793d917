import 'server-only';
import { and, asc, desc, eq, gte, isNull, lt, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '@/db';
import {
  contactInquiries,
  inquiryEmailAttempts,
  inquiryNotes,
  products,
  type EmailStatus,
  type InquiryPurpose,
  type InquiryStatus,
} from '@/db/schema';
import { queryPage, type ListPage } from '@/lib/admin/paged-query';
import { dayRange } from '@/lib/list-filters';
import { INBOX_NONE, INBOX_PAGE_SIZE, phoneSearchDigits, type InboxFilters } from './inbox-filters';

/**
 * The inbox's reads, taking the database as an argument and checking nobody: the guarded
 * admin-queries.ts, the CSV export route and the benchmark (scripts/bench-inbox.ts) share them.
 * Every filter reads an index (migration 0008): created_at for the plain list and date ranges,
 * status + created_at for a status, trigram GIN indexes for the search; purpose, source,
 * campaign and the page sent from each have their value + created_at index (migration 0016).
 */

/** One row of the inbox list (and of the CSV export). */
export type InboxRow = {
  id: string;
  createdAt: Date;
  name: string;
  phone: string;
  email: string | null;
  /** The message's first line (clipped); null when the visitor wrote none. */
  firstLine: string | null;
  locale: 'he' | 'en';
  purpose: InquiryPurpose | null;
  city: string | null;
  page: string | null;
  productId: string | null;
  productName: string | null;
  utmSource: string | null;
  utmMedium: string | null;
  utmCampaign: string | null;
  status: InquiryStatus;
  emailStatus: EmailStatus;
  emailAttempts: number;
};

export type InboxPage = ListPage<InboxRow>;

/** A lead still "new" this long after it arrived is unanswered (the dashboard says the same). */
export const UNANSWERED_AFTER_MS = 24 * 60 * 60 * 1000;

const FIRST_LINE_MAX = 140;

/** `text` for a LIKE pattern that matches it literally anywhere. */
const contains = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The conditions of a view (all of them must hold); `now` decides "unanswered". */
export function inboxWhere(filters: InboxFilters, now: Date = new Date()): SQL | undefined {
  const c = contactInquiries;
  const conditions: (SQL | undefined)[] = [];
  if (filters.q) {
    const text = filters.q.toLowerCase();
    const digits = phoneSearchDigits(filters.q);
    conditions.push(
      or(
        sql`lower(${c.name}) like ${contains(text)}`,
        sql`lower(${c.email}) like ${contains(text)}`,
        // A phone is searched by its digits only when the text is mostly a number.
        digits.length >= 3 ? sql`${c.phone} like ${contains(digits)}` : undefined,
      ),
    );
  }
  if (filters.status) conditions.push(eq(c.status, filters.status));
  if (filters.purpose) conditions.push(eq(c.purpose, filters.purpose));
  if (filters.source)
    conditions.push(
      filters.source === INBOX_NONE ? isNull(c.utmSource) : eq(c.utmSource, filters.source),
    );
  if (filters.campaign)
    conditions.push(
      filters.campaign === INBOX_NONE ? isNull(c.utmCampaign) : eq(c.utmCampaign, filters.campaign),
    );
  if (filters.sentFrom) conditions.push(eq(c.page, filters.sentFrom));
  const { start, end } = dayRange(filters.from, filters.to);
  if (start) conditions.push(gte(c.createdAt, start));
  if (end) conditions.push(lt(c.createdAt, end));
  if (filters.delivery === 'undelivered') conditions.push(ne(c.emailStatus, 'sent'));
  if (filters.unanswered) {
    conditions.push(eq(c.status, 'new'));
    conditions.push(lt(c.createdAt, new Date(now.getTime() - UNANSWERED_AFTER_MS)));
  }
  return and(...conditions);
}

const rowColumns = {
  id: contactInquiries.id,
  createdAt: contactInquiries.createdAt,
  name: contactInquiries.name,
  phone: contactInquiries.phone,
  email: contactInquiries.email,
  firstLine: sql<
    string | null
  >`nullif(left(btrim(split_part(${contactInquiries.message}, E'\n', 1)), ${FIRST_LINE_MAX}), '')`,
  locale: contactInquiries.locale,
  purpose: contactInquiries.purpose,
  city: contactInquiries.city,
  page: contactInquiries.page,
  productId: contactInquiries.productId,
  productName: products.nameHe,
  utmSource: contactInquiries.utmSource,
  utmMedium: contactInquiries.utmMedium,
  utmCampaign: contactInquiries.utmCampaign,
  status: contactInquiries.status,
  emailStatus: contactInquiries.emailStatus,
  emailAttempts: contactInquiries.emailAttempts,
};

/** Rows of a view, newest first (the id breaks ties so pages never overlap). */
function selectRows(db: Database, where: SQL | undefined) {
  return db
    .select(rowColumns)
    .from(contactInquiries)
    .leftJoin(products, eq(products.id, contactInquiries.productId))
    .where(where)
    .orderBy(desc(contactInquiries.createdAt), desc(contactInquiries.id));
}

/** An export row: a list row with the whole message. */
export type InboxExportRow = InboxRow & { message: string | null };

function selectExportRows(db: Database, where: SQL | undefined) {
  return db
    .select({ ...rowColumns, message: contactInquiries.message })
    .from(contactInquiries)
    .leftJoin(products, eq(products.id, contactInquiries.productId))
    .where(where)
    .orderBy(desc(contactInquiries.createdAt), desc(contactInquiries.id));
}

/** One page of the inbox (50 rows) with the view's total. */
export async function queryInbox(
  db: Database,
  filters: InboxFilters,
  now: Date = new Date(),
): Promise<InboxPage> {
  const where = inboxWhere(filters, now);
  return queryPage(db, contactInquiries, where, filters.page, INBOX_PAGE_SIZE, (limit, offset) =>
    selectRows(db, where).limit(limit).offset(offset),
  );
}

/** The most rows one CSV export holds. */
export const EXPORT_MAX_ROWS = 50_000;

/** Rows the streamed CSV export reads at once. */
export const EXPORT_BATCH_ROWS = 1000;

/**
 * The rows of `queryInboxExport`, in the same order, read `batch` at a time: each batch starts
 * after the last row of the one before (created_at, id — the order's own key, walked by the
 * created_at index), so memory holds one batch whatever the export's size. The cursor keeps
 * created_at as PostgreSQL's text (microseconds; a JS Date would round them to milliseconds).
 */
export async function* queryInboxExportBatches(
  db: Database,
  filters: InboxFilters,
  now: Date = new Date(),
  limit = EXPORT_MAX_ROWS,
  batch = EXPORT_BATCH_ROWS,
): AsyncGenerator<InboxExportRow[]> {
  const where = inboxWhere({ ...filters, page: undefined }, now);
  let after: { at: string; id: string } | null = null;
  for (let left = limit; left > 0;) {
    const cursor: SQL | undefined = after
      ? sql`(${contactInquiries.createdAt}, ${contactInquiries.id}) < (${after.at}::timestamptz, ${after.id}::uuid)`
      : undefined;
    const rows: (InboxExportRow & { cursorAt: string })[] = await db
      .select({
        ...rowColumns,
        message: contactInquiries.message,
        cursorAt: sql<string>`${contactInquiries.createdAt}::text`,
      })
      .from(contactInquiries)
      .leftJoin(products, eq(products.id, contactInquiries.productId))
      .where(and(where, cursor))
      .orderBy(desc(contactInquiries.createdAt), desc(contactInquiries.id))
      .limit(Math.min(batch, left));
    if (rows.length === 0) return;
    const last: { cursorAt: string; id: string } = rows.at(-1)!;
    after = { at: last.cursorAt, id: last.id };
    left -= rows.length;
    yield rows.map(({ cursorAt, ...row }): InboxExportRow => (void cursorAt, row));
    if (rows.length < batch) return;
  }
}

/** Every row of a view for the CSV export (up to EXPORT_MAX_ROWS), newest first. */
export async function queryInboxExport(
  db: Database,
  filters: InboxFilters,
  now: Date = new Date(),
  limit = EXPORT_MAX_ROWS,
): Promise<InboxExportRow[]> {
  return selectExportRows(db, inboxWhere({ ...filters, page: undefined }, now)).limit(limit);
}

export type InquiryDetail = {
  inquiry: typeof contactInquiries.$inferSelect;
  product: { id: string; name: string; slugEn: string | null; slugHe: string } | null;
  attempts: { id: string; attemptedAt: Date; ok: boolean; error: string | null }[];
  notes: { id: string; authorName: string; body: string; createdAt: Date }[];
};

/** One inquiry with its product, delivery attempts and notes (oldest first); null if none. */
export async function queryInquiry(db: Database, id: string): Promise<InquiryDetail | null> {
  if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id)) return null;
  const [found] = await db
    .select({
      inquiry: contactInquiries,
      productId: products.id,
      productName: products.nameHe,
      productSlugHe: products.slugHe,
      productSlugEn: products.slugEn,
    })
    .from(contactInquiries)
    .leftJoin(products, eq(products.id, contactInquiries.productId))
    .where(eq(contactInquiries.id, id));
  if (!found) return null;
  const [attempts, notes] = await Promise.all([
    db
      .select({
        id: inquiryEmailAttempts.id,
        attemptedAt: inquiryEmailAttempts.attemptedAt,
        ok: inquiryEmailAttempts.ok,
        error: inquiryEmailAttempts.error,
      })
      .from(inquiryEmailAttempts)
      .where(eq(inquiryEmailAttempts.inquiryId, id))
      .orderBy(asc(inquiryEmailAttempts.attemptedAt), asc(inquiryEmailAttempts.id)),
    db
      .select({
        id: inquiryNotes.id,
        authorName: inquiryNotes.authorName,
        body: inquiryNotes.body,
        createdAt: inquiryNotes.createdAt,
      })
      .from(inquiryNotes)
      .where(eq(inquiryNotes.inquiryId, id))
      .orderBy(asc(inquiryNotes.createdAt), asc(inquiryNotes.id)),
  ]);
  return {
    inquiry: found.inquiry,
    product: found.productId
      ? {
          id: found.productId,
          name: found.productName!,
          slugHe: found.productSlugHe!,
          slugEn: found.productSlugEn,
        }
      : null,
    attempts,
    notes,
  };
}
