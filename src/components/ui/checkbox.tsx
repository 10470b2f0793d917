import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import { cn } from './cn';

export type CheckboxProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> & {
  ref?: Ref<HTMLInputElement>;
  /** The visible label; the whole row (44 px high) toggles the box. */
  label: ReactNode;
};

/** A native checkbox with its label beside it, large enough to tap. */
export function Checkbox({ label, className, id, ...props }: CheckboxProps) {
  return (
    <label htmlFor={id} className={cn('inline-flex min-h-11 items-center gap-3', className)}>
      <input
        id={id}
        type="checkbox"
        className="size-5 shrink-0 rounded accent-brand disabled:cursor-not-allowed"
        {...props}
      />
      <span className="font-semibold">{label}</span>
    </label>
  );
}
