import { describe, expect, it, beforeEach } from 'vitest';
import { auditLog, user as users } from '@/db/schema';
import { withAppUnderTest } from '../../../tests/setup/app-under-test';
import { auditPath, parseAuditFilters } from './audit-filters';
import { auditFacets, queryAudit } from './audit-query';

const t = withAppUnderTest();

beforeEach(async () => {
  await t.db.delete(auditLog);
  await t.db.delete(users);
  await t.db.insert(users).values([
    { id: 'u-dana', name: 'Dana', email: 'dana@example.com' },
    { id: 'u-avi', name: 'Avi', email: 'avi@example.com' },
  ]);
});

const entry = (
  action: string,
  actor: string | null,
  email: string,
  at: string,
  entityId = 'x',
) => ({
  action,
  actorId: actor,
  actorEmail: email,
  entityType: action.split('.')[0] === 'products' ? 'product' : 'inquiry',
  entityId,
  summary: `${action} ${entityId}`,
  at: new Date(at),
});

describe('the audit log query', () => {
  it('lists newest first and filters by action, kind of row, actor and Israel days', async () => {
    await t.db.insert(auditLog).values([
      entry('products.save', 'u-dana', 'dana@example.com', '2026-11-01T10:00:00Z', 'p1'),
      // 00:30 in Israel on 2 November is still 1 November in UTC.
      entry('products.delete', 'u-avi', 'avi@example.com', '2026-11-01T22:30:00Z', 'p2'),
      entry('inquiries.setStatus', 'u-dana', 'dana@example.com', '2026-11-03T08:00:00Z', 'i1'),
      entry('users.createAdmin', null, 'system', '2026-10-30T08:00:00Z', 'u-avi'),
    ]);
    const ids = async (filters: Parameters<typeof queryAudit>[1]) =>
      (await queryAudit(t.db, filters)).rows.map((row) => row.entityId);
    expect(await ids({})).toEqual(['i1', 'p2', 'p1', 'u-avi']);
    expect(await ids({ action: 'products.save' })).toEqual(['p1']);
    expect(await ids({ entity: 'product' })).toEqual(['p2', 'p1']);
    expect(await ids({ actor: 'u-dana' })).toEqual(['i1', 'p1']);
    expect(await ids({ actor: 'system' })).toEqual(['u-avi']);
    expect(await ids({ from: '2026-11-02', to: '2026-11-02' })).toEqual(['p2']);
    expect(await ids({ from: '2026-11-01' })).toEqual(['i1', 'p2', 'p1']);

    const facets = await auditFacets(t.db);
    expect(facets.actions).toEqual([
      'inquiries.setStatus',
      'products.delete',
      'products.save',
      'users.createAdmin',
    ]);
    expect(facets.entities).toEqual(['inquiry', 'product']);
    expect(facets.actors).toEqual([
      { id: 'u-avi', email: 'avi@example.com' },
      { id: 'u-dana', email: 'dana@example.com' },
      { id: 'system', email: 'system' },
    ]);
  });

  it('pages by 50 without overlap; a page past the end is the last one', async () => {
    await t.db
      .insert(auditLog)
      .values(
        Array.from({ length: 120 }, (_, n) =>
          entry('products.save', 'u-dana', 'dana@example.com', '2026-11-01T10:00:00Z', `p${n}`),
        ),
      );
    const pages = await Promise.all([1, 2, 3].map((page) => queryAudit(t.db, { page })));
    expect(pages.map((p) => p.rows.length)).toEqual([50, 50, 20]);
    expect(new Set(pages.flatMap((p) => p.rows.map((r) => r.id))).size).toBe(120);
    expect(pages[0]).toMatchObject({ total: 120, pageCount: 3 });
    expect((await queryAudit(t.db, { page: 9 })).page).toBe(3);
  });

  it("keeps a removed account's entries under its address", async () => {
    await t.db
      .insert(auditLog)
      .values(entry('products.save', 'u-avi', 'avi@example.com', '2026-11-01T10:00:00Z'));
    await t.db.delete(users);
    const [row] = (await queryAudit(t.db, { actor: 'avi@example.com' })).rows;
    expect(row).toMatchObject({ actorId: null, actorEmail: 'avi@example.com' });
  });
});

describe('audit filters in the URL', () => {
  it('round-trips a view and drops what is malformed', () => {
    const view = {
      action: 'products.save',
      entity: 'product',
      actor: 'system',
      from: '2026-11-01',
      to: '2026-11-23',
      page: 2,
    };
    expect(parseAuditFilters(new URL(auditPath(view), 'http://x').searchParams)).toEqual(view);
    expect(parseAuditFilters({ action: '<script>', from: 'yesterday', page: '0' })).toEqual({});
    expect(auditPath({})).toBe('/admin/audit');
  });
});
