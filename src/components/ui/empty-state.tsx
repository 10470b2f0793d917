import type { IconComponent } from '@/components/icons';
import type { ReactNode } from 'react';
import { cn } from './cn';

/**
 * What a list shows when it has nothing to show: an optional icon, a title, an optional hint and
 * action. `card` sits on a white card (inside cream sections and the back office), `cream` on the
 * cream tint (inside white sections).
 */
export function EmptyState({
  icon: Icon,
  title,
  text,
  action,
  tone = 'cream',
  className,
}: {
  icon?: IconComponent;
  title: ReactNode;
  text?: ReactNode;
  action?: ReactNode;
  tone?: 'card' | 'cream';
  className?: string;
}) {
  return (
    <div
      className={cn(
        'flex flex-col items-center rounded-card px-6 py-12 text-center',
        tone === 'card' ? 'bg-white shadow-card ring-1 ring-line' : 'bg-cream ring-1 ring-line',
        className,
      )}
    >
      {Icon && <Icon aria-hidden="true" className="mb-4 size-12 text-brand-warm" />}
      <p className="text-xl font-bold">{title}</p>
      {text && <p className="mt-2 max-w-prose text-ink-soft">{text}</p>}
      {action && <div className="mt-6">{action}</div>}
    </div>
  );
}
