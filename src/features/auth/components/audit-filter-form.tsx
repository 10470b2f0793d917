'use client';

import { Filter } from '@/components/icons';
import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import type { FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { auditPath, parseAuditFilters, type AuditFilters } from '../audit-filters';

export type AuditFilterOption = { value: string; label: string };

/**
 * The audit log's filters: a GET form (it works without JavaScript), and with it a client
 * navigation to `auditPath` of what was chosen, so the URL holds the view (no empty
 * parameters), a reload shows the same and the back button returns to the last one.
 */
export function AuditFilterForm({
  filters,
  actions,
  entities,
  actors,
}: {
  filters: AuditFilters;
  actions: AuditFilterOption[];
  entities: AuditFilterOption[];
  actors: AuditFilterOption[];
}) {
  const t = useTranslations('backOffice.auditLog.filters');
  const router = useRouter();

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const params = new URLSearchParams();
    for (const [key, value] of new FormData(event.currentTarget))
      if (typeof value === 'string') params.append(key, value);
    router.push(auditPath(parseAuditFilters(params)));
  }

  const select = (
    name: 'action' | 'entity' | 'actor',
    label: string,
    any: string,
    options: AuditFilterOption[],
  ) => (
    <Field label={label} className="col-span-2 sm:col-span-1">
      {(control) => (
        <Select {...control} name={name} defaultValue={filters[name] ?? ''}>
          <option value="">{any}</option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </Select>
      )}
    </Field>
  );

  return (
    <form
      method="get"
      action={auditPath()}
      onSubmit={onSubmit}
      role="search"
      aria-label={t('title')}
      className="grid grid-cols-2 gap-4 lg:grid-cols-[repeat(5,minmax(0,1fr))_auto] lg:items-end"
    >
      {select('action', t('action'), t('anyAction'), actions)}
      {select('entity', t('entity'), t('anyEntity'), entities)}
      {select('actor', t('actor'), t('anyActor'), actors)}
      <Field label={t('from')}>
        {(control) => (
          <Input {...control} type="date" name="from" defaultValue={filters.from ?? ''} />
        )}
      </Field>
      <Field label={t('to')}>
        {(control) => <Input {...control} type="date" name="to" defaultValue={filters.to ?? ''} />}
      </Field>
      <Button type="submit" className="col-span-2 lg:col-span-1">
        <Filter aria-hidden="true" className="size-5" />
        {t('apply')}
      </Button>
    </form>
  );
}
