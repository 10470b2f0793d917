import { clsx } from 'clsx';

/**
 * The look shared by text inputs, text areas and selects: full width, 44+ px high, a red border
 * when the value is refused (`invalid`), the brand colour on focus. The look is `.control` in
 * globals.css (components layer): a class the caller adds overrides it.
 */
export function controlClass(invalid: boolean | undefined, className?: string): string {
  return clsx('control', invalid && 'control-invalid', className);
}
