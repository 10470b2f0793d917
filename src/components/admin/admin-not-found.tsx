import { FileQuestion } from '@/components/icons';
import Link from 'next/link';
import { buttonClass } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';

/**
 * An admin detail page whose row does not exist (deleted by a colleague, a stale link): says so
 * and offers the way back to the list, so the operator is never left on a dead end.
 */
export function AdminNotFound({
  title,
  text,
  back,
}: {
  title: string;
  text: string;
  /** The list to go back to and the button's label. */
  back: { href: string; label: string };
}) {
  return (
    <EmptyState
      tone="card"
      icon={FileQuestion}
      className="mt-6"
      title={title}
      text={text}
      action={
        <Link href={back.href} className={buttonClass('primary')}>
          {back.label}
        </Link>
      }
    />
  );
}
