import { connection } from 'next/server';
import { getTranslations } from 'next-intl/server';
import { cache } from 'react';
import { AdminBackLink } from '@/components/admin/admin-back-link';
import { AdminNotFound } from '@/components/admin/admin-not-found';
import type { BlogLanguage } from '@/db/schema/blog-posts';
import { readCompany } from '@/lib/settings/company';
import { toLocalDate } from '@/lib/site-time';
import { getAdminPost, listTwinChoices } from '../../../admin-queries';
import { adminBlogListPath } from '../../../admin-paths';
import { editedPost, newPostValues, postValues } from './form-values';
import { PostForm } from './post-form';

/*
 * The server side of the blog form's pages (/admin/blogs/new, /admin/blogs/<id>): rendered by
 * AdminPage only for an admin, they read what the form starts with.
 */

/** One read of the edited post per request (the heading's back link and the form share it). */
const readPost = cache(getAdminPost);

/** The form for a new post in `language`: the team as author, dated today (Israel time). */
export async function NewPostForm({ language }: { language: BlogLanguage }) {
  await connection();
  const { teamName } = await readCompany();
  const values = newPostValues(language, {
    author: teamName[language],
    today: toLocalDate(new Date()),
  });
  return (
    <PostForm
      values={values}
      post={null}
      teamName={teamName}
      twinChoices={await listTwinChoices()}
    />
  );
}

/** The form of a saved post, or "post not found" with the way back to the list. */
export async function EditPostForm({ id }: { id: string }) {
  const post = await readPost(id);
  if (!post) {
    const t = await getTranslations('backOffice.blogAdmin.form');
    return (
      <AdminNotFound
        title={t('notFoundTitle')}
        text={t('notFoundText')}
        back={{ href: adminBlogListPath(), label: t('backToList') }}
      />
    );
  }
  const now = new Date();
  return (
    <PostForm
      values={postValues(post, now)}
      post={editedPost(post, now)}
      teamName={(await readCompany()).teamName}
      twinChoices={await listTwinChoices(post.id)}
    />
  );
}

/** The link above the form's heading, back to the list of the post's language. */
export async function BackToPostsLink({
  language,
  postId,
}: {
  language?: BlogLanguage;
  /** The edited post, whose language names the list. */
  postId?: string;
}) {
  const t = await getTranslations('backOffice.blogAdmin.form');
  if (postId) language = (await readPost(postId))?.language;
  return <AdminBackLink href={adminBlogListPath(language)}>{t('backToList')}</AdminBackLink>;
}
