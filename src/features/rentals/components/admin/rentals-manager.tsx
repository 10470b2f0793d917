'use client';

import { useTranslations } from 'next-intl';
import { Truck } from '@/components/icons';
import { SelectField } from '@/components/ui/select-field';
import { draftText } from '@/features/catalogue/components/admin/offer-draft';
import { OfferFormDialog } from '@/features/catalogue/components/admin/offer-form-dialog';
import { OfferManager } from '@/features/catalogue/components/admin/offer-manager';
import { SlugField } from '@/features/catalogue/components/admin/slug-field';
import type { OfferDialogState } from '@/features/catalogue/components/admin/offer-types';
import { deleteRental, saveRental, setRentalActive } from '../../admin-actions';
import { RENTAL_MULTILINE, rentalSchema } from '../../schemas';
import type { AdminRental } from './admin-rental';

/** How the rental form is checked in the browser and saved. */
const save = { schema: rentalSchema, action: saveRental, multiline: RENTAL_MULTILINE };

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
 * (`position` 0-based; the choices run 0..count, spec §9). A restored local copy (issue 32)
 * gives them their starting values.
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
      save={{ ...save, success: rental ? t('updated') : t('added') }}
      descriptionHeRequired
      slots={(errors, restored) => ({
        slugHe: (
          <SlugField
            name="slug"
            text={{ label: f('slug'), hint: f('slugHint') }}
            errors={errors}
            offer={{ slug: draftText(restored, 'slug') ?? rental?.slug }}
          />
        ),
        besidePriceHe: (
          <SelectField
            label={f('displayOrder')}
            description={f('displayOrderHint')}
            error={errors.display_order}
            name="display_order"
            defaultValue={draftText(restored, 'display_order') ?? String(position)}
          >
            {positions.map((value) => (
              <option key={value} value={value}>
                {value === 0
                  ? f('first', { position: value })
                  : value === count
                    ? f('last', { position: value })
                    : value}
              </option>
            ))}
          </SelectField>
        ),
      })}
    />
  );
}
