import type { Locale } from '@/i18n/routing';
import { clipText, clipTitle } from './text';

/** Search engines show about this many characters of a title and of a description. */
export const HEAD_LIMITS = { title: 60, description: 160 } as const;

/**
 * What a public page says about itself, before any SEO settings an admin saved for it: the
 * features' head builders (`productHead`, `postHead`, …) return one, and
 * `headMetadata` (features/seo/page-metadata.ts) turns it into the page's <head>.
 */
export type PageHead = {
  locale: Locale;
  /** The locale-less, percent-encoded path: "/products/automatic-pizza-machine". */
  path: string;
  /** The page's own title, without the "| brand" suffix (`absoluteTitle`: shown as it is). */
  title: string;
  description: string;
  /** The locale-less path of the page in each language it exists in (itself included). */
  languages: Partial<Record<Locale, string>>;
  /** Its sharing picture (a site path or an absolute URL), and what it shows. */
  image?: string;
  imageAlt?: string;
  /** The title already names the brand (the home page): no "| brand" suffix. */
  absoluteTitle?: boolean;
  type: 'website' | 'article';
  /** An article's dates (ISO), section and tags (Open Graph article:*). */
  article?: {
    publishedTime?: string;
    modifiedTime?: string;
    section?: string;
    tags?: string[];
    authors?: string[];
  };
  /** When its content last changed. */
  lastModified?: Date;
  /** Keywords of its own content (a post's). */
  keywords?: string[];
  /** Kept out of search engines' index. */
  noindex?: boolean;
};

/** The suffix the layout's title template adds to a page title. */
export const brandSuffix = (brand: string) => ` | ${brand}`;

/** The shortest title worth showing: a title is cut at a phrase only when this much is left. */
export const MIN_TITLE_LENGTH = 30;

/**
 * The title and description a page shows when no settings exist, within search engines'
 * lengths: the title with " | brand" when that fits in 60 characters, else the title alone;
 * when even that is too long, it is cut at a phrase boundary (" – ", ": ", ", ", "?" …) that
 * leaves at least 30 characters, or else at a word (`clipTitle`). The description is clipped to
 * 160 at a word.
 */
export function headDefaults(
  head: Pick<PageHead, 'title' | 'description' | 'absoluteTitle'>,
  brand: string,
): { title: string; description: string } {
  const own = clipTitle(head.title, HEAD_LIMITS.title, MIN_TITLE_LENGTH);
  const branded = `${head.title.trim()}${brandSuffix(brand)}`;
  const title =
    !head.absoluteTitle && branded.length <= HEAD_LIMITS.title && head.title.trim() ? branded : own;
  return { title, description: clipText(head.description, HEAD_LIMITS.description) };
}

/**
 * The language the search engines show when none of a page's languages fits the visitor
 * (x-default): the Hebrew page when there is one, otherwise the page itself.
 */
export const defaultLanguagePath = (head: Pick<PageHead, 'languages' | 'path' | 'locale'>) =>
  head.languages.he !== undefined
    ? { locale: 'he' as const, path: head.languages.he }
    : { locale: head.locale, path: head.path };

/** A percent-encoded path as people read it (and seo_settings keys it): "/products/מכונה". */
export const decodePath = (path: string) =>
  path
    .split('/')
    .map((segment) => {
      try {
        return decodeURIComponent(segment);
      } catch {
        return segment;
      }
    })
    .join('/');

/** The other way: a readable path with each segment percent-encoded, as URLs carry it. */
export const encodePath = (path: string) =>
  path
    .split('/')
    .map((segment) => encodeURIComponent(segment))
    .join('/');
