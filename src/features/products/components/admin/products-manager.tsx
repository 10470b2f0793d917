'use client';

import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import {
  arrayMove,
  SortableContext,
  sortableKeyboardCoordinates,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { PackageOpen } from '@/components/icons';
import { useTranslations } from 'next-intl';
import { useRef, useState } from 'react';
import { AdminListSection } from '@/components/admin/admin-list-section';
import { useAdminAction } from '@/components/admin/use-admin-form';
import { reorderProducts } from '../../admin-actions';
import { ProductFormDialog } from './product-form-dialog';
import { ProductRow } from './product-row';

/** A product as the dashboard shows and edits it (texts never null: the form's default values). */
export type AdminProduct = {
  id: string;
  nameHe: string;
  nameEn: string;
  slugHe: string;
  slugEn: string;
  descriptionHe: string;
  descriptionEn: string;
  featuresHe: string[];
  featuresEn: string[];
  priceHe: string;
  priceEn: string;
  /** In display order, the main picture first. */
  images: string[];
  isActive: boolean;
  /** The page shows the reviews' average rating (and its structured data). */
  showRating: boolean;
  /** Not on sale yet: the site says "Coming soon" instead of the price. */
  comingSoon: boolean;
  /** The Hebrew public page. */
  publicPath: string;
};

/**
 * The products-for-sale tab: the list in display order with drag-and-drop reordering (pointer and
 * keyboard: focus a handle, Space, arrows, Space; Hebrew screen-reader announcements), move
 * up/down buttons, the active switch, edit and delete; the add button. A new order shows at
 * once, is saved with `reorderProducts`, and goes back if the save fails.
 */
export function ProductsManager({ products }: { products: AdminProduct[] }) {
  const t = useTranslations('backOffice.productsAdmin');
  const { run } = useAdminAction();
  const [items, setItems] = useState(products);
  // The server's list after each change (the action re-renders the page) replaces the local one.
  const [source, setSource] = useState(products);
  if (source !== products) {
    setSource(products);
    setItems(products);
  }
  const [editing, setEditing] = useState<AdminProduct | 'new' | null>(null);

  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  async function saveOrder(next: AdminProduct[]) {
    const previous = items;
    setItems(next);
    const result = await run(
      reorderProducts,
      { ids: next.map((product) => product.id) },
      { success: t('reordered'), failure: t('reorderFailed') },
    );
    if (!result.ok) setItems(previous);
  }

  const move = (from: number, to: number) => {
    if (to < 0 || to >= items.length || from === to) return;
    void saveOrder(arrayMove(items, from, to));
  };

  const indexOf = (id: UniqueIdentifier) => items.findIndex((product) => product.id === id);
  const nameOf = (id: UniqueIdentifier) => items[indexOf(id)]?.nameHe ?? '';
  const at = (id: UniqueIdentifier) => ({ position: indexOf(id) + 1, total: items.length });
  // Where the dragged product was last announced: the first "over" (itself, at the start) and
  // repeats stay silent, so the pick-up message is heard.
  const announcedOver = useRef<UniqueIdentifier | null>(null);
  const announcements: Announcements = {
    onDragStart: ({ active }) => {
      announcedOver.current = active.id;
      return t('dnd.picked', { name: nameOf(active.id), ...at(active.id) });
    },
    onDragOver: ({ active, over }) => {
      if (!over || over.id === announcedOver.current) return undefined;
      announcedOver.current = over.id;
      return t('dnd.over', { name: nameOf(active.id), ...at(over.id) });
    },
    onDragEnd: ({ active, over }) =>
      t('dnd.dropped', { name: nameOf(active.id), ...at((over ?? active).id) }),
    onDragCancel: ({ active }) =>
      t('dnd.cancelled', { name: nameOf(active.id), position: indexOf(active.id) + 1 }),
  };

  function onDragEnd({ active, over }: DragEndEvent) {
    if (!over) return;
    move(indexOf(active.id), indexOf(over.id));
  }

  return (
    <AdminListSection
      headingId="products-admin-title"
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
      emptyIcon={PackageOpen}
      dialog={
        <ProductFormDialog
          product={editing === 'new' ? null : editing}
          open={editing !== null}
          onClose={() => setEditing(null)}
        />
      }
    >
      <DndContext
        id="products-order"
        sensors={sensors}
        collisionDetection={closestCenter}
        onDragEnd={onDragEnd}
        accessibility={{
          announcements,
          screenReaderInstructions: { draggable: t('dnd.instructions') },
        }}
      >
        <SortableContext
          items={items.map((product) => product.id)}
          strategy={verticalListSortingStrategy}
        >
          <ol aria-label={t('listLabel')} className="mt-6 grid gap-3">
            {items.map((product, index) => (
              <ProductRow
                key={product.id}
                product={product}
                position={index + 1}
                total={items.length}
                first={index === 0}
                last={index === items.length - 1}
                onMoveUp={() => move(index, index - 1)}
                onMoveDown={() => move(index, index + 1)}
                onEdit={() => setEditing(product)}
              />
            ))}
          </ol>
        </SortableContext>
      </DndContext>
    </AdminListSection>
  );
}
