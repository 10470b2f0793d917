import Image from 'next/image';
import { getTranslations } from 'next-intl/server';
import { ChipList } from '@/components/ui/chip-list';
import { HeroBand } from '@/components/ui/hero-band';
import { ChatAndCall } from '@/components/ui/chat-and-call';

const TRUST = ['threeMinutes', 'service', 'warranty', 'installation', 'support'] as const;
const STATS = ['minutes', 'service', 'satisfaction', 'toppings'] as const;

/**
 * The home page's opening band: the page's h1 with chat and call buttons and the trust chips
 * beside the machine illustration, then the key figures (each a value and its label, both the
 * company's texts).
 */
export async function HomeHero() {
  const t = await getTranslations('home');
  const chat = await getTranslations('chat');
  return (
    <HeroBand>
      <div className="container-page relative grid items-center gap-10 py-12 md:py-20 lg:grid-cols-[1.2fr_1fr]">
        <div>
          <p className="font-bold text-brand">{t('eyebrow')}</p>
          <h1 className="mt-3 text-4xl md:text-5xl">{t('title')}</h1>
          <p className="mt-5 max-w-xl text-lg text-ink-soft md:text-xl">{t('subtitle')}</p>
          <div className="mt-8 flex flex-wrap gap-3">
            <ChatAndCall
              chatMessage={chat('general')}
              chatLabel={t('ctaChat')}
              callLabel={t('ctaCall')}
            />
          </div>
          <ChipList
            className="mt-8"
            items={TRUST.map((key) => ({ key, label: t(`trust.${key}`) }))}
          />
        </div>
        <div className="relative mx-auto w-full max-w-sm lg:max-w-md">
          <Image
            src="/images/hero/pizza-machine-hero.webp"
            alt={t('heroImageAlt')}
            width={960}
            height={1200}
            preload
            fetchPriority="high"
            sizes="(min-width: 1024px) 448px, 384px"
          />
        </div>
      </div>
      <div className="container-page relative pb-12">
        <dl className="grid grid-cols-2 gap-3 md:grid-cols-4">
          {STATS.map((key) => (
            <div
              key={key}
              className="flex flex-col rounded-card bg-white p-5 text-center shadow-card"
            >
              <dt className="text-sm font-semibold text-ink-soft">{t(`stats.${key}`)}</dt>
              <dd className="order-first text-3xl font-extrabold text-brand md:text-4xl">
                {/* "24/7", "100%" read left to right; a value typed in Hebrew reads right to left. */}
                <bdi dir="auto">{t(`statValues.${key}`)}</bdi>
              </dd>
            </div>
          ))}
        </dl>
      </div>
    </HeroBand>
  );
}
