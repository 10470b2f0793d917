'use client';

import { useTranslations } from 'next-intl';
import type { Ref } from 'react';
import { InputField } from '@/components/ui/input-field';
import { TextareaField } from '@/components/ui/textarea-field';
import { BLOG_LIMITS } from '../../../schemas';
import { RichTextField } from '../editor/rich-text-field';
import type { BlogFormValues } from './form-values';

/**
 * A post's texts in one language: title, subtitle, excerpt, category, author and body. The form
 * shows them twice, for the post's own language and for the optional English version of a Hebrew
 * post (`translation`): the same inputs and limits, but the English version's names end in `_en`,
 * its labels say "English", and it requires nothing and gives no hints (its fields fall back to
 * the post's own).
 */
export function PostTextFields({
  values,
  errors,
  texts,
  translation = false,
  authorRef,
}: {
  values: BlogFormValues;
  errors: Record<string, string>;
  /** The language and direction the texts are typed in. */
  texts: { lang: 'he' | 'en'; dir: 'rtl' | 'ltr' };
  translation?: boolean;
  /** The author input of the post's own language (a language switch refills it). */
  authorRef?: Ref<HTMLInputElement>;
}) {
  const t = useTranslations('backOffice.blogAdmin');
  const suffix = translation ? '_en' : '';
  const labels = translation ? 'form.english' : 'form';
  /** The input's name, value, error and text direction. */
  const field = <N extends 'title' | 'subtitle' | 'excerpt' | 'category' | 'author'>(base: N) => {
    const name = `${base}${suffix}` as const;
    return { ...texts, name, defaultValue: values[name], error: errors[name] };
  };
  // Required only in the post's own language (a visual hint plus aria-required for screen readers).
  const required = translation ? {} : { labelHint: t('form.required'), 'aria-required': true };

  return (
    <>
      <InputField
        label={t(`${labels}.title`)}
        {...required}
        {...field('title')}
        maxLength={BLOG_LIMITS.title}
        autoComplete="off"
        className="md:col-span-2"
        controlClassName="text-lg font-semibold"
      />
      <InputField
        label={t(`${labels}.subtitle`)}
        {...field('subtitle')}
        maxLength={BLOG_LIMITS.subtitle}
        autoComplete="off"
        className="md:col-span-2"
      />
      <TextareaField
        label={t(`${labels}.excerpt`)}
        description={translation ? undefined : t('form.excerptHint')}
        {...field('excerpt')}
        rows={3}
        maxLength={BLOG_LIMITS.excerpt}
        className="md:col-span-2"
      />
      <InputField
        label={t(`${labels}.category`)}
        {...required}
        {...field('category')}
        maxLength={BLOG_LIMITS.category}
      />
      <InputField
        label={t(`${labels}.author`)}
        {...required}
        description={translation ? undefined : t('form.authorHint')}
        {...field('author')}
        ref={authorRef}
        maxLength={BLOG_LIMITS.author}
      />
      <div className="md:col-span-2">
        <RichTextField
          {...texts}
          name={`content${suffix}`}
          label={t(`${labels}.content`)}
          description={t('form.contentHint')}
          defaultValue={values[`content${suffix}`]}
          error={errors[`content${suffix}`]}
          maxLength={BLOG_LIMITS.content}
        />
      </div>
    </>
  );
}
