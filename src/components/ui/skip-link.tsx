import { cn } from './cn';

/**
 * "Skip to content": the first stop of the keyboard on every page, hidden until it has focus,
 * leading to `<main id="main-content">`. `light` on the back office's dark header.
 */
export function SkipLink({ label, tone = 'dark' }: { label: string; tone?: 'dark' | 'light' }) {
  return (
    <a
      href="#main-content"
      className={cn(
        'fixed start-2 top-2 z-50 -translate-y-24 rounded-full px-5 py-3 font-semibold focus:translate-y-0',
        tone === 'dark' ? 'bg-ink text-white' : 'bg-white text-ink shadow-card',
      )}
    >
      {label}
    </a>
  );
}
