import type { useAdminAction } from '@/lib/admin/use-admin-form';

/*
 * The types the catalogue's admin components share (products for sale, rental machines): the
 * offer as a list row shows it and the form edits it, and the texts the list asks for. In their
 * own module so the manager, its rows and its dialog import them from here, never from each
 * other (no import circles).
 */

/** An offer as the dashboard shows and edits it (texts never null: the form's default values). */
export type AdminOffer = {
  id: string;
  nameHe: string;
  nameEn: string;
  descriptionHe: string;
  descriptionEn: string;
  featuresHe: string[];
  featuresEn: string[];
  priceHe: string;
  priceEn: string;
  /** In display order, the main picture first. */
  images: string[];
  isActive: boolean;
  /** A product not on sale yet shows "Coming soon" instead of its price. */
  comingSoon?: boolean;
  /** The Hebrew public page. */
  publicPath: string;
  /** The row's version, sent with each save (src/lib/admin/version.ts). */
  version: string;
};

/** What the add/edit dialog is told: the offer (null adds one) and its place in the list. */
export type OfferDialogState<O extends AdminOffer> = {
  offer: O | null;
  /** The offer's 0-based position; for a new one, the end of the list. */
  position: number;
  /** How many offers there are. */
  count: number;
  open: boolean;
  onClose: () => void;
};

/** An admin action a list's buttons call (`useAdminAction().run`'s first argument). */
export type OfferAction = Parameters<ReturnType<typeof useAdminAction>['run']>[0];

/** The texts of a list, under the same keys in each feature's messages. */
export type OfferListKey =
  | 'title'
  | 'count'
  | 'intro'
  | 'add'
  | 'emptyTitle'
  | 'emptyText'
  | 'listLabel'
  | 'position'
  | 'noImage'
  | 'hidden'
  | 'noPrice'
  | 'viewLabel'
  | 'editLabel'
  | 'active'
  | 'activeLabel'
  | 'shown'
  | 'hiddenNow'
  | 'deleteLabel'
  | 'deleteTitle'
  | 'deleteText'
  | 'cancel'
  | 'confirmDelete'
  | 'deleting'
  | 'deleted';

/** The texts a sortable list adds (drag handle, move buttons, screen-reader announcements). */
export type OfferOrderKey =
  | 'drag'
  | 'moveUp'
  | 'moveDown'
  | 'reordered'
  | 'reorderFailed'
  | 'dnd.picked'
  | 'dnd.over'
  | 'dnd.dropped'
  | 'dnd.cancelled'
  | 'dnd.instructions';

/** A feature's translator for `keys` (its `useTranslations` namespace, passed through). */
export type OfferText<Key extends string> = (
  key: Key,
  values?: Record<string, string | number>,
) => string;

/** What a list's row says and does (the features' texts and actions). */
export type OfferListConfig = {
  /** Names the rows' data attribute and switch ids: `data-${kind}-id`, `${kind}-active-…`. */
  kind: 'product' | 'rental';
  text: OfferText<OfferListKey>;
  setActive: OfferAction;
  remove: OfferAction;
  /** The price's stand-in for an offer not on sale yet (products). */
  comingSoon?: string;
  /** Failure texts of the switch and of delete (the generic ones without). */
  updateFailed?: string;
  deleteFailed?: string;
};
