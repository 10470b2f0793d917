import type { ReactNode } from 'react';
import { TriangleAlert } from '@/components/icons';
import { EmptyState } from '@/components/ui/empty-state';

/** What a dashboard shows in place of its content when its read failed (see readDashboard). */
export function AdminLoadFailed({
  title,
  text,
  action,
  className,
}: {
  title: string;
  text?: string;
  action?: ReactNode;
  className?: string;
}) {
  return (
    <EmptyState
      icon={TriangleAlert}
      tone="card"
      title={title}
      text={text}
      action={action}
      className={className}
    />
  );
}
