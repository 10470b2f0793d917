import 'server-only';
import { getDb } from '@/db';
import { requireAdmin, requireRole } from '@/lib/admin/guard';
import { ROLES_FOR } from '@/lib/admin/roles';
import { readSetting } from '@/lib/settings';
import type { InboxFilters } from './inbox-filters';
import { queryInbox, queryInquiry, type InboxPage, type InquiryDetail } from './inbox-query';

/*
 * Admin reads of the contact feature: plain server functions, not server actions (no browser can
 * call them), each one checking the admin role itself. The queries live in inbox-query.ts.
 */

/** Admin only: one page of the inbox for a view (search, filters, page), newest first. */
export async function getInbox(filters: InboxFilters = {}): Promise<InboxPage> {
  await requireRole(ROLES_FOR.leads);
  return queryInbox(getDb(), filters);
}

/** Admin only: one inquiry with its product, delivery attempts and notes; null when none. */
export async function getInquiry(id: string = ''): Promise<InquiryDetail | null> {
  await requireRole(ROLES_FOR.leads);
  return queryInquiry(getDb(), id);
}

/**
 * Admin only: how many months inquiries are kept before the server erases them (retention.ts);
 * null when they are kept until deleted by hand. Read uncached: the panel shows what is stored.
 */
export async function getInquiryRetention(): Promise<number | null> {
  await requireAdmin();
  return readSetting('inquiryRetentionMonths');
}
