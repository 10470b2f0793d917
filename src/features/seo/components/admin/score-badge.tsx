'use client';

import { useTranslations } from 'next-intl';
import { cn } from '@/components/ui/cn';
import { scoreBand } from '../../score';

/** The colours of a score band: text and tint pairs that pass WCAG AA (4.5:1 and more). */
export const BAND_CLASS = {
  good: 'bg-open-bg text-open ring-open/30',
  fair: 'bg-soon-bg text-soon ring-soon/30',
  poor: 'bg-closed-bg text-closed ring-closed/30',
} as const;

/**
 * A page's SEO score as a badge: the number and the band's name (≥ 80 good, 60–79 fair, < 60
 * poor, spec §5), coloured by band — the text says it too, never the colour alone.
 */
export function ScoreBadge({
  score,
  size = 'md',
  className,
}: {
  score: number;
  size?: 'md' | 'lg';
  className?: string;
}) {
  const t = useTranslations('backOffice.seoAdmin');
  const band = scoreBand(score);
  return (
    <span
      data-score={score}
      data-band={band}
      className={cn(
        'inline-flex shrink-0 items-center gap-1.5 rounded-full font-bold ring-1 whitespace-nowrap',
        size === 'lg' ? 'px-3 py-1 text-base' : 'px-2.5 py-0.5 text-sm',
        BAND_CLASS[band],
        className,
      )}
    >
      <span className={size === 'lg' ? 'text-2xl' : undefined}>
        {score}
        <span className="sr-only"> {t('dashboard.outOf')}</span>
      </span>
      <span className="font-semibold">{t(`score.bands.${band}`)}</span>
    </span>
  );
}
