import { Hourglass } from '@/components/icons';
import { getTranslations } from 'next-intl/server';
import { EmptyState } from '@/components/ui/empty-state';
import { TitledSection } from '@/components/ui/titled-section';
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
    <TitledSection
      headingId="machine-photos"
      title={t('photosTitle')}
      titleClassName="text-2xl md:text-3xl"
      className="lg:col-span-2"
    >
      <div className="mt-6">
        {images.length > 0 ? (
          <MachineGallery images={images} />
        ) : (
          <EmptyState icon={Hourglass} title={t('photosComingSoon')} />
        )}
      </div>
    </TitledSection>
  );
}
