/**
 * Button looks shared by links and buttons. At least 44 px high (spec: 36-56 px touch targets),
 * with a visible focus ring from the base styles.
 */
const base =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-full px-5 py-2.5 text-base font-semibold transition-colors disabled:cursor-not-allowed disabled:opacity-60';

export const buttonStyles = {
  primary: `${base} bg-brand text-white hover:bg-brand-dark`,
  secondary: `${base} border-2 border-ink bg-white text-ink hover:bg-cream`,
  ghost: `${base} text-ink hover:bg-cream`,
  onDark: `${base} bg-white text-ink hover:bg-cream`,
} as const;
