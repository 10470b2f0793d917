import { TriangleAlert } from 'lucide-react';
import { getTranslations } from 'next-intl/server';
import { EmptyState } from '@/components/ui/empty-state';
import { isAuthError } from '@/features/auth/guard';
import { localizedPath } from '@/i18n/routing';
import { listRentalsForAdmin } from '../../admin-queries';
import { rentalPath } from '../../localize';
import { RentalsManager, type AdminRental } from './rentals-manager';

/**
 * The "rental machines" tab (spec back-office §2): every rental machine, hidden ones too, by
 * display order, read on the server; a clear message when the read fails.
 */
export async function RentalsAdmin() {
  const t = await getTranslations('backOffice.rentalsAdmin');
  let rows;
  try {
    rows = await listRentalsForAdmin();
  } catch (error) {
    if (isAuthError(error)) throw error;
    console.error(
      '[admin] rentals: listing failed:',
      error instanceof Error ? error.message : error,
    );
    return (
      <EmptyState
        icon={TriangleAlert}
        tone="card"
        title={t('loadFailed')}
        text={t('loadFailedText')}
      />
    );
  }
  const rentals: AdminRental[] = rows.map((row) => ({
    id: row.id,
    nameHe: row.nameHe,
    nameEn: row.nameEn ?? '',
    slug: row.slug,
    descriptionHe: row.descriptionHe,
    descriptionEn: row.descriptionEn ?? '',
    featuresHe: row.featuresHe,
    featuresEn: row.featuresEn,
    priceHe: row.priceHe ?? '',
    priceEn: row.priceEn ?? '',
    images: [
      ...new Set([row.imageUrl, ...row.galleryImages].map((url) => url?.trim()).filter(Boolean)),
    ] as string[],
    isActive: row.isActive,
    publicPath: localizedPath('he', rentalPath(row.slug)),
  }));
  return <RentalsManager rentals={rentals} />;
}
