import { cn } from './cn';

/**
 * The look shared by text inputs, text areas and selects: full width, 44+ px high, a red border
 * when the value is refused (`invalid`), the brand colour on focus.
 */
export function controlClass(invalid: boolean | undefined, className?: string): string {
  return cn(
    'block w-full rounded-xl border bg-white px-4 py-3 text-base text-ink placeholder:text-ink-soft focus:border-brand focus:outline-2 focus:outline-brand/30 disabled:cursor-not-allowed',
    invalid ? 'border-closed' : 'border-ink/25',
    className,
  );
}
