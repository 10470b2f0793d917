/**
 * Links from the analytics screen to the inbox (/admin/inquiries) showing the inquiries behind a
 * figure. The inbox reads `source` (utm_source, "-" for none), `campaign` ("-" for none),
 * `sentFrom` (the decoded page path the inquiry was sent from) and the days `from`/`to`; built
 * here rather than with the contact feature's inboxPath (features do not import each other).
 */
export type InboxLinkFilters = {
  /** utm_source; '' is "no source". */
  source?: string;
  /** utm_campaign; '' is "no campaign". */
  campaign?: string;
  from?: string;
  to?: string;
  /** A decoded page path ("/en/products/pizza-machine"). */
  sentFrom?: string;
};

/** The inbox's "none" value of `source` and `campaign`. */
export const NONE = '-';

/** The inbox showing `filters`, its parameters in the order source, campaign, from, to, sentFrom. */
export function inboxLink(filters: InboxLinkFilters = {}): string {
  const params = new URLSearchParams();
  if (filters.source !== undefined) params.set('source', filters.source || NONE);
  if (filters.campaign !== undefined) params.set('campaign', filters.campaign || NONE);
  if (filters.from) params.set('from', filters.from);
  if (filters.to) params.set('to', filters.to);
  if (filters.sentFrom) params.set('sentFrom', filters.sentFrom);
  const query = params.toString();
  return `/admin/inquiries${query ? `?${query}` : ''}`;
}
