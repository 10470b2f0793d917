import type { BlogPost, ExternalLink } from '@/db/schema';
import type { Locale } from '@/i18n/routing';
import { filled } from '@/lib/text';

const isBlank = (value: unknown) => typeof value !== 'string' || !value.trim();

/**
 * An external_links entry as a clean `{ title, url }`: anything malformed (not an object, a
 * missing or blank title or url, a url that is not http(s)) becomes `{ title: '', url: '' }`,
 * which is never rendered (spec §3).
 */
export function normalizeExternalLink(entry: unknown): ExternalLink {
  const empty = { title: '', url: '' };
  if (!entry || typeof entry !== 'object' || Array.isArray(entry)) return empty;
  const { title, url } = entry as Record<string, unknown>;
  if (isBlank(title) || isBlank(url)) return empty;
  const href = (url as string).trim();
  try {
    const parsed = new URL(href);
    if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return empty;
  } catch {
    return empty;
  }
  return { title: (title as string).trim(), url: href };
}

/** The external links worth rendering: normalised, malformed ones left out. */
export function renderableExternalLinks(links: unknown): ExternalLink[] {
  if (!Array.isArray(links)) return [];
  return links.map(normalizeExternalLink).filter((link) => link.url !== '');
}

const list = (values: readonly (string | null)[] | null | undefined) =>
  (values ?? []).filter((value): value is string => !isBlank(value)).map((value) => value.trim());

/**
 * A post's texts for a page of `locale`: English pages prefer the *_en fields and fall back to
 * the base field (English posts usually keep their English text in the base fields).
 */
export function localizePost(post: BlogPost, locale: Locale) {
  const en = locale === 'en';
  const pick = (base: string | null, english: string | null) =>
    (en ? filled(english) : undefined) ?? filled(base) ?? '';
  const englishPoints = en ? list(post.bulletPointsEn) : [];
  return {
    id: post.id,
    slug: postSlug(post),
    language: post.language,
    title: pick(post.title, post.titleEn),
    subtitle: pick(post.subtitle, post.subtitleEn),
    excerpt: pick(post.excerpt, post.excerptEn),
    content: pick(post.content, post.contentEn),
    category: pick(post.category, post.categoryEn),
    author: pick(post.author, post.authorEn),
    imageUrl: filled(post.imageUrl)?.trim() ?? null,
    /** The picture's description; the title when the admin gave none. */
    imageAlt: filled(post.imageAlt)?.trim() ?? pick(post.title, post.titleEn),
    publishedDate: post.publishedDate,
    updatedAt: post.updatedAt,
    isBlogOfWeek: post.isBlogOfWeek,
    bulletPoints: englishPoints.length > 0 ? englishPoints : list(post.bulletPoints),
    externalLinks: renderableExternalLinks(post.externalLinks),
    internalLikes: Math.max(0, post.internalLikes),
    externalLikes: Math.max(0, post.externalLikes),
    /** The admin's keywords, trimmed, blanks dropped (the post's structured data). */
    keywords: list(post.keywords),
  };
}

export type LocalizedPost = ReturnType<typeof localizePost>;

/** The Blog of the Week: the first flagged post, otherwise the newest (`posts` newest first). */
export function featuredPost<T extends { isBlogOfWeek: boolean }>(posts: readonly T[]) {
  return posts.find((post) => post.isBlogOfWeek) ?? posts[0];
}

/** A published_date ('YYYY-MM-DD') as a Date at noon UTC, the same calendar day in any zone. */
export const publishedAt = (date: string) => new Date(`${date}T12:00:00Z`);

/** The slug of a post's page: its blog_url, or its id when it has none. */
export const postSlug = (post: Pick<BlogPost, 'blogUrl' | 'id'>) => post.blogUrl || post.id;

/** The locale-less path of a post's page (posts exist in one language each). */
export const postPath = (slug: string) => `/blog/${encodeURIComponent(slug)}`;
