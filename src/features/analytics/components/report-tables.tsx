import { getTranslations } from 'next-intl/server';
import Link from 'next/link';
import type { ReactNode } from 'react';
import { Card } from '@/components/ui/card';
import { cn } from '@/components/ui/cn';
import { Ltr } from '@/components/ui/ltr';
import type { ConversionRow } from '../report-types';
import { formatCount, formatRate, formatShare } from './report-format';

/** One row of a conversion table: its label, the inbox view of its inquiries and its counts. */
export type ConversionTableRow = ConversionRow & {
  key: string;
  label: ReactNode;
  /** The row's name as plain text (the inquiries link's accessible name). */
  name: string;
  inbox: string;
};

/** One row of a share table: its label and counts, with its share of the range's views. */
export type ShareTableRow = { key: string; label: ReactNode; views: number; visitors: number };

const cell = 'px-4 py-2 text-end tabular-nums whitespace-nowrap';
const head = 'px-4 py-2 font-semibold whitespace-nowrap';

/**
 * A titled card of the report (an h2, an optional hint) holding a table that scrolls sideways
 * inside the card on a narrow screen (a focusable region, so the keyboard scrolls it too).
 */
function ReportCard({
  id,
  title,
  hint,
  empty,
  className,
  children,
}: {
  id: string;
  title: string;
  hint?: string;
  /** Shown instead of the table when it has no rows. */
  empty?: string;
  className?: string;
  children?: ReactNode;
}) {
  return (
    <Card as="section" aria-labelledby={`${id}-title`} className={cn('min-w-0 p-0', className)}>
      <div className="px-5 pt-5 md:px-6">
        <h2 id={`${id}-title`} className="text-xl md:text-2xl">
          {title}
        </h2>
        {hint && <p className="mt-1 text-sm text-ink-soft">{hint}</p>}
      </div>
      {empty ? (
        <p className="px-5 pt-3 pb-5 text-ink-soft md:px-6">{empty}</p>
      ) : (
        <div
          className="mt-3 overflow-x-auto pb-2"
          tabIndex={0}
          role="region"
          aria-labelledby={`${id}-title`}
        >
          {children}
        </div>
      )}
    </Card>
  );
}

/**
 * A "top" table with conversions: pages, posts, sources, campaigns. Each row's inquiries open
 * the inbox showing them (when there are any).
 */
export async function ConversionTable({
  id,
  title,
  hint,
  column,
  rows,
  className,
}: {
  id: string;
  title: string;
  hint?: string;
  /** The first column's header ("דף", "מקור"). */
  column: string;
  rows: ConversionTableRow[];
  className?: string;
}) {
  const [t, tr] = await Promise.all([
    getTranslations('backOffice.analytics.columns'),
    getTranslations('backOffice.analytics'),
  ]);
  return (
    <ReportCard
      id={id}
      title={title}
      hint={hint}
      empty={rows.length === 0 ? tr('noRows') : undefined}
      className={className}
    >
      <table className="w-full text-sm" aria-labelledby={`${id}-title`}>
        <thead className="bg-cream text-ink">
          <tr>
            <th scope="col" className={cn(head, 'text-start')}>
              {column}
            </th>
            <th scope="col" className={cn(head, 'text-end')}>
              {t('views')}
            </th>
            <th scope="col" className={cn(head, 'text-end')}>
              {t('visitors')}
            </th>
            <th scope="col" className={cn(head, 'text-end')}>
              {t('inquiries')}
            </th>
            <th scope="col" className={cn(head, 'text-end')}>
              {t('conversion')}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key} className="border-t border-line align-top hover:bg-cream/50">
              <th
                scope="row"
                className="max-w-80 min-w-40 px-4 py-2 text-start font-normal [overflow-wrap:anywhere]"
              >
                {row.label}
              </th>
              <td className={cell}>{formatCount(row.views)}</td>
              <td className={cell}>{formatCount(row.visitors)}</td>
              <td className={cell}>
                {row.inquiries > 0 ? (
                  <Link
                    href={row.inbox}
                    aria-label={t('inquiriesLink', { count: row.inquiries, name: row.name })}
                    className="font-semibold text-brand underline underline-offset-4"
                  >
                    {formatCount(row.inquiries)}
                  </Link>
                ) : (
                  formatCount(0)
                )}
              </td>
              <td className={cell}>{formatRate(row.conversion)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </ReportCard>
  );
}

/** Referrers, devices, languages: views and visitors, and each row's share of all the views. */
export async function ShareTable({
  id,
  title,
  hint,
  column,
  rows,
  totalViews,
  className,
}: {
  id: string;
  title: string;
  hint?: string;
  column: string;
  rows: ShareTableRow[];
  totalViews: number;
  className?: string;
}) {
  const [t, tr] = await Promise.all([
    getTranslations('backOffice.analytics.columns'),
    getTranslations('backOffice.analytics'),
  ]);
  return (
    <ReportCard
      id={id}
      title={title}
      hint={hint}
      empty={rows.length === 0 ? tr('noRows') : undefined}
      className={className}
    >
      <table className="w-full text-sm" aria-labelledby={`${id}-title`}>
        <thead className="bg-cream text-ink">
          <tr>
            <th scope="col" className={cn(head, 'text-start')}>
              {column}
            </th>
            <th scope="col" className={cn(head, 'text-end')}>
              {t('views')}
            </th>
            <th scope="col" className={cn(head, 'text-end')}>
              {t('visitors')}
            </th>
            <th scope="col" className={cn(head, 'text-end')}>
              {t('share')}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key} className="border-t border-line align-top hover:bg-cream/50">
              <th
                scope="row"
                className="max-w-64 min-w-28 px-4 py-2 text-start font-normal [overflow-wrap:anywhere]"
              >
                {row.label}
              </th>
              <td className={cell}>{formatCount(row.views)}</td>
              <td className={cell}>{formatCount(row.visitors)}</td>
              <td className={cell}>{formatShare(row.views, totalViews)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </ReportCard>
  );
}

/** A path or host as the tables show it: left-to-right inside the Hebrew page. */
export const LtrLabel = ({ children }: { children: string }) => (
  <Ltr className="font-mono text-[0.8125rem]">{children}</Ltr>
);
