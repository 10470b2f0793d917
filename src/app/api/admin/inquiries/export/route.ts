import { getDb } from '@/db';
import { refuseAdminGet } from '@/lib/admin/guard';
import { ROLES_FOR } from '@/lib/admin/roles';
import { inboxCsv } from '@/features/contact/inbox-csv';
import { parseInboxFilters } from '@/features/contact/inbox-filters';
import { queryInboxExport } from '@/features/contact/inbox-query';
import { toLocalDate } from '@/lib/site-time';

/**
 * `GET /api/admin/inquiries/export?q=…&status=…` (inboxExportPath): the inbox's view as a CSV
 * file, every matching row (up to 50,000), newest first. Admin only, from our own pages or a
 * typed/bookmarked address (refuseAdminGet). It holds visitors' personal data: never cached.
 */
export async function GET(request: Request): Promise<Response> {
  const refused = await refuseAdminGet(request, { navigation: true, roles: ROLES_FOR.leads });
  if (refused) return refused;
  const now = new Date();
  const filters = parseInboxFilters(new URL(request.url).searchParams);
  const csv = inboxCsv(await queryInboxExport(getDb(), filters, now));
  return new Response(csv, {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="inquiries-${toLocalDate(now)}.csv"`,
      'Cache-Control': 'no-store',
      'X-Content-Type-Options': 'nosniff',
    },
  });
}
