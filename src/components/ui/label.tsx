import type { LabelHTMLAttributes } from 'react';
import { cn } from './cn';

/** A form label: bold, on its own line above its control. */
export function Label({ className, ...props }: LabelHTMLAttributes<HTMLLabelElement>) {
  return <label className={cn('block font-semibold', className)} {...props} />;
}
