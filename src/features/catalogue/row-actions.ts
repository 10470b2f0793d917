import 'server-only';
import type { z } from 'zod';
import { ActionRefusal, adminAction, type AdminWrite } from '@/lib/admin/action';
import { removeUnusedUploads } from '@/lib/media/uploads';
import { REDIRECTS_TAG } from '@/lib/redirects';
import { activeSchema, idSchema } from './offer-schema';
import { deletedTags, deleteRow, setActive } from './rows';
import type { CatalogueTable } from './table';

/** What a catalogue form's save returns to the form: the row's id, and whether its addresses moved. */
export type SavedRow = { id: string; moved: boolean };

/**
 * A catalogue form's save as an admin action named `<name>.save`: `save` writes the row (through
 * `write`: one transaction with its audit row) and says which pictures the row no longer holds;
 * those nothing else uses are removed after the transaction. The row's cache tags are cleared, and
 * the redirects' too when its addresses moved.
 */
export function saveAction<Row extends { id: string }, S extends z.ZodType, Saved extends SavedRow>(
  name: string,
  catalogue: CatalogueTable<Row>,
  options: { schema: S; multiline: readonly string[] },
  save: (
    input: z.output<S>,
    write: AdminWrite,
  ) => Promise<{ saved: Saved; dropped: string[] } | ActionRefusal>,
) {
  return adminAction(
    {
      name: `${name}.save`,
      ...options,
      tags: (_input, data) => {
        const { id, moved } = data as Saved;
        return [...catalogue.tags(id), ...(moved ? [REDIRECTS_TAG] : [])];
      },
    },
    async (input, { write }) => {
      const result = await save(input, write);
      if (result instanceof ActionRefusal) return result;
      await removeUnusedUploads(result.dropped);
      return result.saved;
    },
  );
}

/**
 * A catalogue list's switch and delete as admin actions (admin check, validation, the write with
 * its audit row, the cache tags), named `<name>.setActive` and `<name>.delete` in the audit log.
 * A feature's `'use server'` file exports them under its own names.
 */
export function rowActions<Row extends { id: string }>(
  name: string,
  catalogue: CatalogueTable<Row>,
) {
  return {
    /** Shows a row on the site or hides it (the list's switch). */
    setActive: adminAction(
      { name: `${name}.setActive`, schema: activeSchema, tags: ({ id }) => catalogue.tags(id) },
      ({ id, is_active }, { write }) => setActive(catalogue, write, id, is_active),
    ),
    /** Deletes a row, forgets the redirects to its pages and removes its now unused pictures. */
    remove: adminAction(
      { name: `${name}.delete`, schema: idSchema, tags: ({ id }) => deletedTags(catalogue, id) },
      ({ id }, { write }) => deleteRow(catalogue, write, id),
    ),
  };
}
