import { getTranslations } from 'next-intl/server';
import { cn } from './cn';

const TONES = {
  /** The large red pill of a detail page. */
  solid: 'inline-flex items-center rounded-full bg-brand px-4 py-1.5 text-lg font-bold text-white',
  /** The small white pill on a card's picture. */
  onImage: 'rounded-full bg-white px-3 py-1 text-sm font-bold text-brand shadow',
} as const;

/**
 * A price as the admin typed it ("$22,500 + VAT", "75,000 ₪ + מע״מ"), or "Contact for price"
 * when there is none. <bdi> takes its direction from the text, so each reads the right way round
 * inside the other language.
 */
export async function PriceTag({
  price,
  tone = 'solid',
  className,
}: {
  price: string | null | undefined;
  tone?: keyof typeof TONES;
  className?: string;
}) {
  const t = await getTranslations('common');
  return (
    <span className={cn(TONES[tone], className)}>
      {price ? <bdi>{price}</bdi> : t('contactForPrice')}
    </span>
  );
}
