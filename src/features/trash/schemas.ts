import { z } from 'zod';

/** A trash entry's id (restore, delete forever). */
export const trashEntrySchema = z.object({ id: z.uuid('invalid') });
