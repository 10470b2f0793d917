import 'server-only';
import { getDb } from '@/db';
import type { AuditFilters } from './audit-filters';
import { auditFacets, queryAudit, type AuditFacets, type AuditPage } from './audit-query';
import { requireAdmin } from '@/lib/admin/guard';

/** Admin reads of the auth feature, each checking the admin role itself first. */

/** Admin only: the audit log's view (one page) and what its filters offer. */
export async function getAuditLog(
  filters: AuditFilters = {},
): Promise<AuditPage & { facets: AuditFacets }> {
  await requireAdmin();
  const db = getDb();
  const [page, facets] = await Promise.all([queryAudit(db, filters), auditFacets(db)]);
  return { ...page, facets };
}
