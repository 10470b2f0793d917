import { getTranslations } from 'next-intl/server';
import { Paragraphs } from '@/components/ui/paragraphs';
import { PriceTag } from '@/components/ui/price-tag';
import { ImageGallery } from '@/components/ui/image-gallery';
import { PLACEHOLDER_IMAGE } from '@/config/images';
import type { LocalizedRental } from '../localize';
import { ChatAndCall } from '@/components/ui/chat-and-call';

/**
 * The top of a rental's page: its pictures (the placeholder when it has none) beside its name
 * (the page's h1), price badge, description and the chat / call buttons.
 */
export async function RentalOverview({ rental }: { rental: LocalizedRental }) {
  const t = await getTranslations('rentals');
  const chat = await getTranslations('chat');
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
          <PriceTag price={rental.price} />
        </p>
        <Paragraphs lines={rental.paragraphs} className="mt-6" />
        <div className="mt-8 flex flex-wrap gap-3">
          <ChatAndCall
            chatMessage={chat('product', { product: rental.name })}
            chatLabel={t('chatCta')}
            callLabel={t('callNow')}
          />
        </div>
      </div>
    </div>
  );
}
