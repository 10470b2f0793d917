'use server';

import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import { z } from 'zod';
import { blogPosts } from '@/db/schema';
import { ActionRefusal, adminAction } from '@/lib/admin/action';
import { auditSummary } from '@/lib/admin/audit';
import { bulkDelete, bulkIdsSchema, bulkSetVisibility } from '@/lib/admin/bulk';
import { REDIRECTS_TAG } from '@/lib/redirects';
import { SEO_TAG } from '@/features/seo/queries';
import { deletePostInTx } from './delete-post';
import { isLive } from './publishing';
import { BLOG_TAG, blogPostTag } from './queries';
import { savedPostTags, savePostWith, type SavedPost } from './save-post';
import { BLOG_MAX_BYTES, BLOG_MULTILINE, blogPostIdSchema, blogPostSchema } from './schemas';
import { ROLES_FOR } from '@/lib/admin/roles';

/*
 * The blog dashboard's writes (spec back-office §2, §3 blog_posts, §5 "Blog form", §7, §8), and
 * the publishing states beyond the spec (draft / published / scheduled). Every export is an
 * adminAction: admin check, validation, the write with its audit row, cache tags.
 */

/**
 * Creates (no id) or updates a post from the dashboard's form: the slug made from the title when
 * empty and kept unique per language, a renamed public post's old address redirecting to the
 * new one, the publishing state applied, and a picture the save dropped removed from storage
 * when nothing else uses it. A scheduled post is picked up by the publish scheduler.
 */
export const savePost = adminAction(
  {
    name: 'blog.save',
    roles: ROLES_FOR.content,
    schema: blogPostSchema,
    multiline: BLOG_MULTILINE,
    maxBytes: BLOG_MAX_BYTES,
    tags: (_input, data) => savedPostTags(data as SavedPost),
  },
  (input, { write }) => savePostWith(input, write),
);

/**
 * Deletes a post (after the list's confirmation) into the trash (delete-post.ts: kept 30 days
 * with its pictures): its addresses then answer 404 and the redirects that led to it go.
 */
export const deletePost = adminAction(
  {
    name: 'blog.delete',
    roles: ROLES_FOR.content,
    schema: blogPostIdSchema,
    tags: ({ id }) => [BLOG_TAG, blogPostTag(id), REDIRECTS_TAG, SEO_TAG],
  },
  async ({ id }, { admin, write }) => {
    const removed = await write(
      (tx) => deletePostInTx(tx, id, admin.user.email),
      (row) => ({
        entity: 'blog_post',
        entityId: row.id,
        summary: auditSummary.deleted(row.title),
      }),
    );
    if (removed instanceof ActionRefusal) return removed;
    return { id };
  },
);

/**
 * Makes a public post the Blog of the Week of its language (spec §4): in one transaction the flag
 * leaves the language's other posts and is set on this one; the unique partial index keeps it to
 * one per language even when two admins click at once.
 */
export const setBlogOfWeek = adminAction(
  {
    name: 'blog.setBlogOfWeek',
    roles: ROLES_FOR.content,
    schema: blogPostIdSchema,
    tags: [BLOG_TAG],
  },
  async ({ id }, { write }) =>
    write(
      async (tx) => {
        // Serialises two admins featuring posts at once. Taken before any row lock: each holding
        // its own post's row while waiting for the other's (the flag it must clear) would deadlock.
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext('blog-of-week'))`);
        const [post] = await tx.select().from(blogPosts).where(eq(blogPosts.id, id)).for('update');
        if (!post) return new ActionRefusal('notFound');
        if (!isLive(post)) return new ActionRefusal('notLive');
        await tx
          .update(blogPosts)
          .set({ isBlogOfWeek: false })
          .where(
            and(
              eq(blogPosts.language, post.language),
              eq(blogPosts.isBlogOfWeek, true),
              ne(blogPosts.id, id),
            ),
          );
        await tx.update(blogPosts).set({ isBlogOfWeek: true }).where(eq(blogPosts.id, id));
        return { id, language: post.language, title: post.title };
      },
      (post) => ({
        entity: 'blog_post',
        entityId: post.id,
        summary: auditSummary.blogOfWeek(post.title),
      }),
    ),
);

/**
 * The blog list's bulk "show on the site" (published: live now, or scheduled when its publish
 * time is ahead) / "hide" (back to draft; a hidden Blog of the Week stops being it), in one
 * transaction with one audit entry naming how many and which. Refused when one is gone.
 */
export const bulkSetPostsStatus = adminAction(
  {
    name: 'blog.bulkStatus',
    roles: ROLES_FOR.content,
    schema: z.object({ ids: bulkIdsSchema, status: z.enum(['published', 'draft']) }),
    tags: ({ ids }) => [BLOG_TAG, ...ids.map(blogPostTag), REDIRECTS_TAG, SEO_TAG],
  },
  ({ ids, status }, { write }) =>
    bulkSetVisibility(write, 'blog_post', ids, status === 'published', async (tx) => {
      const rows = await tx
        .update(blogPosts)
        .set(status === 'draft' ? { status, isBlogOfWeek: false } : { status })
        .where(inArray(blogPosts.id, ids))
        .returning({ title: blogPosts.title });
      return rows.map((row) => row.title);
    }),
);

/**
 * The blog list's bulk delete: every selected post into the trash by the single delete's own code
 * path (deletePostInTx), in one transaction with one audit entry. Refused, and nothing deleted,
 * when one is gone.
 */
export const bulkDeletePosts = adminAction(
  {
    name: 'blog.bulkDelete',
    roles: ROLES_FOR.content,
    schema: z.object({ ids: bulkIdsSchema }),
    tags: ({ ids }) => [BLOG_TAG, ...ids.map(blogPostTag), REDIRECTS_TAG, SEO_TAG],
  },
  ({ ids }, { admin, write }) =>
    bulkDelete(write, 'blog_post', ids, async (tx, id) => {
      const row = await deletePostInTx(tx, id, admin.user.email);
      return row instanceof ActionRefusal ? row : row.title;
    }),
);
