import { refuseAdminGet } from '@/lib/admin/guard';
import { ROLES_FOR } from '@/lib/admin/roles';
import { analyticsCsv, queryAnalyticsExport } from '@/features/analytics/export-csv';
import { parseAnalyticsRange } from '@/features/analytics/report-range';

/**
 * `GET /api/admin/analytics/export?from=…&to=…` (the range of /admin/analytics): the range's
 * page views per day, page, language, device, referrer and campaign as a CSV file. Admin and
 * sales, from our own pages or a typed/bookmarked address (refuseAdminGet). Never cached.
 */
export async function GET(request: Request): Promise<Response> {
  const refused = await refuseAdminGet(request, { navigation: true, roles: ROLES_FOR.analytics });
  if (refused) return refused;
  const { from, to } = parseAnalyticsRange(new URL(request.url).searchParams);
  const csv = analyticsCsv(await queryAnalyticsExport(from, to));
  return new Response(csv, {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="analytics-${from}-${to}.csv"`,
      'Cache-Control': 'no-store',
      'X-Content-Type-Options': 'nosniff',
    },
  });
}
