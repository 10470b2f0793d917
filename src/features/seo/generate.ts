import { DEFAULT_SHARE_IMAGE } from '@/config/images';
import type { NewSeoSetting } from '@/db/schema';
import { clipText } from '@/lib/text';
import type { PageContent } from './page-analysis';
import { GENERATED_DESCRIPTION_LENGTH, SEO_LENGTHS } from './schemas';
import type { SitePage } from './site-pages';

/**
 * The settings auto-generation saves for a page that has none, from the page's own content
 * (spec §5): its title (with the brand when it fits in 60 characters), its text's first 150
 * characters as description, its own keywords and picture, its address as canonical URL.
 * The Open Graph and Twitter texts repeat the title and description. No schema markup: the
 * page's generated graph already describes it.
 */
export function draftSettings(
  page: SitePage,
  content: PageContent,
  { siteUrl, siteName }: { siteUrl: string; siteName: string },
): NewSeoSetting {
  const branded = `${page.title} | ${siteName}`;
  const metaTitle =
    page.title.includes(siteName) || branded.length > SEO_LENGTHS.title.max
      ? clipText(page.title, SEO_LENGTHS.title.max)
      : branded;
  const text = content.leadText || content.text;
  const metaDescription = clipText(text || page.description, GENERATED_DESCRIPTION_LENGTH);
  const image = page.image ?? DEFAULT_SHARE_IMAGE;
  const keywords = (page.keywords ?? []).filter(Boolean);
  return {
    pagePath: page.path,
    metaTitle,
    metaDescription,
    metaKeywords: keywords.join(', ') || null,
    focusKeyword: keywords[0] ?? null,
    ogTitle: metaTitle,
    ogDescription: metaDescription,
    ogImage: image,
    canonicalUrl: `${siteUrl}${encodeURI(page.path)}`,
    robots: 'index, follow',
    twitterTitle: metaTitle,
    twitterDescription: metaDescription,
    twitterImage: image,
  };
}
