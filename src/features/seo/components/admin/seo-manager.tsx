'use client';

import {
  FilePlus2,
  Gauge,
  SearchX,
  Sparkles,
  TriangleAlert,
  Files,
  Search,
} from '@/components/icons';
import { useTranslations } from 'next-intl';
import { useMemo, useState, type ReactNode } from 'react';
import { useAdminAction } from '@/lib/admin/use-admin-form';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { cn } from '@/components/ui/cn';
import { EmptyState } from '@/components/ui/empty-state';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Select } from '@/components/ui/select';
import { SelectField } from '@/components/ui/select-field';
import type { SeoDashboard, SeoDashboardPage, SeoFormValues } from '../../admin-queries';
import { generateMissingSeoSettings } from '../../admin-actions';
import { hasIssues, scoreBand } from '../../score';
import type { SitePageCategory } from '../../site-pages';
import { BAND_CLASS } from './score-badge';
import { SeoFormDialog, type SeoDialogTarget } from './seo-form-dialog';
import { SeoPageRow } from './seo-page-row';

/** The list's groups: the site's page categories (site-pages.ts), then the custom paths. */
type Category = SitePageCategory | 'custom';
const CATEGORIES: readonly Category[] = [
  'pages',
  'products',
  'rentals',
  'locations',
  'posts',
  'custom',
];

const EMPTY_VALUES: SeoFormValues = {
  id: '',
  version: '',
  pagePath: '',
  metaTitle: '',
  metaDescription: '',
  metaKeywords: '',
  focusKeyword: '',
  ogTitle: '',
  ogDescription: '',
  ogImage: '',
  canonicalUrl: '',
  robots: '',
  schemaMarkup: '',
  twitterTitle: '',
  twitterDescription: '',
  twitterImage: '',
};

/** What the dialog starts with for a page: its row, or its own defaults (a new row). */
function targetOf(page: SeoDashboardPage): SeoDialogTarget {
  if (page.settings) return { values: page.settings, page };
  return {
    page,
    values: {
      ...EMPTY_VALUES,
      pagePath: page.path,
      metaTitle: page.defaults?.title ?? '',
      metaDescription: page.defaults?.description ?? '',
      ogImage: page.defaults?.image ?? '',
    },
  };
}

/** Whether a page matches the search (path, title or description, either the row's or its defaults). */
function matches(page: SeoDashboardPage, query: string): boolean {
  if (!query) return true;
  const needle = query.normalize('NFC').toLocaleLowerCase();
  return [
    page.path,
    page.settings?.metaTitle,
    page.settings?.metaDescription,
    page.defaults?.title,
    page.defaults?.description,
  ].some((value) => value?.normalize('NFC').toLocaleLowerCase().includes(needle));
}

/**
 * The SEO dashboard (spec back-office §2): the summary cards, the toolbar (search, category,
 * quick add of a page without settings, add a custom page, generate the missing settings) and
 * every page grouped by category, each with its score; the edit dialog.
 */
