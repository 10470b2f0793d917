import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { auditLog, machines, machineTypes, trash } from '@/db/schema';
import { adminActionHarness } from '../../../tests/setup/admin-action-harness';
import { updatedTags } from '../../../tests/setup/next-cache';
import { getAdminMachinesPage } from '../machines/admin-queries';
import { MACHINES_PAGE_SIZE } from '../machines/machine-list-filters';
import { MACHINES_TAG } from '../machines/queries';
import { saveMachine } from '../machines/admin-actions';
import { formData as form } from '../../../tests/setup/form-data';
import { deleteMachineType, mergeMachineType, renameMachineType } from './admin-actions';
import { listMachineTypeUsage } from './admin-queries';

/**
 * The machines list's reads (search, status, type, paging, all in SQL) and the machine types
 * page's writes (rename, merge, delete only when unused) against a real database. (Anonymous and
 * non-admin callers: the authorization matrix test.)
 */
vi.mock('next/headers', () => import('../../../tests/setup/next-headers'));
vi.mock('next/cache', () => import('../../../tests/setup/next-cache'));

const { db } = adminActionHarness({ clear: [trash, machines, machineTypes], silence: ['info'] });

async function seedTypes(...names: string[]) {
  const rows = await db()
    .insert(machineTypes)
    .values(names.map((name) => ({ name })))
    .returning();
  return Object.fromEntries(rows.map((row) => [row.name, row.id])) as Record<string, string>;
}

async function seedMachine(
  name: string,
  type: string | null,
  extra: Partial<typeof machines.$inferInsert> = {},
) {
  const [row] = await db()
    .insert(machines)
    .values({ name, location: `${name} – לובי`, address: `רחוב ${name} 1, חיפה`, type, ...extra })
    .returning();
  return row!;
}

const typeOf = async (id: string) =>
  (await db().select({ type: machines.type }).from(machines).where(eq(machines.id, id)))[0]!.type;

describe('the machines list (getAdminMachinesPage)', () => {
  it('searches name, location and address, filters status and type, in SQL', async () => {
    await seedMachine('אוניברסיטת חיפה', '["מכונת פיצה","מכונת משקאות"]');
    await seedMachine('מלון ירושלים', 'מכונת פיצה', {
      status: 'inactive',
      address: 'יפו 1, ירושלים',
    });
    await seedMachine('תחנת דלק', null, { location: 'חנות הנוחות' });

    const names = async (filters: Parameters<typeof getAdminMachinesPage>[0]) =>
      (await getAdminMachinesPage(filters)).rows.map((row) => row.name).sort();

    expect(await names({})).toHaveLength(3);
    expect(await names({ q: 'חיפה' })).toEqual(['אוניברסיטת חיפה', 'תחנת דלק']);
    expect(await names({ q: 'נוחות' })).toEqual(['תחנת דלק']);
    expect(await names({ q: 'ירושלים' })).toEqual(['מלון ירושלים']);
    // LIKE's wildcards are searched literally.
    expect(await names({ q: '%' })).toEqual([]);
    expect(await names({ status: 'inactive' })).toEqual(['מלון ירושלים']);
    expect(await names({ type: 'מכונת משקאות' })).toEqual(['אוניברסיטת חיפה']);
    expect(await names({ type: 'מכונת פיצה', status: 'active' })).toEqual(['אוניברסיטת חיפה']);
    expect(await getAdminMachinesPage({ q: 'אין כזה' })).toMatchObject({
      rows: [],
      total: 0,
      page: 1,
      pageCount: 1,
    });
  });

  it('pages by MACHINES_PAGE_SIZE, newest first; past the last page reads as the last', async () => {
    const count = MACHINES_PAGE_SIZE + 2;
    await db()
      .insert(machines)
      .values(
        Array.from({ length: count }, (_, i) => ({
          name: `מכונה ${i}`,
          location: 'לובי',
          address: 'חיפה',
          createdAt: new Date(Date.UTC(2026, 0, 1, 0, i)),
        })),
      );
    const first = await getAdminMachinesPage({});
    expect(first).toMatchObject({ total: count, page: 1, pageCount: 2 });
    expect(first.rows).toHaveLength(MACHINES_PAGE_SIZE);
    expect(first.rows[0]!.name).toBe(`מכונה ${count - 1}`);
    const last = await getAdminMachinesPage({ page: 9 });
    expect(last.page).toBe(2);
    expect(last.rows.map((row) => row.name)).toEqual(['מכונה 1', 'מכונה 0']);
  });
});

