'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { AdminFormDialog } from '@/components/admin/form-dialog';
import { OfferForm, offerSectionOf, type OfferSection } from '@/components/admin/offer-form';
import { useAdminForm } from '@/components/admin/use-admin-form';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { saveRental } from '../../admin-actions';
import { RENTAL_MULTILINE, rentalSchema } from '../../schemas';
import type { AdminRental } from './rentals-manager';

/**
 * The add/edit rental machine dialog (spec back-office §2, §5 rental form). It stays open, with
 * everything typed, until a save succeeds, and does not close while saving or uploading.
 */
export function RentalFormDialog({
  rental,
  position,
  count,
  open,
  onClose,
}: {
  /** The rental to edit; null adds one. */
  rental: AdminRental | null;
  /** Its display position (0-based); for a new one, the end of the list. */
  position: number;
  /** How many rentals there are: the position choices run 0..count (spec §9). */
  count: number;
  open: boolean;
  onClose: () => void;
}) {
  const t = useTranslations('backOffice.rentalsAdmin.form');
  return (
    <AdminFormDialog
      open={open}
      onClose={onClose}
      title={rental ? t('editTitle') : t('addTitle')}
      description={rental?.nameHe}
      closeLabel={t('close')}
    >
      {(onBusyChange) => (
        <RentalForm
          key={rental?.id ?? 'new'}
          rental={rental}
          position={position}
          count={count}
          onBusyChange={onBusyChange}
          onDone={onClose}
        />
      )}
    </AdminFormDialog>
  );
}

function RentalForm({
  rental,
  position,
  count,
  onBusyChange,
  onDone,
}: {
  rental: AdminRental | null;
  position: number;
  count: number;
  onBusyChange: (busy: boolean) => void;
  onDone: () => void;
}) {
  const t = useTranslations('backOffice.rentalsAdmin');
  const f = useTranslations('backOffice.rentalsAdmin.form');
  const [section, setSection] = useState<OfferSection>('he');
  const form = useAdminForm({
    schema: rentalSchema,
    action: saveRental,
    multiline: RENTAL_MULTILINE,
    success: rental ? t('updated') : t('added'),
    onSuccess: onDone,
    onInvalid: (fields) => setSection(offerSectionOf(fields[0]!)),
  });
  const { errors } = form;
  const positions = Array.from({ length: count + 1 }, (_, index) => index);

  return (
    <OfferForm
      form={form}
      offer={rental}
      kind="rental"
      text={(key) => f(key)}
      uploadedText={(count) => t('uploaded', { count })}
      uploadFailedText={(count) => t('uploadFailed', { count })}
      section={section}
      onSectionChange={setSection}
      onBusyChange={onBusyChange}
      onCancel={onDone}
      descriptionHeRequired
      slugHe={
        <Field label={f('slug')} description={f('slugHint')} error={errors.slug}>
          {(c) => (
            <Input {...c} name="slug" dir="auto" defaultValue={rental?.slug} autoComplete="off" />
          )}
        </Field>
      }
      besidePriceHe={
        <Field
          label={f('displayOrder')}
          description={f('displayOrderHint')}
          error={errors.display_order}
        >
          {(c) => (
            <Select {...c} name="display_order" defaultValue={String(position)}>
              {positions.map((value) => (
                <option key={value} value={value}>
                  {value === 0
                    ? f('first', { position: value })
                    : value === count
                      ? f('last', { position: value })
                      : value}
                </option>
              ))}
            </Select>
          )}
        </Field>
      }
    />
  );
}
