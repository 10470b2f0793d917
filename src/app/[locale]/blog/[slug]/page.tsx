import { notFound, permanentRedirect } from 'next/navigation';
import { FullPostArticle } from '@/features/blog/components/full-post-article';
import { RelatedPosts } from '@/features/blog/components/related-posts';
import { postPath, postSlug } from '@/features/blog/localize';
import { postHead, postNotFoundTitle } from '@/features/blog/metadata';
import { detailPageMetadata } from '@/features/seo/page-metadata';
import { findPost, getBlogPosts, otherLanguagePostPath } from '@/features/blog/queries';
import { Breadcrumb } from '@/components/ui/breadcrumb';
import { detailTrail } from '@/features/seo/breadcrumb';
import { PostJsonLd } from '@/features/seo/components/page-json-ld';
import { localizedPath, pageParams } from '@/i18n/routing';
import { followMove } from '@/lib/redirects';
import { decodeSlug, slugParams } from '@/lib/route-slug';

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
    // The other language's post leads to its twin here (or to itself), a renamed post's old
    // address to its new one, both permanently (308); anything else is "Post Not Found".
    const elsewhere = await otherLanguagePostPath(locale, slug);
    if (elsewhere) permanentRedirect(elsewhere);
    await followMove(slug, (moved) => localizedPath(locale, postPath(moved)));
    notFound();
  }
  // A post found by its id has one address: its slug's.
  if (post.slug !== decodeSlug(slug)) permanentRedirect(localizedPath(locale, postPath(post.slug)));

  // One trail for the visible breadcrumb and the JSON-LD BreadcrumbList.
  const trail = await detailTrail(locale, 'blog', post.title, postPath(post.slug));

  return (
    <>
      <PostJsonLd post={post} breadcrumb={trail} />
      <Breadcrumb crumbs={trail} locale={locale} />
      <FullPostArticle post={post} />
      <RelatedPosts post={post} />
    </>
  );
}
