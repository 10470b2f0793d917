'use server';

import { eq, getTableColumns, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Transaction as Tx } from '@/db';
import { uniqueViolation } from '@/db/errors';
import { machines, machineTypes } from '@/db/schema';
import { ActionRefusal, adminAction, type AdminWrite } from '@/lib/admin/action';
import { auditSummary, changedFields } from '@/lib/admin/audit';
import { staleEdit } from '@/lib/admin/version';
import { livePaths, movesOf } from '@/features/catalogue/moves';
import { deletedTags, deleteRow } from '@/features/catalogue/rows';
import { chooseSlug } from '@/features/catalogue/slugs';
import { removeUnusedUploads } from '@/lib/media/uploads';
import { claimPaths, recordMoves, REDIRECTS_TAG } from '@/lib/redirects';
import { SEO_TAG } from '@/features/seo/queries';
import { slugify } from '@/lib/slug';
import { machineTable } from './catalogue-table';
import { machineImagesList } from './machine-lists';
import { MACHINES_TAG } from './queries';
import { machineSchema, machineTypeSchema, type MachineInput } from './schemas';

/*
 * The machine dashboard's writes (spec back-office §2, §5, §7 "machines", "machine_types").
 * Every export is an adminAction: admin check, validation, write, cache tags, audit. Slugs,
 * moves and delete are the catalogue kit's (src/features/catalogue) over `machineTable`.
 */

/**
 * The slug to store: the admin's own (refused when another machine has it), else one made from
 * `name` and numbered until free, else none when there is no name (an English slug without an
 * English name). A name with nothing usable in it asks for a slug.
 */
async function slugFor(
  tx: Tx,
  field: 'slugHe' | 'slugEn',
  given: string | undefined,
  name: string | undefined,
  ownId: string | undefined,
): Promise<string | null | ActionRefusal> {
  if (given) return chooseSlug(tx, machineTable, { field, slug: given, generated: false, ownId });
  if (!name) return null;
  const base = slugify(name);
  if (!base) return new ActionRefusal('slugMissing', field);
  return chooseSlug(tx, machineTable, { field, slug: base, generated: true, ownId });
}

/** `type` as stored: NULL for none, the plain name for one, a JSON-encoded list for several. */
function storedTypes(types: string[]): string | null {
  if (types.length === 0) return null;
  // A lone name starting with "[" would read as a (broken) JSON list in the public view.
  if (types.length === 1 && !types[0]!.startsWith('[')) return types[0]!;
  return JSON.stringify(types);
}

type Saved = { id: string; slugHe: string | null; slugEn: string | null; moved: boolean };

async function writeMachine(input: MachineInput, write: AdminWrite) {
  return write(
    async (tx) => {
      const [before] = input.id
        ? await tx
            .select({ ...getTableColumns(machines), images: machineImagesList })
            .from(machines)
            .where(eq(machines.id, input.id))
            .for('update')
        : [];
      if (input.id && !before) return new ActionRefusal('notFound');

      const slugHe = await slugFor(tx, 'slugHe', input.slugHe, input.name, input.id);
      if (slugHe instanceof ActionRefusal) return slugHe;
      const slugEn = await slugFor(tx, 'slugEn', input.slugEn, input.nameEn, input.id);
      if (slugEn instanceof ActionRefusal) return slugEn;

      const [main, ...gallery] = input.images;
      const values = {
        name: input.name,
        nameEn: input.nameEn ?? null,
        location: input.location,
        locationEn: input.locationEn ?? null,
        address: input.address,
        addressEn: input.addressEn ?? null,
        phone: input.phone ?? null,
        type: storedTypes(input.types),
        typeEn: input.typeEn,
        status: input.status,
        operatingStatus: input.operatingStatus,
        imageUrl: main ?? null,
        galleryImages: gallery,
        slugHe,
        slugEn,
        latitude: input.latitude ?? null,
        longitude: input.longitude ?? null,
      };
      const stale = before && staleEdit(before, input, values);
      if (stale) return stale;
      const [row] = before
        ? await tx
            .update(machines)
            .set(values)
            .where(eq(machines.id, before.id))
            .returning({ id: machines.id })
        : await tx.insert(machines).values(values).returning({ id: machines.id });
      const after = { id: row!.id, slugHe, slugEn };

      const moves = before ? movesOf(machineTable, before, after) : [];
      await recordMoves(tx, moves);
      // Addresses that are this machine's again (or now) no longer redirect elsewhere.
      const claimed = await claimPaths(tx, livePaths(machineTable, after));

      const dropped = (before?.images ?? []).filter((url) => !input.images.includes(url));
      const saved: Saved = { ...after, moved: moves.length > 0 || claimed > 0 };
      const summary = before
        ? auditSummary.updated(values.name, changedFields(before, values))
        : auditSummary.created(values.name);
      return { saved, dropped, note: { entity: 'machine', entityId: after.id, summary } };
    },
    (written) => written.note,
  );
}

