import { Newspaper, Plus } from '@/components/icons';
import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { buttonClass } from '@/components/ui/button';
import { AdminLoadFailed } from '@/components/admin/admin-load-failed';
import { EmptyState } from '@/components/ui/empty-state';
import type { BlogLanguage } from '@/db/schema';
import { readDashboard } from '@/lib/admin/dashboard-read';
import { adminNewPostPath } from '../../admin-paths';
import { countAdminPosts, listAdminPosts } from '../../admin-queries';
import { AdminPostCard } from './admin-post-card';
import { LanguageFilter } from './language-filter';

/** The posts of the list's language and the counts of both. */
async function readPosts(language: BlogLanguage) {
  const [posts, counts] = await Promise.all([listAdminPosts(language), countAdminPosts()]);
  return { posts, counts };
}

/**
 * /admin/blogs (spec back-office §2 "Admin blog management"): the language filter with each
 * language's count, the add button, then the language's posts, newest first, as cards with their
 * actions; the empty state when the language has none, and "Failed to fetch blog posts" (§8)
 * when the read fails. Read on the server; the admin actions re-render it.
 */
export async function BlogsDashboard({ language }: { language: BlogLanguage }) {
  const [t, data] = await Promise.all([
    getTranslations('backOffice.blogAdmin'),
    readDashboard('blog', () => readPosts(language)),
  ]);
  if (!data) {
    return (
      <AdminLoadFailed title={t('loadFailed')} text={t('list.loadFailedText')} className="mt-6" />
    );
  }
  const { posts, counts } = data;
  const add = (
    <Link href={adminNewPostPath(language)} className={buttonClass('primary')}>
      <Plus aria-hidden="true" className="size-5" />
      {t('list.add', { language })}
    </Link>
  );

  return (
    <div className="mt-6">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <LanguageFilter current={language} counts={counts} />
        {add}
      </div>

      {posts.length === 0 ? (
        <EmptyState
          icon={Newspaper}
          tone="card"
          title={t('list.emptyTitle', { language })}
          text={t('list.emptyText')}
          action={add}
          className="mt-6"
        />
      ) : (
        <ul
          aria-label={t('list.listLabel', { language })}
          className="mt-6 grid gap-6 md:grid-cols-2 xl:grid-cols-3"
        >
          {posts.map((post, i) => (
            <li key={post.id} className="flex">
              <AdminPostCard post={post} eager={i < 3} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
