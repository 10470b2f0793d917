import { ArrowRight } from '@/components/icons';
import { getTranslations } from 'next-intl/server';
import { buttonClass } from '@/components/ui/button';
import { cardClass } from '@/components/ui/card';
import { Link } from '@/i18n/navigation';
import { postPath, type LocalizedPost } from '../localize';
import { BlogOfWeekBadge } from './blog-of-week-badge';
import { CategoryBadge } from './category-badge';
import { PostAuthor, PostDate } from './post-byline';
import { PostImage } from './post-image';

/**
 * The Blog of the Week as a large card (spec "Blog list"): star badge, category, title, excerpt,
 * date, author and Read More.
 */
async function FeaturedPost({ post }: { post: LocalizedPost }) {
  const t = await getTranslations('blog');
  return (
    <article
      aria-labelledby="featured-post-title"
      className={cardClass('grid overflow-hidden lg:grid-cols-[1.15fr_1fr]')}
    >
      <div className="relative aspect-video bg-cream lg:aspect-auto lg:min-h-[26rem]">
        <PostImage
          src={post.imageUrl}
          alt={post.imageAlt}
          eager
          sizes="(min-width: 1280px) 680px, (min-width: 1024px) 55vw, 100vw"
        />
        <BlogOfWeekBadge className="absolute start-4 top-4" />
      </div>
      <div className="flex flex-col gap-4 p-6 md:p-10">
        <div>
          <CategoryBadge category={post.category} />
        </div>
        <h3 id="featured-post-title" className="text-2xl md:text-3xl">
          <Link href={postPath(post.slug)} className="hover:text-brand">
            {post.title}
          </Link>
        </h3>
        {post.excerpt && <p className="text-lg text-ink-soft">{post.excerpt}</p>}
        <p className="flex flex-wrap items-center gap-x-5 gap-y-1 text-sm text-ink-soft">
          <PostDate date={post.publishedDate} />
          <PostAuthor author={post.author} />
        </p>
        <div className="mt-auto pt-2">
          <Link href={postPath(post.slug)} className={buttonClass('primary')}>
            {t('readMore')}
            {/* Search engines read the link's text, not its aria-label: the title completes it. */}
            <span className="sr-only">: {post.title}</span>
            <ArrowRight aria-hidden="true" className="size-5 rtl:rotate-180" />
          </Link>
        </div>
      </div>
    </article>
  );
}

/** The list page's Blog of the Week section: a heading for screen readers and the large card. */
export async function BlogOfWeekSection({ post }: { post: LocalizedPost }) {
  const t = await getTranslations('blog');
  return (
    <section aria-labelledby="blog-of-week" className="pt-12 md:pt-16">
      <div className="container-page">
        <h2 id="blog-of-week" className="sr-only">
          {t('blogOfWeek')}
        </h2>
        <FeaturedPost post={post} />
      </div>
    </section>
  );
}
