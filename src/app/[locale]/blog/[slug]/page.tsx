import { ArrowLeft, ExternalLink, Heart, MessageCircle, Star, ThumbsUp } from 'lucide-react';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getFormatter, getTranslations } from 'next-intl/server';
import { buttonClass } from '@/components/ui/button';
import { getSiteConfig } from '@/config/site';
import type { BlogPost } from '@/db/schema';
import { BlogCard } from '@/features/blog/components/blog-card';
import { CategoryBadge } from '@/features/blog/components/category-badge';
import { PostAuthor, PostDate } from '@/features/blog/components/post-byline';
import { PostImage } from '@/features/blog/components/post-image';
import { localizePost, postPath, publishedAt, type LocalizedPost } from '@/features/blog/localize';
import { getBlogPost, getBlogPosts, getRelatedPosts } from '@/features/blog/queries';
import { renderBody } from '@/features/blog/render-body';
import { blogPostingJsonLd } from '@/features/blog/structured-data';
import { JsonLd } from '@/components/ui/json-ld';
import { Link } from '@/i18n/navigation';
import { localizedPath, type Locale } from '@/i18n/routing';
import { pageMetadata } from '@/lib/page-metadata';
import { siteUrl } from '@/lib/site-url';
import { decodeSlug } from '@/lib/route-slug';

/** The post the route names in this language (by blog_url, else id), or null. */
async function findPost(locale: Locale, slug: string): Promise<LocalizedPost | null> {
  const row = await getBlogPost(decodeSlug(slug), locale);
  return row ? localizePost(row, locale) : null;
}

/** Related posts; a failed read hides the block (spec §8). */
async function readRelated(post: LocalizedPost): Promise<BlogPost[]> {
  try {
    return await getRelatedPosts({ id: post.id, language: post.language, category: post.category });
  } catch (error) {
    console.error('[blog] reading related posts failed:', error);
    return [];
  }
}

const absolute = (src: string) => (src.startsWith('/') ? `${siteUrl()}${src}` : src);

export async function generateStaticParams({
  params,
}: {
  params: { locale: string } | Promise<{ locale: string }>;
}) {
  const locale = (await params).locale as Locale;
  const slugs = (await getBlogPosts(locale)).map((post) => post.blogUrl);
  // Cache Components needs at least one value to validate the route at build time; an unknown
  // parameter renders the not-found page.
  return (slugs.length > 0 ? slugs : ['-']).map((slug) => ({ slug }));
}

export async function generateMetadata({
  params,
}: PageProps<'/[locale]/blog/[slug]'>): Promise<Metadata> {
  const { locale: raw, slug } = await params;
  const locale = raw as Locale;
  const post = await findPost(locale, slug);
  if (!post) {
    const t = await getTranslations({ locale, namespace: 'blog' });
    return { title: t('notFoundTitle'), robots: { index: false } };
  }
  const meta = pageMetadata({
    locale,
    path: postPath(post.slug),
    title: post.title,
    description: post.excerpt || post.subtitle || post.title,
    image: post.imageUrl ?? undefined,
  });
  const canonical = meta.alternates?.canonical as string;
  return {
    ...meta,
    // A post exists in one language only: no twin to announce.
    alternates: { canonical, languages: { [locale]: canonical } },
    openGraph: {
      ...meta.openGraph,
      type: 'article',
      publishedTime: post.publishedDate,
      modifiedTime: new Date(post.updatedAt).toISOString(),
      ...(post.author ? { authors: [post.author] } : {}),
    },
  };
}

/**
 * Blog post (spec "Blog post"): back link, picture, category, date, author, likes, title,
 * subtitle, excerpt, the sanitized body, key points, a contact box and related posts.
 */
