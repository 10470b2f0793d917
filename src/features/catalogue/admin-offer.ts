import type { AdminOffer } from './components/admin/offer-types';
import { versionOf } from '@/lib/admin/version-fields';

/** The columns an offer's table row has (products, rental machines). */
type OfferRow = {
  id: string;
  nameHe: string;
  nameEn: string | null;
  descriptionHe: string | null;
  descriptionEn: string | null;
  featuresHe: string[];
  featuresEn: string[];
  priceHe: string | null;
  priceEn: string | null;
  isActive: boolean;
  updatedAt: Date;
};

/**
 * A stored offer as its dashboard shows and edits it: texts never null (the form's default
 * values), with its pictures in display order and its Hebrew public page.
 */
export const adminOffer = (row: OfferRow, images: string[], publicPath: string): AdminOffer => ({
  id: row.id,
  nameHe: row.nameHe,
  nameEn: row.nameEn ?? '',
  descriptionHe: row.descriptionHe ?? '',
  descriptionEn: row.descriptionEn ?? '',
  featuresHe: row.featuresHe,
  featuresEn: row.featuresEn,
  priceHe: row.priceHe ?? '',
  priceEn: row.priceEn ?? '',
  images,
  isActive: row.isActive,
  version: versionOf(row),
  publicPath,
});
