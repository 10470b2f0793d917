import {
  Activity,
  ArrowRight,
  BadgeCheck,
  Bot,
  CalendarClock,
  Clock,
  CreditCard,
  Headset,
  ShieldCheck,
  TrendingUp,
  Truck,
} from '@/components/icons';
import { getTranslations } from 'next-intl/server';
import { Paragraphs } from '@/components/ui/paragraphs';
import { PriceTag } from '@/components/ui/price-tag';
import { ChipList } from '@/components/ui/chip-list';
import { Link } from '@/i18n/navigation';
import type { LocalizedProduct } from '../localize';
import { ChatAndCall } from '@/components/ui/chat-and-call';
import { cn } from '@/components/ui/cn';

const BENEFITS = [
  ['automatic', Bot],
  ['allDay', Clock],
  ['payments', CreditCard],
  ['monitoring', Activity],
  ['quality', BadgeCheck],
  ['income', TrendingUp],
] as const;
const TRUST = [
  ['warranty', ShieldCheck],
  ['installation', Truck],
  ['support', Headset],
] as const;

/**
 * The top of a product's text column: its name (the page's h1), price and description.
 */
export async function ProductIntro({
  product,
  titleId,
}: {
  product: LocalizedProduct;
  /** The h1's id, which names the enclosing section. */
  titleId: string;
}) {
  const t = await getTranslations('products');
  return (
    <div>
      <h1 id={titleId} className="text-3xl md:text-4xl">
        {product.name}
      </h1>
      <p className="mt-4">
        <span className="sr-only">{t('priceLabel')}: </span>
        <PriceTag price={product.price} comingSoon={product.comingSoon} />
      </p>
      <Paragraphs lines={product.paragraphs} className="mt-6" />
    </div>
  );
}

/**
 * The rest of a product's text column: benefits, the way to renting one, the chat and call
 * buttons and the trust chips. A product not on sale yet (coming soon) promises nothing it cannot
 * keep: no rental price, no warranty chips. `wide`: across the whole page (three benefits a row).
 */
export async function ProductActions({
  product,
  wide = false,
}: {
  product: LocalizedProduct;
  wide?: boolean;
}) {
  const t = await getTranslations('products');
  const nav = await getTranslations('nav');
  const chat = await getTranslations('chat');

  return (
    <div>
      <h2 className={wide ? 'text-xl' : 'mt-10 text-xl'}>{t('benefitsTitle')}</h2>
      <ul className={cn('mt-4 grid gap-3 sm:grid-cols-2', wide && 'lg:grid-cols-3')}>
        {BENEFITS.map(([key, Icon]) => (
          <li key={key} className="flex gap-3 rounded-card bg-cream p-4">
            <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-white text-brand shadow-sm">
              <Icon aria-hidden="true" className="size-5" />
            </span>
            <span>
              <span className="block font-bold">{t(`benefits.${key}.title`)}</span>
              <span className="block text-sm text-ink-soft">{t(`benefits.${key}.text`)}</span>
            </span>
          </li>
        ))}
      </ul>

      {!product.comingSoon && (
        <Link
          href="/machine-rental"
          className="group mt-6 flex min-h-11 items-center gap-3 rounded-card border-2 border-dashed border-brand-warm bg-white p-4 font-semibold text-ink hover:bg-cream"
        >
          <CalendarClock aria-hidden="true" className="size-6 shrink-0 text-brand" />
          <span className="flex-1">{t('rental')}</span>
          <ArrowRight
            aria-hidden="true"
            className="size-5 shrink-0 text-brand transition-transform group-hover:translate-x-1 rtl:rotate-180 rtl:group-hover:-translate-x-1"
          />
        </Link>
      )}

      <div className="mt-6 flex flex-wrap gap-3">
        <ChatAndCall
          chatMessage={chat('product', { product: product.name })}
          chatLabel={t('chatCta')}
          callLabel={nav('callNow')}
          showNumber={false}
        />
      </div>

      {!product.comingSoon && (
        <ChipList
          label={t('trustTitle')}
          className="mt-6"
          items={TRUST.map(([key, icon]) => ({ key, label: t(`trust.${key}`), icon }))}
        />
      )}
    </div>
  );
}
