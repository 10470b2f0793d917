'use server';

import { adminAction } from '@/lib/admin/action';
import { offerActionOptions } from '@/features/catalogue/action-options';
import { deleteRow, setActive } from '@/features/catalogue/rows';
import { saveOffer } from '@/features/catalogue/save';
import { rentalTable } from './catalogue-table';
import { rentalSave } from './offer-save';
import { rentalSchema } from './schemas';

/*
 * The rental machines dashboard's writes (spec back-office §2, §3 "rental_machines", §5 rental
 * form, §7, §8). Every export is an adminAction: admin check, validation, the write with its audit
 * row, cache tags. What happens inside each write (slugs, moves, display order under a table
 * lock, the switch, delete) is the catalogue kit's (src/features/catalogue) over `rentalTable`.
 */

const options = offerActionOptions('rentals', rentalTable, rentalSchema);

/**
 * Creates (no id) or updates a rental machine from the dashboard's form. Display order (spec §9:
 * a choice from 0 to the number of rentals): saving at position k moves the others so the
 * positions stay 0..n-1; a larger choice, or none, puts it last.
 */
export const saveRental = adminAction(options.save, (input, { write }) =>
  saveOffer(rentalTable, write, input, rentalSave(input)),
);

/** Deletes a rental machine into the trash (30 days, pictures kept), forgets redirects to it. */
export const deleteRental = adminAction(options.delete, ({ id }, { admin, write }) =>
  deleteRow(rentalTable, write, id, admin.user.email),
);

/** Shows a rental machine on the site or hides it (the list's switch). */
export const setRentalActive = adminAction(options.setActive, ({ id, is_active }, { write }) =>
  setActive(rentalTable, write, id, is_active),
);
