import { adminPageMetadata } from '@/features/auth/components/admin-page';
import { filteredAdminScreen } from '@/features/auth/components/admin-screen';
import { InboxDashboard } from '@/features/contact/components/admin/inbox-dashboard';
import { parseInboxFilters } from '@/features/contact/inbox-filters';

export const generateMetadata = adminPageMetadata('inquiries');

/**
 * /admin/inquiries?q=…&status=…&from=…&to=…&delivery=undelivered&unanswered=1&page=2 — admin
 * only: the leads inbox for the view its URL names (inbox-filters.ts). Read per request on the
 * server (inside the back office's loading boundary); admin actions re-render it.
 */
export default filteredAdminScreen('inquiries', InboxDashboard, parseInboxFilters);
