import 'server-only';
import { getEnv } from '@/lib/env';

/*
 * CONTRACT (issue 11): what the SEO score and auto-generation need of a page's real content,
 * read from the page as the site serves it. STUB: a rough regex reading; the real version
 * (an HTML parser, tested) replaces it.
 */

export type PageContent = {
  /** The page answered 200 (a custom path may not exist). */
  found: boolean;
  /** The visible text of the page's <main>, whitespace collapsed. */
  text: string;
  /** The text of the first paragraph of <main>. */
  firstParagraph: string;
  /** The first paragraphs' text, for a generated description. */
  leadText: string;
  h1Count: number;
  imagesWithoutAlt: number;
  /** Links in <main> to other pages of this site. */
  internalLinks: number;
};

export const EMPTY_CONTENT: PageContent = {
  found: false,
  text: '',
  firstParagraph: '',
  leadText: '',
  h1Count: 0,
  imagesWithoutAlt: 0,
  internalLinks: 0,
};

/** Fetches `path` from this server and reads its content. */
export async function analyzePage(path: string): Promise<PageContent> {
  const response = await fetch(`http://127.0.0.1:${getEnv().PORT}${encodeURI(path)}`, {
    redirect: 'manual',
  }).catch(() => undefined);
  if (!response?.ok) return EMPTY_CONTENT;
  const html = await response.text();
  const main = html.match(/<main[^>]*>([\s\S]*?)<\/main>/)?.[1] ?? '';
  const text = main
    .replace(/<script[\s\S]*?<\/script>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  const firstParagraph = (main.match(/<p[^>]*>([\s\S]*?)<\/p>/)?.[1] ?? '')
    .replace(/<[^>]+>/g, '')
    .trim();
  return {
    found: true,
    text,
    firstParagraph,
    leadText: firstParagraph,
    h1Count: (main.match(/<h1[\s>]/g) ?? []).length,
    imagesWithoutAlt: 0,
    internalLinks: 0,
  };
}
