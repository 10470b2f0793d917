import type { ButtonHTMLAttributes } from 'react';
import { cn } from './cn';

/**
 * The site's one button look, for <button>s (`Button`) and for links that look like buttons
 * (`buttonClass`). At least 44 px high (spec: 36-56 px touch targets), with the visible focus
 * ring of the base styles.
 */
const BASE =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-full px-5 py-2.5 text-base font-semibold transition-colors disabled:cursor-not-allowed disabled:opacity-60';

const VARIANTS = {
  primary: 'bg-brand text-white hover:bg-brand-dark',
  secondary: 'border-2 border-ink bg-white text-ink hover:bg-cream',
  ghost: 'text-ink hover:bg-cream',
  /** On the dark (ink) bands. */
  onDark: 'bg-white text-ink hover:bg-cream',
  /** Deleting and other actions that cannot be undone: red-outlined, apart from the red primary. */
  danger: 'border-2 border-closed bg-closed-bg text-closed hover:bg-closed hover:text-white',
} as const;

export type ButtonVariant = keyof typeof VARIANTS;

/** The classes of a button-looking element, e.g. `<Link className={buttonClass('secondary')}>`. */
export function buttonClass(variant: ButtonVariant = 'primary', className?: string): string {
  return cn(BASE, VARIANTS[variant], className);
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
