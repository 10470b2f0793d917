import { TriangleAlert } from 'lucide-react';
import { getTranslations } from 'next-intl/server';
import { EmptyState } from '@/components/ui/empty-state';
import { isAuthError } from '@/features/auth/guard';
import { loadSeoDashboard } from '../../admin-queries';
import { SeoManager } from './seo-manager';

/** The dashboard's data, or null when the read failed ("Failed to fetch SEO data", spec §8). */
async function readDashboard() {
  try {
    return await loadSeoDashboard();
  } catch (error) {
    if (isAuthError(error)) throw error;
    console.error('[admin] seo: loading failed:', error instanceof Error ? error.message : error);
    return null;
  }
}

/**
 * /admin/seo (spec back-office §2 "Admin SEO dashboard"): the summary, the toolbar and every page
 * of the site with its score. Read on the server per request; the admin actions re-render it.
 */
export async function SeoDashboard() {
  const [t, data] = await Promise.all([getTranslations('backOffice.seoAdmin'), readDashboard()]);
  if (!data) {
    return (
      <EmptyState
        icon={TriangleAlert}
        tone="card"
        title={t('loadFailed')}
        text={t('dashboard.loadFailedText')}
        className="mt-6"
      />
    );
  }
  return <SeoManager data={data} />;
}
