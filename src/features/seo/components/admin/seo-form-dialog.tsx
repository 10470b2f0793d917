'use client';

import { CircleMinus, LoaderCircle } from '@/components/icons';
import { useTranslations } from 'next-intl';
import { useEffect, useState, type ComponentProps, type FormEvent, type RefObject } from 'react';
import { AdminFormDialog } from '@/components/admin/form-dialog';
import { draftKey } from '@/lib/admin/draft-storage';
import { useAdminForm } from '@/lib/admin/use-admin-form';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { cn } from '@/components/ui/cn';
import { InputField } from '@/components/ui/input-field';
import { TextareaField } from '@/components/ui/textarea-field';
import type { Locale } from '@/i18n/routing';
import { saveSeoSettings } from '../../admin-actions';
import type { SeoDashboardPage, SeoFormValues } from '../../admin-queries';
import { EMPTY_CONTENT, type PageContent } from '../../page-content';
import { SEO_LENGTHS, SEO_MULTILINE, seoSettingsSchema } from '../../schemas';
import { scoreSeo } from '../../score';
import { ReadabilityPanel } from './readability-panel';
import { ScoreBadge } from './score-badge';
import { SuggestionList } from './suggestion-list';
import { seoValuesFromDraft } from './seo-draft';
import { SnippetPreview } from './snippet-preview';

/** What the dialog edits: a row's values (or a new row's), and the site page if it is one. */
export type SeoDialogTarget = { values: SeoFormValues; page: SeoDashboardPage | null };

type Site = { url: string; name: Record<Locale, string> };

const localeOf = (path: string): Locale =>
  path === '/en' || path.startsWith('/en/') ? 'en' : 'he';

/**
 * The add/edit dialog of one page's SEO settings (spec back-office §5 "SEO form"): every field
 * of seo_settings, page path and meta title required, live length counters, the live score of
 * what is typed against the page's real content, and the Google and social previews. Unsaved
 * changes are asked about before closing and kept in this browser per row (or page path) until
 * saved (AdminFormDialog).
 */
export function SeoFormDialog({
  target,
  site,
  focusKeywords,
  pages,
  onClose,
}: {
  target: SeoDialogTarget | null;
  site: Site;
  /** Every row's focus keyword: another page's is a suggestion of the score. */
  focusKeywords: { path: string; keyword: string }[];
  /** Every listed page: their graded titles and descriptions for the duplicate checks. */
  pages: readonly SeoDashboardPage[];
  onClose: () => void;
}) {
  const f = useTranslations('backOffice.seoAdmin.form');
  const editing = Boolean(target?.values.id);
  return (
    <AdminFormDialog
      open={target !== null}
      onClose={onClose}
      title={editing ? f('editTitle') : f('addTitle')}
      // The path isolated left to right inside the Hebrew text.
      description={
        target?.values.pagePath ? `\u2066${target.values.pagePath}\u2069` : f('addDescription')
      }
      closeLabel={f('close')}
      draftKey={target && draftKey('seo', target.values.id || target.values.pagePath)}
    >
      {(dialog) =>
        target && (
          <SeoForm
            key={`${target.values.id}:${target.values.pagePath}:${dialog.restored?.version ?? 0}`}
            formRef={dialog.formRef}
            target={
              dialog.restored
                ? {
                    ...target,
                    values: seoValuesFromDraft(
                      dialog.restored.values,
                      target.values,
                      Boolean(target.page),
                    ),
                  }
                : target
            }
            site={site}
            focusKeywords={focusKeywords}
            pages={pages}
            onBusyChange={dialog.onBusyChange}
            onCancel={dialog.requestClose}
            onDone={onClose}
          />
        )
      }
    </AdminFormDialog>
  );
}

/** The page's content from /api/admin/seo/analysis, read again when the path changes. */
function useAnalysis(path: string) {
  const [result, setResult] = useState<{ path: string; content: PageContent | null } | null>(null);
  const valid = /^\/(?!\/)[^\s?#\\]*$/.test(path);
  useEffect(() => {
    if (!valid) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      fetch(`/api/admin/seo/analysis?path=${encodeURIComponent(path)}`, {
        signal: controller.signal,
      })
        .then((response) => (response.ok ? (response.json() as Promise<PageContent>) : null))
        .then((content) => setResult({ path, content }))
        .catch(() => {
          if (!controller.signal.aborted) setResult({ path, content: null });
        });
    }, 400);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [path, valid]);
  if (!valid) return { status: 'invalid' as const, content: EMPTY_CONTENT };
  if (result?.path !== path) return { status: 'loading' as const, content: EMPTY_CONTENT };
  if (!result.content) return { status: 'failed' as const, content: EMPTY_CONTENT };
  return {
    status: result.content.found ? ('ready' as const) : ('notFound' as const),
    content: result.content,
  };
}

