import { clsx, type ClassValue } from 'clsx';
import { extendTailwindMerge } from 'tailwind-merge';

/**
 * tailwind-merge taught our theme's own scale names (globals.css @theme), so `rounded-card` and
 * `rounded-xl` are known to conflict and the later one wins.
 */
const merge = extendTailwindMerge({
  extend: { theme: { radius: ['card'], shadow: ['card'] } },
});

/** Class names joined with clsx; where two Tailwind classes conflict, the last one wins. */
export function cn(...inputs: ClassValue[]): string {
  return merge(clsx(inputs));
}
