'use server';

import { adminAction } from '@/lib/admin/action';
import { offerActionOptions } from '@/features/catalogue/action-options';
import { deleteRow, reorder, setActive } from '@/features/catalogue/rows';
import { saveOffer } from '@/features/catalogue/save';
import { productTable } from './catalogue-table';
import { productSave } from './offer-save';
import { productSchema } from './schemas';

/*
 * The products-for-sale dashboard's writes (spec back-office §2, §3 "products", §5, §7, §8).
 * Every export is an adminAction: admin check, validation, the write with its audit row, cache tags.
 * What happens inside each write (slugs, moves, display order 0..n-1 under a table lock, the
 * switch, delete and reorder) is the catalogue kit's (src/features/catalogue) over `productTable`.
 */

const options = offerActionOptions('products', productTable, productSchema);

/**
 * Creates (no id) or updates a product from the dashboard's form: a new one goes to the end of the
 * list, an edited one stays where it is.
 */
export const saveProduct = adminAction(options.save, (input, { write }) =>
  saveOffer(productTable, write, input, productSave(input)),
);

/** Deletes a product into the trash (30 days, pictures kept) and forgets the redirects to it. */
export const deleteProduct = adminAction(options.delete, ({ id }, { admin, write }) =>
  deleteRow(productTable, write, id, admin.user.email),
);

/** Shows a product on the site or hides it (the list's switch). */
export const setProductActive = adminAction(options.setActive, ({ id, is_active }, { write }) =>
  setActive(productTable, write, id, is_active),
);

/**
 * Puts the products in the given order (spec: update display_order), in one transaction: the
 * given ids first, in their order, then any product not in the list (one added meanwhile) after
 * them in its current order; unknown ids are ignored. Positions are always 0..n-1.
 */
export const reorderProducts = adminAction(options.reorder, ({ ids }, { write }) =>
  reorder(productTable, write, ids),
);
