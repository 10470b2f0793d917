'use server';

import { adminAction } from '@/lib/admin/action';
import { offerActionOptions } from '@/features/catalogue/action-options';
import { deleteRow, setActive } from '@/features/catalogue/rows';
import { saveOffer } from '@/features/catalogue/save';
import { rentalTable } from './catalogue-table';
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
  saveOffer(rentalTable, write, input, {
    // One slug serves both languages.
    slugs: [{ field: 'slug', slug: input.slug, generated: input.slugGenerated }],
    columns: ([slug]) => ({ slug: slug! }),
    position: input.displayOrder ?? 'last',
  }),
);

/** Deletes a rental machine, forgets the redirects to its pages, removes its unused pictures. */
export const deleteRental = adminAction(options.delete, ({ id }, { write }) =>
  deleteRow(rentalTable, write, id),
);

/** Shows a rental machine on the site or hides it (the list's switch). */
export const setRentalActive = adminAction(options.setActive, ({ id, is_active }, { write }) =>
  setActive(rentalTable, write, id, is_active),
);
