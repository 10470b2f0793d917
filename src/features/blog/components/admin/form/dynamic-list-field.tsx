'use client';

import { Plus, Trash2 } from '@/components/icons';
import { useEffect, useId, useRef, useState, type HTMLAttributes, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { Input } from '@/components/ui/input';

/** One input of a row: the form receives `${name}[]`, one value per row, in row order. */
export type DynamicListColumn = {
  name: string;
  /** The input's accessible name in row `number` (1-based), e.g. "נקודה 2". */
  label: (number: number) => string;
  placeholder?: string;
  type?: 'text' | 'url';
  dir?: 'ltr' | 'rtl' | 'auto';
  lang?: string;
  maxLength?: number;
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
};

type Row = { id: number; values: string[] };

/**
 * A list the admin edits row by row (spec back-office §2, §5 "dynamic lists": bullet points,
 * internal links, external links, keywords): add a row, remove a row — never the last one, the
 * list keeps at least one (spec) — each row one input per column, named `${column.name}[]` so the
 * form sends the values in row order (blank rows are the schema's to drop). Inputs stay
 * uncontrolled (a refused save keeps them as typed); focus goes to the new row's first input on
 * add and to the row that takes the removed one's place (or the one before it) on remove.
 */
export function DynamicListField({
  legend,
  description,
  columns,
  defaultRows,
  addLabel,
  removeLabel,
  errors = {},
  max,
  onRowsChange,
  className,
}: {
  legend: string;
  description?: ReactNode;
  columns: readonly DynamicListColumn[];
  /** The rows the form starts with, one value per column; none gives one empty row. */
  defaultRows: readonly (readonly string[])[];
  addLabel: string;
  /** The remove button's accessible name for row `number`. */
  removeLabel: (number: number) => string;
  /** Refusals by `${column.name}.${rowIndex}` (rowIndex 0-based, as shown). */
  errors?: Record<string, string>;
  /** The most rows the list may have (the add button is disabled at it). */
  max?: number;
  /** After a row was added or removed (typing fires the form's own input events). */
  onRowsChange?: () => void;
  className?: string;
}) {
  const id = useId();
  const [rows, setRows] = useState<Row[]>(() =>
    (defaultRows.length > 0 ? defaultRows : [columns.map(() => '')]).map((values, index) => ({
      id: index,
      values: [...values],
    })),
  );
  /** The next new row's id (the first rows are 0, 1, …). */
  const counter = useRef(Math.max(defaultRows.length, 1));
  const fieldsetRef = useRef<HTMLFieldSetElement>(null);
  const pendingFocus = useRef<number | null>(null);

  useEffect(() => {
    const target = pendingFocus.current;
    if (target === null) return;
    pendingFocus.current = null;
    const fieldset = fieldsetRef.current;
    const input = fieldset?.querySelector<HTMLInputElement>(`[data-row="${target}"] input`);
    (input ?? fieldset?.querySelector<HTMLButtonElement>('[data-add]'))?.focus();
  }, [rows]);

  const full = max !== undefined && rows.length >= max;

  function add() {
    if (full) return;
    const row = { id: counter.current++, values: columns.map(() => '') };
    pendingFocus.current = row.id;
    setRows([...rows, row]);
    onRowsChange?.();
  }

  function remove(index: number) {
    if (rows.length <= 1) return;
    const next = rows[index + 1] ?? rows[index - 1];
    pendingFocus.current = next?.id ?? null;
    setRows(rows.filter((_, i) => i !== index));
    onRowsChange?.();
  }

  const descriptionId = description ? `${id}-description` : undefined;

  return (
    <fieldset
      ref={fieldsetRef}
      className={cn('min-w-0', className)}
      aria-describedby={descriptionId}
    >
      <legend className="font-semibold">{legend}</legend>
      {description && (
        <p id={descriptionId} className="mt-1 text-sm text-ink-soft">
          {description}
        </p>
      )}
      <ol className="mt-2.5 grid gap-2.5">
        {rows.map((row, index) => {
          const number = index + 1;
          const rowErrors = columns
            .map((column) => errors[`${column.name}.${index}`])
            .filter((message): message is string => Boolean(message));
          const errorId = rowErrors.length > 0 ? `${id}-${row.id}-error` : undefined;
          return (
            <li key={row.id} data-row={row.id}>
              <div className="flex items-start gap-2">
                <span
                  aria-hidden="true"
                  className="mt-3 w-6 shrink-0 text-center text-sm font-semibold text-ink-soft tabular-nums"
                >
                  {number}
                </span>
                <div
                  className={cn(
                    'grid min-w-0 flex-1 gap-2',
                    columns.length > 1 && 'sm:grid-cols-2',
                  )}
                >
                  {columns.map((column, c) => (
                    <Input
                      key={column.name}
                      name={`${column.name}[]`}
                      type={column.type ?? 'text'}
                      aria-label={column.label(number)}
                      placeholder={column.placeholder}
                      dir={column.dir}
                      lang={column.lang}
                      maxLength={column.maxLength}
                      inputMode={column.inputMode}
                      autoComplete="off"
                      defaultValue={row.values[c] ?? ''}
                      invalid={Boolean(errors[`${column.name}.${index}`])}
                      aria-describedby={errors[`${column.name}.${index}`] ? errorId : undefined}
                    />
                  ))}
                </div>
                <Button
                  variant="ghost"
                  aria-label={removeLabel(number)}
                  title={removeLabel(number)}
                  disabled={rows.length <= 1}
                  onClick={() => remove(index)}
                  className="size-11 shrink-0 px-0 py-0 text-closed hover:bg-closed-bg disabled:text-ink-soft disabled:hover:bg-transparent"
                >
                  <Trash2 aria-hidden="true" className="size-5" />
                </Button>
              </div>
              {errorId && (
                <p id={errorId} className="ms-8 mt-1 text-sm font-semibold text-closed">
                  {rowErrors.join(' ')}
                </p>
              )}
            </li>
          );
        })}
      </ol>
      <Button
        data-add
        variant="ghost"
        onClick={add}
        disabled={full}
        className="ms-6 mt-2 px-3 text-brand hover:bg-cream"
      >
        <Plus aria-hidden="true" className="size-5" />
        {addLabel}
      </Button>
    </fieldset>
  );
}
