'use client';

import { Search } from '@/components/icons';
import { useRouter } from 'next/navigation';
import type { FormEvent, ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { InputField } from '@/components/ui/input-field';
import { SelectField } from '@/components/ui/select-field';

/**
 * A back-office list's search and filters: a GET form to the list's page, `path()` (it works
 * without JavaScript), and with it a client navigation to `path` of what was chosen, read with
 * `parse` as the page reads its URL, so the URL holds the view (no empty parameters), a reload
 * shows the same and the back button returns to the last one.
 */
export function FilterForm<F>({
  path,
  parse,
  label,
  className,
  children,
}: {
  path: (filters?: F) => string;
  parse: (params: URLSearchParams) => F;
  /** The search landmark's name. */
  label: string;
  className: string;
  children: ReactNode;
}) {
  const router = useRouter();

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const params = new URLSearchParams();
    for (const [key, value] of new FormData(event.currentTarget))
      if (typeof value === 'string') params.append(key, value);
    router.push(path(parse(params)));
  }

  return (
    <form
      method="get"
      action={path()}
      onSubmit={onSubmit}
      role="search"
      aria-label={label}
      className={className}
    >
      {children}
    </form>
  );
}

/** The `from` and `to` dates of a filter form, each in a grid cell of its own. */
export function DateRangeFields({
  labels,
  from,
  to,
}: {
  labels: { from: string; to: string };
  from?: string;
  to?: string;
}) {
  return (
    <>
      <InputField label={labels.from} type="date" name="from" defaultValue={from ?? ''} />
      <InputField label={labels.to} type="date" name="to" defaultValue={to ?? ''} />
    </>
  );
}

export type FilterOption = { value: string; label: string };

/**
 * One filter of a list: `any` (the empty value, no filter) or one of `options`. A grid cell
 * across both columns on a phone, one column from `sm` up.
 */
export function FilterSelect({
  label,
  name,
  value,
  any,
  options,
}: {
  label: string;
  name: string;
  value?: string;
  any: string;
  options: readonly FilterOption[];
}) {
  return (
    <SelectField
      label={label}
      className="col-span-2 sm:col-span-1"
      name={name}
      defaultValue={value ?? ''}
    >
      <option value="">{any}</option>
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </SelectField>
  );
}

/**
 * A list's search box (`q`): across both columns on a phone, one column from `lg` up, the first
 * cell of the form.
 */
export function FilterSearch({
  label,
  description,
  value,
  maxLength,
}: {
  label: string;
  description?: string;
  value?: string;
  maxLength: number;
}) {
  return (
    <InputField
      label={label}
      description={description}
      className="col-span-2 lg:col-span-1"
      type="search"
      name="q"
      defaultValue={value ?? ''}
      maxLength={maxLength}
      autoComplete="off"
    />
  );
}

/** A filter form's submit button, the last cell: "apply" with a magnifier. */
export function FilterSubmit({ label }: { label: string }) {
  return (
    <Button type="submit" className="col-span-2 lg:col-span-1 lg:mt-8 lg:self-start">
      <Search aria-hidden="true" className="size-5" />
      {label}
    </Button>
  );
}
