import { Plus, type IconComponent } from '@/components/icons';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';

/**
 * A back-office list tab (products for sale, rental machines): its heading with the count, the
 * intro and the add button, then the list — or, with nothing in it, the empty state. The
 * features pass their texts in; `children` is the list, `dialog` the add/edit form.
 */
export function AdminListSection({
  headingId,
  texts,
  onAdd,
  empty,
  emptyIcon,
  dialog,
  children,
}: {
  /** The heading's id: names the section. */
  headingId: string;
  texts: {
    title: string;
    count: string;
    intro: string;
    add: string;
    emptyTitle: string;
    emptyText: string;
  };
  onAdd: () => void;
  empty: boolean;
  emptyIcon: IconComponent;
  dialog: ReactNode;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={headingId}>
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h2 id={headingId} className="text-2xl">
            {texts.title}{' '}
            <span className="text-base font-semibold text-ink-soft">· {texts.count}</span>
          </h2>
          <p className="mt-1 max-w-2xl text-ink-soft">{texts.intro}</p>
        </div>
        <Button onClick={onAdd}>
          <Plus aria-hidden="true" className="size-5" />
          {texts.add}
        </Button>
      </div>

      {empty ? (
        <EmptyState
          icon={emptyIcon}
          tone="card"
          title={texts.emptyTitle}
          text={texts.emptyText}
          className="mt-6"
        />
      ) : (
        children
      )}

      {dialog}
    </section>
  );
}
