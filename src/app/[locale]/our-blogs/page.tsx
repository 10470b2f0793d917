import { Newspaper } from '@/components/icons';
import { getTranslations } from 'next-intl/server';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { PageSection } from '@/components/ui/page-section';
import { BlogCardGrid } from '@/features/blog/components/blog-card';
import { BlogOfWeekSection } from '@/features/blog/components/featured-post';
import { featuredPost } from '@/features/blog/localize';
import { readPosts } from '@/features/blog/queries';
import { pageParams } from '@/i18n/routing';
import { staticPageMetadata } from '@/features/seo/page-metadata';
import { StaticPageJsonLd } from '@/features/seo/components/page-json-ld';

export const generateMetadata = staticPageMetadata('blog');

/**
 * Blog list (spec "Blog list"): the Blog of the Week (first flagged post, else the newest), then
 * the other posts of the page's language, newest first.
 */
export default async function OurBlogsPage({ params }: PageProps<'/[locale]/our-blogs'>) {
  const { locale } = await pageParams(params);
  const [t, posts] = await Promise.all([
    getTranslations({ locale, namespace: 'blog' }),
    readPosts(locale),
  ]);
  const featured = featuredPost(posts);
  const others = posts.filter((post) => post !== featured);

  return (
    <>
      <StaticPageJsonLd page="blog" />
      <PageHeader eyebrow={t('eyebrow')} title={t('title')} subtitle={t('subtitle')} />

      {featured && <BlogOfWeekSection post={featured} />}

      <PageSection headingId="more-posts" title={t('moreTitle')} className="py-12 md:py-16">
        {others.length > 0 ? (
          <BlogCardGrid posts={others} />
        ) : (
          <EmptyState icon={Newspaper} title={t('empty')} className="mt-8" />
        )}
      </PageSection>
    </>
  );
}
