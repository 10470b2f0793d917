import { getDb } from '@/db';
import { authErrorResponse, requireAdmin } from '@/features/auth/guard';
import { inboxCsv } from '@/features/contact/inbox-csv';
import { parseInboxFilters } from '@/features/contact/inbox-filters';
import { queryInboxExport } from '@/features/contact/inbox-query';
import { toLocalDate } from '@/lib/site-time';

/**
 * `GET /api/admin/inquiries/export?q=…&status=…` (inboxExportPath): the inbox's view as a CSV
 * file, every matching row (up to 50,000), newest first. Admin only (401/403). A link's GET
 * carries no Origin, so the browser's Fetch-Metadata decides: another site's request is refused
 * (403). It holds visitors' personal data: never cached.
 */
export async function GET(request: Request): Promise<Response> {
  try {
    await requireAdmin();
  } catch (error) {
    return authErrorResponse(error);
  }
  const fetchSite = request.headers.get('sec-fetch-site');
  if (fetchSite && fetchSite !== 'same-origin' && fetchSite !== 'none') {
    return Response.json(
      { error: 'cross-origin' },
      { status: 403, headers: { 'Cache-Control': 'no-store' } },
    );
  }
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
