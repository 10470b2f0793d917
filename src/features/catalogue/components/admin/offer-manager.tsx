'use client';

import type { UniqueIdentifier } from '@dnd-kit/core';
import { arrayMove } from '@dnd-kit/sortable';
import { useState, type ReactNode } from 'react';
import { AdminListSection } from '@/components/admin/admin-list-section';
import { SortableList, type SortableTexts } from '@/components/admin/sortable-list';
import { useAdminAction } from '@/lib/admin/use-admin-form';
import type { IconComponent } from '@/components/icons';
import { OfferRow, SortableOfferRow } from './offer-row';
import type {
  AdminOffer,
  OfferAction,
  OfferDialogState,
  OfferListConfig,
  OfferOrderKey,
  OfferText,
} from './offer-types';

/** A list sorted in place: drag and drop, move buttons, saved at once with `reorder`. */
export type OfferOrdering = { reorder: OfferAction; text: OfferText<OfferOrderKey> };

/**
 * A catalogue tab of the back office (products for sale, rental machines): the list in display
 * order — position, picture, names, price, the "shown on the site" switch, view, edit, delete —
 * and the add button; the add/edit dialog comes from the feature (`dialog`).
 *
 * With `ordering`, the list is sorted in place: drag and drop (pointer and keyboard: focus a
 * handle, Space, arrows, Space; Hebrew screen-reader announcements) and move up/down buttons; a
 * new order shows at once, is saved with `ordering.reorder`, and goes back if the save fails;
 * positions show 1-based. Without it, positions show 0-based, as the form's display order
 * chooses them (rentals, spec §9).
 */
export function OfferManager<O extends AdminOffer>({
  offers,
  config,
  emptyIcon,
  ordering,
  dialog,
}: {
  offers: O[];
  config: OfferListConfig;
  emptyIcon: IconComponent;
  ordering?: OfferOrdering;
  dialog: (state: OfferDialogState<O>) => ReactNode;
}) {
  const { kind, text: t } = config;
  const [items, setItems] = useState(offers);
  // The server's list after each change (the action re-renders the page) replaces the local one.
  const [source, setSource] = useState(offers);
  if (source !== offers) {
    setSource(offers);
    setItems(offers);
  }
  const [editing, setEditing] = useState<{ offer: O; position: number } | 'new' | null>(null);
  const edited = editing === 'new' || editing === null ? null : editing;

  return (
    <AdminListSection
      headingId={`${kind}s-admin-title`}
      texts={{
        title: t('title'),
        count: t('count', { count: items.length }),
        intro: t('intro'),
        add: t('add'),
        emptyTitle: t('emptyTitle'),
        emptyText: t('emptyText'),
      }}
      onAdd={() => setEditing('new')}
      empty={items.length === 0}
      emptyIcon={emptyIcon}
      dialog={dialog({
        offer: edited?.offer ?? null,
        position: edited?.position ?? items.length,
        count: items.length,
        open: editing !== null,
        onClose: () => setEditing(null),
      })}
    >
      {ordering ? (
        <SortableOffers
          items={items}
          setItems={setItems}
          config={config}
          ordering={ordering}
          onEdit={(offer, position) => setEditing({ offer, position })}
        />
      ) : (
        <ol aria-label={t('listLabel')} className="mt-6 grid gap-3">
          {items.map((offer, index) => (
            <OfferRow
              key={offer.id}
              offer={offer}
              position={index}
              config={config}
              onEdit={() => setEditing({ offer, position: index })}
            />
          ))}
        </ol>
      )}
    </AdminListSection>
  );
}

function SortableOffers<O extends AdminOffer>({
  items,
  setItems,
  config,
  ordering: { reorder, text: o },
  onEdit,
}: {
  items: O[];
  setItems: (items: O[]) => void;
  config: OfferListConfig;
  ordering: OfferOrdering;
  onEdit: (offer: O, position: number) => void;
}) {
  const { run } = useAdminAction();
  async function saveOrder(next: O[]) {
    const previous = items;
    setItems(next);
    const result = await run(
      reorder,
      { ids: next.map((offer) => offer.id) },
      { success: o('reordered'), failure: o('reorderFailed') },
    );
    if (!result.ok) setItems(previous);
  }

  const move = (from: number, to: number) => {
    if (to < 0 || to >= items.length || from === to) return;
    void saveOrder(arrayMove(items, from, to));
  };

  const indexOf = (id: UniqueIdentifier) => items.findIndex((offer) => offer.id === id);
  const nameOf = (id: UniqueIdentifier) => items[indexOf(id)]?.nameHe ?? '';
  const at = (id: UniqueIdentifier) => ({ position: indexOf(id) + 1, total: items.length });
  const dragTexts: SortableTexts = {
    instructions: o('dnd.instructions'),
    picked: (active) => o('dnd.picked', { name: nameOf(active), ...at(active) }),
    over: (active, over) => o('dnd.over', { name: nameOf(active), ...at(over) }),
    dropped: (active, over) => o('dnd.dropped', { name: nameOf(active), ...at(over) }),
    cancelled: (active) =>
      o('dnd.cancelled', { name: nameOf(active), position: indexOf(active) + 1 }),
  };

  return (
    <SortableList
      id={`${config.kind}s-order`}
      ids={items.map((offer) => offer.id)}
      onMove={move}
      texts={dragTexts}
    >
      <ol aria-label={config.text('listLabel')} className="mt-6 grid gap-3">
        {items.map((offer, index) => (
          <SortableOfferRow
            key={offer.id}
            offer={offer}
            position={index + 1}
            total={items.length}
            config={config}
            orderText={o}
            onMoveUp={() => move(index, index - 1)}
            onMoveDown={() => move(index, index + 1)}
            onEdit={() => onEdit(offer, index)}
          />
        ))}
      </ol>
    </SortableList>
  );
}
