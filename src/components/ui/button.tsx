import { clsx } from 'clsx';
import type { ButtonHTMLAttributes } from 'react';

/**
 * The site's one button look, for <button>s (`Button`) and for links that look like buttons
 * (`buttonClass`). At least 44 px high (spec: 36-56 px touch targets), with the visible focus
 * ring of the base styles. The looks are `.btn` and `.btn-<variant>` in globals.css (components
 * layer): a class the caller adds overrides them.
 */
const VARIANTS = {
  primary: 'btn-primary',
  secondary: 'btn-secondary',
  ghost: 'btn-ghost',
  /** On the dark (ink) bands. */
  onDark: 'btn-on-dark',
  /** Deleting and other actions that cannot be undone: red-outlined, apart from the red primary. */
  danger: 'btn-danger',
} as const;

export type ButtonVariant = keyof typeof VARIANTS;

/** The classes of a button-looking element, e.g. `<Link className={buttonClass('secondary')}>`. */
export function buttonClass(variant: ButtonVariant = 'primary', className?: string): string {
  return clsx('btn', VARIANTS[variant], className);
}

/** A <button> (type="button" unless told otherwise) in one of the button looks. */
export function Button({
  variant = 'primary',
  className,
  type = 'button',
  ...props
}: ButtonHTMLAttributes<HTMLButtonElement> & { variant?: ButtonVariant }) {
  return <button type={type} className={buttonClass(variant, className)} {...props} />;
}
