'use client';

import { useTranslations } from 'next-intl';
import { useRef, useState, type ReactNode } from 'react';
import { toast } from '@/components/ui/toaster';
import { ImageListField } from '@/components/admin/image-list-field';
import { Panel } from '@/components/ui/panel';
import { InputField } from '@/components/ui/input-field';
import { SelectField } from '@/components/ui/select-field';
import type { BlogLanguage } from '@/db/schema/blog-posts';
import type { TwinChoice } from '../../../admin-queries';
import { BLOG_LIMITS, BLOG_FORM_STATES, type BlogFormState } from '../../../schemas';
import { ChoiceGroup } from './choice-group';
import { DynamicListField, type DynamicListColumn } from './dynamic-list-field';
import { PostTextFields } from './post-text-fields';
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

  /** The publishing date, or the scheduled time: required, as wide as its value. */
  const publishingTime = (
    name: 'published_date' | 'publish_at',
    key: 'publishedDate' | 'publishAt',
    type: 'date' | 'datetime-local',
    width: string,
  ) => (
    <InputField
      label={t(`form.${key}.label`)}
      {...required}
      description={t(`form.${key}.hint`)}
      error={errors[name]}
      type={type}
      name={name}
      aria-required
      defaultValue={values[name]}
      controlClassName={width}
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
          {publishingTime('published_date', 'publishedDate', 'date', 'sm:max-w-64')}
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
            {publishingTime('publish_at', 'publishAt', 'datetime-local', 'sm:max-w-80')}
          </div>
          <InputField
            label={t('form.slug.label')}
            description={
              editing ? `${t('form.slug.hint')} ${t('form.slug.changeHint')}` : t('form.slug.hint')
            }
            error={errors.blog_url}
            className="md:col-span-2"
            name="blog_url"
            maxLength={BLOG_LIMITS.slug}
            dir={english ? 'ltr' : 'auto'}
            autoComplete="off"
            spellCheck={false}
            defaultValue={values.blog_url}
          />
          <SelectField
            // The other language's posts: a new list, from "none", when the language changes.
            key={other}
            label={t('form.twin.label')}
            description={t('form.twin.hint')}
            error={errors.twin_id}
            className="md:col-span-2"
            name="twin_id"
            defaultValue={language === values.language ? values.twin_id : ''}
          >
            <option value="">{t('form.twin.none')}</option>
            {twinChoices[other].map((choice) => (
              <option key={choice.id} value={choice.id} lang={other} dir="auto">
                {choice.title}
              </option>
            ))}
          </SelectField>
        </div>
      </Section>

      <Section id="post-content" title={t('form.sections.content')}>
        <div className="grid gap-5 md:grid-cols-2">
          <PostTextFields values={values} errors={errors} texts={texts} authorRef={authorRef} />
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
        <InputField
          label={t('form.image.alt')}
          description={t('form.image.altHint')}
          error={errors.image_alt}
          className="mt-5"
          {...texts}
          name="image_alt"
          maxLength={BLOG_LIMITS.imageAlt}
          autoComplete="off"
          defaultValue={values.image_alt}
        />
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
            <InputField
              key={name}
              label={t(`form.likes.${name === 'internal_likes' ? 'internal' : 'external'}`)}
              error={errors[name]}
              type="number"
              name={name}
              min={0}
              max={BLOG_LIMITS.likes}
              step={1}
              inputMode="numeric"
              defaultValue={values[name]}
              controlClassName="sm:max-w-48"
            />
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
          <PostTextFields values={values} errors={errors} texts={EN} translation />
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
