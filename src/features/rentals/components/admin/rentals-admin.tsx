import { getTranslations } from 'next-intl/server';
import { AdminLoadFailed } from '@/components/admin/admin-load-failed';
import { readDashboard } from '@/lib/admin/dashboard-read';
import { adminOffer } from '@/features/catalogue/admin-offer';
import { localizedPath } from '@/i18n/routing';
import { listRentalsForAdmin } from '../../admin-queries';
import { rentalPath } from '../../localize';
import type { AdminRental } from './admin-rental';
import { RentalsManager } from './rentals-manager';

/**
 * The "rental machines" tab (spec back-office §2): every rental machine, hidden ones too, by
 * display order, read on the server; a clear message when the read fails.
 */
export async function RentalsAdmin() {
  const t = await getTranslations('backOffice.rentalsAdmin');
  const rows = await readDashboard('rentals', listRentalsForAdmin);
  if (!rows) return <AdminLoadFailed title={t('loadFailed')} text={t('loadFailedText')} />;
  const rentals: AdminRental[] = rows.map((row) => {
    const images = [row.imageUrl, ...row.galleryImages].map((url) => url?.trim());
    return {
      ...adminOffer(
        row,
        [...new Set(images.filter(Boolean))] as string[],
        localizedPath('he', rentalPath(row.slug)),
      ),
      slug: row.slug,
    };
  });
  return <RentalsManager rentals={rentals} />;
}
