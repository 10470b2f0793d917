import { ArrowRight } from '@/components/icons';
import { getTranslations } from 'next-intl/server';
import { cardClass } from '@/components/ui/card';
import { Link } from '@/i18n/navigation';
import { postPath, type LocalizedPost } from '../localize';
import { CategoryBadge } from './category-badge';
import { PostAuthor, PostDate } from './post-byline';
import { PostImage } from './post-image';

/**
 * A post in a grid (spec "Blog list"): image, category, date, title (2 lines), excerpt (3 lines),
 * author and Read More. The whole card is the title's link.
 */
async function BlogCard({ post }: { post: LocalizedPost }) {
  const t = await getTranslations('blog');
  return (
    <article
      className={cardClass(
        'group relative flex h-full flex-col overflow-hidden transition-shadow focus-within:shadow-lg hover:shadow-lg',
      )}
    >
      <div className="relative aspect-video overflow-hidden bg-cream">
        <PostImage
          src={post.imageUrl}
          alt={post.imageAlt}
          sizes="(min-width: 1280px) 400px, (min-width: 1024px) 33vw, (min-width: 768px) 50vw, 100vw"
          className="transition-transform duration-300 group-hover:scale-[1.03]"
        />
        <CategoryBadge category={post.category} className="absolute start-3 top-3 shadow" />
      </div>
      <div className="flex flex-1 flex-col gap-3 p-6">
        <p className="text-sm text-ink-soft">
          <PostDate date={post.publishedDate} />
        </p>
        <h3 className="line-clamp-2 text-xl">
          <Link
            href={postPath(post.slug)}
            className="after:absolute after:inset-0 after:rounded-card hover:text-brand"
          >
            {post.title}
          </Link>
        </h3>
        {post.excerpt && <p className="line-clamp-3 text-ink-soft">{post.excerpt}</p>}
        <div className="mt-auto flex flex-wrap items-center justify-between gap-3 border-t border-line pt-4">
          <p className="text-sm text-ink-soft">
            <PostAuthor author={post.author} />
          </p>
          {/* The card is the title's link; this only shows the way. */}
          <span
            aria-hidden="true"
            className="inline-flex items-center gap-1.5 font-semibold text-brand"
          >
            {t('readMore')}
            <ArrowRight className="size-4 transition-transform group-hover:translate-x-1 rtl:rotate-180 rtl:group-hover:-translate-x-1" />
          </span>
        </div>
      </div>
    </article>
  );
}

/** Posts as cards in the list's grid (one, two or three columns), newest first as given. */
export function BlogCardGrid({ posts }: { posts: LocalizedPost[] }) {
  return (
    <ul className="mt-8 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
      {posts.map((post) => (
        <li key={post.id}>
          <BlogCard post={post} />
        </li>
      ))}
    </ul>
  );
}
