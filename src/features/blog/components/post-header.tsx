import { Heart, ThumbsUp } from '@/components/icons';
import { getLocale, getTranslations } from 'next-intl/server';
import { cn } from '@/components/ui/cn';
import type { LocalizedPost } from '../localize';
import { BlogOfWeekBadge } from './blog-of-week-badge';
import { CategoryBadge } from './category-badge';
import { PostAuthor, PostDate } from './post-byline';

/** The post's likes on the site and on social media; each pill shows only when above zero. */
async function PostLikes({ internal, external }: { internal: number; external: number }) {
  if (internal <= 0 && external <= 0) return null;
  const t = await getTranslations('blog');
  const pills = [
    {
      testId: 'internal-likes',
      count: internal,
      label: t('internalLikes', { count: internal }),
      icon: <Heart aria-hidden="true" className="size-4 fill-current" />,
      className: 'bg-closed-bg text-closed',
    },
    {
      testId: 'external-likes',
      count: external,
      label: t('externalLikes', { count: external }),
      icon: <ThumbsUp aria-hidden="true" className="size-4" />,
      className: 'bg-white text-ink ring-1 ring-line',
    },
  ];
  return (
    <ul aria-label={t('likes')} className="flex flex-wrap items-center gap-3">
      {pills
        .filter((pill) => pill.count > 0)
        .map((pill) => (
          // The count is shown; the full sentence is for screen readers.
          <li
            key={pill.testId}
            data-testid={pill.testId}
            className={cn(
              'inline-flex items-center gap-1.5 rounded-full px-3 py-1 font-semibold',
              pill.className,
            )}
          >
            {pill.icon}
            <span aria-hidden="true">{pill.count}</span>
            <span className="sr-only">{pill.label}</span>
          </li>
        ))}
    </ul>
  );
}

/**
 * A post's header: the Blog of the Week badge (here only when there is no picture to carry it),
 * category, date, author, likes, then the title (the page's h1) and the subtitle.
 */
export async function PostHeader({ post }: { post: LocalizedPost }) {
  const locale = await getLocale();
  return (
    <header>
      <div className="flex flex-wrap items-center gap-x-5 gap-y-3 text-sm text-ink-soft">
        {!post.imageUrl && post.isBlogOfWeek && <BlogOfWeekBadge />}
        <CategoryBadge category={post.category} />
        {/* Spec §9: English post pages use the short month ("Mar 15, 2025"), Hebrew the long one. */}
        <PostDate date={post.publishedDate} style={locale === 'en' ? 'medium' : 'long'} />
        <PostAuthor author={post.author} />
        <PostLikes internal={post.internalLikes} external={post.externalLikes} />
      </div>
      <h1 id="post-title" className="mt-5 text-3xl md:text-5xl">
        {post.title}
      </h1>
      {post.subtitle && (
        <p className="mt-4 text-xl font-semibold text-ink-soft md:text-2xl">{post.subtitle}</p>
      )}
    </header>
  );
}
