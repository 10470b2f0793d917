'use client';

import { ExternalLink, Pencil, Plus } from '@/components/icons';
import { useTranslations } from 'next-intl';
import { RowDeleteButton, ROW_ICON_BUTTON } from '@/components/admin/admin-list-row';
import { cardClass } from '@/components/ui/card';
import { cn } from '@/components/ui/cn';
import type { SeoDashboardPage } from '../../admin-queries';
import { deleteSeoSettings } from '../../admin-actions';
import { ScoreBadge } from './score-badge';

/** Cut to `max` characters, "…" included, as the list shows titles (60) and descriptions (80). */
export function truncate(value: string, max: number): string {
  const chars = [...value];
  return chars.length > max
    ? `${chars
        .slice(0, max - 1)
        .join('')
        .trimEnd()}…`
    : value;
}

/**
 * One page in the SEO list: its path (a link to the public page, new tab), language, title (60)
 * and description (80) — the row's, or the page's own defaults, muted, with a "default" mark —
 * its score badge, and edit (or add) and delete (only for a row, after confirmation, spec §8).
 */
export function SeoPageRow({
  page,
  issues,
  onEdit,
}: {
  page: SeoDashboardPage;
  issues: boolean;
  onEdit: () => void;
}) {
  const t = useTranslations('backOffice.seoAdmin');
  const d = useTranslations('backOffice.seoAdmin.dashboard');
  const { settings, defaults, path } = page;
  const title = settings?.metaTitle || defaults?.title || '';
  const description = settings?.metaDescription || (settings ? '' : defaults?.description) || '';
  const dir = page.locale === 'he' ? 'rtl' : 'ltr';
  return (
    <li
      data-path={path}
      data-has-settings={settings ? 'true' : 'false'}
      data-issues={issues ? 'true' : 'false'}
      className={cardClass(
        cn(
          'flex flex-col gap-3 p-4 md:flex-row md:items-center md:gap-4',
          !settings && 'bg-white/80',
        ),
      )}
    >
      <div className="min-w-0 flex-1">
        <h3 className="flex flex-wrap items-center gap-x-2 gap-y-1 text-base leading-snug">
          <a
            href={encodeURI(path)}
            target="_blank"
            rel="noopener"
            className="inline-flex min-w-0 items-center gap-1.5 font-bold break-all text-brand underline-offset-4 hover:underline"
          >
            <bdi dir="ltr">{path}</bdi>
            <ExternalLink aria-hidden="true" className="size-4 shrink-0 rtl:-scale-x-100" />
            <span className="sr-only">{d('newTab')}</span>
          </a>
          <span className="rounded-full bg-cream px-2 py-0.5 text-xs font-semibold text-ink ring-1 ring-line">
            {d(`languages.${page.locale}`)}
          </span>
          {!settings && (
            <span
              className="rounded-full border border-dashed border-ink-soft px-2 py-0.5 text-xs font-semibold text-ink-soft"
              title={d('defaultHint')}
            >
              {d('default')}
            </span>
          )}
        </h3>
        <p
          lang={page.locale}
          dir={dir}
          className={cn(
            'mt-1 font-semibold break-words',
            settings ? 'text-ink' : 'text-ink-soft',
            dir === 'ltr' && 'text-start',
          )}
          data-field="title"
        >
          {title ? truncate(title, 60) : <span lang="he">{d('noTitle')}</span>}
        </p>
        <p
          lang={page.locale}
          dir={dir}
          className="mt-0.5 text-sm break-words text-ink-soft"
          data-field="description"
        >
          {description ? truncate(description, 80) : <span lang="he">{d('noDescription')}</span>}
        </p>
      </div>

      <div className="flex items-center justify-between gap-2 border-t border-line pt-3 md:justify-end md:border-0 md:pt-0">
        <ScoreBadge score={page.score} />
        <div className="flex items-center">
          <button
            type="button"
            onClick={onEdit}
            aria-label={settings ? d('editLabel', { path }) : d('addLabel', { path })}
            title={settings ? d('editLabel', { path }) : d('addLabel', { path })}
            className={ROW_ICON_BUTTON}
          >
            {settings ? (
              <Pencil aria-hidden="true" className="size-5" />
            ) : (
              <Plus aria-hidden="true" className="size-5" />
            )}
          </button>
          {settings && (
            <RowDeleteButton
              id={settings.id}
              action={deleteSeoSettings}
              texts={{
                label: d('deleteLabel', { path }),
                title: d('deleteTitle'),
                description: d('deleteText', { path }),
                cancel: d('cancel'),
                confirm: d('confirmDelete'),
                pending: d('deleting'),
                success: t('deleted'),
                failure: t('deleteFailed'),
              }}
            />
          )}
        </div>
      </div>
    </li>
  );
}
