import { adminPageMetadata } from '@/features/auth/components/admin-page';
import { filteredAdminScreen } from '@/features/auth/components/admin-screen';
import { AnalyticsScreen } from '@/features/analytics/components/analytics-screen';
import { parseAnalyticsRange } from '@/features/analytics/report-range';

export const generateMetadata = adminPageMetadata('analytics');

/**
 * /admin/analytics?range=30|90|custom&from=…&to=… — admin and sales: visits, their sources and
 * the inquiries they led to over a range of Israel days (report-range.ts). Read per request on
 * the server; anything malformed in the URL reads as the last 30 days.
 */
export default filteredAdminScreen('analytics', AnalyticsScreen, (params) =>
  parseAnalyticsRange(params),
);
