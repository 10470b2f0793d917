'use client';

import { useTranslations } from 'next-intl';
import {
  FilterForm,
  FilterSearch,
  FilterSelect,
  FilterSubmit,
} from '@/components/admin/filter-form';
import { MACHINE_STATUSES } from '@/db/schema/machines';
import {
  adminMachinesPath,
  MACHINES_SEARCH_MAX,
  parseMachineListFilters,
  type MachineListFilters,
} from '../../machine-list-filters';

/** The machines dashboard's search and filters, kept in the URL (`adminMachinesPath`). */
export function MachineFilterForm({
  filters,
  types,
}: {
  filters: MachineListFilters;
  /** Every machine type name (the type filter's options). */
  types: readonly string[];
}) {
  const t = useTranslations('backOffice.machinesAdmin');
  const typeOptions = types.includes(filters.type ?? '')
    ? types
    : [...types, ...(filters.type ? [filters.type] : [])];

  return (
    <FilterForm
      path={adminMachinesPath}
      parse={parseMachineListFilters}
      label={t('filters.title')}
      className="grid grid-cols-2 gap-4 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)_auto] lg:items-end"
    >
      <FilterSearch
        label={t('filters.search')}
        description={t('filters.searchHint')}
        value={filters.q}
        maxLength={MACHINES_SEARCH_MAX}
      />
      <FilterSelect
        label={t('filters.status')}
        name="status"
        value={filters.status}
        any={t('filters.anyStatus')}
        options={MACHINE_STATUSES.map((status) => ({
          value: status,
          label: t(`status.${status}`),
        }))}
      />
      <FilterSelect
        label={t('filters.type')}
        name="type"
        value={filters.type}
        any={t('filters.anyType')}
        options={typeOptions.map((type) => ({ value: type, label: type }))}
      />
      <FilterSubmit label={t('filters.apply')} />
    </FilterForm>
  );
}
