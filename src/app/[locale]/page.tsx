import { Check } from 'lucide-react';
import Image from 'next/image';
import { getLocale, getTranslations } from 'next-intl/server';
import { buttonClass } from '@/components/ui/button';
import { ChatLink } from '@/components/ui/chat-link';
import { CallLink } from '@/components/ui/call-link';
import { Ltr } from '@/components/ui/ltr';
import { AboutSection } from '@/features/company/components/about-section';
import { FaqSection } from '@/features/company/components/faq-section';
import { ContactSection } from '@/features/contact/components/contact-section';
import { MachinesPreview } from '@/features/machines/components/machines-preview';
import { ProductCard } from '@/features/products/components/product-card';
import { localizeProduct } from '@/features/products/localize';
import { getActiveProducts } from '@/features/products/queries';
import { Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';
import { staticPageMetadata } from '@/lib/page-metadata';

const TRUST = ['threeMinutes', 'service', 'warranty', 'installation', 'support'] as const;
const STATS = [
  ['3', 'minutes'],
  ['24/7', 'service'],
  ['100%', 'satisfaction'],
  ['7', 'toppings'],
] as const;

export const generateMetadata = staticPageMetadata('home');

/** Home: hero, products, machine locations, about, FAQ, contact (spec order). */
export default async function HomePage() {
  const locale = (await getLocale()) as Locale;
  const t = await getTranslations('home');
  const chat = await getTranslations('chat');
  const products = (await getActiveProducts()).slice(0, 3).map((p) => localizeProduct(p, locale));

  return (
    <>
      <section className="relative overflow-hidden bg-cream">
        <div
          aria-hidden="true"
          className="absolute -end-32 -top-32 size-[28rem] rounded-full bg-brand-warm/20 blur-3xl"
        />
        <div className="container-page relative grid items-center gap-10 py-12 md:py-20 lg:grid-cols-[1.2fr_1fr]">
          <div>
            <p className="font-bold text-brand">{t('eyebrow')}</p>
            <h1 className="mt-3 text-4xl md:text-5xl">{t('title')}</h1>
            <p className="mt-5 max-w-xl text-lg text-ink-soft md:text-xl">{t('subtitle')}</p>
            <div className="mt-8 flex flex-wrap gap-3">
              <ChatLink message={chat('general')} className={buttonClass('primary')}>
                {t('ctaChat')}
              </ChatLink>
              <CallLink label={t('ctaCall')} className={buttonClass('secondary')} />
            </div>
            <ul className="mt-8 flex flex-wrap gap-2">
              {TRUST.map((key) => (
                <li
                  key={key}
                  className="inline-flex items-center gap-1.5 rounded-full bg-white px-3 py-1.5 text-sm font-semibold shadow-sm ring-1 ring-line"
                >
                  <Check aria-hidden="true" className="size-4 text-open" />
                  {t(`trust.${key}`)}
                </li>
              ))}
            </ul>
          </div>
          <div className="relative mx-auto w-full max-w-sm lg:max-w-md">
            <Image
              src="/images/hero/pizza-machine-hero.webp"
              alt={t('heroImageAlt')}
              width={960}
              height={1200}
              priority
              sizes="(min-width: 1024px) 448px, 384px"
            />
          </div>
        </div>
        <div className="container-page relative pb-12">
          <dl className="grid grid-cols-2 gap-3 md:grid-cols-4">
            {STATS.map(([value, key]) => (
              <div
                key={key}
                className="flex flex-col rounded-card bg-white p-5 text-center shadow-card"
              >
                <dt className="text-sm font-semibold text-ink-soft">{t(`stats.${key}`)}</dt>
                <dd className="order-first text-3xl font-extrabold text-brand md:text-4xl">
                  <Ltr>{value}</Ltr>
                </dd>
              </div>
            ))}
          </dl>
        </div>
      </section>

      <section className="py-16 md:py-24" aria-labelledby="home-products">
        <div className="container-page">
          <div className="flex flex-wrap items-end justify-between gap-4">
            <div>
              <h2 id="home-products" className="text-3xl md:text-4xl">
                {t('productsTitle')}
              </h2>
              <p className="mt-2 text-lg text-ink-soft">{t('productsSubtitle')}</p>
            </div>
            <Link href="/products" className={buttonClass('secondary')}>
              {t('allProducts')}
            </Link>
          </div>
          <div className="mt-10 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
            {products.map((product, index) => (
              <ProductCard
                key={product.id}
                product={product}
                contactForPrice={t('contactForPrice')}
                eager={index === 0}
              />
            ))}
          </div>
        </div>
      </section>
      <MachinesPreview />
      <AboutSection />
      <FaqSection />
      <ContactSection />
    </>
  );
}
