import { z } from 'zod';

/*
 * The fields an edit form sends for optimistic concurrency (the save's check is version.ts):
 * `version`, the row's updated_at when the form was opened, and `overwrite`, sent after the
 * operator saw the conflict and chose to save anyway. Schemas are read in the browser too.
 */

/** Spread into an edit form's schema. A form without `version` (a new row) is not checked. */
export const versionFields = {
  version: z.iso.datetime({ offset: true }).optional().catch(undefined),
  overwrite: z
    .string()
    .optional()
    .transform((value) => value === '1'),
};

/** The version a form carries for `row`. */
export const versionOf = (row: { updatedAt: Date }) => row.updatedAt.toISOString();
