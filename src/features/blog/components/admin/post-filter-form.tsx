'use client';

import { Search } from '@/components/icons';
import { useTranslations } from 'next-intl';
import { FilterForm, FilterSelect } from '@/components/admin/filter-form';
import { Button } from '@/components/ui/button';
import { InputField } from '@/components/ui/input-field';
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
      <InputField
        label={t('list.filters.search')}
        className="col-span-2 lg:col-span-1"
        type="search"
        name="q"
        defaultValue={filters.q ?? ''}
        maxLength={POSTS_SEARCH_MAX}
        autoComplete="off"
      />
      <FilterSelect
        label={t('list.filters.state')}
        name="state"
        value={filters.state}
        any={t('list.filters.anyState')}
        options={POST_STATES.map((state) => ({ value: state, label: t(`states.${state}`) }))}
      />
      <Button type="submit" className="col-span-2 lg:col-span-1 lg:mt-8 lg:self-start">
        <Search aria-hidden="true" className="size-5" />
        {t('list.filters.apply')}
      </Button>
    </FilterForm>
  );
}
