import { z } from 'zod';
import { versionFields } from '@/lib/admin/version-fields';
import { BLOG_LANGUAGES } from '@/db/schema/blog-posts';
import { imageList, optionalId, requiredText, slugText, text } from '@/lib/form-fields';
import { fromLocalInput } from '@/lib/site-time';
import { slugify } from '@/lib/slug';

/**
 * The back office's blog form and calls (spec back-office §3 blog_posts, §5 "Blog form"): one
 * definition of valid input for the browser and the server actions. Issue messages are keys of
 * `backOffice.validation`. The spec gives no bounds; these fit any real post.
 */
export const BLOG_LIMITS = {
  title: 200,
  subtitle: 300,
  excerpt: 1_000,
  content: 100_000,
  category: 100,
  author: 120,
  slug: 200,
  imageUrl: 500,
  imageAlt: 300,
  listItem: 500,
  listItems: 50,
  keyword: 100,
  likes: 100_000_000,
} as const;

/** The form fields that keep their line breaks (the admin action makes every other one a line). */
export const BLOG_MULTILINE = ['content', 'content_en'] as const;

/** A post body (two languages, 100 000 characters each) is far more than the default 256 KB. */
export const BLOG_MAX_BYTES = 1024 * 1024;

/** What the admin chooses in the form; "scheduled" is published with a future publish time. */
export const BLOG_FORM_STATES = ['draft', 'published', 'scheduled'] as const;
export type BlogFormState = (typeof BLOG_FORM_STATES)[number];

/** A dynamic list's rows (`name[]`): trimmed, blanks dropped (spec §5). */
const rows = (max: number, item: z.ZodType<string, string> = z.string()) =>
  z
    .array(z.string().trim().max(max, 'tooLong'))
    .max(BLOG_LIMITS.listItems, 'tooMany')
    .default([])
    .transform((values) => values.filter(Boolean))
    .pipe(z.array(item));

