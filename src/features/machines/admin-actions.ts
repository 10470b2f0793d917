'use server';

import { inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import { uniqueViolation } from '@/db/errors';
import { machines, machineTypes, MACHINE_STATUSES } from '@/db/schema';
import { ActionRefusal, adminAction } from '@/lib/admin/action';
import { auditSummary } from '@/lib/admin/audit';
import { bulkDelete, bulkIdsSchema, bulkSetVisibility } from '@/lib/admin/bulk';
import { deletedTags, deleteRow, deleteRowInTx } from '@/features/catalogue/rows';
import { machineTable } from './catalogue-table';
import { MACHINES_TAG } from './queries';
import { savedMachineTags, saveMachineWith, type SavedMachine } from './save-machine';
import { machineSchema, machineTypeSchema } from './schemas';
import { ROLES_FOR } from '@/lib/admin/roles';

/*
 * The machine dashboard's writes (spec back-office §2, §5, §7 "machines", "machine_types").
 * Every export is an adminAction: admin check, validation, write, cache tags, audit. Slugs,
 * moves and delete are the catalogue kit's (src/features/catalogue) over `machineTable`.
 */

/**
 * Creates a machine (no `id`; active and open unless told) or updates one. Slugs come from the
 * names when left empty and are unique; a renamed slug leaves redirects from its old addresses.
 * Pictures the save dropped are removed from storage when nothing else uses them.
 */
export const saveMachine = adminAction(
  {
    name: 'machines.save',
    roles: ROLES_FOR.content,
    schema: machineSchema,
    tags: (_input, data) => savedMachineTags(data as SavedMachine),
  },
  (input, { write }) => saveMachineWith(input, write),
);

/**
 * Deletes a machine into the trash (src/features/trash, kept 30 days with its pictures);
 * redirects that led to its pages go (its addresses then follow the not-found rule).
 */
export const deleteMachine = adminAction(
  {
    name: 'machines.delete',
    roles: ROLES_FOR.content,
    schema: z.object({ id: z.uuid('invalid') }),
    tags: ({ id }) => deletedTags(machineTable, id),
  },
  ({ id }, { admin, write }) => deleteRow(machineTable, write, id, admin.user.email),
);

/**
 * Adds a machine type (spec: typed in the form, Enter adds it). The name is trimmed; a name that
 * exists already, in any letter case, is refused on the field.
 */
export const addMachineType = adminAction(
  {
    name: 'machines.addType',
    roles: ROLES_FOR.content,
    schema: machineTypeSchema,
    tags: [MACHINES_TAG],
  },
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

/**
 * The machines list's bulk "show on the site" / "hide": every selected machine's status, in one
 * transaction with one audit entry naming how many and which. Refused when one is gone.
 */
export const bulkSetMachinesStatus = adminAction(
  {
    name: 'machines.bulkStatus',
    roles: ROLES_FOR.content,
    schema: z.object({ ids: bulkIdsSchema, status: z.enum(MACHINE_STATUSES) }),
    tags: [MACHINES_TAG],
  },
  ({ ids, status }, { write }) =>
    bulkSetVisibility(write, 'machine', ids, status === 'active', async (tx) => {
      const rows = await tx
        .update(machines)
        .set({ status })
        .where(inArray(machines.id, ids))
        .returning({ name: machines.name });
      return rows.map((row) => row.name);
    }),
);

/**
 * The machines list's bulk delete: every selected machine into the trash by the single delete's
 * own code path (deleteRowInTx), in one transaction with one audit entry. Refused, and nothing
 * deleted, when one is gone.
 */
export const bulkDeleteMachines = adminAction(
  {
    name: 'machines.bulkDelete',
    roles: ROLES_FOR.content,
    schema: z.object({ ids: bulkIdsSchema }),
    tags: ({ ids }) => [...new Set(ids.flatMap((id) => deletedTags(machineTable, id)))],
  },
  ({ ids }, { admin, write }) =>
    bulkDelete(write, 'machine', ids, async (tx, id) => {
      const row = await deleteRowInTx(tx, machineTable, id, admin.user.email);
      return row instanceof ActionRefusal ? row : (row.name ?? '');
    }),
);
