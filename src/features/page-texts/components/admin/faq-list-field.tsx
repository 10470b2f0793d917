'use client';

import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import {
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { GripVertical, Plus } from '@/components/icons';
import { useTranslations } from 'next-intl';
import { useRef, useState, type ReactNode } from 'react';
import { ROW_ICON_BUTTON } from '@/components/admin/admin-list-row';
import { RowMoveButtons } from '@/components/admin/row-icon-button';
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

  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const indexOf = (id: UniqueIdentifier) => rows.findIndex((row) => row.key === id);
  const at = (id: UniqueIdentifier) => ({ number: indexOf(id) + 1, count: rows.length });
  // Where the dragged question was last announced: the first "over" (itself, at the start) and
  // repeats stay silent, so the pick-up message is heard (as in the catalogue's lists).
  const announcedOver = useRef<UniqueIdentifier | null>(null);
  const announcements: Announcements = {
    onDragStart: ({ active }) => {
      announcedOver.current = active.id;
      return t('faq.picked', at(active.id));
    },
    onDragOver: ({ over }) => {
      if (!over || over.id === announcedOver.current) return undefined;
      announcedOver.current = over.id;
      return t('faq.over', at(over.id));
    },
    onDragEnd: ({ active, over }) => t('faq.dropped', at((over ?? active).id)),
    onDragCancel: () => t('faq.cancelled'),
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
        <DndContext
          id={`faq-${locale}`}
          sensors={sensors}
          collisionDetection={closestCenter}
          onDragEnd={({ active, over }) => {
            if (over) move(indexOf(active.id), indexOf(over.id), 'drag');
          }}
          accessibility={{
            announcements,
            screenReaderInstructions: { draggable: t('faq.dragInstructions') },
          }}
        >
          <SortableContext
            items={rows.map((row) => row.key)}
            strategy={verticalListSortingStrategy}
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
                      <legend className="sr-only">
                        {t('faq.itemTitle', { number, language })}
                      </legend>
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
                          value="1"
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
          </SortableContext>
        </DndContext>
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
  const {
    attributes,
    listeners,
    setNodeRef,
    setActivatorNodeRef,
    transform,
    transition,
    isDragging,
  } = useSortable({ id, disabled });
  return (
    <li
      ref={setNodeRef}
      data-key={id}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      className={cn('relative', isDragging && 'z-10 rounded-card shadow-2xl ring-2 ring-brand')}
    >
      <button
        type="button"
        ref={setActivatorNodeRef}
        data-action="drag"
        {...attributes}
        {...listeners}
        aria-label={handleLabel}
        title={handleLabel}
        className={cn(
          ROW_ICON_BUTTON,
          'absolute start-3 top-3 z-10 cursor-grab touch-none text-ink-soft active:cursor-grabbing',
        )}
      >
        <GripVertical aria-hidden="true" className="size-6" />
      </button>
      {children}
    </li>
  );
}
