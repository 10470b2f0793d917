import { revalidateTag } from 'next/cache';
import { claimDuePublication } from '@/features/blog/publish-scheduler';
import { BLOG_TAG } from '@/features/blog/queries';

/**
 * The publish scheduler's wake-up call (src/features/blog/publish-scheduler.ts): when a scheduled
 * post has come due since the last call, the blog's cached reads expire at once, so the next
 * visitor sees it. Harmless to anyone else: a call with nothing due changes nothing.
 */
export async function POST() {
  const due = await claimDuePublication();
  if (due) revalidateTag(BLOG_TAG, { expire: 0 });
  return Response.json({ expired: due });
}
