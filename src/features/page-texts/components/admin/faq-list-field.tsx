'use client';

import { Plus } from '@/components/icons';
import { useTranslations } from 'next-intl';
import { useRef, useState, type ReactNode } from 'react';
import { RowMoveButtons } from '@/components/admin/row-icon-button';
import { SortableList, useSortableRow, type SortableTexts } from '@/components/admin/sortable-list';
import { useOrderedList } from '@/components/admin/use-ordered-list';
import { Button } from '@/components/ui/button';
import { cardClass } from '@/components/ui/card';
import { cn } from '@/components/ui/cn';
import type { FaqField, FaqItem } from '@/config/page-texts';
import { fieldName, type TextLocale } from '../../schemas';
import { CountedTextField } from './counted-text-field';

type Row = { key: string; item: FaqItem | null };
type Action = 'earlier' | 'later' | 'remove' | 'drag';

/**
 * One language's questions and answers: each can be edited, moved by dragging its handle (with a
 * pointer, or from the focused handle with the arrow keys: dnd-kit, announced) or with the
 * earlier/later buttons, hidden from the site without deleting it, or removed; "add a question"
 * appends an empty one. Inputs are named
 * `<locale>:faq.items.<index>.q|a|hidden` in the list's order and stay uncontrolled, so what was
 * typed survives a refused save and a move.
 */
export function FaqListField({
  field,
  locale,
  items,
  errors,
  disabled,
}: {
  field: FaqField;
  locale: TextLocale;
  items: readonly FaqItem[];
  errors: Record<string, string>;
  disabled: boolean;
}) {
  const t = useTranslations('backOffice.pageTexts');
  const counter = useRef(items.length);
  const list = useOrderedList<Row, Action>(() =>
    items.map((item, index) => ({ key: String(index), item })),
  );
  const { items: rows, listRef, endRef } = list;
  const [announcement, setAnnouncement] = useState('');
  const language = t(`languages.${locale}`);
  const listName = fieldName(locale, field.path);

  function move(from: number, to: number, action: Action) {
    if (list.move(from, to, action) && action !== 'drag')
      setAnnouncement(t('faq.moved', { position: to + 1, count: rows.length }));
  }

  const indexOf = (id: string | number) => rows.findIndex((row) => row.key === id);
  const at = (id: string | number) => ({ number: indexOf(id) + 1, count: rows.length });
  const dragTexts: SortableTexts = {
    instructions: t('faq.dragInstructions'),
    picked: (active) => t('faq.picked', at(active)),
    over: (_, over) => t('faq.over', at(over)),
    dropped: (_, over) => t('faq.dropped', at(over)),
    cancelled: () => t('faq.cancelled'),
  };

  return (
    <fieldset className="grid min-w-0 gap-4">
      <legend className="text-lg font-bold">{t('faq.listTitle', { language })}</legend>
      {errors[listName] && (
        <p role="alert" className="text-sm font-semibold text-closed">
          {errors[listName]}
        </p>
      )}
      {rows.length === 0 ? (
        <p className="rounded-card bg-cream px-4 py-6 text-center text-sm text-ink-soft ring-1 ring-line">
          {t('faq.empty')}
        </p>
      ) : (
        <SortableList
          id={`faq-${locale}`}
          ids={rows.map((row) => row.key)}
          onMove={(from, to) => move(from, to, 'drag')}
          texts={dragTexts}
        >
          <ol ref={listRef} className="grid gap-4">
            {rows.map((row, index) => {
              const number = index + 1;
              const name = (part: string) => `${listName}.${index}.${part}`;
              return (
                <SortableRow
                  key={row.key}
                  id={row.key}
                  handleLabel={t('faq.drag', { number })}
                  disabled={disabled}
                >
                  <fieldset className={cardClass('grid min-w-0 gap-3 p-4')}>
                    <legend className="sr-only">{t('faq.itemTitle', { number, language })}</legend>
                    <div className="flex flex-wrap items-center justify-between gap-2 ps-12">
                      <p aria-hidden="true" className="font-semibold">
                        {t('faq.itemTitle', { number, language })}
                      </p>
                      <RowMoveButtons
                        index={index}
                        count={rows.length}
                        disabled={disabled}
                        layout="column"
                        labels={{
                          earlier: t('faq.moveUp', { number }),
                          later: t('faq.moveDown', { number }),
                          remove: t('faq.remove', { number }),
                        }}
                        onMove={(to, action) => move(index, to, action)}
                        onRemove={() => {
                          list.remove(index, 'remove');
                          setAnnouncement(t('faq.removed'));
                        }}
                      />
                    </div>
                    <CountedTextField
                      name={name('q')}
                      label={t('faq.question')}
                      locale={locale}
                      defaultValue={row.item?.q ?? ''}
                      max={field.maxQuestion}
                      error={errors[name('q')]}
                    />
                    <CountedTextField
                      name={name('a')}
                      label={t('faq.answer')}
                      locale={locale}
                      defaultValue={row.item?.a ?? ''}
                      max={field.maxAnswer}
                      multiline
                      error={errors[name('a')]}
                    />
                    <label className="flex min-h-11 items-center gap-3 font-semibold">
                      <input
                        type="checkbox"
                        name={name('hidden')}
                        defaultChecked={row.item?.hidden ?? false}
                        className="size-5 accent-brand"
                      />
                      {t('faq.hidden')}
                    </label>
                  </fieldset>
                </SortableRow>
              );
            })}
          </ol>
        </SortableList>
      )}
      <div ref={endRef}>
        <Button
          type="button"
          variant="secondary"
          disabled={disabled || rows.length >= field.maxItems}
          onClick={() => {
            list.add({ key: `new-${++counter.current}`, item: null });
            setAnnouncement(t('faq.added', { number: rows.length + 1 }));
          }}
        >
          <Plus aria-hidden="true" className="size-5" />
          {t('faq.add', { language })}
        </Button>
      </div>
      <p role="status" className="sr-only">
        {announcement}
      </p>
    </fieldset>
  );
}

/**
 * A question's row in the sortable list: its drag handle (before the card, `data-action="drag"`
 * so that the focus stays on it after a keyboard drag) and the card itself.
 */
function SortableRow({
  id,
  handleLabel,
  disabled,
  children,
}: {
  id: string;
  handleLabel: string;
  disabled: boolean;
  children: ReactNode;
}) {
  const { setNodeRef, style, dragging, handle } = useSortableRow(id, {
    label: handleLabel,
    disabled,
  });
  return (
    <li
      ref={setNodeRef}
      data-key={id}
      style={style}
      className={cn('relative', dragging && 'z-10 rounded-card shadow-2xl ring-2 ring-brand')}
    >
      <div className="absolute start-3 top-3 z-10">{handle}</div>
      {children}
    </li>
  );
}
