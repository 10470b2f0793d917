import { TriangleAlert } from '@/components/icons';
import { EmptyState } from '@/components/ui/empty-state';

/** What a dashboard shows in place of its content when its read failed (see readDashboard). */
export function AdminLoadFailed({
  title,
  text,
  className,
}: {
  title: string;
  text?: string;
  className?: string;
}) {
  return (
    <EmptyState icon={TriangleAlert} tone="card" title={title} text={text} className={className} />
  );
}
