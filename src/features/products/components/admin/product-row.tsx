'use client';

import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { ChevronDown, ChevronUp, GripVertical } from '@/components/icons';
import { useTranslations } from 'next-intl';
import { useRef } from 'react';
import {
  AdminListRow,
  ROW_ICON_BUTTON,
  RowActiveSwitch,
  RowDeleteButton,
} from '@/components/admin/admin-list-row';
import { cn } from '@/components/ui/cn';
import { deleteProduct, setProductActive } from '../../admin-actions';
import type { AdminProduct } from './products-manager';

/**
 * One product of the sortable list: the drag handle (dnd-kit: pointer, or keyboard from the
 * focused handle), its position, picture, names and price, the "shown on the site" switch
 * (saves at once), and the move up/down, view, edit and delete buttons, each named after it.
 */
export function ProductRow({
  product,
  position,
  total,
  first,
  last,
  onMoveUp,
  onMoveDown,
  onEdit,
}: {
  product: AdminProduct;
  /** 1-based. */
  position: number;
  total: number;
  first: boolean;
  last: boolean;
  onMoveUp: () => void;
  onMoveDown: () => void;
  onEdit: () => void;
}) {
  const t = useTranslations('backOffice.productsAdmin');
  const name = product.nameHe;
  const {
    attributes,
    listeners,
    setNodeRef,
    setActivatorNodeRef,
    transform,
    transition,
    isDragging,
  } = useSortable({ id: product.id });
  const upRef = useRef<HTMLButtonElement>(null);
  const downRef = useRef<HTMLButtonElement>(null);
  /** Moves the row; a button that the move disables hands the focus to its twin. */
  const moveBy = (step: -1 | 1) => {
    (step < 0 ? onMoveUp : onMoveDown)();
    const edge = step < 0 ? position === 2 : position === total - 1;
    if (edge) requestAnimationFrame(() => (step < 0 ? downRef : upRef).current?.focus());
  };

  return (
    <AdminListRow
      ref={setNodeRef}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      data-product-id={product.id}
      className={cn('relative', isDragging && 'z-10 shadow-2xl ring-2 ring-brand')}
      offer={product}
      position={position}
      texts={{
        position: t('position', { position }),
        noImage: t('noImage'),
        hidden: t('hidden'),
        noPrice: t('noPrice'),
        comingSoon: t('comingSoon'),
        viewLabel: t('viewLabel', { name }),
        editLabel: t('editLabel', { name }),
      }}
      leading={
        <button
          type="button"
          ref={setActivatorNodeRef}
          {...attributes}
          {...listeners}
          aria-label={t('drag', { name })}
          title={t('drag', { name })}
          className={cn(
            ROW_ICON_BUTTON,
            'cursor-grab touch-none text-ink-soft active:cursor-grabbing',
          )}
        >
          <GripVertical aria-hidden="true" className="size-6" />
        </button>
      }
      moveButtons={
        <>
          <button
            ref={upRef}
            type="button"
            onClick={() => moveBy(-1)}
            disabled={first}
            aria-label={t('moveUp', { name })}
            title={t('moveUp', { name })}
            className={ROW_ICON_BUTTON}
          >
            <ChevronUp aria-hidden="true" className="size-5" />
          </button>
          <button
            ref={downRef}
            type="button"
            onClick={() => moveBy(1)}
            disabled={last}
            aria-label={t('moveDown', { name })}
            title={t('moveDown', { name })}
            className={ROW_ICON_BUTTON}
          >
            <ChevronDown aria-hidden="true" className="size-5" />
          </button>
        </>
      }
      activeSwitch={
        <RowActiveSwitch
          id={`product-active-${product.id}`}
          rowId={product.id}
          active={product.isActive}
          action={setProductActive}
          label={t('active')}
          ariaLabel={t('activeLabel', { name })}
          successText={(next) => t(next ? 'shown' : 'hiddenNow', { name })}
          failureText={t('updateFailed')}
        />
      }
      deleteButton={
        <RowDeleteButton
          id={product.id}
          action={deleteProduct}
          texts={{
            label: t('deleteLabel', { name }),
            title: t('deleteTitle'),
            description: t('deleteText', { name }),
            cancel: t('cancel'),
            confirm: t('confirmDelete'),
            pending: t('deleting'),
            success: t('deleted'),
            failure: t('deleteFailed'),
          }}
        />
      }
      onEdit={onEdit}
    />
  );
}