function readValues(form: HTMLFormElement): SeoFormValues {
  const data = new FormData(form);
  const value = (name: keyof SeoFormValues) => String(data.get(name) ?? '');
  return {
    id: value('id'),
    version: value('version'),
    pagePath: value('pagePath'),
    metaTitle: value('metaTitle'),
    metaDescription: value('metaDescription'),
    metaKeywords: value('metaKeywords'),
    focusKeyword: value('focusKeyword'),
    ogTitle: value('ogTitle'),
    ogDescription: value('ogDescription'),
    ogImage: value('ogImage'),
    canonicalUrl: value('canonicalUrl'),
    robots: value('robots'),
    schemaMarkup: value('schemaMarkup'),
    twitterTitle: value('twitterTitle'),
    twitterDescription: value('twitterDescription'),
    twitterImage: value('twitterImage'),
  };
}

function SeoForm({
  formRef,
  target,
  site,
  focusKeywords,
  pages,
  onBusyChange,
  onCancel,
  onDone,
}: {
  formRef: RefObject<HTMLFormElement | null>;
  target: SeoDialogTarget;
  site: Site;
  focusKeywords: { path: string; keyword: string }[];
  pages: readonly SeoDashboardPage[];
  onBusyChange: (busy: boolean) => void;
  /** Cancel: the dialog closes, asking first when something was changed. */
  onCancel: () => void;
  /** After a successful save. */
  onDone: () => void;
}) {
  const t = useTranslations('backOffice.seoAdmin');
  const f = useTranslations('backOffice.seoAdmin.form');
  const initial = target.values;
  const [values, setValues] = useState(initial);
  const form = useAdminForm({
    schema: seoSettingsSchema,
    action: saveSeoSettings,
    multiline: SEO_MULTILINE,
    success: t('saved'),
    failure: t('saveFailed'),
    onSuccess: onDone,
  });
  const { errors } = form;
  useEffect(() => {
    onBusyChange(form.pending);
    return () => onBusyChange(false);
  }, [form.pending, onBusyChange]);

  const path = values.pagePath.trim();
  const analysis = useAnalysis(path);
  const otherFocusKeywords = focusKeywords
    .filter((entry) => entry.path !== path && entry.path !== initial.pagePath)
    .map((entry) => entry.keyword);
  const others = pages.filter((page) => page.path !== path && page.path !== initial.pagePath);
  const result = scoreSeo(values, analysis.content, {
    path,
    otherFocusKeywords,
    otherTitles: others.map((page) => page.graded.title),
    otherDescriptions: others.map((page) => page.graded.description),
    // Known for a listed page; a new custom path's links are not counted yet.
    ...(target.page && target.page.path === path ? { inboundLinks: target.page.inboundLinks } : {}),
  });
  const locale = target.page?.locale ?? localeOf(path);

  /** A text input of one setting; `props` add to or override the usual ones. */
  const text = (
    name: keyof SeoFormValues,
    label: string,
    props: Partial<ComponentProps<typeof InputField>> = {},
  ) => (
    <InputField
      label={label}
      error={errors[name]}
      name={name}
      defaultValue={initial[name]}
      autoComplete="off"
      {...props}
    />
  );
  /** A multi-line input of one setting, its direction taken from what is typed. */
  const multiline = (
    name: keyof SeoFormValues,
    label: string,
    props: Partial<ComponentProps<typeof TextareaField>>,
  ) => (
    <TextareaField
      label={label}
      error={errors[name]}
      name={name}
      dir="auto"
      defaultValue={initial[name]}
      {...props}
    />
  );

  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={form.onSubmit}
      onChange={(event: FormEvent<HTMLFormElement>) => setValues(readValues(event.currentTarget))}
      className="mt-4 grid gap-6"
    >
      <input type="hidden" name="id" value={initial.id} />
      <input type="hidden" name="version" value={initial.version} />

      <fieldset className="grid gap-4">
        <legend className="mb-2 text-lg font-bold">{f('basics')}</legend>
        {text('pagePath', f('pagePath'), {
          labelHint: f('required'),
          description: f('pagePathHint'),
          dir: 'ltr',
          readOnly: Boolean(target.page),
          controlClassName: cn(target.page && 'bg-cream'),
          required: true,
        })}
        {text('metaTitle', f('metaTitle'), {
          labelHint: f('required'),
          description: (
            <LengthCounter
              id="seo-title-counter"
              length={[...values.metaTitle.trim()].length}
              range={SEO_LENGTHS.title}
            />
          ),
          dir: 'auto',
          required: true,
        })}
        {multiline('metaDescription', f('metaDescription'), {
          description: (
            <LengthCounter
              id="seo-description-counter"
              length={[...values.metaDescription.trim()].length}
              range={SEO_LENGTHS.description}
            />
          ),
          rows: 3,
        })}
        <div className="grid gap-4 sm:grid-cols-2">
          {text('focusKeyword', f('focusKeyword'), { dir: 'auto' })}
          {text('metaKeywords', f('metaKeywords'), { dir: 'auto' })}
        </div>
      </fieldset>

      <div className="grid gap-4 lg:grid-cols-2">
        <div className="grid content-start gap-4">
          <ScorePanel result={result} status={analysis.status} />
          <ReadabilityPanel content={analysis.content} />
        </div>
        <Card className="p-4">
          <h3 className="text-lg font-bold">{f('previewTitle')}</h3>
          <div className="mt-3">
            <SnippetPreview
              site={site}
              values={{
                path,
                locale,
                title: values.metaTitle.trim(),
                description: values.metaDescription.trim(),
                ogTitle: values.ogTitle.trim(),
                ogDescription: values.ogDescription.trim(),
                ogImage: values.ogImage.trim(),
              }}
            />
          </div>
        </Card>
      </div>

      <fieldset className="grid gap-4">
        <legend className="mb-2 text-lg font-bold">{f('social')}</legend>
        <div className="grid gap-4 sm:grid-cols-2">
          {text('ogTitle', f('ogTitle'), { dir: 'auto' })}
          {text('ogImage', f('ogImage'), { dir: 'ltr' })}
        </div>
        {multiline('ogDescription', f('ogDescription'), { rows: 2 })}
        <div className="grid gap-4 sm:grid-cols-2">
          {text('twitterTitle', f('twitterTitle'), { dir: 'auto' })}
          {text('twitterImage', f('twitterImage'), { dir: 'ltr' })}
        </div>
        {multiline('twitterDescription', f('twitterDescription'), { rows: 2 })}
      </fieldset>

      <fieldset className="grid gap-4">
        <legend className="mb-2 text-lg font-bold">{f('advanced')}</legend>
        <div className="grid gap-4 sm:grid-cols-2">
          {text('canonicalUrl', f('canonicalUrl'), { dir: 'ltr' })}
          {text('robots', f('robots'), { dir: 'ltr', description: f('robotsHint') })}
        </div>
        {multiline('schemaMarkup', f('schemaMarkup'), {
          description: f('schemaMarkupHint'),
          dir: 'ltr',
          rows: 6,
          spellCheck: false,
          controlClassName: 'font-mono text-sm',
        })}
      </fieldset>

      <div className="sticky -bottom-6 -mx-6 -mb-6 flex flex-wrap justify-end gap-3 border-t border-line bg-white px-6 py-4">
        <Button variant="ghost" onClick={onCancel} disabled={form.pending}>
          {f('cancel')}
        </Button>
        <Button type="submit" disabled={form.pending} aria-busy={form.pending || undefined}>
          {form.pending ? f('saving') : f('save')}
        </Button>
      </div>
    </form>
  );
}