/**
 * Creates a machine (no `id`; active and open unless told) or updates one. Slugs come from the
 * names when left empty and are unique; a renamed slug leaves redirects from its old addresses.
 * Pictures the save dropped are removed from storage when nothing else uses them.
 */
export const saveMachine = adminAction(
  {
    name: 'machines.save',
    schema: machineSchema,
    tags: (_input, data) =>
      (data as Saved).moved ? [MACHINES_TAG, REDIRECTS_TAG, SEO_TAG] : [MACHINES_TAG],
  },
  async (input, { write }): Promise<Saved | ActionRefusal> => {
    let result: Awaited<ReturnType<typeof writeMachine>>;
    try {
      result = await writeMachine(input, write);
    } catch (error) {
      // Two admins racing for one slug: the unique constraint is the last word.
      const constraint = uniqueViolation(error);
      if (constraint?.includes('slug_he')) return new ActionRefusal('slugTaken', 'slugHe');
      if (constraint?.includes('slug_en')) return new ActionRefusal('slugTaken', 'slugEn');
      throw error;
    }
    if (result instanceof ActionRefusal) return result;
    await removeUnusedUploads(result.dropped);
    return result.saved;
  },
);

/**
 * Deletes a machine; redirects that led to its pages go too (its addresses then follow the
 * not-found rule), and so do its uploaded pictures that nothing else uses.
 */
export const deleteMachine = adminAction(
  {
    name: 'machines.delete',
    schema: z.object({ id: z.uuid('invalid') }),
    tags: ({ id }) => deletedTags(machineTable, id),
  },
  ({ id }, { write }) => deleteRow(machineTable, write, id),
);

/**
 * Adds a machine type (spec: typed in the form, Enter adds it). The name is trimmed; a name that
 * exists already, in any letter case, is refused on the field.
 */
export const addMachineType = adminAction(
  { name: 'machines.addType', schema: machineTypeSchema, tags: [MACHINES_TAG] },
  async ({ name }, { write }): Promise<{ id: string; name: string } | ActionRefusal> => {
    try {
      return await write(
        async (tx) => {
          const [existing] = await tx
            .select({ id: machineTypes.id })
            .from(machineTypes)
            .where(sql`lower(${machineTypes.name}) = lower(${name})`)
            .limit(1);
          if (existing) return new ActionRefusal('typeExists', 'name');
          const [row] = await tx
            .insert(machineTypes)
            .values({ name })
            .returning({ id: machineTypes.id, name: machineTypes.name });
          return row!;
        },
        (row) => ({
          entity: 'machine_type',
          entityId: row.id,
          summary: auditSummary.created(row.name),
        }),
      );
    } catch (error) {
      // Two admins adding the same name at once: the unique index is the last word.
      if (uniqueViolation(error) !== null) return new ActionRefusal('typeExists', 'name');
      throw error;
    }
  },
);