/** A path on this site ("/contact", "/en/products/x"): not another host, not a script. */
const sitePath = z.string().regex(/^\/(?![/\\])[^\s<>"']*$/, 'internalPath');

const isWebUrl = (value: string) => {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
};

/** A likes count: a whole number ≥ 0 (an empty or absent field is 0). */
const likes = z.coerce
  .number('invalid')
  .int('invalid')
  .min(0, 'nonNegative')
  .max(BLOG_LIMITS.likes, 'invalid')
  .default(0);

/** A real calendar day, "YYYY-MM-DD" (what a date input sends). */
const calendarDay = z
  .string()
  .trim()
  .default('')
  .pipe(z.string().min(1, 'required'))
  .refine(
    (value) =>
      /^\d{4}-\d{2}-\d{2}$/.test(value) &&
      new Date(`${value}T00:00:00Z`).toISOString().startsWith(value),
    'date',
  );

/** `null` for an empty list: the spec stores no list as NULL. */
const listOrNull = <T>(values: T[]) => (values.length > 0 ? values : null);

export const blogPostSchema = z
  .object({
    id: optionalId,
    language: z.enum(BLOG_LANGUAGES, 'invalid'),
    blog_url: slugText(BLOG_LIMITS.slug),
    title: requiredText(BLOG_LIMITS.title),
    subtitle: text(BLOG_LIMITS.subtitle),
    excerpt: text(BLOG_LIMITS.excerpt),
    content: text(BLOG_LIMITS.content),
    category: requiredText(BLOG_LIMITS.category),
    author: requiredText(BLOG_LIMITS.author),
    published_date: calendarDay,
    image_url: imageList({ images: 1, imageUrl: BLOG_LIMITS.imageUrl }),
    image_alt: text(BLOG_LIMITS.imageAlt),
    bullet_points: rows(BLOG_LIMITS.listItem),
    internal_links: rows(BLOG_LIMITS.listItem, sitePath),
    external_links_title: z.array(z.string()).max(BLOG_LIMITS.listItems, 'tooMany').default([]),
    external_links_url: z.array(z.string()).max(BLOG_LIMITS.listItems, 'tooMany').default([]),
    keywords: rows(BLOG_LIMITS.keyword),
    internal_likes: likes,
    external_likes: likes,
    // The other language's texts (a Hebrew post's English version).
    title_en: text(BLOG_LIMITS.title),
    subtitle_en: text(BLOG_LIMITS.subtitle),
    excerpt_en: text(BLOG_LIMITS.excerpt),
    content_en: text(BLOG_LIMITS.content),
    category_en: text(BLOG_LIMITS.category),
    author_en: text(BLOG_LIMITS.author),
    bullet_points_en: rows(BLOG_LIMITS.listItem),
    state: z.enum(BLOG_FORM_STATES, 'invalid'),
    /** The same article in the other language (hreflang pairs them); empty: none. */
    twin_id: optionalId,
    /** Israel time, "2026-11-24T14:05"; required when scheduling. */
    publish_at: z.string().trim().max(40, 'invalid').default(''),
    ...versionFields,
  })
  .transform((input, ctx) => {
    // An empty slug is made from the title (spec §5).
    const blogUrl = input.blog_url || slugify(input.title);
    if (!blogUrl) {
      ctx.addIssue({ code: 'custom', path: ['blog_url'], message: 'slugMissing' });
    }

    // External links are title + url pairs; a pair missing either is dropped (spec §5).
    const externalLinks: { title: string; url: string }[] = [];
    input.external_links_title.forEach((rawTitle, index) => {
      const title = rawTitle.trim().slice(0, BLOG_LIMITS.listItem);
      const url = (input.external_links_url[index] ?? '').trim();
      if (!title || !url) return;
      if (url.length > BLOG_LIMITS.listItem || !isWebUrl(url)) {
        ctx.addIssue({ code: 'custom', path: ['external_links_url', index], message: 'url' });
        return;
      }
      externalLinks.push({ title, url });
    });

    let publishAt: Date | null = null;
    if (input.state === 'scheduled') {
      publishAt = input.publish_at ? fromLocalInput(input.publish_at) : null;
      if (!input.publish_at)
        ctx.addIssue({ code: 'custom', path: ['publish_at'], message: 'required' });
      else if (!publishAt)
        ctx.addIssue({ code: 'custom', path: ['publish_at'], message: 'invalid' });
      else if (publishAt.getTime() <= Date.now())
        ctx.addIssue({ code: 'custom', path: ['publish_at'], message: 'publishAtPast' });
    }
    if (!blogUrl || (input.state === 'scheduled' && !publishAt)) return z.NEVER;

    const orNull = (value: string) => value || null;
    return {
      id: input.id,
      version: input.version,
      overwrite: input.overwrite,
      language: input.language,
      blogUrl,
      /** Whether the slug was made here (a taken one gets a -2 suffix; a typed one is refused). */
      generatedSlug: !input.blog_url,
      title: input.title,
      titleEn: orNull(input.title_en),
      subtitle: orNull(input.subtitle),
      subtitleEn: orNull(input.subtitle_en),
      excerpt: orNull(input.excerpt),
      excerptEn: orNull(input.excerpt_en),
      content: orNull(input.content),
      contentEn: orNull(input.content_en),
      category: input.category,
      categoryEn: orNull(input.category_en),
      author: input.author,
      authorEn: orNull(input.author_en),
      publishedDate: input.published_date,
      imageUrl: input.image_url[0] ?? null,
      imageAlt: orNull(input.image_alt),
      bulletPoints: listOrNull(input.bullet_points),
      bulletPointsEn: listOrNull(input.bullet_points_en),
      internalLinks: listOrNull(input.internal_links),
      externalLinks: listOrNull(externalLinks),
      keywords: listOrNull(input.keywords),
      internalLikes: input.internal_likes,
      externalLikes: input.external_likes,
      /** The same article in the other language; null: none (the save unlinks any). */
      twinId: input.twin_id ?? null,
      state: input.state,
      /** The chosen time of a scheduled post; null: now (publishing) or kept (draft, or already public). */
      publishAt,
    };
  });

export type BlogPostInput = z.output<typeof blogPostSchema>;

export const blogPostIdSchema = z.object({ id: z.uuid('invalid') });

/** The rich-text helper's preview: the body as typed. */
export const blogPreviewSchema = z.object({
  content: z.string().max(BLOG_LIMITS.content, 'tooLong').default(''),
});
