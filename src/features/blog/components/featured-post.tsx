import { ArrowRight, Star } from 'lucide-react';
import { buttonClass } from '@/components/ui/button';
import { Link } from '@/i18n/navigation';
import { postPath, type LocalizedPost } from '../localize';
import type { BlogCardLabels } from './blog-card';
import { CategoryBadge } from './category-badge';
import { PostAuthor, PostDate } from './post-byline';
import { PostImage } from './post-image';

/**
 * The Blog of the Week as a large card (spec "Blog list"): star badge, category, title, excerpt,
 * date, author and Read More.
 */
export function FeaturedPost({
  post,
  date,
  labels,
}: {
  post: LocalizedPost;
  date: string;
  labels: BlogCardLabels & { blogOfWeek: string; readMoreAbout: string };
}) {
  return (
    <article
      aria-labelledby="featured-post-title"
      className="grid overflow-hidden rounded-card bg-white shadow-card ring-1 ring-line lg:grid-cols-[1.15fr_1fr]"
    >
      <div className="relative aspect-video bg-cream lg:aspect-auto lg:min-h-[26rem]">
        <PostImage
          src={post.imageUrl}
          alt={post.title}
          eager
          sizes="(min-width: 1280px) 680px, (min-width: 1024px) 55vw, 100vw"
        />
        <span className="absolute start-4 top-4 inline-flex items-center gap-1.5 rounded-full bg-brand px-3.5 py-1.5 text-sm font-bold text-white shadow-lg">
          <Star aria-hidden="true" className="size-4 fill-current" />
          {labels.blogOfWeek}
        </span>
      </div>
      <div className="flex flex-col gap-4 p-6 md:p-10">
        <div>
          <CategoryBadge category={post.category} label={labels.category} />
        </div>
        <h3 id="featured-post-title" className="text-2xl md:text-3xl">
          <Link href={postPath(post.slug)} className="hover:text-brand">
            {post.title}
          </Link>
        </h3>
        {post.excerpt && <p className="text-lg text-ink-soft">{post.excerpt}</p>}
        <p className="flex flex-wrap items-center gap-x-5 gap-y-1 text-sm text-ink-soft">
          <PostDate date={date} dateTime={post.publishedDate} label={labels.published} />
          <PostAuthor author={post.author} label={labels.author} />
        </p>
        <div className="mt-auto pt-2">
          <Link
            href={postPath(post.slug)}
            aria-label={labels.readMoreAbout}
            className={buttonClass('primary')}
          >
            {labels.readMore}
            <ArrowRight aria-hidden="true" className="size-5 rtl:rotate-180" />
          </Link>
        </div>
      </div>
    </article>
  );
}
