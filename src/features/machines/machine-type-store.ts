import 'server-only';
import { sql } from 'drizzle-orm';
import type { Transaction as Tx } from '@/db';
import { machineTypes } from '@/db/schema';

/**
 * Adds to machine_types the names of `types` it does not hold yet, in any letter case: a type
 * typed in the machine form exists once the machine is saved (never for a cancelled dialog).
 */
export async function ensureMachineTypes(tx: Tx, types: readonly string[]): Promise<void> {
  for (const name of new Set(types.map((type) => type.trim()).filter(Boolean))) {
    await tx.execute(sql`
      insert into ${machineTypes} (name)
      select ${name}
       where not exists (select 1 from ${machineTypes} where lower(name) = lower(${name}))
      on conflict do nothing`);
  }
}
