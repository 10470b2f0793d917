'use server';

import { eq } from 'drizzle-orm';
import { getDb } from '@/db';
import { revisions, type ContentKind } from '@/db/schema';
import { ActionRefusal, adminAction, type AdminWrite } from '@/lib/admin/action';
import { currentRow, REVISION_KINDS } from './kinds';
import { restoreRevisionSchema } from './schemas';
import { restoredSummary } from './summary';
import { ROLES_FOR } from '@/lib/admin/roles';

/*
 * The history's write (issue 32): "restore this version". An adminAction like every back-office
 * write: admin check, validation, the write with its audit row, cache tags.
 */

type Restored = { kind: ContentKind; entityId: string; tags: string[] };

/**
 * Writes a revision's fields back over its item through the item's own save (the same slug
 * checks, moves and redirects, pictures and cache tags as its form's save), which records a new
 * revision; the audit row says "restored the version of <date>". Refused when the revision or
 * the item is gone (a deleted item comes back from the trash first), or when its slug is taken.
 */
export const restoreRevision = adminAction(
  {
    name: 'revisions.restore',
    roles: ROLES_FOR.content,
    schema: restoreRevisionSchema,
    tags: (_input, data) => (data as Restored).tags,
  },
  async ({ id }, { write }): Promise<Restored | ActionRefusal> => {
    const [revision] = await getDb().select().from(revisions).where(eq(revisions.id, id));
    if (!revision) return new ActionRefusal('notFound');
    const kind = REVISION_KINDS[revision.kind];
    const current = await currentRow(getDb(), revision.kind, revision.entityId);
    if (!current) return new ActionRefusal('notFound');
    const fields = revision.fields as Record<string, unknown>;
    const summary = restoredSummary(
      kind.titleOf({ ...current, ...fields, id: current.id }),
      revision.savedAt,
    );
    // The save's own audit note (which row), with the restore's summary.
    const restoring: AdminWrite = (run, note) =>
      write(run, (result) => ({ ...note(result), summary }));
    const restored = await kind.restore(fields, current, restoring);
    if (restored instanceof ActionRefusal) return restored;
    return { kind: revision.kind, entityId: restored.id, tags: restored.tags };
  },
);
