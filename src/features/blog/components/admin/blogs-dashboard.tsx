import { Newspaper, Plus } from '@/components/icons';
import { AdminListEmpty } from '@/components/admin/admin-list-empty';
import { AdminListHeading } from '@/components/admin/admin-list-heading';
import { AdminListPager } from '@/components/admin/admin-list-pager';
import { BulkSelection } from '@/components/admin/bulk-selection';
import { Card } from '@/components/ui/card';
import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { buttonClass } from '@/components/ui/button';
import { AdminLoadFailed } from '@/components/admin/admin-load-failed';
import { EmptyState } from '@/components/ui/empty-state';
import { readDashboard } from '@/lib/admin/dashboard-read';
import { adminNewPostPath } from '../../admin-paths';
import { bulkDeletePosts, bulkSetPostsStatus } from '../../admin-actions';
import { countAdminPosts, getAdminPostsPage } from '../../admin-queries';
import {
  adminPostsPath,
  postListSearch,
  POSTS_PAGE_SIZE,
  type PostListFilters,
} from '../../post-list-filters';
import { AdminPostCard } from './admin-post-card';
import { LanguageFilter } from './language-filter';
import { PostFilterForm } from './post-filter-form';

/** One page of the view's posts and the counts of both languages. */
async function readPosts(filters: PostListFilters) {
  const [list, counts] = await Promise.all([getAdminPostsPage(filters), countAdminPosts()]);
  return { list, counts };
}

/**
 * /admin/blogs?lang=…&q=…&state=…&page=2 (spec back-office §2 "Admin blog management"): the
 * language filter with each language's count, the add button, the title search and state filter
 * (in the URL, read in SQL), then one page of the matching posts, newest first, as cards with
 * their actions; "no matches" with a link that clears the filters, the empty state when the
 * language has no post, and "Failed to fetch blog posts" (§8) when the read fails. Read on the server; the admin actions re-render it.
 */
export async function BlogsDashboard({ filters }: { filters: PostListFilters }) {
  const language = filters.lang;
  const [t, data] = await Promise.all([
    getTranslations('backOffice.blogAdmin'),
    readDashboard('blog', () => readPosts(filters)),
  ]);
  if (!data) {
    return (
      <AdminLoadFailed title={t('loadFailed')} text={t('list.loadFailedText')} className="mt-6" />
    );
  }
  const { list, counts } = data;
  const view = postListSearch({ ...filters, lang: undefined, page: undefined });
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

      {list.total === 0 && !view ? (
        <EmptyState
          icon={Newspaper}
          tone="card"
          title={t('list.emptyTitle', { language })}
          text={t('list.emptyText')}
          action={add}
          className="mt-6"
        />
      ) : (
        <>
          <Card className="mt-6 p-5 md:p-6">
            {/* Keyed by the view: back and forward show the fields of the URL's view. */}
            <PostFilterForm key={`${language}${view}`} filters={filters} />
          </Card>
          {list.total === 0 ? (
            <div className="mt-6">
              <AdminListEmpty
                texts="backOffice.blogAdmin.list.filtered"
                icon={Newspaper}
                clear={{ href: adminPostsPath({ lang: language }), label: t('list.filters.clear') }}
              />
            </div>
          ) : (
            <section aria-labelledby="posts-results" className="mt-6 grid gap-6">
              <AdminListHeading
                id="posts-results"
                texts="backOffice.blogAdmin.list.filtered"
                list={list}
                pageSize={POSTS_PAGE_SIZE}
              />
              <BulkSelection
                items={list.rows.map(({ id, title }) => ({ id, name: title }))}
                actions={{
                  setStatus: bulkSetPostsStatus,
                  shown: 'published',
                  hidden: 'draft',
                  remove: bulkDeletePosts,
                }}
              >
                <ul
                  aria-label={t('list.listLabel', { language })}
                  className="grid gap-6 md:grid-cols-2 xl:grid-cols-3"
                >
                  {list.rows.map((post, i) => (
                    <li key={post.id} className="flex">
                      <AdminPostCard post={post} eager={i < 3} />
                    </li>
                  ))}
                </ul>
              </BulkSelection>
              <AdminListPager
                texts="backOffice.blogAdmin.list.pager"
                list={list}
                hrefFor={(page) => adminPostsPath({ ...filters, page })}
              />
            </section>
          )}
        </>
      )}
    </div>
  );
}