export default async function BlogPostPage({ params }: PageProps<'/[locale]/blog/[slug]'>) {
  const { locale: raw, slug } = await params;
  const locale = raw as Locale;
  const post = await findPost(locale, slug);
  if (!post) notFound();

  const [t, format, related] = await Promise.all([
    getTranslations({ locale, namespace: 'blog' }),
    getFormatter({ locale }),
    readRelated(post),
  ]);
  const date = (value: string, style: 'long' | 'medium') =>
    format.dateTime(publishedAt(value), { dateStyle: style });
  // Spec §9: English post pages use the short month ("Mar 15, 2025"), Hebrew the long one.
  const postDate = date(post.publishedDate, locale === 'en' ? 'medium' : 'long');
  const body = renderBody(post.content);
  const url = `${siteUrl()}${localizedPath(locale, postPath(post.slug))}`;
  const jsonLd = blogPostingJsonLd({
    title: post.title,
    excerpt: post.excerpt,
    image: post.imageUrl ? absolute(post.imageUrl) : null,
    author: post.author,
    publishedDate: post.publishedDate,
    updatedAt: post.updatedAt,
    url,
    locale,
    publisher: getSiteConfig().name[locale],
  });
  const labels = {
    readMore: t('readMore'),
    category: t('category'),
    published: t('published'),
    author: t('author'),
  };
  const relatedPosts = related.map((row) => localizePost(row, locale));
  const blogOfWeekBadge = (
    <span className="inline-flex items-center gap-1.5 rounded-full bg-brand px-3.5 py-1.5 text-sm font-bold text-white shadow-lg">
      <Star aria-hidden="true" className="size-4 fill-current" />
      {t('blogOfWeek')}
    </span>
  );

  const header = (
    <header>
      <div className="flex flex-wrap items-center gap-x-5 gap-y-3 text-sm text-ink-soft">
        {!post.imageUrl && post.isBlogOfWeek && blogOfWeekBadge}
        <CategoryBadge category={post.category} label={t('category')} />
        <PostDate date={postDate} dateTime={post.publishedDate} label={t('published')} />
        <PostAuthor author={post.author} label={t('author')} />
        {(post.internalLikes > 0 || post.externalLikes > 0) && (
          <ul aria-label={t('likes')} className="flex flex-wrap items-center gap-3">
            {post.internalLikes > 0 && (
              <li
                data-testid="internal-likes"
                className="inline-flex items-center gap-1.5 rounded-full bg-closed-bg px-3 py-1 font-semibold text-closed"
              >
                <Heart aria-hidden="true" className="size-4 fill-current" />
                <span aria-hidden="true">{post.internalLikes}</span>
                <span className="sr-only">{t('internalLikes', { count: post.internalLikes })}</span>
              </li>
            )}
            {post.externalLikes > 0 && (
              <li
                data-testid="external-likes"
                className="inline-flex items-center gap-1.5 rounded-full bg-white px-3 py-1 font-semibold text-ink ring-1 ring-line"
              >
                <ThumbsUp aria-hidden="true" className="size-4" />
                <span aria-hidden="true">{post.externalLikes}</span>
                <span className="sr-only">{t('externalLikes', { count: post.externalLikes })}</span>
              </li>
            )}
          </ul>
        )}
      </div>
      <h1 id="post-title" className="mt-5 text-3xl md:text-5xl">
        {post.title}
      </h1>
      {post.subtitle && (
        <p className="mt-4 text-xl font-semibold text-ink-soft md:text-2xl">{post.subtitle}</p>
      )}
    </header>
  );

  return (
    <>
      <JsonLd data={jsonLd} />

      <article aria-labelledby="post-title" className="pb-16 md:pb-24">
        <div className="bg-cream">
          <div
            className={`container-page max-w-4xl pt-4 ${post.imageUrl ? 'pb-32 md:pb-40' : 'pb-10 md:pb-14'}`}
          >
            <Link href="/our-blogs" className={buttonClass('ghost', '-ms-3')}>
              <ArrowLeft aria-hidden="true" className="size-5 rtl:rotate-180" />
              {t('backToBlog')}
            </Link>
            {/* Without a picture the header sits in the band itself. */}
            {!post.imageUrl && <div className="mx-auto mt-6 max-w-[70ch]">{header}</div>}
          </div>
        </div>

        <div className="container-page max-w-4xl">
          {post.imageUrl && (
            <div className="relative -mt-28 aspect-video overflow-hidden rounded-card bg-cream shadow-card ring-1 ring-line md:-mt-36">
              <PostImage
                src={post.imageUrl}
                alt={post.title}
                eager
                sizes="(min-width: 896px) 848px, 100vw"
              />
              {post.isBlogOfWeek && <div className="absolute start-4 top-4">{blogOfWeekBadge}</div>}
            </div>
          )}

          <div className="mx-auto max-w-[70ch]">
            {post.imageUrl && <div className="mt-8">{header}</div>}

            {post.excerpt && (
              <p className="mt-8 rounded-card border-s-4 border-brand bg-cream p-5 text-lg font-medium text-ink md:p-6">
                <span className="sr-only">{t('summary')}: </span>
                {post.excerpt}
              </p>
            )}

            {body && (
              <div
                data-testid="post-body"
                className="mt-8 text-lg leading-8 text-ink [&_a]:font-semibold [&_a]:text-brand [&_a]:underline [&_a]:decoration-2 [&_a]:underline-offset-4 [&_a:hover]:text-brand-dark [&_b]:font-bold [&_em]:italic [&_h2]:mt-10 [&_h2]:mb-4 [&_h2]:text-2xl [&_h2]:md:text-3xl [&_h3]:mt-8 [&_h3]:mb-3 [&_h3]:text-xl [&_h3]:md:text-2xl [&_h4]:mt-6 [&_h4]:mb-2 [&_h4]:text-lg [&_h5]:mt-6 [&_h5]:font-bold [&_h6]:mt-6 [&_h6]:font-bold [&_i]:italic [&_li]:my-2 [&_li]:ps-1 [&_ol]:my-6 [&_ol]:list-decimal [&_ol]:ps-6 [&_p]:my-6 [&_strong]:font-bold [&_u]:underline [&_u]:decoration-brand-warm [&_u]:decoration-2 [&_u]:underline-offset-4 [&_ul]:my-6 [&_ul]:list-disc [&_ul]:ps-6 [&>:first-child]:mt-0"
                // Rendered and cleaned on the server by renderBody (sanitize-html, spec §5).
                dangerouslySetInnerHTML={{ __html: body }}
              />
            )}

            {post.bulletPoints.length > 0 && (
              <section
                aria-labelledby="key-points"
                className="mt-12 rounded-card bg-white p-6 shadow-card ring-1 ring-line md:p-8"
              >
                <h2 id="key-points" className="text-2xl">
                  {t('keyPoints')}
                </h2>
                <ul className="mt-5 grid gap-3">
                  {post.bulletPoints.map((point) => (
                    <li key={point} className="flex gap-3 text-lg">
                      <span
                        aria-hidden="true"
                        className="mt-2.5 size-2.5 shrink-0 rounded-full bg-brand"
                      />
                      {point}
                    </li>
                  ))}
                </ul>
              </section>
            )}

            {post.externalLinks.length > 0 && (
              <section aria-labelledby="useful-links" className="mt-10">
                <h2 id="useful-links" className="text-2xl">
                  {t('usefulLinks')}
                </h2>
                <ul className="mt-4 grid gap-2">
                  {post.externalLinks.map((link) => (
                    <li key={link.url}>
                      <a
                        href={link.url}
                        target="_blank"
                        rel="noopener noreferrer"
                        className="inline-flex min-h-11 items-center gap-2 font-semibold text-brand underline decoration-2 underline-offset-4 hover:text-brand-dark"
                      >
                        {link.title}
                        <ExternalLink aria-hidden="true" className="size-4 shrink-0" />
                        <span className="sr-only"> {t('opensInNewWindow')}</span>
                      </a>
                    </li>
                  ))}
                </ul>
              </section>
            )}

            <section
              aria-labelledby="post-cta"
              className="mt-12 rounded-card bg-ink p-6 text-white shadow-card md:flex md:items-center md:justify-between md:gap-8 md:p-8"
            >
              <div>
                <h2 id="post-cta" className="text-2xl">
                  {t('ctaTitle')}
                </h2>
                <p className="mt-2 text-white/85">{t('ctaText')}</p>
              </div>
              <Link href="/contact" className={buttonClass('onDark', 'mt-6 shrink-0 md:mt-0')}>
                <MessageCircle aria-hidden="true" className="size-5" />
                {t('contactUs')}
              </Link>
            </section>
          </div>
        </div>
      </article>

      {relatedPosts.length > 0 && (
        <section aria-labelledby="related-posts" className="bg-cream py-16 md:py-24">
          <div className="container-page">
            <h2 id="related-posts" className="text-3xl md:text-4xl">
              {t('relatedTitle')}
            </h2>
            <ul className="mt-8 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
              {relatedPosts.map((related) => (
                <li key={related.id}>
                  <BlogCard
                    post={related}
                    date={date(related.publishedDate, 'long')}
                    labels={labels}
                  />
                </li>
              ))}
            </ul>
          </div>
        </section>
      )}
    </>
  );
}
