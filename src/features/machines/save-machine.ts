import 'server-only';
import { eq, getTableColumns } from 'drizzle-orm';
import type { Transaction as Tx } from '@/db';
import { uniqueViolation } from '@/db/errors';
import { machines } from '@/db/schema';
import { ActionRefusal, type AdminWrite } from '@/lib/admin/action';
import { auditSummary, changedFields } from '@/lib/admin/audit';
import { staleEdit } from '@/lib/admin/version';
import { removeUnusedUploads } from '@/lib/media/uploads';
import { claimPaths, recordMoves, REDIRECTS_TAG } from '@/lib/redirects';
import { slugify } from '@/lib/slug';
import { livePaths, movesOf } from '@/features/catalogue/moves';
import { chooseSlug } from '@/features/catalogue/slugs';
import { recordRevision } from '@/lib/admin/revisions';
import { SEO_TAG } from '@/features/seo/queries';
import { machineTable } from './catalogue-table';
import { ensureMachineTypes } from './machine-type-store';
import { machineImagesList } from './machine-lists';
import { MACHINES_TAG } from './queries';
import type { MachineInput } from './schemas';

/*
 * A machine's save (the dashboard form's saveMachine, and the history's "restore this version",
 * src/features/revisions): slugs, moves of its old addresses, its revision, then the pictures it
 * dropped. Not in admin-actions.ts: every export there is an action.
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

export type SavedMachine = {
  id: string;
  slugHe: string | null;
  slugEn: string | null;
  moved: boolean;
};

async function writeMachine(input: MachineInput, write: AdminWrite) {
  return write(
    async (tx, actor) => {
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
        postalCode: input.postalCode ?? null,
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
      // A type typed in the form becomes one of the machine types with the save (issue 32).
      await ensureMachineTypes(tx, input.types);

      const moves = before ? movesOf(machineTable, before, after) : [];
      await recordMoves(tx, moves, actor.email);
      // Addresses that are this machine's again (or now) no longer redirect elsewhere.
      const claimed = await claimPaths(tx, livePaths(machineTable, after));
      await recordRevision(tx, 'machine', after.id, values, actor.email);

      const dropped = (before?.images ?? []).filter((url) => !input.images.includes(url));
      const saved: SavedMachine = { ...after, moved: moves.length > 0 || claimed > 0 };
      const summary = before
        ? auditSummary.updated(values.name, changedFields(before, values))
        : auditSummary.created(values.name);
      return { saved, dropped, note: { entity: 'machine', entityId: after.id, summary } };
    },
    (written) => written.note,
  );
}

/** The cache tags a machine's save touches. */
export const savedMachineTags = ({ moved }: SavedMachine) =>
  moved ? [MACHINES_TAG, REDIRECTS_TAG, SEO_TAG] : [MACHINES_TAG];

/**
 * Creates or updates a machine with `write` (the acting adminAction's): what saveMachine runs.
 * A slug another machine won meanwhile is refused on the field; pictures the save dropped are
 * removed from storage when nothing else uses them.
 */
export async function saveMachineWith(
  input: MachineInput,
  write: AdminWrite,
): Promise<SavedMachine | ActionRefusal> {
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
}
