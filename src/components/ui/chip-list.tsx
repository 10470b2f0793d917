import { Check, type IconComponent } from '@/components/icons';
import { cn } from './cn';

/**
 * Short claims as white pills with a green icon ("Full warranty", "Free installation"…); the
 * icon is a check mark unless an item brings its own. Check marks are not mirrored in RTL.
 */
export function ChipList({
  items,
  label,
  className,
}: {
  items: { key: string; label: string; icon?: IconComponent }[];
  /** Names the list for screen readers when no heading does. */
  label?: string;
  className?: string;
}) {
  return (
    <ul aria-label={label} className={cn('flex flex-wrap gap-2', className)}>
      {items.map(({ key, label: text, icon: Icon = Check }) => (
        <li
          key={key}
          className="inline-flex items-center gap-1.5 rounded-full bg-white px-3 py-1.5 text-sm font-semibold shadow-sm ring-1 ring-line"
        >
          <Icon aria-hidden="true" className="size-4 text-open" />
          {text}
        </li>
      ))}
    </ul>
  );
}
