import { Check } from '@/components/icons';

/** A list of included items, each with a check mark (check marks are not mirrored). */
export function CheckList({ items, className = '' }: { items: string[]; className?: string }) {
  return (
    <ul className={`grid gap-3 ${className}`}>
      {items.map((item, index) => (
        // By place: a list the company edits may repeat an item.
        <li key={index} className="flex gap-3">
          <span className="mt-0.5 inline-flex size-6 shrink-0 items-center justify-center rounded-full bg-open-bg text-open">
            <Check aria-hidden="true" className="size-4" strokeWidth={3} />
          </span>
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}
