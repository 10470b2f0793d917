'use server';

import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { uniqueViolation } from '@/db/errors';
import { machines, machineTypes } from '@/db/schema';
import { ActionRefusal, adminAction } from '@/lib/admin/action';
import { auditSummary } from '@/lib/admin/audit';
import { machineTypeNameSchema } from './schemas';
import { MACHINES_TAG } from '@/features/machines/queries';
import { lockedMachineType as lockedType, replaceMachineType } from './store';
import { ROLES_FOR } from '@/lib/admin/roles';

/*
 * The machine types page's writes (issue 32: the types managed in one place). Every export is an
 * adminAction: admin check, validation, one transaction with its audit entry, the machines' cache
 * tag (the public locations list shows the types).
 */

const idSchema = z.uuid('invalid');

/**
 * Renames a type: machine_types and every machine that lists it (each keeping its list form). A
 * name another type has, in any letter case, is refused on the field (merge them instead).
 */
export const renameMachineType = adminAction(
  {
    name: 'machineTypes.rename',
    roles: ROLES_FOR.content,
    schema: z.object({ id: idSchema, name: machineTypeNameSchema }),
    tags: [MACHINES_TAG],
  },
  async ({ id, name }, { write }) => {
    try {
      return await write(
        async (tx) => {
          const type = await lockedType(tx, id);
          if (!type) return new ActionRefusal('notFound');
          const [taken] = await tx
            .select({ id: machineTypes.id })
            .from(machineTypes)
            .where(
              sql`lower(${machineTypes.name}) = lower(${name}) and ${machineTypes.id} <> ${id}`,
            )
            .limit(1);
          if (taken) return new ActionRefusal('typeExists', 'name');
          await tx.update(machineTypes).set({ name }).where(eq(machineTypes.id, id));
          const changed = await replaceMachineType(tx, type.name, name);
          return { id, from: type.name, name, machines: changed.length };
        },
        (row) => ({
          entity: 'machine_type',
          entityId: row.id,
          summary: auditSummary.changed(row.from, 'שם', row.from, row.name),
        }),
      );
    } catch (error) {
      if (uniqueViolation(error) !== null) return new ActionRefusal('typeExists', 'name');
      throw error;
    }
  },
);

/**
 * Merges type `id` into type `into`: every machine listing the first lists the second instead
 * (once), and the first is removed.
 */
export const mergeMachineType = adminAction(
  {
    name: 'machineTypes.merge',
    roles: ROLES_FOR.content,
    schema: z
      .object({ id: idSchema, into: idSchema })
      .refine((input) => input.id !== input.into, { message: 'invalid', path: ['into'] }),
    tags: [MACHINES_TAG],
  },
  ({ id, into }, { write }) =>
    write(
      async (tx) => {
        const from = await lockedType(tx, id);
        const to = await lockedType(tx, into);
        if (!from || !to) return new ActionRefusal('notFound');
        const changed = await replaceMachineType(tx, from.name, to.name);
        await tx.delete(machineTypes).where(eq(machineTypes.id, from.id));
        return { id: to.id, from: from.name, to: to.name, machines: changed.length };
      },
      (row) => ({
        entity: 'machine_type',
        entityId: row.id,
        summary: auditSummary.changed(row.from, 'מוזג לסוג', row.from, row.to),
      }),
    ),
);

/** Deletes a type no machine lists; one still in use is refused ("typeInUse"). */
export const deleteMachineType = adminAction(
  {
    name: 'machineTypes.delete',
    roles: ROLES_FOR.content,
    schema: z.object({ id: idSchema }),
    tags: [MACHINES_TAG],
  },
  ({ id }, { write }) =>
    write(
      async (tx) => {
        const type = await lockedType(tx, id);
        if (!type) return new ActionRefusal('notFound');
        const [used] = await tx
          .select({ id: machines.id })
          .from(machines)
          .where(sql`${type.name} = any(text_to_list(${machines.type}))`)
          .limit(1);
        if (used) return new ActionRefusal('typeInUse');
        await tx.delete(machineTypes).where(eq(machineTypes.id, id));
        return type;
      },
      (row) => ({
        entity: 'machine_type',
        entityId: row.id,
        summary: auditSummary.deleted(row.name),
      }),
    ),
);
