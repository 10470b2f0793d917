/**
 * Where sales stand with a lead: new → in progress → won / lost, or spam. A plain module (no
 * drizzle import) so the back office's client components can use the list.
 */
export const INQUIRY_STATUSES = ['new', 'in_progress', 'won', 'lost', 'spam'] as const;
export type InquiryStatus = (typeof INQUIRY_STATUSES)[number];
