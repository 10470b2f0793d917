'use client';

import { useTranslations } from 'next-intl';
import {
  DateRangeFields,
  FilterForm,
  FilterSearch,
  FilterSelect,
  FilterSubmit,
} from '@/components/admin/filter-form';
import { VISITOR_PURPOSES } from '@/db/schema/inquiry-purpose';
import { INQUIRY_STATUSES } from '@/db/schema/inquiry-status';
import {
  INBOX_SEARCH_MAX,
  inboxPath,
  parseInboxFilters,
  type InboxFilters,
} from '../../inbox-filters';

/**
 * The inbox's search and filters, kept in the URL (`inboxPath`). A new search starts on page 1;
 * the dashboard's views (undelivered, unanswered) and the analytics screen's (source, campaign,
 * the page sent from) are kept until their chip is removed.
 */
export function InboxFilterForm({ filters }: { filters: InboxFilters }) {
  const t = useTranslations('backOffice.inbox.filters');
  const statuses = useTranslations('backOffice.inbox.statuses');
  const purposes = useTranslations('backOffice.inbox.purposes');

  return (
    <FilterForm
      path={inboxPath}
      parse={parseInboxFilters}
      label={t('title')}
      className="grid grid-cols-2 gap-4 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)_minmax(0,1fr)_minmax(0,1fr)_auto] lg:items-end"
    >
      <FilterSearch
        label={t('search')}
        description={t('searchHint')}
        value={filters.q}
        maxLength={INBOX_SEARCH_MAX}
      />
      <FilterSelect
        label={t('status')}
        name="status"
        value={filters.status}
        any={t('anyStatus')}
        options={INQUIRY_STATUSES.map((status) => ({ value: status, label: statuses(status) }))}
      />
      <FilterSelect
        label={t('purpose')}
        name="purpose"
        value={filters.purpose}
        any={t('anyPurpose')}
        options={[...VISITOR_PURPOSES, 'notify' as const].map((purpose) => ({
          value: purpose,
          label: purposes(purpose),
        }))}
      />
      <DateRangeFields
        labels={{ from: t('from'), to: t('to') }}
        from={filters.from}
        to={filters.to}
      />
      {/* Where the leads came from (the analytics screen's links), not fields of the form. */}
      {filters.source && <input type="hidden" name="source" value={filters.source} />}
      {filters.campaign && <input type="hidden" name="campaign" value={filters.campaign} />}
      {filters.sentFrom && <input type="hidden" name="sentFrom" value={filters.sentFrom} />}
      {filters.delivery && <input type="hidden" name="delivery" value={filters.delivery} />}
      {filters.unanswered && <input type="hidden" name="unanswered" value="1" />}
      <FilterSubmit label={t('apply')} />
    </FilterForm>
  );
}