/** "42 characters · recommended 30–60", green within the range, red outside it (said in words too). */
function LengthCounter({
  id,
  length,
  range,
}: {
  id: string;
  length: number;
  range: { min: number; max: number };
}) {
  const f = useTranslations('backOffice.seoAdmin.form');
  const state =
    length === 0 ? 'empty' : length < range.min ? 'short' : length > range.max ? 'long' : 'good';
  return (
    <span
      id={id}
      data-state={state}
      className={cn(
        'inline-flex flex-wrap items-center gap-x-2 font-semibold',
        state === 'good' ? 'text-open' : state === 'empty' ? 'text-ink-soft' : 'text-closed',
      )}
    >
      <span data-testid={`${id}-value`}>{f('counter', { count: length, ...range })}</span>
      <span>· {f(`counterStates.${state}`)}</span>
    </span>
  );
}

function ScorePanel({
  result,
  status,
}: {
  result: ReturnType<typeof scoreSeo>;
  status: 'invalid' | 'loading' | 'failed' | 'notFound' | 'ready';
}) {
  const s = useTranslations('backOffice.seoAdmin.score');
  const f = useTranslations('backOffice.seoAdmin.form');
  return (
    <Card as="section" aria-labelledby="seo-live-score-title" className="p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id="seo-live-score-title" className="text-lg font-bold">
          {f('liveScore')}
        </h3>
        <span data-testid="live-score">
          <ScoreBadge score={result.score} size="lg" />
        </span>
      </div>
      <p className="mt-1 flex items-center gap-1.5 text-sm text-ink-soft">
        {status === 'loading' && (
          <LoaderCircle
            aria-hidden="true"
            className="size-4 animate-spin motion-reduce:animate-none"
          />
        )}
        {f(`analysis.${status}`)}
      </p>

      <h4 className="mt-3 font-bold">{f('deductions')}</h4>
      {result.deductions.length === 0 ? (
        <p className="mt-1 text-sm text-open">{f('noDeductions')}</p>
      ) : (
        <ul className="mt-1 grid gap-1 text-sm" data-testid="score-deductions">
          {result.deductions.map((item) => (
            <li key={item.key} className="flex items-start justify-between gap-3">
              <span className="flex items-start gap-1.5">
                <CircleMinus aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-closed" />
                {s(`deductions.${item.key}`)}
              </span>
              <span className="shrink-0 font-bold text-closed">
                {f('points', { points: item.points })}
              </span>
            </li>
          ))}
        </ul>
      )}

      <SuggestionList suggestions={result.suggestions} />
    </Card>
  );
}
