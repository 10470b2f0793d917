import type { BlogStatus } from '@/db/schema';

/**
 * A post's publishing state as the back office shows it: a draft is never public; a published
 * post is "scheduled" until its publish time, then public ("published").
 */
export type PostState = 'draft' | 'scheduled' | 'published';

export function postState(
  post: { status: BlogStatus; publishAt: Date },
  now: Date = new Date(),
): PostState {
  if (post.status === 'draft') return 'draft';
  return post.publishAt.getTime() > now.getTime() ? 'scheduled' : 'published';
}

/** Whether visitors may see the post now. */
export const isLive = (post: { status: BlogStatus; publishAt: Date }, now?: Date) =>
  postState(post, now) === 'published';
