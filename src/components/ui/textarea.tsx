import type { Ref, TextareaHTMLAttributes } from 'react';
import { controlClass } from './control';

export type TextareaProps = TextareaHTMLAttributes<HTMLTextAreaElement> & {
  ref?: Ref<HTMLTextAreaElement>;
  invalid?: boolean;
};

/** A multi-line text input in the site's control look. */
export function Textarea({ invalid, className, rows = 4, ...props }: TextareaProps) {
  return (
    <textarea
      rows={rows}
      aria-invalid={invalid || undefined}
      className={controlClass(invalid, className)}
      {...props}
    />
  );
}
