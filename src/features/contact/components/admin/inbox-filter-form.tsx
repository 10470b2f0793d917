'use client';

import { Search } from '@/components/icons';
import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import type { FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { INQUIRY_STATUSES } from '@/db/schema/inquiry-status';
import {
  INBOX_SEARCH_MAX,
  inboxPath,
  parseInboxFilters,
  type InboxFilters,
} from '../../inbox-filters';

/**
 * The inbox's search and filters: a GET form (it works without JavaScript), and with it a client
 * navigation to `inboxPath` of what was chosen, so the URL holds the view, a reload shows the
 * same and the back button returns to the last one. A new search starts on page 1; the
 * dashboard's views (undelivered, unanswered) are kept until their chip is removed.
 */
export function InboxFilterForm({ filters }: { filters: InboxFilters }) {
  const t = useTranslations('backOffice.inbox.filters');
  const statuses = useTranslations('backOffice.inbox.statuses');
  const router = useRouter();

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const params = new URLSearchParams();
    for (const [key, value] of data) if (typeof value === 'string') params.append(key, value);
    router.push(inboxPath(parseInboxFilters(params)));
  }

  return (
    <form
      method="get"
      action={inboxPath()}
      onSubmit={onSubmit}
      role="search"
      aria-label={t('title')}
      className="grid grid-cols-2 gap-4 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)_minmax(0,1fr)_auto] lg:items-end"
    >
      <Field label={t('search')} description={t('searchHint')} className="col-span-2 lg:col-span-1">
        {(control) => (
          <Input
            {...control}
            type="search"
            name="q"
            defaultValue={filters.q ?? ''}
            maxLength={INBOX_SEARCH_MAX}
            autoComplete="off"
          />
        )}
      </Field>
      <Field label={t('status')} className="col-span-2 lg:col-span-1">
        {(control) => (
          <Select {...control} name="status" defaultValue={filters.status ?? ''}>
            <option value="">{t('anyStatus')}</option>
            {INQUIRY_STATUSES.map((status) => (
              <option key={status} value={status}>
                {statuses(status)}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <Field label={t('from')}>
        {(control) => (
          <Input {...control} type="date" name="from" defaultValue={filters.from ?? ''} />
        )}
      </Field>
      <Field label={t('to')}>
        {(control) => <Input {...control} type="date" name="to" defaultValue={filters.to ?? ''} />}
      </Field>
      {filters.delivery && <input type="hidden" name="delivery" value={filters.delivery} />}
      {filters.unanswered && <input type="hidden" name="unanswered" value="1" />}
      <Button type="submit" className="col-span-2 lg:col-span-1 lg:self-start lg:mt-8">
        <Search aria-hidden="true" className="size-5" />
        {t('apply')}
      </Button>
    </form>
  );
}
