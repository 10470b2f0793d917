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
import { useRef, type CSSProperties, type ReactNode } from 'react';
import { GripVertical } from '@/components/icons';
import { cn } from '@/components/ui/cn';
import { ROW_ICON_BUTTON } from './admin-list-row';

/**
 * What a screen reader hears while a row is dragged, in the list's own words (each function gets
 * the dragged row's id, and where it is now).
 */
export type SortableTexts = {
  /** How to drag from the keyboard (read when a handle gets focus). */
  instructions: string;
  picked: (active: UniqueIdentifier) => string;
  over: (active: UniqueIdentifier, over: UniqueIdentifier) => string;
  dropped: (active: UniqueIdentifier, over: UniqueIdentifier) => string;
  cancelled: (active: UniqueIdentifier) => string;
};

/**
 * THE back office's drag-and-drop list (dnd-kit), around the rows (`useSortableRow`): a row is
 * dragged by its handle with a pointer, or from the focused handle with the keyboard (Space or
 * Enter lifts it, the arrows move it, Space or Enter drops it, Escape cancels), each step
 * announced. A drop calls `onMove(from, to)`; the list's own move buttons do the same without
 * dragging.
 */
export function SortableList({
  id,
  ids,
  onMove,
  texts,
  children,
}: {
  /** Unique on the page (dnd-kit's ids of its live region and instructions). */
  id: string;
  /** The rows' ids in the list's order. */
  ids: UniqueIdentifier[];
  onMove: (from: number, to: number) => void;
  texts: SortableTexts;
  children: ReactNode;
}) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  // Where the dragged row was last announced: the first "over" (itself, at the start) and
  // repeats stay silent, so the pick-up message is heard.
  const announcedOver = useRef<UniqueIdentifier | null>(null);
  const announcements: Announcements = {
    onDragStart: ({ active }) => {
      announcedOver.current = active.id;
      return texts.picked(active.id);
    },
    onDragOver: ({ active, over }) => {
      if (!over || over.id === announcedOver.current) return undefined;
      announcedOver.current = over.id;
      return texts.over(active.id, over.id);
    },
    onDragEnd: ({ active, over }) => texts.dropped(active.id, (over ?? active).id),
    onDragCancel: ({ active }) => texts.cancelled(active.id),
  };
  return (
    <DndContext
      id={id}
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={({ active, over }) => {
        if (over) onMove(ids.indexOf(active.id), ids.indexOf(over.id));
      }}
      accessibility={{ announcements, screenReaderInstructions: { draggable: texts.instructions } }}
    >
      <SortableContext items={ids} strategy={verticalListSortingStrategy}>
        {children}
      </SortableContext>
    </DndContext>
  );
}

/**
 * A row of a SortableList: its element's ref (`setNodeRef`) and moving `style`, whether it is
 * being dragged, and its drag handle (a round grip button named `label`, `data-action="drag"`,
 * so that the focus stays on it after a keyboard drag of a useOrderedList).
 */
export function useSortableRow(
  id: UniqueIdentifier,
  { label, disabled = false }: { label: string; disabled?: boolean },
): {
  setNodeRef: (element: HTMLElement | null) => void;
  style: CSSProperties;
  dragging: boolean;
  handle: ReactNode;
} {
  const {
    attributes,
    listeners,
    setNodeRef,
    setActivatorNodeRef,
    transform,
    transition,
    isDragging,
  } = useSortable({ id, disabled });
  return {
    setNodeRef,
    style: { transform: CSS.Translate.toString(transform), transition },
    dragging: isDragging,
    handle: (
      <button
        type="button"
        ref={setActivatorNodeRef}
        data-action="drag"
        {...attributes}
        {...listeners}
        aria-label={label}
        title={label}
        className={cn(
          ROW_ICON_BUTTON,
          'cursor-grab touch-none text-ink-soft active:cursor-grabbing',
        )}
      >
        <GripVertical aria-hidden="true" className="size-6" />
      </button>
    ),
  };
}
