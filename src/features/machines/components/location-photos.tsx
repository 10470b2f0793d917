import { Hourglass } from 'lucide-react';
import { getTranslations } from 'next-intl/server';
import type { LocalizedMachine } from '../localize';
import { MachineGallery } from './machine-images';

/** A location page's "Machine Photos": every photo as a lightbox tile, or "Photos coming soon". */
export async function LocationPhotos({ machine }: { machine: LocalizedMachine }) {
  const t = await getTranslations('locationDetail');
  const m = await getTranslations('machines');
  const images = machine.imageUrls.map((src, i) => ({
    src,
    alt: m('imageAlt', { name: machine.name, index: i + 1 }),
  }));

  return (
    <section aria-labelledby="machine-photos" className="lg:col-span-2">
      <h2 id="machine-photos" className="text-2xl md:text-3xl">
        {t('photosTitle')}
      </h2>
      <div className="mt-6">
        {images.length > 0 ? (
          <MachineGallery images={images} />
        ) : (
          // Not EmptyState: a smaller icon over semibold grey text, set closer together.
          <p className="flex flex-col items-center justify-center gap-3 rounded-card bg-cream px-6 py-16 text-center text-lg font-semibold text-ink-soft ring-1 ring-line">
            <Hourglass aria-hidden="true" className="size-10 text-brand-warm" />
            {t('photosComingSoon')}
          </p>
        )}
      </div>
    </section>
  );
}