export function SeoManager({ data }: { data: SeoDashboard }) {
  const t = useTranslations('backOffice.seoAdmin');
  const d = useTranslations('backOffice.seoAdmin.dashboard');
  const { pages, summary, site } = data;
  const [query, setQuery] = useState('');
  const [category, setCategory] = useState<Category | ''>('');
  const [target, setTarget] = useState<SeoDialogTarget | null>(null);
  const generate = useAdminAction();

  const shown = useMemo(
    () =>
      pages.filter(
        (page) => (category === '' || page.category === category) && matches(page, query.trim()),
      ),
    [pages, category, query],
  );
  const groups = CATEGORIES.map((key) => ({
    key,
    pages: shown.filter((page) => page.category === key),
  })).filter((group) => group.pages.length > 0);
  const missing = CATEGORIES.map((key) => ({
    key,
    pages: pages.filter((page) => page.category === key && !page.settings),
  })).filter((group) => group.pages.length > 0);
  const focusKeywords = pages.flatMap((page) =>
    page.settings?.focusKeyword ? [{ path: page.path, keyword: page.settings.focusKeyword }] : [],
  );

  const band = scoreBand(summary.overall);

  return (
    <div className="mt-6 grid gap-6">
      <section aria-labelledby="seo-summary-title">
        <h2 id="seo-summary-title" className="sr-only">
          {d('summaryTitle')}
        </h2>
        <div className="grid gap-4 sm:grid-cols-3">
          <SummaryCard
            icon={<Gauge aria-hidden="true" className="size-6" />}
            iconClass={BAND_CLASS[band]}
            label={d('overall')}
            hint={t(`score.bands.${band}`)}
            value={summary.overall}
            testId="seo-overall"
          />
          <SummaryCard
            icon={<Files aria-hidden="true" className="size-6" />}
            iconClass="bg-cream text-ink ring-line"
            label={d('total')}
            hint={d('totalHint')}
            value={summary.total}
            testId="seo-total"
          />
          <SummaryCard
            icon={<TriangleAlert aria-hidden="true" className="size-6" />}
            iconClass={summary.withIssues ? BAND_CLASS.poor : 'bg-open-bg text-open ring-open/30'}
            label={d('issues')}
            hint={d('issuesHint')}
            value={summary.withIssues}
            testId="seo-issues"
          />
        </div>
      </section>

      <Card as="section" aria-labelledby="seo-tools-title" className="grid gap-4 p-4 sm:p-5">
        <h2 id="seo-tools-title" className="sr-only">
          {d('toolsTitle')}
        </h2>
        <div className="grid gap-4 md:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1.5fr)]">
          <div>
            <Label htmlFor="seo-search">{d('search')}</Label>
            <div className="relative mt-1.5">
              <Search
                aria-hidden="true"
                className="pointer-events-none absolute start-4 top-1/2 size-5 -translate-y-1/2 text-ink-soft"
              />
              <Input
                id="seo-search"
                type="search"
                value={query}
                onChange={(event) => setQuery(event.currentTarget.value)}
                placeholder={d('searchPlaceholder')}
                className="ps-11"
                autoComplete="off"
              />
            </div>
          </div>
          <SelectField
            id="seo-category"
            label={d('category')}
            value={category}
            onChange={(event) => setCategory(event.currentTarget.value as Category | '')}
          >
            <option value="">{d('allCategories')}</option>
            {CATEGORIES.map((key) => (
              <option key={key} value={key}>
                {d(`categories.${key}`)}
              </option>
            ))}
          </SelectField>
          <div>
            <Label htmlFor="seo-quick-add">{d('quickAdd')}</Label>
            <div className="mt-1.5">
              <Select
                id="seo-quick-add"
                value=""
                disabled={missing.length === 0}
                aria-describedby="seo-quick-add-hint"
                onChange={(event) => {
                  const page = pages.find((p) => p.path === event.currentTarget.value);
                  if (page) setTarget(targetOf(page));
                }}
              >
                <option value="">
                  {missing.length ? d('quickAddPlaceholder') : d('quickAddNone')}
                </option>
                {missing.map((group) => (
                  <optgroup key={group.key} label={d(`categories.${group.key}`)}>
                    {group.pages.map((page) => (
                      <option key={page.path} value={page.path}>
                        {page.path}
                      </option>
                    ))}
                  </optgroup>
                ))}
              </Select>
            </div>
            <p id="seo-quick-add-hint" className="mt-1.5 text-sm text-ink-soft">
              {d('quickAddHint')}
            </p>
          </div>
        </div>
        <div className="flex flex-wrap items-center gap-3 border-t border-line pt-4">
          <Button onClick={() => setTarget({ values: EMPTY_VALUES, page: null })}>
            <FilePlus2 aria-hidden="true" className="size-5" />
            {d('addCustom')}
          </Button>
          <Button
            variant="secondary"
            disabled={generate.pending}
            aria-busy={generate.pending || undefined}
            onClick={() =>
              void generate.run(
                generateMissingSeoSettings,
                {},
                {
                  success: ({ created }) => t('generated', { created }),
                  failure: t('generateFailed'),
                },
              )
            }
          >
            <Sparkles aria-hidden="true" className="size-5" />
            {generate.pending ? d('generating') : d('generate')}
          </Button>
          <p className="text-sm text-ink-soft" aria-live="polite">
            {d('shown', { shown: shown.length, total: pages.length })}
          </p>
        </div>
      </Card>

      {groups.length === 0 ? (
        <EmptyState icon={SearchX} tone="card" title={d('emptyTitle')} text={d('emptyText')} />
      ) : (
        groups.map((group) => (
          <section key={group.key} aria-labelledby={`seo-group-${group.key}`}>
            <h2 id={`seo-group-${group.key}`} className="text-2xl">
              {d(`categories.${group.key}`)}{' '}
              <span className="text-base font-semibold text-ink-soft">
                · {d('count', { count: group.pages.length })}
              </span>
            </h2>
            <ul className="mt-3 grid gap-3" data-testid={`seo-list-${group.key}`}>
              {group.pages.map((page) => (
                <SeoPageRow
                  key={page.path}
                  page={page}
                  issues={hasIssues(page.score)}
                  onEdit={() => setTarget(targetOf(page))}
                />
              ))}
            </ul>
          </section>
        ))
      )}

      <SeoFormDialog
        target={target}
        site={site}
        focusKeywords={focusKeywords}
        pages={pages}
        onClose={() => setTarget(null)}
      />
    </div>
  );
}

function SummaryCard({
  icon,
  iconClass,
  label,
  hint,
  value,
  testId,
}: {
  icon: ReactNode;
  iconClass: string;
  label: string;
  hint: string;
  value: number;
  testId: string;
}) {
  return (
    <Card className="flex items-center gap-4 p-5">
      <span
        className={cn(
          'inline-flex size-12 shrink-0 items-center justify-center rounded-full ring-1',
          iconClass,
        )}
      >
        {icon}
      </span>
      <div className="flex flex-col">
        <span className="font-semibold text-ink-soft">{label}</span>
        <span className="text-3xl leading-tight font-extrabold" data-testid={testId}>
          {value}
        </span>
        <span className="text-sm text-ink-soft">{hint}</span>
      </div>
    </Card>
  );
}
