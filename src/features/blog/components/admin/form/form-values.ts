import type { BlogLanguage, BlogPost } from '@/db/schema/blog-posts';
import { toLocalInput } from '@/lib/site-time';
import { BLOG_FORM_STATES, type BlogFormState } from '../../../schemas';
import { isLive, postState } from '../../../publishing';
import { versionOf } from '@/lib/admin/version-fields';

/*
 * What the blog form starts with, in the shape the form sends (`formRecord(new FormData(form))`):
 * one key per input name, lists (`name[]` inputs) as arrays. The server page builds it from the
 * post (or the new-post defaults); a restored local draft is the same record, so the form can be
 * remounted with either.
 */

/** The lists of the form (inputs named `name[]`). */
export const LIST_FIELDS = [
  'image_url',
  'bullet_points',
  'internal_links',
  'external_links_title',
  'external_links_url',
  'keywords',
  'bullet_points_en',
] as const;

/** The single-value inputs of the form. */
export const TEXT_FIELDS = [
  'language',
  'state',
  'publish_at',
  'published_date',
  'blog_url',
  'title',
  'subtitle',
  'excerpt',
  'category',
  'author',
  'content',
  'image_alt',
  'internal_likes',
  'external_likes',
  'title_en',
  'subtitle_en',
  'excerpt_en',
  'content_en',
  'category_en',
  'author_en',
  'twin_id',
] as const;

export type BlogFormValues = Record<(typeof TEXT_FIELDS)[number], string> &
  Record<(typeof LIST_FIELDS)[number], string[]> & {
    language: BlogLanguage;
    state: BlogFormState;
  };

/** The saved post the form edits: what the page around the fields needs to know of it. */
export type EditedPost = {
  id: string;
  language: BlogLanguage;
  blogUrl: string;
  /** Whether visitors see it now (the "view" link goes to the public page, else the preview). */
  live: boolean;
  isBlogOfWeek: boolean;
  /** The saved row's version, sent with each save (src/lib/admin/version.ts). */
  version: string;
};

/** The form's view of a saved post. */
export const editedPost = (post: BlogPost, now: Date = new Date()): EditedPost => ({
  id: post.id,
  language: post.language,
  blogUrl: post.blogUrl,
  live: isLive(post, now),
  isBlogOfWeek: post.isBlogOfWeek,
  version: versionOf(post),
});

/** A new post in `language`: the team as author, dated today (Israel time), published on save. */
export function newPostValues(
  language: BlogLanguage,
  { author, today }: { author: string; today: string },
): BlogFormValues {
  return {
    ...emptyValues(language),
    author,
    published_date: today,
  };
}

/** The form of a saved post. */
export function postValues(post: BlogPost, now: Date = new Date()): BlogFormValues {
  const state = postState(post, now);
  const externalLinks = post.externalLinks ?? [];
  return {
    language: post.language,
    state,
    publish_at: state === 'scheduled' ? toLocalInput(post.publishAt) : '',
    published_date: post.publishedDate,
    blog_url: post.blogUrl,
    title: post.title,
    subtitle: post.subtitle ?? '',
    excerpt: post.excerpt ?? '',
    category: post.category,
    author: post.author,
    content: post.content ?? '',
    image_url: post.imageUrl ? [post.imageUrl] : [],
    image_alt: post.imageAlt ?? '',
    bullet_points: post.bulletPoints ?? [],
    internal_links: post.internalLinks ?? [],
    external_links_title: externalLinks.map((link) => link.title),
    external_links_url: externalLinks.map((link) => link.url),
    keywords: post.keywords ?? [],
    internal_likes: String(post.internalLikes),
    external_likes: String(post.externalLikes),
    title_en: post.titleEn ?? '',
    subtitle_en: post.subtitleEn ?? '',
    excerpt_en: post.excerptEn ?? '',
    content_en: post.contentEn ?? '',
    category_en: post.categoryEn ?? '',
    author_en: post.authorEn ?? '',
    bullet_points_en: post.bulletPointsEn ?? [],
    twin_id: post.twinId ?? '',
  };
}

function emptyValues(language: BlogLanguage): BlogFormValues {
  const texts = Object.fromEntries(TEXT_FIELDS.map((field) => [field, '']));
  const lists = Object.fromEntries(LIST_FIELDS.map((field) => [field, []]));
  return {
    ...texts,
    ...lists,
    language,
    state: 'published',
    internal_likes: '0',
    external_likes: '0',
  } as BlogFormValues;
}

/**
 * A recovered record (a local draft, read back from storage) as form values: only the form's own
 * keys, each of the right kind; a field missing or malformed keeps its `fallback` value (the *_en
 * fields, which an English post does not send), except the picture list (none sent: no picture).
 */
export function valuesFromRecord(
  record: Record<string, unknown>,
  fallback: BlogFormValues,
): BlogFormValues {
  const values = { ...fallback };
  const texts: Partial<Record<(typeof TEXT_FIELDS)[number], string>> = {};
  for (const field of TEXT_FIELDS) {
    const value = record[field];
    if (typeof value === 'string') texts[field] = value;
  }
  Object.assign(values, texts);
  for (const field of LIST_FIELDS) {
    const value = record[field];
    if (Array.isArray(value))
      values[field] = value.filter((item): item is string => typeof item === 'string');
    // No picture input: no picture. The dynamic lists always send a row unless switched off.
    else if (field === 'image_url') values[field] = [];
  }
  if (record.language !== 'he' && record.language !== 'en') values.language = fallback.language;
  if (!(BLOG_FORM_STATES as readonly unknown[]).includes(record.state))
    values.state = fallback.state;
  return values;
}
