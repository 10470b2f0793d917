'use client';

import { useTranslations } from 'next-intl';
import { Truck } from '@/components/icons';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { OfferFormDialog } from '@/features/catalogue/components/admin/offer-form-dialog';
import {
  OfferManager,
  type OfferDialogState,
} from '@/features/catalogue/components/admin/offer-manager';
import { deleteRental, saveRental, setRentalActive } from '../../admin-actions';
import { RENTAL_MULTILINE, rentalSchema } from '../../schemas';
import type { AdminRental } from './admin-rental';

/**
 * The rental machines tab: the catalogue's offer list by display order, with the rental's texts,
 * actions and dialog. Positions are chosen in the form (0 to the number of rentals, spec §9).
 */
export function RentalsManager({ rentals }: { rentals: AdminRental[] }) {
  const t = useTranslations('backOffice.rentalsAdmin');
  return (
    <OfferManager
      offers={rentals}
      config={{
        kind: 'rental',
        text: (key, values) => t(key, values),
        setActive: setRentalActive,
        remove: deleteRental,
      }}
      emptyIcon={Truck}
      dialog={(state) => <RentalFormDialog {...state} />}
    />
  );
}

/**
 * The add/edit rental machine dialog (spec back-office §2, §5 rental form): the catalogue's
 * offer form with the rental's one slug, a required Hebrew description and the display order
 * (`position` 0-based; the choices run 0..count, spec §9).
 */
function RentalFormDialog({
  offer: rental,
  position,
  count,
  ...dialog
}: OfferDialogState<AdminRental>) {
  const t = useTranslations('backOffice.rentalsAdmin');
  const f = useTranslations('backOffice.rentalsAdmin.form');
  const positions = Array.from({ length: count + 1 }, (_, index) => index);
  return (
    <OfferFormDialog
      {...dialog}
      offer={rental}
      kind="rental"
      formText={(key) => f(key)}
      text={(key, values) => t(key, values)}
      save={{
        schema: rentalSchema,
        action: saveRental,
        multiline: RENTAL_MULTILINE,
        success: rental ? t('updated') : t('added'),
      }}
      descriptionHeRequired
      slots={(errors) => ({
        slugHe: (
          <Field label={f('slug')} description={f('slugHint')} error={errors.slug}>
            {(c) => (
              <Input {...c} name="slug" dir="auto" defaultValue={rental?.slug} autoComplete="off" />
            )}
          </Field>
        ),
        besidePriceHe: (
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
        ),
      })}
    />
  );
}
