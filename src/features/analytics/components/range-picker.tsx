import { Download } from '@/components/icons';
import { getTranslations } from 'next-intl/server';
import Link from 'next/link';
import { Button, buttonClass } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { InputField } from '@/components/ui/input-field';
import { Ltr } from '@/components/ui/ltr';
import { ADMIN_PAGES } from '@/lib/admin/pages';
import { toLocalDate } from '@/lib/site-time';
import { analyticsExportPath, analyticsPath, lastDays, rangeLength } from '../report-range';
import type { AnalyticsRange } from '../report-types';
import { asDate, fullDay } from './report-format';

/**
 * The screen's range: two links for the last 30 / 90 days (the current one marked), a GET form
 * for a custom from–to (no client JavaScript: the page reads its URL, report-range.ts), the days
 * shown, and the CSV of the same range.
 */
export async function RangePicker({ range }: { range: AnalyticsRange }) {
  const t = await getTranslations('backOffice.analytics.range');
  const today = toLocalDate(new Date());
  const presets = [
    { preset: '30', label: t('last30'), href: analyticsPath(lastDays(30, today)) },
    { preset: '90', label: t('last90'), href: analyticsPath(lastDays(90, today)) },
  ] as const;
  return (
    <Card as="section" aria-labelledby="analytics-range-title" className="p-4 md:p-5">
      <h2 id="analytics-range-title" className="sr-only">
        {t('label')}
      </h2>
      <div className="flex flex-col gap-4 lg:flex-row lg:flex-wrap lg:items-end lg:justify-between">
        <nav aria-label={t('presets')}>
          <ul className="flex flex-wrap gap-2">
            {presets.map((item) => {
              const current = range.preset === item.preset;
              return (
                <li key={item.preset}>
                  <Link
                    href={item.href}
                    aria-current={current ? 'page' : undefined}
                    className={buttonClass(current ? 'primary' : 'secondary')}
                  >
                    {item.label}
                  </Link>
                </li>
              );
            })}
          </ul>
        </nav>

        <form
          method="get"
          action={ADMIN_PAGES.analytics}
          aria-labelledby="analytics-custom-title"
          className="grid grid-cols-2 gap-x-3 gap-y-2 sm:grid-cols-[1fr_1fr_auto] sm:items-end"
        >
          <p id="analytics-custom-title" className="col-span-2 font-semibold sm:col-span-3">
            {t('custom')}{' '}
            <span className="text-sm font-normal text-ink-soft">({t('customHint')})</span>
          </p>
          <input type="hidden" name="range" value="custom" />
          <InputField
            id="analytics-from"
            label={t('from')}
            type="date"
            name="from"
            required
            max={today}
            defaultValue={range.preset === 'custom' ? range.from : ''}
          />
          <InputField
            id="analytics-to"
            label={t('to')}
            type="date"
            name="to"
            required
            max={today}
            defaultValue={range.preset === 'custom' ? range.to : ''}
          />
          <Button
            type="submit"
            variant={range.preset === 'custom' ? 'primary' : 'secondary'}
            className="col-span-2 sm:col-span-1"
          >
            {t('show')}
          </Button>
        </form>
      </div>

      <div className="mt-4 flex flex-col gap-3 border-t border-line pt-4 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-ink-soft">
          {t.rich('showing', {
            from: fullDay.format(asDate(range.from)),
            to: fullDay.format(asDate(range.to)),
            days: rangeLength(range.from, range.to),
            ltr: (chunks) => <Ltr className="tabular-nums">{chunks}</Ltr>,
          })}
        </p>
        <a
          href={analyticsExportPath(range)}
          download
          className={buttonClass('ghost', 'self-start sm:self-auto')}
        >
          <Download aria-hidden="true" className="size-5" />
          {t('download')}
        </a>
      </div>
    </Card>
  );
}
