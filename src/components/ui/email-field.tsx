import type { ComponentProps } from 'react';
import { InputField } from './input-field';

/**
 * A labelled e-mail address input. An address reads left to right even on a Hebrew page, but
 * starts at the right edge there, under its label (`rtl:text-right`).
 */
export function EmailField(props: ComponentProps<typeof InputField>) {
  return (
    <InputField
      type="email"
      autoComplete="email"
      dir="ltr"
      controlClassName="rtl:text-right"
      {...props}
    />
  );
}
