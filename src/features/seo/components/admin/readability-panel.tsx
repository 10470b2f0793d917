'use client';

import { CircleCheck, CircleX } from '@/components/icons';
import { useTranslations } from 'next-intl';
import { Card } from '@/components/ui/card';
import { cn } from '@/components/ui/cn';
import type { PageContent } from '../../page-content';
import { measureReadability, READABILITY_RULES } from '../../readability';

/**
 * The page's readability hint (readability.ts), measured on the paragraphs and subheadings the
 * page serves in <main>, Hebrew or English alike: each rule with what was measured, its status
 * in words and the rule itself. A hint beside the score, never part of it.
 */
export function ReadabilityPanel({ content }: { content: PageContent }) {
  const r = useTranslations('backOffice.seoAdmin.readability');
  const f = useTranslations('backOffice.seoAdmin.form');
  const result = content.found ? measureReadability(content.blocks) : null;
  const items = result
    ? [
        {
          key: 'sentences',
          label: r('sentencesLabel'),
          passed: result.sentences.passed,
          measured: r('sentencesMeasured', {
            long: result.sentences.long,
            total: result.sentences.total,
            share: result.sentences.longShare,
          }),
          rule: r('sentencesRule', {
            words: READABILITY_RULES.longSentenceWords,
            share: READABILITY_RULES.maxLongSentenceShare,
          }),
        },
        {
          key: 'paragraphs',
          label: r('paragraphsLabel'),
          passed: result.paragraphs.passed,
          measured: r('paragraphsMeasured', {
            long: result.paragraphs.long,
            total: result.paragraphs.total,
          }),
          rule: r('paragraphsRule', { words: READABILITY_RULES.longParagraphWords }),
        },
        {
          key: 'subheadings',
          label: r('subheadingsLabel'),
          passed: result.subheadings.passed,
          measured: r('subheadingsMeasured', {
            count: result.subheadings.count,
            stretch: result.subheadings.longestStretch,
          }),
          rule: r('subheadingsRule', { words: READABILITY_RULES.maxWordsWithoutSubheading }),
        },
      ]
    : [];
  return (
    <Card as="section" aria-labelledby="seo-readability-title" className="p-4">
      <h3 id="seo-readability-title" className="text-lg font-bold">
        {r('title')}
      </h3>
      {result === null ? (
        <p className="mt-1 text-sm text-ink-soft">{r('unavailable')}</p>
      ) : (
        <>
          <p className="mt-1 text-sm text-ink-soft">{r('intro', { words: result.words })}</p>
          <ul className="mt-2 grid gap-2 text-sm" data-testid="readability">
            {items.map((item) => (
              <li key={item.key} data-key={item.key} data-passed={item.passed}>
                <span className="flex items-start gap-1.5">
                  {item.passed ? (
                    <CircleCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-open" />
                  ) : (
                    <CircleX aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-soon" />
                  )}
                  <span>
                    <span className="font-semibold">{item.label}</span>
                    <span className={cn('ms-1', item.passed ? 'text-open' : 'text-soon')}>
                      · {item.passed ? f('readabilityGood') : f('readabilityWarn')}
                    </span>
                    <span className="block">{item.measured}</span>
                    <span className="block text-ink-soft">{item.rule}</span>
                  </span>
                </span>
              </li>
            ))}
          </ul>
        </>
      )}
    </Card>
  );
}
