import { getTranslations } from 'next-intl/server';
import { AdminLoadFailed } from '@/components/admin/admin-load-failed';
import { readDashboard } from '@/features/auth/dashboard-read';
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
  const rows = await readDashboard('rentals', listRentalsForAdmin);
  if (!rows) return <AdminLoadFailed title={t('loadFailed')} text={t('loadFailedText')} />;
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
