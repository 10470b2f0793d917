import type { InputHTMLAttributes, Ref } from 'react';
import { controlClass } from './control';

export type InputProps = InputHTMLAttributes<HTMLInputElement> & {
  ref?: Ref<HTMLInputElement>;
  /** Marks the value as refused: red border and aria-invalid (Field sets it from its error). */
  invalid?: boolean;
};

/** A single-line text input in the site's control look. */
export function Input({ invalid, className, ...props }: InputProps) {
  return (
    <input
      aria-invalid={invalid || undefined}
      className={controlClass(invalid, className)}
      {...props}
    />
  );
}
