'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { AdminFormDialog } from '@/components/admin/form-dialog';
import { OfferForm, offerSectionOf, type OfferSection } from '@/components/admin/offer-form';
import { useAdminForm } from '@/components/admin/use-admin-form';
import { Checkbox } from '@/components/ui/checkbox';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { saveProduct } from '../../admin-actions';
import { PRODUCT_MULTILINE, productSchema } from '../../schemas';
import type { AdminProduct } from './products-manager';

/**
 * The add/edit product dialog (spec back-office §2, §5). It stays open, with everything typed,
 * until a save succeeds, and does not close while saving or uploading.
 */
export function ProductFormDialog({
  product,
  open,
  onClose,
}: {
  /** The product to edit; null adds one. */
  product: AdminProduct | null;
  open: boolean;
  onClose: () => void;
}) {
  const t = useTranslations('backOffice.productsAdmin.form');
  return (
    <AdminFormDialog
      open={open}
      onClose={onClose}
      title={product ? t('editTitle') : t('addTitle')}
      description={product?.nameHe}
      closeLabel={t('close')}
    >
      {(onBusyChange) => (
        <ProductForm
          key={product?.id ?? 'new'}
          product={product}
          onBusyChange={onBusyChange}
          onDone={onClose}
        />
      )}
    </AdminFormDialog>
  );
}

function ProductForm({
  product,
  onBusyChange,
  onDone,
}: {
  product: AdminProduct | null;
  onBusyChange: (busy: boolean) => void;
  onDone: () => void;
}) {
  const t = useTranslations('backOffice.productsAdmin');
  const f = useTranslations('backOffice.productsAdmin.form');
  const [section, setSection] = useState<OfferSection>('he');
  const form = useAdminForm({
    schema: productSchema,
    action: saveProduct,
    multiline: PRODUCT_MULTILINE,
    success: t('saved'),
    failure: t('saveFailed'),
    onSuccess: onDone,
    onInvalid: (fields) => setSection(offerSectionOf(fields[0]!)),
  });
  const { errors } = form;

  return (
    <OfferForm
      form={form}
      offer={product}
      kind="product"
      text={(key) => f(key)}
      uploadedText={(count) => t('uploaded', { count })}
      uploadFailedText={(count) => t('uploadFailed', { count })}
      section={section}
      onSectionChange={setSection}
      onBusyChange={onBusyChange}
      onCancel={onDone}
      slugHe={
        <>
          <Field label={f('slugHe')} description={f('slugHint')} error={errors.slug_he}>
            {(c) => (
              <Input {...c} name="slug_he" defaultValue={product?.slugHe} autoComplete="off" />
            )}
          </Field>
          <div>
            <Checkbox
              id={`product-form-rating-${product?.id ?? 'new'}`}
              name="show_rating"
              defaultChecked={product?.showRating ?? false}
              aria-describedby={`product-form-rating-hint-${product?.id ?? 'new'}`}
              label={f('showRating')}
            />
            <p
              id={`product-form-rating-hint-${product?.id ?? 'new'}`}
              className="ps-8 text-sm text-ink-soft"
            >
              {f('showRatingHint')}
            </p>
          </div>
          <div>
            <Checkbox
              id={`product-form-soon-${product?.id ?? 'new'}`}
              name="coming_soon"
              defaultChecked={product?.comingSoon ?? false}
              aria-describedby={`product-form-soon-hint-${product?.id ?? 'new'}`}
              label={f('comingSoon')}
            />
            <p
              id={`product-form-soon-hint-${product?.id ?? 'new'}`}
              className="ps-8 text-sm text-ink-soft"
            >
              {f('comingSoonHint')}
            </p>
          </div>
        </>
      }
      slugEn={
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
      }
    />
  );
}
