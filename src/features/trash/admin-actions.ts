'use server';

import { ActionRefusal, adminAction } from '@/lib/admin/action';
import { removeUnusedUploads } from '@/lib/media/uploads';
import { TRASH_KINDS } from './kinds';
import { entryImages, purgeInTx } from './purge';
import { restoreInTx, type Restored } from './restore';
import { trashEntrySchema } from './schemas';
import { purgeSummary, restoreSummary } from './summaries';

/*
 * The trash page's writes (issue 32): bring an item back, or delete it forever now. Each is an
 * adminAction: admin check, validation, the write with its audit row, cache tags.
 */

/**
 * Restores a trashed item as it was (same id, same visibility, its SEO settings and redirects).
 * Refused when one of its slugs was taken meanwhile (the admin frees it first).
 */
export const restoreFromTrash = adminAction(
  {
    name: 'trash.restore',
    schema: trashEntrySchema,
    tags: (_input, data) => {
      const restored = data as Restored;
      return TRASH_KINDS[restored.kind].tags(restored.entityId);
    },
  },
  async ({ id }, { write }) => {
    const restored = await write(
      (tx) => restoreInTx(tx, id),
      (row) => ({
        entity: TRASH_KINDS[row.kind].auditEntity,
        entityId: row.entityId,
        summary: restoreSummary(row.title),
      }),
    );
    // A restored post scheduled for later: the blog's publish scheduler checks at least every
    // 10 minutes (src/features/blog/publish-scheduler.ts), so it appears by then.
    return restored;
  },
);

/**
 * Deletes a trashed item forever now: the entry and the item's revisions go, and its pictures
 * leave storage when nothing else uses them.
 */
export const purgeFromTrash = adminAction(
  { name: 'trash.purge', schema: trashEntrySchema },
  async ({ id }, { write }) => {
    const purged = await write(
      async (tx) => (await purgeInTx(tx, id)) ?? new ActionRefusal('notFound'),
      (entry) => ({
        entity: TRASH_KINDS[entry.kind].auditEntity,
        entityId: entry.entityId,
        summary: purgeSummary(entry.title, false),
      }),
    );
    if (purged instanceof ActionRefusal) return purged;
    await removeUnusedUploads(entryImages(purged));
    return { id };
  },
);
