'use client';

import { useTranslations } from 'next-intl';
import { PackageOpen } from '@/components/icons';
import { Checkbox } from '@/components/ui/checkbox';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { OfferFormDialog } from '@/features/catalogue/components/admin/offer-form-dialog';
import {
  OfferManager,
  type OfferDialogState,
} from '@/features/catalogue/components/admin/offer-manager';
import { deleteProduct, reorderProducts, saveProduct, setProductActive } from '../../admin-actions';
import { PRODUCT_MULTILINE, productSchema } from '../../schemas';
import type { AdminProduct } from './admin-product';

/**
 * The products-for-sale tab: the catalogue's offer list, sorted in place (drag and drop, move
 * up/down buttons, saved with `reorderProducts`), with the product's texts, actions and dialog.
 */
export function ProductsManager({ products }: { products: AdminProduct[] }) {
  const t = useTranslations('backOffice.productsAdmin');
  return (
    <OfferManager
      offers={products}
      emptyIcon={PackageOpen}
      ordering={{ reorder: reorderProducts, text: (key, values) => t(key, values) }}
      config={{
        kind: 'product',
        text: (key, values) => t(key, values),
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
 * product's two slugs, "show the rating" and "coming soon".
 */
function ProductFormDialog({ offer: product, open, onClose }: OfferDialogState<AdminProduct>) {
  const t = useTranslations('backOffice.productsAdmin');
  const f = useTranslations('backOffice.productsAdmin.form');
  const id = product?.id ?? 'new';
  return (
    <OfferFormDialog
      offer={product}
      open={open}
      onClose={onClose}
      kind="product"
      formText={(key) => f(key)}
      text={(key, values) => t(key, values)}
      save={{
        schema: productSchema,
        action: saveProduct,
        multiline: PRODUCT_MULTILINE,
        success: t('saved'),
        failure: t('saveFailed'),
      }}
      slots={(errors) => ({
        slugHe: (
          <>
            <Field label={f('slugHe')} description={f('slugHint')} error={errors.slug_he}>
              {(c) => (
                <Input {...c} name="slug_he" defaultValue={product?.slugHe} autoComplete="off" />
              )}
            </Field>
            <div>
              <Checkbox
                id={`product-form-rating-${id}`}
                name="show_rating"
                defaultChecked={product?.showRating ?? false}
                aria-describedby={`product-form-rating-hint-${id}`}
                label={f('showRating')}
              />
              <p id={`product-form-rating-hint-${id}`} className="ps-8 text-sm text-ink-soft">
                {f('showRatingHint')}
              </p>
            </div>
            <div>
              <Checkbox
                id={`product-form-soon-${id}`}
                name="coming_soon"
                defaultChecked={product?.comingSoon ?? false}
                aria-describedby={`product-form-soon-hint-${id}`}
                label={f('comingSoon')}
              />
              <p id={`product-form-soon-hint-${id}`} className="ps-8 text-sm text-ink-soft">
                {f('comingSoonHint')}
              </p>
            </div>
          </>
        ),
        slugEn: (
          <Field label={f('slugEn')} description={f('slugEnHint')} error={errors.slug_en}>
            {(c) => (
              <Input
                {...c}
                name="slug_en"
                lang="en"
                dir="ltr"
                defaultValue={product?.slugEn}
                autoComplete="off"
              />
            )}
          </Field>
        ),
      })}
    />
  );
}
