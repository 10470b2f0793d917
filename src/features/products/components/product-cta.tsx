import { getTranslations } from 'next-intl/server';
import { buttonClass } from '@/components/ui/button';
import { CallLink } from '@/components/ui/call-link';
import { ChatLink } from '@/components/ui/chat-link';

/** The dark band closing a product's page ("Ready to bring the … to your business?"). */
export async function ProductCta({ name }: { name: string }) {
  const t = await getTranslations('products');
  const nav = await getTranslations('nav');
  const chat = await getTranslations('chat');
  return (
    <section className="bg-ink py-16 text-white md:py-20" aria-labelledby="product-cta">
      <div className="container-page text-center">
        <h2 id="product-cta" className="mx-auto max-w-3xl text-3xl md:text-4xl">
          {t('ctaTitle', { product: name })}
        </h2>
        <p className="mx-auto mt-4 max-w-2xl text-lg text-white/85">{t('ctaText')}</p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <ChatLink message={chat('product', { product: name })} className={buttonClass('primary')}>
            {t('ctaChat')}
          </ChatLink>
          <CallLink label={nav('callNow')} className={buttonClass('onDark')} />
        </div>
      </div>
    </section>
  );
}
