'use client';

import type { ReactNode } from 'react';
import { ArrowLeft, ArrowRight, ChevronDown, ChevronUp, Trash2 } from '@/components/icons';
import { Button } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';

/**
 * A square icon button of an ordered admin list's row (move earlier/later, make main, remove):
 * named by `label` for screen readers and as a tooltip; `action` marks it for tests and styling.
 */
export function RowIconButton({
  action,
  label,
  disabled,
  onClick,
  danger = false,
  children,
}: {
  action: string;
  label: string;
  disabled: boolean;
  onClick: () => void;
  danger?: boolean;
  children: ReactNode;
}) {
  return (
    <Button
      variant="ghost"
      data-action={action}
      aria-label={label}
      title={label}
      disabled={disabled}
      onClick={onClick}
      className={cn('size-11 px-0 py-0', danger && 'text-closed hover:bg-closed-bg')}
    >
      {children}
    </Button>
  );
}

/**
 * Move earlier, move later and remove: the buttons an ordered admin list's row ends with
 * (`children` go first, e.g. the pictures' "make main"). A list read top to bottom (`layout`
 * "column") shows chevrons up and down; rows side by side show arrows in the reading direction.
 * Without `movable` only remove is shown.
 */
export function RowMoveButtons({
  index,
  count,
  disabled,
  layout,
  movable = true,
  labels,
  onMove,
  onRemove,
  children,
}: {
  index: number;
  count: number;
  disabled: boolean;
  layout: 'column' | 'grid';
  movable?: boolean;
  labels: { earlier: string; later: string; remove: string };
  onMove: (to: number, action: 'earlier' | 'later') => void;
  onRemove: () => void;
  children?: ReactNode;
}) {
  const [Earlier, Later] = layout === 'column' ? [ChevronUp, ChevronDown] : [ArrowLeft, ArrowRight];
  const mirrored = layout === 'grid' ? 'rtl:rotate-180' : undefined;
  return (
    <div className="flex min-w-0 flex-wrap gap-1">
      {children}
      {movable && (
        <>
          <RowIconButton
            action="earlier"
            label={labels.earlier}
            disabled={disabled || index === 0}
            onClick={() => onMove(index - 1, 'earlier')}
          >
            <Earlier aria-hidden="true" className={cn('size-5', mirrored)} />
          </RowIconButton>
          <RowIconButton
            action="later"
            label={labels.later}
            disabled={disabled || index === count - 1}
            onClick={() => onMove(index + 1, 'later')}
          >
            <Later aria-hidden="true" className={cn('size-5', mirrored)} />
          </RowIconButton>
        </>
      )}
      <RowIconButton
        action="remove"
        label={labels.remove}
        disabled={disabled}
        onClick={onRemove}
        danger
      >
        <Trash2 aria-hidden="true" className="size-5" />
      </RowIconButton>
    </div>
  );
}
