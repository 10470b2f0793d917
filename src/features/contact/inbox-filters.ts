import { z } from 'zod';
import { INQUIRY_PURPOSES, type InquiryPurpose } from '@/db/schema/inquiry-purpose';
import { INQUIRY_STATUSES, type InquiryStatus } from '@/db/schema/inquiry-status';
import { dayParam, pageParam, parseListFilters } from '@/lib/list-filters';
import { digitsOnly } from './schemas';

/**
 * The inbox's view, as its URL holds it (bookmarkable, the back button works):
 *   /admin/inquiries?q=…&status=new&purpose=franchise&source=google&campaign=spring
 *     &sentFrom=/products/x&from=2026-11-01&to=2026-11-23&delivery=undelivered&page=2
 * `from`/`to` are calendar days on the site's clock (Israel), both included. `unanswered=1` is
 * "still new more than 24 hours after it arrived"; `delivery=undelivered` is "the e-mail to
 * sales has not gone out yet". `source`/`campaign`/`sentFrom` are where the lead came from
 * (utm_source, utm_campaign, the page the form was sent from), each matched exactly; `-` as the
 * source or campaign is "none recorded". The dashboard home and the analytics screen link into
 * these views with `inboxPath`.
 */
export type InboxFilters = {
  q?: string;
  status?: InquiryStatus;
  /** What the visitor said they want (the lead form's optional choice). */
  purpose?: InquiryPurpose;
  /** utm_source exactly, or INBOX_NONE: the lead has no utm_source. */
  source?: string;
  /** utm_campaign exactly, or INBOX_NONE: the lead has no utm_campaign. */
  campaign?: string;
  /** The page the form was sent from, exactly: a decoded site path ("/products/מכונת-פיצה"). */
  sentFrom?: string;
  from?: string;
  to?: string;
  delivery?: 'undelivered';
  unanswered?: boolean;
  /** 1-based; 1 is left out of the URL. */
  page?: number;
};

export const INBOX_PAGE_SIZE = 50;
export const INBOX_SEARCH_MAX = 100;
/** The longest utm_source / utm_campaign a view filters by. */
export const INBOX_UTM_MAX = 100;
/** The longest page path a view filters by. */
export const INBOX_PAGE_PATH_MAX = 300;
/** `source` / `campaign` meaning "none recorded" (the column is null). */
export const INBOX_NONE = '-';

/** A trimmed text of at most `max` characters; empty, too long or not text reads as nothing. */
const textParam = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .optional()
    .catch(undefined)
    .transform((text) => text || undefined);

const filtersSchema = z.object({
  q: textParam(INBOX_SEARCH_MAX),
  status: z.enum(INQUIRY_STATUSES).optional().catch(undefined),
  purpose: z.enum(INQUIRY_PURPOSES).optional().catch(undefined),
  source: textParam(INBOX_UTM_MAX),
  campaign: textParam(INBOX_UTM_MAX),
  sentFrom: z.string().trim().max(INBOX_PAGE_PATH_MAX).startsWith('/').optional().catch(undefined),
  from: dayParam,
  to: dayParam,
  delivery: z.literal('undelivered').optional().catch(undefined),
  unanswered: z
    .literal('1')
    .optional()
    .catch(undefined)
    .transform((v) => (v ? true : undefined)),
  page: pageParam,
});

/** The view a URL's search parameters ask for; anything malformed is left out, never an error. */
export const parseInboxFilters = (
  params: Record<string, string | string[] | undefined> | URLSearchParams,
): InboxFilters => parseListFilters(filtersSchema, params);

/** The search parameters of a view, in a fixed order ('' when it is the plain inbox). */
export function inboxSearch(filters: InboxFilters): string {
  const params = new URLSearchParams();
  if (filters.q) params.set('q', filters.q);
  if (filters.status) params.set('status', filters.status);
  if (filters.purpose) params.set('purpose', filters.purpose);
  if (filters.source) params.set('source', filters.source);
  if (filters.campaign) params.set('campaign', filters.campaign);
  if (filters.sentFrom) params.set('sentFrom', filters.sentFrom);
  if (filters.from) params.set('from', filters.from);
  if (filters.to) params.set('to', filters.to);
  if (filters.delivery) params.set('delivery', filters.delivery);
  if (filters.unanswered) params.set('unanswered', '1');
  if (filters.page && filters.page > 1) params.set('page', String(filters.page));
  const query = params.toString();
  return query ? `?${query}` : '';
}

/** The inbox showing `filters` (the dashboard's links, the pager, the filter form). */
export const inboxPath = (filters: InboxFilters = {}) => `/admin/inquiries${inboxSearch(filters)}`;

/** One inquiry's detail view. */
export const inquiryPath = (id: string) => `/admin/inquiries/${encodeURIComponent(id)}`;

/** The CSV export of a view (the same filters, every page). */
export const inboxExportPath = (filters: InboxFilters = {}) =>
  `/api/admin/inquiries/export${inboxSearch({ ...filters, page: undefined })}`;

/** The JSON export of everything about the person who sent inquiry `id` (person-export.ts). */
export const personExportPath = (id: string) =>
  `/api/admin/inquiries/${encodeURIComponent(id)}/person-export`;

/**
 * A phone as typed ("+972-50-123-4567", "050 123 4567") → the digits stored for it
 * ("0501234567"): an international Israeli prefix becomes the leading 0. Empty when the text
 * holds no digits (then the search is by name or e-mail only).
 */
export function phoneSearchDigits(text: string): string {
  const digits = digitsOnly(text);
  return digits.startsWith('972') ? `0${digits.slice(3).replace(/^0/, '')}` : digits;
}
