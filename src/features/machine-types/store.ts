import 'server-only';
import { eq, sql } from 'drizzle-orm';
import type { Transaction as Tx } from '@/db';
import { machines, machineTypes } from '@/db/schema';

/*
 * The machine types' writes shared by the machine save and the types page: plain functions
 * inside an admin action's transaction (no browser can call them).
 */

/** A machine's stored `type` for its list of names: null, one plain name, or a JSON list. */
export function storedTypeValue(types: readonly string[]): string | null {
  if (types.length === 0) return null;
  if (types.length === 1 && !types[0]!.startsWith('[')) return types[0]!;
  return JSON.stringify(types);
}

/**
 * Replaces the type `from` by `to` in every machine whose types hold `from` (each keeps its
 * list form; `to` is not listed twice). Returns the names of the machines changed.
 */
export async function replaceMachineType(tx: Tx, from: string, to: string): Promise<string[]> {
  const rows = await tx
    .select({
      id: machines.id,
      name: machines.name,
      types: sql<string[]>`text_to_list(${machines.type})`,
    })
    .from(machines)
    .where(sql`${from} = any(text_to_list(${machines.type}))`)
    .for('update');
  for (const row of rows) {
    const next: string[] = [];
    for (const type of row.types) {
      const name = type === from ? to : type;
      if (!next.includes(name)) next.push(name);
    }
    await tx
      .update(machines)
      .set({ type: storedTypeValue(next) })
      .where(sql`${machines.id} = ${row.id}`);
  }
  return rows.map((row) => row.name);
}

/** The machine type `id`, locked for the rest of the transaction, or null. */
export async function lockedMachineType(
  tx: Tx,
  id: string,
): Promise<{ id: string; name: string } | null> {
  const [row] = await tx
    .select({ id: machineTypes.id, name: machineTypes.name })
    .from(machineTypes)
    .where(eq(machineTypes.id, id))
    .for('update');
  return row ?? null;
}
