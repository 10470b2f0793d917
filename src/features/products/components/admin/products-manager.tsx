'use client';

import { useTranslations } from 'next-intl';
import { PackageOpen } from '@/components/icons';
import { Checkbox } from '@/components/ui/checkbox';
import { draftChecked, draftText } from '@/features/catalogue/components/admin/offer-draft';
import { OfferFormDialog } from '@/features/catalogue/components/admin/offer-form-dialog';
import { OfferManager } from '@/features/catalogue/components/admin/offer-manager';
import { SlugField, type SlugText } from '@/features/catalogue/components/admin/slug-field';
import type {
  OfferDialogState,
  OfferListKey,
  OfferOrderKey,
  OfferText,
} from '@/features/catalogue/components/admin/offer-types';
import { deleteProduct, reorderProducts, saveProduct, setProductActive } from '../../admin-actions';
import { PRODUCT_MULTILINE, productSchema } from '../../schemas';
import type { DraftValues } from '@/lib/admin/draft-storage';
import type { AdminProduct } from './admin-product';
import { reviewsFromDraft, specsFromDraft } from './product-draft';
import { ProductReviewsField } from './product-reviews-field';
import { ProductSpecsFields } from './product-specs-fields';

/** How the product form is checked in the browser and saved. */
const save = { schema: productSchema, action: saveProduct, multiline: PRODUCT_MULTILINE };

/**
 * The products-for-sale tab: the catalogue's offer list, sorted in place (drag and drop, move
 * up/down buttons, saved with `reorderProducts`), with the product's texts, actions and dialog.
 */
export function ProductsManager({ products }: { products: AdminProduct[] }) {
  const t = useTranslations('backOffice.productsAdmin');
  const text: OfferText<OfferListKey | OfferOrderKey> = (key, values) => t(key, values);
  return (
    <OfferManager
      offers={products}
      emptyIcon={PackageOpen}
      ordering={{ reorder: reorderProducts, text }}
      config={{
        kind: 'product',
        text,
        setActive: setProductActive,
        remove: deleteProduct,
        comingSoon: t('comingSoon'),
        updateFailed: t('updateFailed'),
        deleteFailed: t('deleteFailed'),
      }}
      dialog={(state) => <ProductFormDialog {...state} />}
    />
  );
}

/**
 * The add/edit product dialog (spec back-office §2, §5): the catalogue's offer form with the
 * product's two slugs, "show the rating" and "coming soon", and its own tabs: the spec sheet and
 * the customer reviews. A restored local copy (issue 32) gives all of them their starting values.
 */
function ProductFormDialog({ offer: product, open, onClose }: OfferDialogState<AdminProduct>) {
  const t = useTranslations('backOffice.productsAdmin');
  const f = useTranslations('backOffice.productsAdmin.form');
  return (
    <OfferFormDialog
      kind="product"
      offer={product}
      open={open}
      onClose={onClose}
      formText={(key) => f(key)}
      text={(key, values) => t(key, values)}
      save={{ ...save, success: t('saved'), failure: t('saveFailed') }}
      slots={(errors, restored) => {
        /** The product's slug field in one language. */
        const slug = (name: 'slug_he' | 'slug_en', text: SlugText) => (
          <SlugField
            name={name}
            text={text}
            errors={errors}
            offer={{
              slugHe: draftText(restored, 'slug_he') ?? product?.slugHe,
              slugEn: draftText(restored, 'slug_en') ?? product?.slugEn,
            }}
          />
        );
        return {
          slugHe: (
            <>
              {slug('slug_he', { label: f('slugHe'), hint: f('slugHint') })}
              <ProductSwitches product={product} restored={restored} />
            </>
          ),
          slugEn: slug('slug_en', { label: f('slugEn'), hint: f('slugEnHint') }),
          // Their fields are named `specs.…` and `reviews.…` (offerSectionOf finds their tab).
          sections: [
            {
              value: 'specs',
              label: f('specsTab'),
              content: (
                <ProductSpecsFields
                  specs={
                    restored
                      ? specsFromDraft(restored, product?.specs ?? {})
                      : (product?.specs ?? {})
                  }
                  errors={errors}
                />
              ),
            },
            {
              value: 'reviews',
              label: f('reviewsTab'),
              content: (
                <ProductReviewsField
                  reviews={restored ? reviewsFromDraft(restored) : (product?.reviews ?? [])}
                  errors={errors}
                />
              ),
            },
          ],
        };
      }}
    />
  );
}

/** The product page's two switches: form field, text key (its hint: `…Hint`), part of its id. */
const SWITCHES = [
  { name: 'show_rating', key: 'showRating', part: 'rating' },
  { name: 'coming_soon', key: 'comingSoon', part: 'soon' },
] as const;

/** The product page's switches, each with its hint under it (read out with it). */
function ProductSwitches({
  product,
  restored,
}: {
  product: AdminProduct | null;
  /** A restored local copy, whose switches win over the saved product's. */
  restored: DraftValues | null;
}) {
  const f = useTranslations('backOffice.productsAdmin.form');
  const id = product?.id ?? 'new';
  return SWITCHES.map(({ name, key, part }) => (
    <div key={name}>
      <Checkbox
        id={`product-form-${part}-${id}`}
        name={name}
        defaultChecked={draftChecked(restored, name) ?? product?.[key] ?? false}
        aria-describedby={`product-form-${part}-hint-${id}`}
        label={f(key)}
      />
      <p id={`product-form-${part}-hint-${id}`} className="ps-8 text-sm text-ink-soft">
        {f(`${key}Hint`)}
      </p>
    </div>
  ));
}
