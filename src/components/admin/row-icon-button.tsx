'use client';

import type { ReactNode } from 'react';
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
