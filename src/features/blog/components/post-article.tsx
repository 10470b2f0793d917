import type { ReactNode } from 'react';
import { Card } from '@/components/ui/card';
import { cn } from '@/components/ui/cn';
import type { LocalizedPost } from '../localize';
import { BackToBlogLink } from './back-to-blog-link';
import { BlogOfWeekBadge } from './blog-of-week-badge';
import { PostHeader } from './post-header';
import { PostImage } from './post-image';

/**
 * A post's page frame, named by its title: the cream band with "Back to Blog", the picture (with
 * the Blog of the Week badge) overlapping the band, the header, then `children` (excerpt, body,
 * key points, links, contact box) in a reading-width column.
 */
export function PostArticle({ post, children }: { post: LocalizedPost; children: ReactNode }) {
  const header = <PostHeader post={post} />;
  return (
    <article aria-labelledby="post-title" className="pb-16 md:pb-24">
      <div className="bg-cream">
        <div
          className={cn(
            'container-page max-w-4xl pt-4',
            post.imageUrl ? 'pb-32 md:pb-40' : 'pb-10 md:pb-14',
          )}
        >
          <BackToBlogLink variant="ghost" className="-ms-3" />
          {/* Without a picture the header sits in the band itself. */}
          {!post.imageUrl && <div className="mx-auto mt-6 max-w-[70ch]">{header}</div>}
        </div>
      </div>

      <div className="container-page max-w-4xl">
        {post.imageUrl && (
          <Card className="relative -mt-28 aspect-video overflow-hidden bg-cream md:-mt-36">
            <PostImage
              src={post.imageUrl}
              alt={post.imageAlt}
              eager
              sizes="(min-width: 896px) 848px, 100vw"
            />
            {post.isBlogOfWeek && (
              <div className="absolute start-4 top-4">
                <BlogOfWeekBadge />
              </div>
            )}
          </Card>
        )}

        <div className="mx-auto max-w-[70ch]">
          {post.imageUrl && <div className="mt-8">{header}</div>}
          {children}
        </div>
      </div>
    </article>
  );
}
