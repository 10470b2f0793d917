import { ChevronDown } from '@/components/icons';
import type { Ref, SelectHTMLAttributes } from 'react';
import { controlClass } from './control';

export type SelectProps = SelectHTMLAttributes<HTMLSelectElement> & {
  ref?: Ref<HTMLSelectElement>;
  invalid?: boolean;
};

/**
 * A native <select> in the site's control look, with its own chevron on the end side (native
 * selects keep their keyboard and screen-reader behaviour on every phone).
 */
export function Select({ invalid, className, children, ...props }: SelectProps) {
  return (
    <div className="relative">
      <select
        aria-invalid={invalid || undefined}
        // Joined, not merged (tailwind-merge would ride into every public page's first load with
        // the contact form); a caller's class wins through `.control`'s components layer.
        className={controlClass(invalid, `appearance-none pe-11 ${className ?? ''}`.trim())}
        {...props}
      >
        {children}
      </select>
      <ChevronDown
        aria-hidden="true"
        className="pointer-events-none absolute end-4 top-1/2 size-5 -translate-y-1/2 text-ink-soft"
      />
    </div>
  );
}
