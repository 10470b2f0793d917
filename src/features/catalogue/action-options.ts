import 'server-only';
import type { z } from 'zod';
import { activeSchema, idSchema, MULTILINE, orderSchema } from './offer-schema';
import { deletedTags } from './rows';
import { savedTags, type SavedOffer } from './save';
import type { OrderedTable } from './table';
import { ROLES_FOR } from '@/lib/admin/roles';

/**
 * The adminAction options of an offer dashboard's actions (products, rentals): their names in the
 * logs and the audit ("products.delete"), what each validates (the save: the feature's `schema`)
 * and the cache tags each touches. The actions themselves stay declared in the feature's
 * admin-actions.ts, where a reviewer finds every server action and what its write does.
 */
export function offerActionOptions<Row extends { id: string }, S extends z.ZodType>(
  feature: 'products' | 'rentals',
  catalogue: OrderedTable<Row>,
  schema: S,
) {
  return {
    save: {
      name: `${feature}.save`,
      roles: ROLES_FOR.content,
      schema,
      multiline: MULTILINE,
      tags: (_input: unknown, data: unknown) => savedTags(catalogue, data as SavedOffer),
    },
    delete: {
      name: `${feature}.delete`,
      roles: ROLES_FOR.content,
      schema: idSchema,
      tags: ({ id }: { id: string }) => deletedTags(catalogue, id),
    },
    setActive: {
      name: `${feature}.setActive`,
      roles: ROLES_FOR.content,
      schema: activeSchema,
      tags: ({ id }: { id: string }) => catalogue.tags(id),
    },
    /** A sorted list's new order (products): it touches every read of the list. */
    reorder: {
      name: `${feature}.reorder`,
      roles: ROLES_FOR.content,
      schema: orderSchema,
      tags: [feature],
    },
  };
}
