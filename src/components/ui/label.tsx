import { clsx } from 'clsx';
import type { LabelHTMLAttributes } from 'react';

/**
 * A form label: bold, on its own line above its control. A class the caller gives is added (for
 * spacing); no tailwind-merge here, so that it stays out of the contact form's JavaScript.
 */
export function Label({ className, ...props }: LabelHTMLAttributes<HTMLLabelElement>) {
  return <label className={clsx('block font-semibold', className)} {...props} />;
}
