import { getTranslations } from 'next-intl/server';
import { AdminLoadFailed } from '@/components/admin/admin-load-failed';
import { readDashboard } from '@/lib/admin/dashboard-read';
import { loadSeoDashboard } from '../../admin-queries';
import { RedirectsSection } from './redirects-section';
import { SeoManager } from './seo-manager';

/**
 * /admin/seo (spec back-office §2 "Admin SEO dashboard"): the summary, the toolbar and every page
 * of the site with its score. Read on the server per request; the admin actions re-render it.
 */
export async function SeoDashboard() {
  // "Failed to fetch SEO data" (spec §8) when the read fails.
  const [t, data] = await Promise.all([
    getTranslations('backOffice.seoAdmin'),
    readDashboard('seo', loadSeoDashboard),
  ]);
  return (
    <>
      {data ? (
        <SeoManager data={data} />
      ) : (
        <AdminLoadFailed
          title={t('loadFailed')}
          text={t('dashboard.loadFailedText')}
          className="mt-6"
        />
      )}
      <RedirectsSection />
    </>
  );
}
