'use client';

import { useTranslations } from 'next-intl';
import {
  FilterForm,
  FilterSearch,
  FilterSelect,
  FilterSubmit,
} from '@/components/admin/filter-form';
import {
  adminPostsPath,
  parsePostListFilters,
  POST_STATES,
  POSTS_SEARCH_MAX,
  type PostListFilters,
} from '../../post-list-filters';

/**
 * The blog dashboard's title search and state filter, kept in the URL (`adminPostsPath`) with
 * the list's language (the language links above it switch that).
 */
export function PostFilterForm({ filters }: { filters: PostListFilters }) {
  const t = useTranslations('backOffice.blogAdmin');
  const path = (view?: Partial<PostListFilters>) => adminPostsPath({ lang: filters.lang, ...view });

  return (
    <FilterForm
      path={path}
      parse={parsePostListFilters}
      label={t('list.filters.title')}
      className="grid grid-cols-2 gap-4 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_auto] lg:items-end"
    >
      {filters.lang !== 'he' && <input type="hidden" name="lang" value={filters.lang} />}
      <FilterSearch
        label={t('list.filters.search')}
        value={filters.q}
        maxLength={POSTS_SEARCH_MAX}
      />
      <FilterSelect
        label={t('list.filters.state')}
        name="state"
        value={filters.state}
        any={t('list.filters.anyState')}
        options={POST_STATES.map((state) => ({ value: state, label: t(`states.${state}`) }))}
      />
      <FilterSubmit label={t('list.filters.apply')} />
    </FilterForm>
  );
}
