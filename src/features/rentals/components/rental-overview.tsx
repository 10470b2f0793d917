import { getTranslations } from 'next-intl/server';
import { buttonClass } from '@/components/ui/button';
import { CallLink } from '@/components/ui/call-link';
import { ChatLink } from '@/components/ui/chat-link';
import { ImageGallery } from '@/components/ui/image-gallery';
import { PLACEHOLDER_IMAGE } from '@/config/images';
import type { LocalizedRental } from '../localize';

/**
 * The top of a rental's page: its pictures (the placeholder when it has none) beside its name
 * (the page's h1), price badge, description and the chat / call buttons.
 */
export async function RentalOverview({ rental }: { rental: LocalizedRental }) {
  const t = await getTranslations('rentals');
  const chat = await getTranslations('chat');
  const common = await getTranslations('common');
  const images = (rental.images.length > 0 ? rental.images : [PLACEHOLDER_IMAGE]).map((src, i) => ({
    src,
    alt: t('imageAlt', { name: rental.name, number: i + 1 }),
  }));

  return (
    <div className="mt-6 grid gap-10 lg:grid-cols-2 lg:items-start lg:gap-14">
      <ImageGallery
        images={images}
        thumbnailsLabel={t('thumbnailsLabel', { name: rental.name })}
        thumbnails={{ action: 'open' }}
        look="zoom"
      />

      <div>
        <h1 className="text-3xl md:text-5xl">{rental.name}</h1>
        <p className="mt-5 flex flex-wrap items-center gap-3">
          <span className="text-sm font-semibold text-ink-soft">{t('priceLabel')}</span>
          <span className="rounded-full bg-brand px-4 py-1.5 text-lg font-bold text-white">
            {rental.price ? <bdi>{rental.price}</bdi> : common('contactForPrice')}
          </span>
        </p>
        <div className="mt-6 grid gap-4 text-lg text-ink-soft">
          {rental.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
        <div className="mt-8 flex flex-wrap gap-3">
          <ChatLink
            message={chat('product', { product: rental.name })}
            className={buttonClass('primary')}
          >
            {t('chatCta')}
          </ChatLink>
          <CallLink label={t('callNow')} className={buttonClass('secondary')} />
        </div>
      </div>
    </div>
  );
}
