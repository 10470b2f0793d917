import { getTranslations } from 'next-intl/server';
import { cn } from './cn';

const TONES = {
  /** The large red pill of a detail page. */
  solid: 'inline-flex items-center rounded-full bg-brand px-4 py-1.5 text-lg font-bold text-white',
  /** The small white pill on a card's picture. */
  onImage: 'rounded-full bg-white px-3 py-1 text-sm font-bold text-brand shadow',
} as const;

/** "Coming soon" in the amber of the machines' "opening soon" badge, at each tone's size. */
const SOON = {
  solid: 'inline-flex items-center rounded-full bg-soon-bg px-4 py-1.5 text-lg font-bold text-soon',
  onImage: 'rounded-full bg-soon-bg px-3 py-1 text-sm font-bold text-soon shadow',
} as const;

/**
 * A price as the admin typed it ("$22,500 + VAT", "75,000 ₪ + מע״מ"), or "Contact for price"
 * when there is none, or "Coming soon" for a product not on sale yet. <bdi> takes its direction from the text, so each reads the right way round
 * inside the other language.
 */
export async function PriceTag({
  price,
  comingSoon,
  tone = 'solid',
  className,
}: {
  price: string | null | undefined;
  comingSoon?: boolean;
  tone?: keyof typeof TONES;
  className?: string;
}) {
  const t = await getTranslations('common');
  if (comingSoon) return <span className={cn(SOON[tone], className)}>{t('comingSoon')}</span>;
  return (
    <span className={cn(TONES[tone], className)}>
      {price ? <bdi>{price}</bdi> : t('contactForPrice')}
    </span>
  );
}
