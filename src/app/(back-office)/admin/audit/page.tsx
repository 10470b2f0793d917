import { adminPageMetadata } from '@/features/auth/components/admin-page';
import { filteredAdminScreen } from '@/features/auth/components/admin-screen';
import { AuditLog } from '@/features/auth/components/audit-log';
import { parseAuditFilters } from '@/features/auth/audit-filters';

export const generateMetadata = adminPageMetadata('audit');

/**
 * /admin/audit?action=…&entity=…&actor=…&from=…&to=…&page=2 — admin only: the audit log for the
 * view its URL names (audit-filters.ts). Read per request on the server.
 */
export default filteredAdminScreen('audit', AuditLog, parseAuditFilters);
