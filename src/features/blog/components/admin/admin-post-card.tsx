import { ExternalLink, Eye, Heart, ImageOff, Pencil, ThumbsUp } from '@/components/icons';
import Link from 'next/link';
import type { ReactNode } from 'react';
import { getTranslations } from 'next-intl/server';
import { BulkCheckbox } from '@/components/admin/bulk-selection';
import { buttonClass } from '@/components/ui/button';
import { cardClass } from '@/components/ui/card';
import { cn } from '@/components/ui/cn';
import { FallbackImage } from '@/components/ui/fallback-image';
import { isRemoteImage, PLACEHOLDER_IMAGE } from '@/config/images';
import { localizedPath } from '@/i18n/routing';
import { adminEditPostPath, postPreviewPath } from '../../admin-paths';
import type { AdminPostSummary } from '../../admin-queries';
import { postPath, postSlug } from '../../localize';
import { BlogOfWeekBadge } from '../blog-of-week-badge';
import { CategoryBadge } from '../category-badge';
import { PostAuthor, PostDate } from '../post-byline';
import { DeletePostButton } from './delete-post-button';
import { PostStateBadge } from './post-state';
import { SetBlogOfWeekButton } from './set-blog-of-week-button';

const hidden = (chunks: ReactNode) => <span className="sr-only">{chunks}</span>;

/**
 * One post on the blog dashboard (spec back-office §2): its picture (or the placeholder), state
 * (draft / scheduled with its time / published), category, title, date, author and likes; the
 * Blog of the Week highlighted (brand ring and badge). Actions: edit; view — the public page, or
 * for a post visitors cannot see yet its admin-only preview — in a new tab; set as Blog of the
 * Week; delete. Every action is named after the post for screen readers.
 */
export async function AdminPostCard({ post, eager }: { post: AdminPostSummary; eager?: boolean }) {
  const [t, blog] = await Promise.all([
    getTranslations('backOffice.blogAdmin'),
    getTranslations('blog'),
  ]);
  const headingId = `post-${post.id}`;
  const live = post.state === 'published';
  const featured = post.isBlogOfWeek;
  const viewHref = live
    ? localizedPath(post.language, postPath(postSlug(post)))
    : postPreviewPath(post.id, post.language);
  const likes = [
    {
      key: 'internal',
      icon: <Heart aria-hidden="true" className="size-4 fill-current text-brand" />,
      label: blog('internalLikes', { count: post.internalLikes }),
    },
    {
      key: 'external',
      icon: <ThumbsUp aria-hidden="true" className="size-4 text-ink-soft" />,
      label: blog('externalLikes', { count: post.externalLikes }),
    },
  ];

  return (
    <article
      aria-labelledby={headingId}
      data-blog-of-week={featured || undefined}
      className={cardClass(
        cn('flex w-full flex-col overflow-hidden', featured && 'shadow-lg ring-2 ring-brand'),
      )}
    >
      <div className="relative aspect-[16/9] bg-cream">
        <FallbackImage
          src={post.imageUrl ?? PLACEHOLDER_IMAGE}
          fallback={PLACEHOLDER_IMAGE}
          alt=""
          fill
          sizes="(min-width: 1280px) 400px, (min-width: 768px) 50vw, 100vw"
          className="object-cover"
          loading={eager ? 'eager' : 'lazy'}
          unoptimized={post.imageUrl ? isRemoteImage(post.imageUrl) : false}
        />
        {featured && <BlogOfWeekBadge className="absolute start-3 top-3" />}
        {!post.imageUrl && (
          <span className="absolute end-3 bottom-3 inline-flex items-center gap-1.5 rounded-full bg-ink/80 px-3 py-1 text-sm font-semibold text-white">
            <ImageOff aria-hidden="true" className="size-4" />
            {t('list.noImage')}
          </span>
        )}
      </div>

      <div className="flex flex-1 flex-col gap-3 p-5">
        <div className="flex flex-wrap items-center gap-2">
          <BulkCheckbox id={post.id} name={post.title} className="-ms-3" />
          <PostStateBadge state={post.state} publishAt={post.publishAt} />
          <CategoryBadge category={post.category} />
        </div>

        <h2 id={headingId} lang={post.language} className="text-xl leading-snug">
          {/* An English title keeps its punctuation in its own direction. */}
          <bdi>{post.title}</bdi>
        </h2>

        <p className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-ink-soft">
          <PostDate date={post.publishedDate} />
          <PostAuthor author={post.author} />
        </p>

        <ul aria-label={t('list.likes')} className="flex flex-wrap gap-2 text-sm">
          {likes.map((like) => (
            <li
              key={like.key}
              data-testid={`${like.key}-likes`}
              className="inline-flex items-center gap-1.5 rounded-full bg-cream px-3 py-1 font-semibold text-ink ring-1 ring-line"
            >
              {like.icon}
              {like.label}
            </li>
          ))}
        </ul>

        <div className="mt-auto flex flex-col gap-3 border-t border-line pt-4">
          <SetBlogOfWeekButton
            id={post.id}
            title={post.title}
            language={post.language}
            current={featured}
            live={live}
          />
          <div className="flex items-center justify-between gap-2">
            <div className="flex flex-wrap items-center gap-2">
              <Link href={adminEditPostPath(post.id)} className={buttonClass('primary', 'px-4')}>
                <Pencil aria-hidden="true" className="size-4" />
                {t.rich('list.edit', { title: post.title, hidden })}
              </Link>
              <a
                href={viewHref}
                target="_blank"
                rel="noopener"
                className={buttonClass('ghost', 'px-3 text-brand hover:text-brand-dark')}
              >
                {live ? (
                  <ExternalLink aria-hidden="true" className="size-4 rtl:-scale-x-100" />
                ) : (
                  <Eye aria-hidden="true" className="size-4" />
                )}
                {t.rich(live ? 'list.view' : 'list.preview', { title: post.title, hidden })}
              </a>
            </div>
            <DeletePostButton id={post.id} title={post.title} />
          </div>
        </div>
      </div>
    </article>
  );
}
