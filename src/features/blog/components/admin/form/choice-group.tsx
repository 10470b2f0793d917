'use client';

import { useId, type ReactNode } from 'react';
import { cn } from '@/components/ui/cn';

export type Choice<T extends string> = {
  value: T;
  label: ReactNode;
  /** A short line under the label. */
  hint?: ReactNode;
  lang?: string;
};

/**
 * Native radio buttons as a row of choice cards (the post's language, its publishing state): a
 * fieldset with its legend, arrow keys move between the choices as with any radio group, the
 * chosen card is outlined in the brand colour. Controlled: the form shows or hides fields by it.
 */
export function ChoiceGroup<T extends string>({
  name,
  legend,
  description,
  choices,
  value,
  onChange,
  error,
  className,
}: {
  name: string;
  legend: ReactNode;
  description?: ReactNode;
  choices: readonly Choice<T>[];
  value: T;
  onChange: (value: T) => void;
  error?: string;
  className?: string;
}) {
  const id = useId();
  const describedBy =
    [description && `${id}-description`, error && `${id}-error`].filter(Boolean).join(' ') ||
    undefined;
  return (
    <fieldset className={cn('min-w-0', className)} aria-describedby={describedBy}>
      <legend className="font-semibold">{legend}</legend>
      <div className="mt-1.5 flex flex-wrap gap-2">
        {choices.map((choice) => (
          <label
            key={choice.value}
            lang={choice.lang}
            className={cn(
              'flex min-h-11 min-w-28 flex-1 cursor-pointer items-start gap-2.5 rounded-xl border bg-white px-4 py-2.5 transition-colors sm:flex-none',
              'has-checked:border-brand has-checked:bg-cream has-checked:shadow-[inset_0_0_0_1px_var(--color-brand)]',
              'has-focus-visible:outline-3 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-warm',
              error ? 'border-closed' : 'border-ink/25 hover:border-ink/50',
            )}
          >
            <input
              type="radio"
              name={name}
              value={choice.value}
              checked={value === choice.value}
              onChange={() => onChange(choice.value)}
              className="mt-1 size-4.5 shrink-0 accent-brand focus-visible:outline-none"
            />
            <span className="min-w-0">
              <span className="block font-semibold">{choice.label}</span>
              {choice.hint && <span className="block text-sm text-ink-soft">{choice.hint}</span>}
            </span>
          </label>
        ))}
      </div>
      {description && (
        <p id={`${id}-description`} className="mt-1.5 text-sm text-ink-soft">
          {description}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="mt-1.5 text-sm font-semibold text-closed">
          {error}
        </p>
      )}
    </fieldset>
  );
}
