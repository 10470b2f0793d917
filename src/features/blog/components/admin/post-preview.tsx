import 'server-only';
import { notFound, redirect } from 'next/navigation';
import { getViewer } from '@/lib/admin/guard';
import { ROLES_FOR, hasRole } from '@/lib/admin/roles';
import { localizedPath, type Locale } from '@/i18n/routing';
import { postPreviewPath } from '../../admin-paths';
import { getAdminPost } from '../../admin-queries';
import { localizePost, postPath } from '../../localize';
import { postState } from '../../publishing';
import { FullPostArticle } from '../full-post-article';
import { PreviewBanner } from './preview-banner';

/**
 * A post as visitors would see it, whatever its state (draft, scheduled, published), for those who
 * edit content (admins, editors): the public post page's article under the preview banner. Anyone
 * else — anonymous or a signed-in user of another role — and an unknown id get the post's
 * not-found answer, never
 * the post. A post of the other language is shown on its own language's preview address.
 */
export async function PostPreview({ locale, id }: { locale: Locale; id: string }) {
  // The session first: without a content role nothing about the post is read.
  if (!hasRole((await getViewer())?.role, ROLES_FOR.content)) notFound();
  const row = await getAdminPost(id);
  if (!row) notFound();
  if (row.language !== locale) redirect(postPreviewPath(row.id, row.language));

  const post = localizePost(row, locale);
  const state = postState(row);
  return (
    <>
      <PreviewBanner
        id={row.id}
        state={state}
        publishAt={row.publishAt}
        publicPath={state === 'published' ? localizedPath(locale, postPath(post.slug)) : undefined}
      />
      <FullPostArticle post={post} />
    </>
  );
}
