import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { auditLog, blogPosts, machines, trash } from '@/db/schema';
import { adminActionHarness } from '../../../tests/setup/admin-action-harness';
import { updatedTags } from '../../../tests/setup/next-cache';
import { bulkDeletePosts, bulkSetPostsStatus } from '../blog/admin-actions';
import { bulkDeleteMachines, bulkSetMachinesStatus } from './admin-actions';
import { MACHINES_TAG } from './queries';

/**
 * The lists' bulk actions (issue 32) against a real database: one transaction and one audit
 * entry for all the items, the single delete's trash path, nothing done when one item is gone.
 * (Anonymous and non-admin callers: the authorization matrix test.)
 */
vi.mock('next/headers', () => import('../../../tests/setup/next-headers'));
vi.mock('next/cache', () => import('../../../tests/setup/next-cache'));

const { db } = adminActionHarness({ clear: [trash, machines, blogPosts], silence: ['info'] });
const MISSING = '00000000-0000-4000-8000-000000000000';

async function seedMachines(...names: string[]) {
  const rows = await db()
    .insert(machines)
    .values(names.map((name) => ({ name, location: 'לובי', address: 'חיפה' })))
    .returning();
  return rows.map((row) => row.id);
}

async function seedPosts(...titles: string[]) {
  const rows = await db()
    .insert(blogPosts)
    .values(
      titles.map((title, i) => ({
        blogUrl: `bulk-${i}`,
        language: 'he' as const,
        title,
        category: 'חדשות',
        author: 'צוות',
        publishedDate: '2026-01-01',
        publishAt: new Date('2026-01-01T09:00:00Z'),
      })),
    )
    .returning();
  return rows.map((row) => row.id);
}

const audits = (action: string) => db().select().from(auditLog).where(eq(auditLog.action, action));

describe('machines', () => {
  it('hides and shows many at once, with one audit entry naming them', async () => {
    const ids = await seedMachines('חיפה', 'ירושלים', 'אילת');
    const result = await bulkSetMachinesStatus(null, { ids: ids.slice(0, 2), status: 'inactive' });
    expect(result).toMatchObject({ ok: true, data: { count: 2 } });
    const rows = await db().select().from(machines);
    expect(
      rows
        .filter((row) => row.status === 'inactive')
        .map((row) => row.name)
        .sort(),
    ).toEqual(['ירושלים', 'חיפה'].sort());
    const [entry, ...more] = await audits('machines.bulkStatus');
    expect(more).toEqual([]);
    expect(entry!.summary).toMatch(/2/);
    expect(entry!.summary).toMatch(/חיפה/);
    expect(updatedTags).toContain(MACHINES_TAG);
  });

  it('refuses bad id lists and changes nothing when one machine is gone', async () => {
    const ids = await seedMachines('חיפה');
    expect(await bulkSetMachinesStatus(null, { ids: [], status: 'inactive' })).toMatchObject({
      ok: false,
    });
    expect(await bulkSetMachinesStatus(null, { ids: ['x'], status: 'inactive' })).toMatchObject({
      ok: false,
    });
    const many = Array.from({ length: 201 }, () => crypto.randomUUID());
    expect(await bulkDeleteMachines(null, { ids: many })).toMatchObject({ ok: false });
    expect(
      await bulkSetMachinesStatus(null, { ids: [...ids, MISSING], status: 'inactive' }),
    ).toMatchObject({ ok: false });
    expect(await bulkDeleteMachines(null, { ids: [...ids, MISSING] })).toMatchObject({ ok: false });
    expect((await db().select().from(machines))[0]).toMatchObject({ status: 'active' });
    expect(await db().select().from(trash)).toEqual([]);
  });

  it('deletes many into the trash, as the single delete does, in one audit entry', async () => {
    const ids = await seedMachines('חיפה', 'ירושלים', 'אילת');
    expect(await bulkDeleteMachines(null, { ids: ids.slice(1) })).toMatchObject({
      ok: true,
      data: { count: 2 },
    });
    expect((await db().select().from(machines)).map((row) => row.name)).toEqual(['חיפה']);
    expect(await db().select().from(trash)).toHaveLength(2);
    expect(await audits('machines.bulkDelete')).toHaveLength(1);
  });
});

describe('posts', () => {
  it('hides (draft) and shows (published) many at once; deletes many into the trash', async () => {
    const ids = await seedPosts('פוסט א', 'פוסט ב', 'פוסט ג');
    expect(await bulkSetPostsStatus(null, { ids, status: 'draft' })).toMatchObject({ ok: true });
    const status = async () =>
      (await db().select().from(blogPosts).where(inArray(blogPosts.id, ids))).map((p) => p.status);
    expect(await status()).toEqual(['draft', 'draft', 'draft']);
    expect(await bulkSetPostsStatus(null, { ids, status: 'published' })).toMatchObject({
      ok: true,
    });
    expect(await status()).toEqual(['published', 'published', 'published']);
    expect(await audits('blog.bulkStatus')).toHaveLength(2);

    expect(await bulkDeletePosts(null, { ids: [ids[0]!, MISSING] })).toMatchObject({ ok: false });
    expect(await bulkDeletePosts(null, { ids: ids.slice(0, 2) })).toMatchObject({ ok: true });
    expect((await db().select().from(blogPosts)).map((p) => p.title)).toEqual(['פוסט ג']);
    expect(await db().select().from(trash)).toHaveLength(2);
    expect(await audits('blog.bulkDelete')).toHaveLength(1);
  });
});
