'use client';

import { useTranslations } from 'next-intl';
import { useRef, useState, type ReactNode } from 'react';
import { toast } from '@/components/ui/toaster';
import { ImageListField } from '@/components/admin/image-list-field';
import { Panel } from '@/components/ui/panel';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import type { BlogLanguage } from '@/db/schema/blog-posts';
import type { TwinChoice } from '../../../admin-queries';
import { BLOG_LIMITS, BLOG_FORM_STATES, type BlogFormState } from '../../../schemas';
import { RichTextField } from '../editor/rich-text-field';
import { ChoiceGroup } from './choice-group';
import { DynamicListField, type DynamicListColumn } from './dynamic-list-field';
import type { BlogFormValues } from './form-values';

/** The toast id of the back office (one toast at a time). */
const TOAST_ID = 'admin';

/**
 * The sections of the blog form (publishing, content, picture, lists, likes, English version),
 * started from `values`. Remounted (React key) to start again from other values, e.g. a restored
 * local draft. The language and the state are the only controlled inputs: they show, hide and
 * reword other fields.
 */
export function PostFields({
  values,
  errors,
  teamName,
  twinChoices,
  editing,
  wasBlogOfWeek,
  pending,
  onUploadingChange,
  onListChange,
}: {
  values: BlogFormValues;
  /** Refusals by input name (`title`), list rows by `name.row`. */
  errors: Record<string, string>;
  teamName: Record<BlogLanguage, string>;
  /** The posts of each language the twin select offers. */
  twinChoices: Record<BlogLanguage, TwinChoice[]>;
  /** Editing a saved post (its slug hint tells that renaming moves the page). */
  editing: boolean;
  /** The saved post is the Blog of the Week (a draft or a scheduled post cannot stay it). */
  wasBlogOfWeek: boolean;
  pending: boolean;
  onUploadingChange: (uploading: boolean) => void;
  /** A list row was added or removed (the form's own input events do not see it). */
  onListChange?: () => void;
}) {
  const t = useTranslations('backOffice.blogAdmin');
  const toasts = useTranslations('backOffice.toasts');
  const [language, setLanguage] = useState<BlogLanguage>(values.language);
  const [state, setState] = useState<BlogFormState>(values.state);
  const authorRef = useRef<HTMLInputElement>(null);

  const english = language === 'en';
  const other: BlogLanguage = english ? 'he' : 'en';
  const texts = { lang: language, dir: english ? 'ltr' : 'rtl' } as const;
  const required = { labelHint: t('form.required') };
  const imageError = Object.entries(errors).find(([field]) => field.startsWith('image_url'))?.[1];

  /** Switching the language resets the author to that language's team (spec back-office §2). */
  function changeLanguage(next: BlogLanguage) {
    setLanguage(next);
    if (authorRef.current) authorRef.current.value = teamName[next];
  }

  const list = (
    key: 'bullets' | 'internalLinks' | 'keywords' | 'bulletsEn',
    name: string,
    rows: readonly string[],
    column: Partial<DynamicListColumn> = {},
  ) => (
    <DynamicListField
      legend={t(`form.${key}.legend`)}
      description={t.rich(`form.${key}.hint`, { ltr: (chunks) => <bdi dir="ltr">{chunks}</bdi> })}
      columns={[
        {
          name,
          label: (number) => t(`form.${key}.row`, { number }),
          maxLength: name === 'keywords' ? BLOG_LIMITS.keyword : BLOG_LIMITS.listItem,
          ...column,
        },
      ]}
      defaultRows={rows.map((row) => [row])}
      addLabel={t(`form.${key}.add`)}
      removeLabel={(number) => t(`form.${key}.remove`, { number })}
      errors={errors}
      max={BLOG_LIMITS.listItems}
      onRowsChange={onListChange}
    />
  );

  const externalRows = values.external_links_title.map((title, index) => [
    title,
    values.external_links_url[index] ?? '',
  ]);

  return (
    <div className="grid gap-6">
      <Section id="post-publishing" title={t('form.sections.publishing')}>
        <div className="grid gap-5 md:grid-cols-2">
          <ChoiceGroup
            name="language"
            legend={t('form.language.legend')}
            description={t('form.language.hint')}
            value={language}
            onChange={changeLanguage}
            choices={[
              { value: 'he', label: t('languages.he') },
              { value: 'en', label: t('languages.en'), lang: 'en' },
            ]}
            error={errors.language}
          />
          <Field
            label={t('form.publishedDate.label')}
            {...required}
            description={t('form.publishedDate.hint')}
            error={errors.published_date}
          >
            {(c) => (
              <Input
                {...c}
                type="date"
                name="published_date"
                aria-required
                defaultValue={values.published_date}
                className="sm:max-w-64"
              />
            )}
          </Field>
          <ChoiceGroup
            name="state"
            className="md:col-span-2"
            legend={t('form.state.legend')}
            description={
              wasBlogOfWeek && state !== 'published' ? t('form.state.blogOfWeekHint') : undefined
            }
            value={state}
            onChange={setState}
            choices={BLOG_FORM_STATES.map((value) => ({
              value,
              label: t(`form.state.${value}`),
              hint: t(`form.state.${value}Hint`),
            }))}
            error={errors.state}
          />
          {/* Kept in the form when hidden, so a time typed before switching back is not lost. */}
          <div hidden={state !== 'scheduled'} className="md:col-span-2">
            <Field
              label={t('form.publishAt.label')}
              {...required}
              description={t('form.publishAt.hint')}
              error={errors.publish_at}
            >
              {(c) => (
                <Input
                  {...c}
                  type="datetime-local"
                  name="publish_at"
                  aria-required
                  defaultValue={values.publish_at}
                  className="sm:max-w-80"
                />
              )}
            </Field>
          </div>
          <Field
            label={t('form.slug.label')}
            description={
              editing ? `${t('form.slug.hint')} ${t('form.slug.changeHint')}` : t('form.slug.hint')
            }
            error={errors.blog_url}
            className="md:col-span-2"
          >
            {(c) => (
              <Input
                {...c}
                name="blog_url"
                maxLength={BLOG_LIMITS.slug}
                dir={english ? 'ltr' : 'auto'}
                autoComplete="off"
                spellCheck={false}
                defaultValue={values.blog_url}
              />
            )}
          </Field>
          <Field
            label={t('form.twin.label')}
            description={t('form.twin.hint')}
            error={errors.twin_id}
            className="md:col-span-2"
          >
            {(c) => (
              <Select
                {...c}
                // The other language's posts: a new list, from "none", when the language changes.
                key={other}
                name="twin_id"
                defaultValue={language === values.language ? values.twin_id : ''}
              >
                <option value="">{t('form.twin.none')}</option>
                {twinChoices[other].map((choice) => (
                  <option key={choice.id} value={choice.id} lang={other} dir="auto">
                    {choice.title}
                  </option>
                ))}
              </Select>
            )}
          </Field>
        </div>
      </Section>

      <Section id="post-content" title={t('form.sections.content')}>
        <div className="grid gap-5 md:grid-cols-2">
          <Field
            label={t('form.title')}
            {...required}
            error={errors.title}
            className="md:col-span-2"
          >
            {(c) => (
              <Input
                {...c}
                {...texts}
                name="title"
                aria-required
                maxLength={BLOG_LIMITS.title}
                autoComplete="off"
                defaultValue={values.title}
                className="text-lg font-semibold"
              />
            )}
          </Field>
          <Field label={t('form.subtitle')} error={errors.subtitle} className="md:col-span-2">
            {(c) => (
              <Input
                {...c}
                {...texts}
                name="subtitle"
                maxLength={BLOG_LIMITS.subtitle}
                autoComplete="off"
                defaultValue={values.subtitle}
              />
            )}
          </Field>
          <Field
            label={t('form.excerpt')}
            description={t('form.excerptHint')}
            error={errors.excerpt}
            className="md:col-span-2"
          >
            {(c) => (
              <Textarea
                {...c}
                {...texts}
                name="excerpt"
                rows={3}
                maxLength={BLOG_LIMITS.excerpt}
                defaultValue={values.excerpt}
              />
            )}
          </Field>
          <Field label={t('form.category')} {...required} error={errors.category}>
            {(c) => (
              <Input
                {...c}
                {...texts}
                name="category"
                aria-required
                maxLength={BLOG_LIMITS.category}
                defaultValue={values.category}
              />
            )}
          </Field>
          <Field
            label={t('form.author')}
            {...required}
            description={t('form.authorHint')}
            error={errors.author}
          >
            {(c) => (
              <Input
                {...c}
                {...texts}
                ref={authorRef}
                name="author"
                aria-required
                maxLength={BLOG_LIMITS.author}
                defaultValue={values.author}
              />
            )}
          </Field>
          <div className="md:col-span-2">
            <RichTextField
              {...texts}
              name="content"
              label={t('form.content')}
              description={t('form.contentHint')}
              defaultValue={values.content}
              error={errors.content}
              maxLength={BLOG_LIMITS.content}
            />
          </div>
        </div>
      </Section>

      <Section id="post-image" title={t('form.sections.image')}>
        <ImageListField
          name="image_url"
          folder="blog"
          max={1}
          label={t('form.image.label')}
          hint={t('form.image.hint')}
          defaultValue={values.image_url}
          disabled={pending}
          onBusyChange={onUploadingChange}
          onUploadsSettled={({ uploaded, failed }) => {
            if (failed > 0)
              toast.error(toasts('error'), { id: TOAST_ID, description: t('imageUploadFailed') });
            else if (uploaded > 0)
              toast.success(toasts('success'), { id: TOAST_ID, description: t('imageUploaded') });
          }}
        />
        <p className="mt-2 text-sm text-ink-soft">{t('form.image.default')}</p>
        {imageError && <p className="mt-2 text-sm font-semibold text-closed">{imageError}</p>}
        <Field
          label={t('form.image.alt')}
          description={t('form.image.altHint')}
          error={errors.image_alt}
          className="mt-5"
        >
          {(c) => (
            <Input
              {...c}
              {...texts}
              name="image_alt"
              maxLength={BLOG_LIMITS.imageAlt}
              autoComplete="off"
              defaultValue={values.image_alt}
            />
          )}
        </Field>
      </Section>

      <Section id="post-lists" title={t('form.sections.lists')} hint={t('form.listsHint')}>
        <div className="grid gap-8 md:grid-cols-2">
          <div className="md:col-span-2">
            {list('bullets', 'bullet_points', values.bullet_points, texts)}
          </div>
          {list('internalLinks', 'internal_links', values.internal_links, {
            dir: 'ltr',
            placeholder: '/contact',
          })}
          {list('keywords', 'keywords', values.keywords, texts)}
          <DynamicListField
            className="md:col-span-2"
            legend={t('form.externalLinks.legend')}
            description={t('form.externalLinks.hint')}
            columns={[
              {
                name: 'external_links_title',
                label: (number) => t('form.externalLinks.title', { number }),
                placeholder: t('form.externalLinks.titlePlaceholder'),
                maxLength: BLOG_LIMITS.listItem,
                ...texts,
              },
              {
                name: 'external_links_url',
                label: (number) => t('form.externalLinks.url', { number }),
                placeholder: 'https://',
                type: 'url',
                dir: 'ltr',
                maxLength: BLOG_LIMITS.listItem,
              },
            ]}
            defaultRows={externalRows}
            addLabel={t('form.externalLinks.add')}
            removeLabel={(number) => t('form.externalLinks.remove', { number })}
            errors={errors}
            max={BLOG_LIMITS.listItems}
            onRowsChange={onListChange}
          />
        </div>
      </Section>

      <Section id="post-likes" title={t('form.sections.likes')} hint={t('form.likes.hint')}>
        <div className="grid gap-5 sm:grid-cols-2">
          {(['internal_likes', 'external_likes'] as const).map((name) => (
            <Field
              key={name}
              label={t(`form.likes.${name === 'internal_likes' ? 'internal' : 'external'}`)}
              error={errors[name]}
            >
              {(c) => (
                <Input
                  {...c}
                  type="number"
                  name={name}
                  min={0}
                  max={BLOG_LIMITS.likes}
                  step={1}
                  inputMode="numeric"
                  defaultValue={values[name]}
                  className="sm:max-w-48"
                />
              )}
            </Field>
          ))}
        </div>
      </Section>

      <Section
        id="post-english"
        title={t('form.sections.english')}
        hint={english ? undefined : t('form.english.hint')}
      >
        {english && (
          <p className="rounded-xl bg-cream px-4 py-3 text-ink-soft ring-1 ring-line">
            {t('form.english.hidden')}
          </p>
        )}
        {/* An English post sends none of these: they would stand in for its own texts on English pages. */}
        <fieldset disabled={english} hidden={english} className="grid min-w-0 gap-5 md:grid-cols-2">
          <legend className="sr-only">{t('form.sections.english')}</legend>
          <Field label={t('form.english.title')} error={errors.title_en} className="md:col-span-2">
            {(c) => (
              <Input
                {...c}
                {...EN}
                name="title_en"
                maxLength={BLOG_LIMITS.title}
                autoComplete="off"
                defaultValue={values.title_en}
                className="text-lg font-semibold"
              />
            )}
          </Field>
          <Field
            label={t('form.english.subtitle')}
            error={errors.subtitle_en}
            className="md:col-span-2"
          >
            {(c) => (
              <Input
                {...c}
                {...EN}
                name="subtitle_en"
                maxLength={BLOG_LIMITS.subtitle}
                autoComplete="off"
                defaultValue={values.subtitle_en}
              />
            )}
          </Field>
          <Field
            label={t('form.english.excerpt')}
            error={errors.excerpt_en}
            className="md:col-span-2"
          >
            {(c) => (
              <Textarea
                {...c}
                {...EN}
                name="excerpt_en"
                rows={3}
                maxLength={BLOG_LIMITS.excerpt}
                defaultValue={values.excerpt_en}
              />
            )}
          </Field>
          <Field label={t('form.english.category')} error={errors.category_en}>
            {(c) => (
              <Input
                {...c}
                {...EN}
                name="category_en"
                maxLength={BLOG_LIMITS.category}
                defaultValue={values.category_en}
              />
            )}
          </Field>
          <Field label={t('form.english.author')} error={errors.author_en}>
            {(c) => (
              <Input
                {...c}
                {...EN}
                name="author_en"
                maxLength={BLOG_LIMITS.author}
                defaultValue={values.author_en}
              />
            )}
          </Field>
          <div className="md:col-span-2">
            <RichTextField
              {...EN}
              name="content_en"
              label={t('form.english.content')}
              description={t('form.contentHint')}
              defaultValue={values.content_en}
              error={errors.content_en}
              maxLength={BLOG_LIMITS.content}
            />
          </div>
          <div className="md:col-span-2">
            {list('bulletsEn', 'bullet_points_en', values.bullet_points_en, EN)}
          </div>
        </fieldset>
      </Section>
    </div>
  );
}

const EN = { lang: 'en', dir: 'ltr' } as const;

/** A section of the form: a white card with its heading (a landmark named by it). */
function Section({
  id,
  title,
  hint,
  children,
}: {
  id: string;
  title: string;
  hint?: string;
  children: ReactNode;
}) {
  return (
    <Panel headingId={`${id}-heading`} title={title} titleClassName="text-xl md:text-2xl">
      {hint && <p className="mt-1 text-sm text-ink-soft">{hint}</p>}
      <div className="mt-5">{children}</div>
    </Panel>
  );
}
