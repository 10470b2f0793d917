import { AdminPage, adminPageMetadata } from '@/features/auth/components/admin-page';
import { AuditLog } from '@/features/auth/components/audit-log';
import { parseAuditFilters } from '@/features/auth/audit-filters';

export const generateMetadata = adminPageMetadata('audit');

/**
 * /admin/audit?action=…&entity=…&actor=…&from=…&to=…&page=2 — admin only: the audit log for the
 * view its URL names (audit-filters.ts). Read per request on the server.
 */
export default async function AuditAdminPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const filters = parseAuditFilters(await searchParams);
  return (
    <AdminPage page="audit">
      <AuditLog filters={filters} />
    </AdminPage>
  );
}
