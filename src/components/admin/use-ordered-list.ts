'use client';

import { useEffect, useRef, useState } from 'react';

type Keyed = { key: string };

/**
 * A list an operator reorders, removes from and adds to with buttons on each row (a product's
 * pictures, its reviews), with the focus where a keyboard user expects it after each change: on
 * the button pressed after a move (or the first enabled button of the row, when that one is now
 * disabled at the list's end), on the next row's after a removal (or the previous row's, or the
 * first button of `endRef` when the list is empty), and on the first field of a row just added.
 *
 * Each row carries `data-key={item.key}` and each of its buttons `data-action={action}` (as
 * RowIconButton sets it). The caller announces each change in its own words.
 */
export function useOrderedList<Item extends Keyed, Action extends string>(initial: () => Item[]) {
  const [items, setItems] = useState<Item[]>(initial);
  const listRef = useRef<HTMLOListElement>(null);
  const endRef = useRef<HTMLDivElement>(null);
  const pendingFocus = useRef<{ key: string; action: Action | 'added' } | 'end' | null>(null);

  useEffect(() => {
    const target = pendingFocus.current;
    if (!target) return;
    pendingFocus.current = null;
    if (target === 'end') return endRef.current?.querySelector('button')?.focus();
    const row = listRef.current?.querySelector(`[data-key="${CSS.escape(target.key)}"]`);
    if (target.action === 'added')
      return row?.querySelector<HTMLElement>('input, select, textarea')?.focus();
    const wanted = row?.querySelector<HTMLButtonElement>(`[data-action="${target.action}"]`);
    const fallback = row?.querySelector<HTMLButtonElement>('button:not(:disabled)');
    (wanted && !wanted.disabled ? wanted : fallback)?.focus();
  }, [items]);

  /** Moves a row; false (and nothing changes) when `to` is outside the list or is `from`. */
  function move(from: number, to: number, action: Action) {
    if (to < 0 || to >= items.length || from === to) return false;
    const next = [...items];
    const [moved] = next.splice(from, 1);
    next.splice(to, 0, moved!);
    pendingFocus.current = { key: moved!.key, action };
    setItems(next);
    return true;
  }

  function remove(index: number, action: Action) {
    const neighbour = items[index + 1] ?? items[index - 1];
    pendingFocus.current = neighbour ? { key: neighbour.key, action } : 'end';
    setItems(items.filter((_, i) => i !== index));
  }

  function add(item: Item) {
    pendingFocus.current = { key: item.key, action: 'added' };
    setItems([...items, item]);
  }

  return { items, setItems, listRef, endRef, move, remove, add };
}
