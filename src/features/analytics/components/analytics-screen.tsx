import { Activity, ShieldCheck } from '@/components/icons';
import { getTranslations } from 'next-intl/server';
import { AdminLoadFailed } from '@/components/admin/admin-load-failed';
import { EmptyState } from '@/components/ui/empty-state';
import { readDashboard } from '@/lib/admin/dashboard-read';
import { inboxLink } from '../inbox-links';
import { loadAnalyticsReport } from '../report-queries';
import type { AnalyticsRange, AnalyticsReport } from '../report-types';
import { FunnelCard } from './funnel-card';
import { RangePicker } from './range-picker';
import { ConversionTable, LtrLabel, ShareTable } from './report-tables';
import { SummaryCards } from './summary-cards';
import { TrafficChart } from './traffic-chart';

/**
 * /admin/analytics (admin, sales): the site's visits over the range the URL names
 * (report-range.ts), read per request on the server. The range picker and the CSV link, four
 * figures, visitors and views per day, then the tables (pages, posts, sources, campaigns,
 * referrers, devices, languages) and the product → contact funnel; an empty state while nothing
 * was counted in the range, a failure card when the read failed (readDashboard).
 */
export async function AnalyticsScreen({ filters: range }: { filters: AnalyticsRange }) {
  const [t, report] = await Promise.all([
    getTranslations('backOffice.analytics'),
    readDashboard('analytics', () => loadAnalyticsReport(range)),
  ]);
  return (
    <div className="mt-3 grid gap-6">
      <p className="max-w-3xl text-lg text-ink-soft">{t('intro')}</p>
      <RangePicker range={range} />
      {!report ? (
        <AdminLoadFailed title={t('loadFailed')} text={t('loadFailedText')} />
      ) : (
        <>
          <SummaryCards report={report} />
          {report.totals.views === 0 ? (
            <EmptyState
              icon={Activity}
              tone="card"
              title={t('empty.title')}
              text={t('empty.text')}
            />
          ) : (
            <ReportBody report={report} />
          )}
        </>
      )}
      <aside
        aria-labelledby="analytics-about-title"
        className="flex gap-3 rounded-card bg-cream p-5 ring-1 ring-line md:p-6"
      >
        <ShieldCheck aria-hidden="true" className="size-6 shrink-0 text-brand" />
        <div>
          <h2 id="analytics-about-title" className="text-lg font-bold">
            {t('about.title')}
          </h2>
          <p className="mt-1 max-w-3xl text-ink-soft">{t('about.text')}</p>
        </div>
      </aside>
    </div>
  );
}

async function ReportBody({ report }: { report: AnalyticsReport }) {
  const t = await getTranslations('backOffice.analytics');
  const { from, to } = report.range;
  const total = report.totals.views;
  const pageRow = (row: AnalyticsReport['pages'][number]) => ({
    ...row,
    key: row.path,
    name: row.path,
    label: <LtrLabel>{row.path}</LtrLabel>,
    inbox: inboxLink({ from, to, sentFrom: row.path }),
  });
  return (
    <>
      {report.days.length > 0 && <TrafficChart days={report.days} />}
      <ConversionTable
        id="analytics-pages"
        title={t('pages.title')}
        hint={t('pages.hint')}
        column={t('pages.column')}
        rows={report.pages.map(pageRow)}
      />
      <div className="grid gap-6 xl:grid-cols-2 xl:items-start">
        <ConversionTable
          id="analytics-posts"
          title={t('posts.title')}
          hint={t('posts.hint')}
          column={t('posts.column')}
          rows={report.posts.map(pageRow)}
        />
        <FunnelCard funnel={report.funnel} />
        <ConversionTable
          id="analytics-sources"
          title={t('sources.title')}
          hint={t('sources.hint')}
          column={t('sources.column')}
          rows={report.sources.map((row) => ({
            ...row,
            key: row.source,
            name: row.source || t('sources.none'),
            label: row.source ? <LtrLabel>{row.source}</LtrLabel> : t('sources.none'),
            inbox: inboxLink({ source: row.source, from, to }),
          }))}
        />
        <ConversionTable
          id="analytics-campaigns"
          title={t('campaigns.title')}
          hint={t('campaigns.hint')}
          column={t('campaigns.column')}
          rows={report.campaigns.map((row) => ({
            ...row,
            key: row.campaign,
            name: row.campaign,
            label: <LtrLabel>{row.campaign}</LtrLabel>,
            inbox: inboxLink({ campaign: row.campaign, from, to }),
          }))}
        />
        <ShareTable
          id="analytics-referrers"
          title={t('referrers.title')}
          hint={t('referrers.hint')}
          column={t('referrers.column')}
          totalViews={total}
          rows={report.referrers.map((row) => ({
            ...row,
            key: row.host,
            label: row.host ? <LtrLabel>{row.host}</LtrLabel> : t('referrers.none'),
          }))}
        />
        <div className="grid min-w-0 gap-6">
          <ShareTable
            id="analytics-devices"
            title={t('devices.title')}
            column={t('devices.column')}
            totalViews={total}
            rows={report.devices.map((row) => ({
              ...row,
              key: row.device,
              label: t(`devices.${row.device}`),
            }))}
          />
          <ShareTable
            id="analytics-languages"
            title={t('languages.title')}
            column={t('languages.column')}
            totalViews={total}
            rows={report.languages.map((row) => ({
              ...row,
              key: row.lang,
              label: t(`languages.${row.lang}`),
            }))}
          />
        </div>
      </div>
    </>
  );
}
