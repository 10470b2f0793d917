'use client';

import { useRef } from 'react';
import {
  AdminListRow,
  ROW_ICON_BUTTON,
  RowActiveSwitch,
  RowDeleteButton,
} from '@/components/admin/admin-list-row';
import { HistoryLink } from '@/components/admin/history-link';
import { useSortableRow } from '@/components/admin/sortable-list';
import { ChevronDown, ChevronUp } from '@/components/icons';
import { cn } from '@/components/ui/cn';
import type { AdminOffer, OfferListConfig, OfferOrderKey, OfferText } from './offer-types';

/**
 * One offer of a back-office list: its position, picture, names and price, the "shown on the
 * site" switch (saves at once), and the view, edit and delete buttons, each named after it.
 * `SortableOfferRow` adds the drag handle and the move up/down buttons.
 */
export function OfferRow({
  offer,
  position,
  config,
  onEdit,
  sortable,
}: {
  offer: AdminOffer;
  /** The number shown (1-based in a sortable list, 0-based as the rental form's order). */
  position: number;
  config: OfferListConfig;
  onEdit: () => void;
  /** What a sortable row adds (see SortableOfferRow). */
  sortable?: Pick<
    Parameters<typeof AdminListRow>[0],
    'ref' | 'style' | 'className' | 'leading' | 'moveButtons'
  >;
}) {
  const { kind, text: t } = config;
  const name = offer.nameHe;
  return (
    <AdminListRow
      {...sortable}
      {...{ [`data-${kind}-id`]: offer.id }}
      offer={offer}
      position={position}
      texts={{
        position: t('position', { position }),
        noImage: t('noImage'),
        hidden: t('hidden'),
        noPrice: t('noPrice'),
        comingSoon: config.comingSoon,
        viewLabel: t('viewLabel', { name }),
        editLabel: t('editLabel', { name }),
      }}
      activeSwitch={
        <RowActiveSwitch
          id={`${kind}-active-${offer.id}`}
          rowId={offer.id}
          active={offer.isActive}
          action={config.setActive}
          label={t('active')}
          ariaLabel={t('activeLabel', { name })}
          successText={(next) => t(next ? 'shown' : 'hiddenNow', { name })}
          failureText={config.updateFailed}
        />
      }
      deleteButton={
        <>
          <HistoryLink kind={kind} id={offer.id} name={name} icon />
          <RowDeleteButton
            id={offer.id}
            action={config.remove}
            texts={{
              label: t('deleteLabel', { name }),
              title: t('deleteTitle'),
              description: t('deleteText', { name }),
              cancel: t('cancel'),
              confirm: t('confirmDelete'),
              pending: t('deleting'),
              success: t('deleted'),
              failure: config.deleteFailed,
            }}
          />
        </>
      }
      onEdit={onEdit}
    />
  );
}

/**
 * A row of a sortable list: the drag handle (dnd-kit: pointer, or keyboard from the focused
 * handle) and the move up/down buttons before the view, edit and delete buttons.
 */
export function SortableOfferRow({
  offer,
  position,
  total,
  config,
  orderText: o,
  onMoveUp,
  onMoveDown,
  onEdit,
}: {
  offer: AdminOffer;
  /** 1-based. */
  position: number;
  total: number;
  config: OfferListConfig;
  orderText: OfferText<OfferOrderKey>;
  onMoveUp: () => void;
  onMoveDown: () => void;
  onEdit: () => void;
}) {
  const name = offer.nameHe;
  const { setNodeRef, style, dragging, handle } = useSortableRow(offer.id, {
    label: o('drag', { name }),
  });
  const upRef = useRef<HTMLButtonElement>(null);
  const downRef = useRef<HTMLButtonElement>(null);
  /** Moves the row; a button that the move disables hands the focus to its twin. */
  const moveBy = (step: -1 | 1) => {
    (step < 0 ? onMoveUp : onMoveDown)();
    const edge = step < 0 ? position === 2 : position === total - 1;
    if (edge) requestAnimationFrame(() => (step < 0 ? downRef : upRef).current?.focus());
  };
  const move = (step: -1 | 1) => {
    const label = o(step < 0 ? 'moveUp' : 'moveDown', { name });
    const Icon = step < 0 ? ChevronUp : ChevronDown;
    return (
      <button
        ref={step < 0 ? upRef : downRef}
        type="button"
        onClick={() => moveBy(step)}
        disabled={step < 0 ? position === 1 : position === total}
        aria-label={label}
        title={label}
        className={ROW_ICON_BUTTON}
      >
        <Icon aria-hidden="true" className="size-5" />
      </button>
    );
  };

  return (
    <OfferRow
      offer={offer}
      position={position}
      config={config}
      onEdit={onEdit}
      sortable={{
        ref: setNodeRef,
        style,
        className: cn('relative', dragging && 'z-10 shadow-2xl ring-2 ring-brand'),
        leading: handle,
        moveButtons: (
          <>
            {move(-1)}
            {move(1)}
          </>
        ),
      }}
    />
  );
}
