import { cn } from '@/components/ui/cn';

/** A machine's types as cream pills (public cards and the admin dashboard's cards). */
export function MachineTypeList({
  types,
  label,
  className,
}: {
  types: readonly string[];
  /** The list's accessible name, e.g. "Machine types". */
  label: string;
  className?: string;
}) {
  if (types.length === 0) return null;
  return (
    <ul aria-label={label} className={cn('flex flex-wrap gap-2', className)}>
      {types.map((type) => (
        <li
          key={type}
          className="rounded-full bg-cream px-3 py-1 text-sm font-semibold text-ink ring-1 ring-line"
        >
          {type}
        </li>
      ))}
    </ul>
  );
}
