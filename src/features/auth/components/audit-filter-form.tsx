'use client';

import { Filter } from '@/components/icons';
import { useTranslations } from 'next-intl';
import {
  DateRangeFields,
  FilterForm,
  FilterSelect,
  type FilterOption,
} from '@/components/admin/filter-form';
import { Button } from '@/components/ui/button';
import { auditPath, parseAuditFilters, type AuditFilters } from '../audit-filters';

/** The audit log's filters: action, entity, actor and dates, kept in the URL (`auditPath`). */
export function AuditFilterForm({
  filters,
  actions,
  entities,
  actors,
}: {
  filters: AuditFilters;
  actions: FilterOption[];
  entities: FilterOption[];
  actors: FilterOption[];
}) {
  const t = useTranslations('backOffice.auditLog.filters');

  const select = (
    name: 'action' | 'entity' | 'actor',
    label: string,
    any: string,
    options: FilterOption[],
  ) => <FilterSelect label={label} name={name} value={filters[name]} any={any} options={options} />;

  return (
    <FilterForm
      path={auditPath}
      parse={parseAuditFilters}
      label={t('title')}
      className="grid grid-cols-2 gap-4 lg:grid-cols-[repeat(5,minmax(0,1fr))_auto] lg:items-end"
    >
      {select('action', t('action'), t('anyAction'), actions)}
      {select('entity', t('entity'), t('anyEntity'), entities)}
      {select('actor', t('actor'), t('anyActor'), actors)}
      <DateRangeFields
        labels={{ from: t('from'), to: t('to') }}
        from={filters.from}
        to={filters.to}
      />
      <Button type="submit" className="col-span-2 lg:col-span-1">
        <Filter aria-hidden="true" className="size-5" />
        {t('apply')}
      </Button>
    </FilterForm>
  );
}
