import 'server-only';
import { eq } from 'drizzle-orm';
import type { Transaction as Tx } from '@/db';
import { blogPosts, type BlogPost } from '@/db/schema';
import { ActionRefusal } from '@/lib/admin/action';
import { localizedPath } from '@/i18n/routing';
import { moveToTrash } from '@/lib/admin/trash';
import { postPath } from './localize';

/** Every path that reaches a post's page: by its slug and by its id, in its language. */
export const postLivePaths = (post: Pick<BlogPost, 'id' | 'blogUrl' | 'language'>) =>
  [post.blogUrl, post.id].map((slug) => localizedPath(post.language, postPath(slug)));

/** Our uploads a post shows: its cover and the pictures in its bodies. */
export const postImages = (post: Pick<BlogPost, 'imageUrl' | 'content' | 'contentEn'>) => [
  ...(post.imageUrl ? [post.imageUrl] : []),
  ...[post.content, post.contentEn].flatMap(
    (body) => body?.match(/\/uploads\/[A-Za-z0-9._\-/]+/g) ?? [],
  ),
];

/**
 * Deletes one post inside `tx` (the delete action's and the lists' bulk delete's one code path):
 * the post and what it owns go to the trash (src/features/trash: 30 days, its pictures stay in
 * storage), its addresses then answer 404 and the redirects that led to it go. Returns the row.
 */
export async function deletePostInTx(
  tx: Tx,
  id: string,
  deletedBy: string | null,
): Promise<BlogPost | ActionRefusal> {
  const [row] = await tx.select().from(blogPosts).where(eq(blogPosts.id, id)).for('update');
  if (!row) return new ActionRefusal('notFound');
  await moveToTrash(
    tx,
    {
      kind: 'post',
      table: blogPosts,
      idColumn: blogPosts.id,
      id,
      title: row.title,
      paths: postLivePaths(row),
      images: postImages(row),
    },
    deletedBy,
  );
  return row;
}