describe('the machine types page', () => {
  it('lists every type with how many machines use it (plain and list values)', async () => {
    await seedTypes('מכונת פיצה', 'מכונת משקאות', 'מכונת קפה');
    await seedMachine('א', '["מכונת פיצה","מכונת משקאות"]');
    await seedMachine('ב', 'מכונת פיצה');
    expect(await listMachineTypeUsage()).toEqual([
      expect.objectContaining({ name: 'מכונת משקאות', machines: 1 }),
      expect.objectContaining({ name: 'מכונת פיצה', machines: 2 }),
      expect.objectContaining({ name: 'מכונת קפה', machines: 0 }),
    ]);
  });

  it('renames a type in machine_types and in every machine, keeping the list form', async () => {
    const ids = await seedTypes('מכונת פיצה', 'מכונת משקאות');
    const listed = await seedMachine('א', '["מכונת פיצה","מכונת משקאות"]');
    const plain = await seedMachine('ב', 'מכונת פיצה');
    const other = await seedMachine('ג', 'מכונת משקאות');

    const result = await renameMachineType(null, { id: ids['מכונת פיצה'], name: ' פיצה טרייה ' });
    expect(result).toMatchObject({ ok: true, data: { name: 'פיצה טרייה', machines: 2 } });
    expect(await typeOf(listed.id)).toBe('["פיצה טרייה","מכונת משקאות"]');
    expect(await typeOf(plain.id)).toBe('פיצה טרייה');
    expect(await typeOf(other.id)).toBe('מכונת משקאות');
    expect((await listMachineTypeUsage()).map((type) => type.name).sort()).toEqual(
      ['מכונת משקאות', 'פיצה טרייה'].sort(),
    );
    expect(updatedTags).toContain(MACHINES_TAG);
    const [entry] = await db()
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'machineTypes.rename'));
    expect(entry).toMatchObject({ entityType: 'machine_type' });

    // Another type's name, in any letter case, is refused on the field (merge them instead).
    expect(
      await renameMachineType(null, { id: ids['מכונת משקאות'], name: 'פיצה טרייה' }),
    ).toMatchObject({ ok: false, fieldErrors: { name: expect.any(String) } });
  });

  it('merges a type into another: every machine gets the target once, the type goes', async () => {
    const ids = await seedTypes('פיצה', 'מכונת פיצה', 'משקאות');
    const both = await seedMachine('א', '["פיצה","מכונת פיצה"]');
    const one = await seedMachine('ב', '["משקאות","פיצה"]');
    const plain = await seedMachine('ג', 'פיצה');

    const result = await mergeMachineType(null, { id: ids['פיצה'], into: ids['מכונת פיצה'] });
    expect(result).toMatchObject({ ok: true, data: { machines: 3 } });
    expect(await typeOf(both.id)).toBe('מכונת פיצה');
    expect(await typeOf(one.id)).toBe('["משקאות","מכונת פיצה"]');
    expect(await typeOf(plain.id)).toBe('מכונת פיצה');
    expect((await listMachineTypeUsage()).map(({ name, machines }) => [name, machines])).toEqual([
      ['מכונת פיצה', 3],
      ['משקאות', 1],
    ]);
    // Into itself: refused, nothing changes.
    expect(await mergeMachineType(null, { id: ids['משקאות'], into: ids['משקאות'] })).toMatchObject({
      ok: false,
    });
  });

  it('a type typed in the machine form exists once the machine is saved (issue 32)', async () => {
    await seedTypes('מכונת פיצה');
    const result = await saveMachine(
      null,
      form({
        name: 'אוניברסיטת חיפה',
        location: 'בניין הסטודנטים',
        address: 'חיפה',
        types: ['מכונת פיצה', 'סוג חדש', 'מכונת פיצה'],
      }),
    );
    expect(result).toMatchObject({ ok: true });
    expect((await listMachineTypeUsage()).map(({ name, machines }) => [name, machines])).toEqual([
      ['מכונת פיצה', 1],
      ['סוג חדש', 1],
    ]);
  });

  it('deletes an unused type only', async () => {
    const ids = await seedTypes('מכונת פיצה', 'מכונת קפה');
    await seedMachine('א', '["מכונת פיצה"]');

    expect(await deleteMachineType(null, { id: ids['מכונת פיצה'] })).toMatchObject({ ok: false });
    expect(await deleteMachineType(null, { id: ids['מכונת קפה'] })).toMatchObject({ ok: true });
    expect((await listMachineTypeUsage()).map((type) => type.name)).toEqual(['מכונת פיצה']);
    const entries = await db()
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'machineTypes.delete'));
    expect(entries).toHaveLength(1);
  });
});
