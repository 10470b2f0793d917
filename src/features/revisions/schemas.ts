import { z } from 'zod';
import { CONTENT_KINDS } from '@/db/schema/trash';
import type { AdminPageKey } from '@/lib/admin/pages';

/** "Restore this version": the revision's id. */
export const restoreRevisionSchema = z.object({ id: z.uuid('invalid') });

/** An item's history page's address: /admin/history/<kind>/<id>. */
export const historyParamsSchema = z.object({ kind: z.enum(CONTENT_KINDS), id: z.uuid() });

/** Where an item's history is. */
export const historyHref = (kind: (typeof CONTENT_KINDS)[number], id: string) =>
  `/admin/history/${kind}/${id}`;

/** The back-office section an item's history belongs to (its navigation entry and sign-in). */
export const HISTORY_SECTIONS = {
  post: 'blogs',
  machine: 'machines',
  product: 'products',
  rental: 'products',
} as const satisfies Record<(typeof CONTENT_KINDS)[number], AdminPageKey>;
