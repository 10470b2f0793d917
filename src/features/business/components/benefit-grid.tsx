import type { LucideIcon } from 'lucide-react';

export type Benefit = { key: string; icon: LucideIcon; title: string; text: string };

/** Benefit cards with an icon each, 1 / 2 / 3 columns. */
export function BenefitGrid({ benefits }: { benefits: Benefit[] }) {
  return (
    <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {benefits.map(({ key, icon: Icon, title, text }) => (
        <li
          key={key}
          className="flex gap-4 rounded-card bg-white p-6 shadow-card ring-1 ring-line sm:block md:p-8"
        >
          <span className="inline-flex size-12 shrink-0 items-center justify-center rounded-full bg-brand-warm-light text-brand">
            <Icon aria-hidden="true" className="size-6" />
          </span>
          <div>
            <h3 className="text-xl sm:mt-5">{title}</h3>
            <p className="mt-2 text-ink-soft">{text}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}
