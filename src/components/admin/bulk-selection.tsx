'use client';

import { Eye, EyeOff, Trash2 } from '@/components/icons';
import { useTranslations } from 'next-intl';
import { createContext, useContext, useId, useRef, useState, type ReactNode } from 'react';
import { AlertDialog } from '@/components/ui/alert-dialog';
import { buttonClass } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { useAdminAction } from '@/lib/admin/use-admin-form';
import { isolated } from '@/lib/text';

/** A bulk server action (adminAction): `{ ids }`, plus `status` for show/hide. */
type BulkAction = Parameters<ReturnType<typeof useAdminAction>['run']>[0];

type Selection = {
  selected: ReadonlySet<string>;
  toggle: (id: string, on: boolean) => void;
};

const SelectionContext = createContext<Selection | null>(null);

/** One item of the page that can be selected: its id and name (the dialog lists the names). */
export type BulkItem = { id: string; name: string };

/**
 * A back-office list's bulk actions (issue 32): wraps the page's list, whose cards each hold a
 * `BulkCheckbox`; above it the bar — "select all on this page", "N נבחרו", show on the site, hide
 * and delete. Each action asks once, saying how many and naming them, runs one server action for
 * all of them (one transaction), announces the result (toast) and puts focus back on the bar's
 * "select all" box. The selection is the page's only: another page or filter starts empty.
 */
export function BulkSelection({
  items,
  actions,
  children,
}: {
  items: readonly BulkItem[];
  actions: {
    setStatus: BulkAction;
    /** The status values meaning "shown on the site" and "hidden". */
    shown: string;
    hidden: string;
    remove: BulkAction;
  };
  children: ReactNode;
}) {
  const t = useTranslations('backOffice.bulk');
  const id = useId();
  const { run, pending } = useAdminAction();
  const allBox = useRef<HTMLInputElement>(null);
  const [selectedIds, setSelected] = useState<ReadonlySet<string>>(new Set());
  // Ids no longer on the page (deleted, filtered out) are not selected.
  const selected = new Set(items.filter((item) => selectedIds.has(item.id)).map((item) => item.id));
  const chosen = items.filter((item) => selected.has(item.id));
  const count = chosen.length;
  const all = count > 0 && count === items.length;

  const toggle = (itemId: string, on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      if (on) next.add(itemId);
      else next.delete(itemId);
      return next;
    });

  async function apply(kind: 'show' | 'hide' | 'delete') {
    const ids = chosen.map((item) => item.id);
    const texts = {
      success: t(kind === 'show' ? 'shown' : kind === 'hide' ? 'hidden' : 'deleted', {
        count: ids.length,
      }),
      failure: t('failed'),
    };
    const result =
      kind === 'delete'
        ? await run(actions.remove, { ids }, texts)
        : await run(
            actions.setStatus,
            { ids, status: kind === 'show' ? actions.shown : actions.hidden },
            texts,
          );
    if (result.ok) {
      setSelected(new Set());
      setTimeout(() => allBox.current?.focus(), 0);
    }
    return result.ok;
  }

  const names = chosen.map((item) => isolated(item.name)).join(', ');
  const dialog = (kind: 'show' | 'hide' | 'delete', icon: ReactNode, danger = false) => (
    <AlertDialog
      trigger={
        <button
          type="button"
          disabled={count === 0 || pending}
          data-bulk={kind}
          className={buttonClass(
            danger ? 'ghost' : 'secondary',
            cn('min-h-11', danger && 'text-closed hover:bg-closed-bg'),
          )}
        >
          {icon}
          {t(kind)}
        </button>
      }
      title={t(`${kind}Title`, { count })}
      description={`${kind === 'delete' ? `${t('deleteText')} ` : ''}${t('listed')} ${names}`}
      cancelLabel={t('cancel')}
      confirmLabel={t(kind)}
      pendingLabel={t('working')}
      onConfirm={() => apply(kind)}
    />
  );

  return (
    <SelectionContext.Provider value={{ selected, toggle }}>
      <div
        role="region"
        aria-label={t('bar')}
        className="flex flex-wrap items-center gap-x-4 gap-y-2 rounded-card bg-white px-4 py-2 shadow-card ring-1 ring-line"
      >
        <label htmlFor={`${id}-all`} className="inline-flex min-h-11 items-center gap-3">
          <input
            ref={allBox}
            id={`${id}-all`}
            type="checkbox"
            className="size-5 shrink-0 rounded accent-brand"
            checked={all}
            onChange={(event) =>
              setSelected(new Set(event.currentTarget.checked ? items.map((item) => item.id) : []))
            }
          />
          <span className="font-semibold">{t('selectAll')}</span>
        </label>
        <p aria-live="polite" className="font-semibold text-ink-soft" data-testid="bulk-count">
          {t('selected', { count })}
        </p>
        <div className="ms-auto flex flex-wrap items-center gap-2">
          {dialog('show', <Eye aria-hidden="true" className="size-5" />)}
          {dialog('hide', <EyeOff aria-hidden="true" className="size-5" />)}
          {dialog('delete', <Trash2 aria-hidden="true" className="size-5" />, true)}
        </div>
      </div>
      {children}
    </SelectionContext.Provider>
  );
}

/** A card's "select" box, named after its item (inside a BulkSelection). */
export function BulkCheckbox({ id, name, className }: BulkItem & { className?: string }) {
  const t = useTranslations('backOffice.bulk');
  const selection = useContext(SelectionContext);
  if (!selection) return null;
  const label = t('select', { name });
  return (
    <label
      title={label}
      className={cn('inline-flex size-11 shrink-0 items-center justify-center', className)}
    >
      <input
        type="checkbox"
        aria-label={label}
        className="size-5 rounded accent-brand"
        checked={selection.selected.has(id)}
        onChange={(event) => selection.toggle(id, event.currentTarget.checked)}
      />
    </label>
  );
}
