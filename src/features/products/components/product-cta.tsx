import { getTranslations } from 'next-intl/server';
import { ChatAndCall } from '@/components/ui/chat-and-call';
import { CtaBand } from '@/components/ui/cta-band';

/** The dark band closing a product's page ("Ready to bring the … to your business?"). */
export async function ProductCta({ name }: { name: string }) {
  const t = await getTranslations('products');
  const nav = await getTranslations('nav');
  const chat = await getTranslations('chat');
  return (
    <CtaBand headingId="product-cta" title={t('ctaTitle', { product: name })} text={t('ctaText')}>
      <ChatAndCall
        chatMessage={chat('product', { product: name })}
        chatLabel={t('ctaChat')}
        callLabel={nav('callNow')}
        tone="dark"
      />
    </CtaBand>
  );
}
