import 'server-only';
import { sql } from 'drizzle-orm';
import { machines } from '@/db/schema';

/*
 * The public view's list rules (migration 0001, `machines_public`) as SQL over the machines
 * table, for rows of any status (the admin reads and writes): keep in step with the view.
 */

/** The Hebrew type names: `type` is a text or a JSON-encoded list (`text_to_list`). */
export const machineTypesList = sql<string[]>`text_to_list(${machines.type})`;

/** Every picture in display order: `image_url`'s list, then the gallery images not already in it. */
export const machineImagesList = sql<string[]>`text_to_list(${machines.imageUrl}) || ARRAY(
  SELECT g FROM unnest(${machines.galleryImages}) WITH ORDINALITY AS x(g, position)
   WHERE btrim(g) <> '' AND NOT (g = ANY (text_to_list(${machines.imageUrl})))
   ORDER BY position)`;
