import { getFormatter, getTranslations } from 'next-intl/server';
import type { BlogPost } from '@/db/schema';
import { BlogCard } from '@/features/blog/components/blog-card';
import { FeaturedPost } from '@/features/blog/components/featured-post';
import { featuredPost, localizePost, publishedAt } from '@/features/blog/localize';
import { getBlogPosts } from '@/features/blog/queries';
import type { Locale } from '@/i18n/routing';
import { staticPageMetadata } from '@/lib/page-metadata';
import { PageHeader } from '@/components/ui/page-header';

export const generateMetadata = staticPageMetadata('blog');

/** The posts of the page's language; a failed read is logged and shows the empty state (§8). */
async function readPosts(locale: Locale): Promise<BlogPost[]> {
  try {
    return await getBlogPosts(locale);
  } catch (error) {
    console.error('[blog] reading the post list failed:', error);
    return [];
  }
}

/**
 * Blog list (spec "Blog list"): the Blog of the Week (first flagged post, else the newest), then
 * the other posts of the page's language, newest first.
 */
export default async function OurBlogsPage({ params }: PageProps<'/[locale]/our-blogs'>) {
  const locale = (await params).locale as Locale;
  const [t, format] = await Promise.all([
    getTranslations({ locale, namespace: 'blog' }),
    getFormatter({ locale }),
  ]);
  const posts = (await readPosts(locale)).map((post) => localizePost(post, locale));
  const featured = featuredPost(posts);
  const others = posts.filter((post) => post !== featured);
  const dateOf = (date: string) => format.dateTime(publishedAt(date), { dateStyle: 'long' });
  const labels = {
    readMore: t('readMore'),
    category: t('category'),
    published: t('published'),
    author: t('author'),
  };

  return (
    <>
      <PageHeader eyebrow={t('eyebrow')} title={t('title')} subtitle={t('subtitle')} />

      {featured && (
        <section aria-labelledby="blog-of-week" className="pt-12 md:pt-16">
          <div className="container-page">
            <h2 id="blog-of-week" className="sr-only">
              {t('blogOfWeek')}
            </h2>
            <FeaturedPost
              post={featured}
              date={dateOf(featured.publishedDate)}
              labels={{
                ...labels,
                blogOfWeek: t('blogOfWeek'),
                readMoreAbout: t('readMoreAbout', { title: featured.title }),
              }}
            />
          </div>
        </section>
      )}

      <section aria-labelledby="more-posts" className="py-12 md:py-16">
        <div className="container-page">
          <h2 id="more-posts" className="text-3xl md:text-4xl">
            {t('moreTitle')}
          </h2>
          {others.length > 0 ? (
            <ul className="mt-8 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
              {others.map((post) => (
                <li key={post.id}>
                  <BlogCard post={post} date={dateOf(post.publishedDate)} labels={labels} />
                </li>
              ))}
            </ul>
          ) : (
            <p className="mt-8 rounded-card bg-cream p-8 text-center text-lg text-ink-soft">
              {t('empty')}
            </p>
          )}
        </div>
      </section>
    </>
  );
}
