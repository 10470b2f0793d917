import type { AdminOffer } from '@/features/catalogue/components/admin/offer-types';

/** A rental machine as the dashboard shows and edits it (texts never null). */
export type AdminRental = AdminOffer & {
  /** One slug serves both languages. */
  slug: string;
};
