import { notFound } from 'next/navigation';
import { FullPostArticle } from '@/features/blog/components/full-post-article';
import { RelatedPosts } from '@/features/blog/components/related-posts';
import { postPath, postSlug } from '@/features/blog/localize';
import { postHead, postNotFoundTitle } from '@/features/blog/metadata';
import { detailPageMetadata } from '@/features/seo/page-metadata';
import { findPost, getBlogPosts } from '@/features/blog/queries';
import { PostJsonLd } from '@/features/seo/components/page-json-ld';
import { localizedPath, pageParams } from '@/i18n/routing';
import { followMove } from '@/lib/redirects';
import { slugParams } from '@/lib/route-slug';

export async function generateStaticParams({
  params,
}: {
  params: { locale: string } | Promise<{ locale: string }>;
}) {
  const { locale } = await pageParams(params);
  const slugs = (await getBlogPosts(locale)).map(postSlug);
  return slugParams(slugs);
}

export const generateMetadata = detailPageMetadata(postHead, postNotFoundTitle);

/**
 * Blog post (spec "Blog post"): back link, picture, category, date, author, likes, title,
 * subtitle, excerpt, the sanitized body, key points, useful links, a contact box and related
 * posts.
 */
export default async function BlogPostPage({ params }: PageProps<'/[locale]/blog/[slug]'>) {
  const { locale, slug } = await pageParams(params);
  const post = await findPost(locale, slug);
  if (!post) {
    // A renamed post's old address leads to its new one; anything else is "Post Not Found".
    await followMove(slug, (moved) => localizedPath(locale, postPath(moved)));
    notFound();
  }

  return (
    <>
      <PostJsonLd post={post} />
      <FullPostArticle post={post} />
      <RelatedPosts post={post} />
    </>
  );
}
