'use client';

import { CircleCheck, CircleX } from '@/components/icons';
import { useTranslations } from 'next-intl';
import { cn } from '@/components/ui/cn';
import type { SeoSuggestion } from '../../score';

/** A weight's priority name: 4–5 high, 3 medium, 1–2 low. */
const priorityOf = (weight: number) => (weight >= 4 ? 'high' : weight === 3 ? 'medium' : 'low');

/**
 * The score's suggestions (not counted in the score): the unmet ones first, the weightiest first,
 * each with its status in words ("לא עבר"/"עבר", not by colour or icon alone), its priority and
 * weight, and a short explanation of the rule.
 */
export function SuggestionList({ suggestions }: { suggestions: readonly SeoSuggestion[] }) {
  const s = useTranslations('backOffice.seoAdmin.score');
  const f = useTranslations('backOffice.seoAdmin.form');
  const sorted = [...suggestions].sort(
    (a, b) => Number(a.passed) - Number(b.passed) || b.weight - a.weight,
  );
  return (
    <section aria-labelledby="seo-suggestions-title" className="mt-3">
      <h4 id="seo-suggestions-title" className="font-bold">
        {f('suggestions')}
      </h4>
      <p className="text-sm text-ink-soft">{f('suggestionsHint')}</p>
      {sorted.length === 0 ? (
        <p className="mt-1 text-sm text-ink-soft">{f('noSuggestions')}</p>
      ) : (
        <ul className="mt-2 grid gap-2 text-sm" data-testid="score-suggestions">
          {sorted.map((item) => (
            <li
              key={item.key}
              data-key={item.key}
              data-passed={item.passed}
              className="flex items-start gap-1.5"
            >
              {item.passed ? (
                <CircleCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-open" />
              ) : (
                <CircleX aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-soon" />
              )}
              <span>
                <span className="font-semibold">{s(`suggestions.${item.key}`)}</span>
                <span className={cn('ms-1', item.passed ? 'text-open' : 'text-soon')}>
                  · {item.passed ? f('passed') : f('failed')}
                </span>
                {/* Under the name, not beside it: the dialog's column is narrow. */}
                <span className="block text-ink-soft">
                  {f('priority', { priority: priorityOf(item.weight), weight: item.weight })}
                </span>
                <span className="block text-ink-soft">{s(`suggestionHints.${item.key}`)}</span>
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
