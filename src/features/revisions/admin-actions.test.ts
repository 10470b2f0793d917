import { and, asc, desc, eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import {
  auditLog,
  blogPosts,
  machines,
  products,
  redirects,
  rentalMachines,
  revisions,
  trash,
} from '@/db/schema';
import { adminActionHarness } from '../../../tests/setup/admin-action-harness';
import { formData as form, type FormFields as Fields } from '../../../tests/setup/form-data';
import { forgetUpdatedTags, updatedTags } from '../../../tests/setup/next-cache';
import { deletePost, savePost } from '@/features/blog/admin-actions';
import { BLOG_TAG, blogPostTag } from '@/features/blog/queries';
import { saveMachine } from '@/features/machines/admin-actions';
import { saveProduct } from '@/features/products/admin-actions';
import { saveRental } from '@/features/rentals/admin-actions';
import { restoreRevision } from './admin-actions';
import { listRevisions, readRevision } from './admin-queries';
import { REVISIONS_KEPT } from '@/lib/admin/revisions';

/**
 * The history (issue 32) against a real PostgreSQL and real sessions: every save of a post,
 * machine, product or rental keeps a revision with its author; "restore this version" saves the
 * old fields back through the item's own save (slug moves included), records a new revision and
 * an audit row; a deleted item is not restored; an item keeps the newest REVISIONS_KEPT.
 * (Anonymous and non-admin callers: src/features/auth/admin-actions-matrix.test.ts.)
 */
vi.mock('next/headers', () => import('../../../tests/setup/next-headers'));
vi.mock('next/cache', () =>
  import('../../../tests/setup/admin-action-harness').then((h) => h.uncachedNextCache()),
);

const signedIn = adminActionHarness({
  clear: [revisions, trash, blogPosts, machines, products, rentalMachines, redirects],
  silence: ['info'],
});
const { db } = signedIn;
const ADMIN = 'admin@example.com';

const POST: Fields = {
  language: 'he',
  title: 'מכונת הפיצה החדשה',
  blog_url: 'new-pizza-machine',
  category: 'חדשות',
  author: 'צוות אוטופיצה',
  published_date: '2026-03-01',
  state: 'published',
  content: 'הנוסח הראשון',
};

async function ok<T>(result: Promise<{ ok: true; data: T } | { ok: false }>): Promise<T> {
  const done = await result;
  if (!done.ok) throw new Error(`refused: ${JSON.stringify(done)}`);
  return done.data;
}

const savePostWith = (fields: Fields) => ok(savePost(null, form({ ...POST, ...fields })));

const revisionsOf = (kind: 'post' | 'machine' | 'product' | 'rental', id: string) =>
  db()
    .select()
    .from(revisions)
    .where(and(eq(revisions.kind, kind), eq(revisions.entityId, id)))
    .orderBy(desc(revisions.savedAt));

const post = async (id: string) =>
  (await db().select().from(blogPosts).where(eq(blogPosts.id, id)))[0]!;

/** A post saved twice: the first text, then the second; returns its id and both revisions. */
async function editedTwice(second: Fields = {}) {
  const { id } = await savePostWith({});
  const [firstRevision] = await revisionsOf('post', id);
  const { version } = await savePostWith({
    id,
    content: 'הנוסח השני',
    ...second,
  });
  return { id, firstRevision: firstRevision!, version };
}

describe('recording', () => {
  it('keeps a revision of each save, create and update, with who saved it and the fields', async () => {
    const { id } = await editedTwice();
    const kept = await revisionsOf('post', id);
    expect(kept).toHaveLength(2);
    expect(kept.map((revision) => revision.savedBy)).toEqual([ADMIN, ADMIN]);
    expect(kept.map((revision) => (revision.fields as { content: string }).content)).toEqual([
      'הנוסח השני',
      'הנוסח הראשון',
    ]);
    const fields = kept[0]!.fields as Record<string, unknown>;
    expect(fields).toMatchObject({
      title: POST.title,
      blogUrl: 'new-pizza-machine',
      language: 'he',
    });
    expect(fields).not.toHaveProperty('id');
    expect(fields).not.toHaveProperty('updatedAt');

    const listed = await listRevisions('post', id);
    expect(listed?.item).toMatchObject({ id, title: POST.title, editHref: `/admin/blogs/${id}` });
    expect(listed?.revisions.map((revision) => revision.id)).toEqual(kept.map((r) => r.id));
  });

  it('keeps one for machines, products and rentals too', async () => {
    const machine = await ok(
      saveMachine(null, form({ name: 'אוניברסיטת חיפה', location: 'בניין', address: 'חיפה' })),
    );
    const product = await ok(saveProduct(null, form({ name_he: 'מכונת קפה', is_active: 'on' })));
    const rental = await ok(
      saveRental(null, form({ name_he: 'השכרה', description_he: 'תיאור', slug: 'rent-me' })),
    );
    for (const [kind, id] of [
      ['machine', machine.id],
      ['product', product.id],
      ['rental', rental.id],
    ] as const) {
      const [revision] = await revisionsOf(kind, id);
      expect(revision).toMatchObject({ savedBy: ADMIN });
    }
    const [productRevision] = await revisionsOf('product', product.id);
    expect(productRevision!.fields).toMatchObject({ nameHe: 'מכונת קפה', isActive: true });
    expect(productRevision!.fields).not.toHaveProperty('displayOrder');
  });

  it(`keeps only the newest ${REVISIONS_KEPT} revisions of an item`, async () => {
    const { id } = await savePostWith({});
    const old = Array.from({ length: REVISIONS_KEPT + 5 }, (_, index) => ({
      kind: 'post' as const,
      entityId: id,
      savedBy: 'old@example.com',
      savedAt: new Date(Date.UTC(2020, 0, 1, 0, index)),
      fields: { title: `old ${index}` },
    }));
    await db().insert(revisions).values(old);
    await savePostWith({ id, content: 'עוד שמירה' });
    const kept = await revisionsOf('post', id);
    expect(kept).toHaveLength(REVISIONS_KEPT);
    expect(kept[0]!.savedBy).toBe(ADMIN);
    // The two saves and the newest 48 old ones stay: the oldest went.
    expect(kept.at(-1)!.fields).toEqual({ title: `old ${old.length - (REVISIONS_KEPT - 2)}` });
  });
});

describe('compare', () => {
  it('names only the fields that differ, in Hebrew, with the old and the current value', async () => {
    const { id, firstRevision } = await editedTwice();
    const compared = await readRevision('post', id, firstRevision.id);
    expect(compared?.diffs).toEqual([
      { key: 'content', label: 'תוכן', revision: 'הנוסח הראשון', current: 'הנוסח השני' },
    ]);
    // A revision of another item is not this one's.
    expect(await readRevision('machine', id, firstRevision.id)).toBeNull();
  });
});

describe('restoreRevision', () => {
  it("brings back a post's old text, records a new revision and an audit row", async () => {
    const { id, firstRevision } = await editedTwice();
    forgetUpdatedTags();
    const result = await restoreRevision(null, { id: firstRevision.id });
    expect(result).toMatchObject({ ok: true, data: { kind: 'post', entityId: id } });
    expect(await post(id)).toMatchObject({ content: 'הנוסח הראשון', title: POST.title });

    const kept = await revisionsOf('post', id);
    expect(kept).toHaveLength(3);
    expect(kept[0]).toMatchObject({ savedBy: ADMIN });
    expect((kept[0]!.fields as { content: string }).content).toBe('הנוסח הראשון');

    const [audit] = await db()
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, id))
      .orderBy(desc(auditLog.at))
      .limit(1);
    expect(audit).toMatchObject({ action: 'revisions.restore', actorEmail: ADMIN });
    expect(audit!.summary).toContain('שוחזרה הגרסה מ־');
    expect(updatedTags).toEqual(expect.arrayContaining([BLOG_TAG, blogPostTag(id)]));
    // Now the same as the restored version: nothing left to compare.
    expect((await readRevision('post', id, firstRevision.id))?.diffs).toEqual([]);
  });

  it("moves a post's address back through the save's redirects", async () => {
    const { id, firstRevision } = await editedTwice({ blog_url: 'renamed' });
    expect(await restoreRevision(null, { id: firstRevision.id })).toMatchObject({ ok: true });
    expect((await post(id)).blogUrl).toBe('new-pizza-machine');
    const rows = await db().select().from(redirects).orderBy(asc(redirects.fromPath));
    expect(rows.map((row) => [row.fromPath, row.toPath])).toContainEqual([
      '/blog/renamed',
      '/blog/new-pizza-machine',
    ]);
  });

  it('is refused when the item was deleted, and changes nothing', async () => {
    const { id, firstRevision } = await editedTwice();
    expect(await deletePost(null, { id })).toMatchObject({ ok: true });
    const result = await restoreRevision(null, { id: firstRevision.id });
    expect(result).toMatchObject({ ok: false });
    expect(await db().select().from(blogPosts).where(eq(blogPosts.id, id))).toEqual([]);
    expect(await revisionsOf('post', id)).toHaveLength(2);
    expect(await listRevisions('post', id)).toBeNull();
  });

  it('is refused for an unknown revision', async () => {
    expect(
      await restoreRevision(null, { id: '00000000-0000-4000-8000-000000000000' }),
    ).toMatchObject({ ok: false });
  });

  it('restores a machine, a product and a rental through their saves', async () => {
    const machine = await ok(
      saveMachine(null, form({ name: 'אוניברסיטת חיפה', location: 'בניין', address: 'חיפה' })),
    );
    const [machineFirst] = await revisionsOf('machine', machine.id);
    await ok(
      saveMachine(
        null,
        form({ id: machine.id, name: 'אוניברסיטת חיפה', location: 'ספרייה', address: 'חיפה' }),
      ),
    );
    expect(await restoreRevision(null, { id: machineFirst!.id })).toMatchObject({ ok: true });
    const [machineRow] = await db().select().from(machines).where(eq(machines.id, machine.id));
    expect(machineRow!.location).toBe('בניין');

    const product = await ok(saveProduct(null, form({ name_he: 'מכונת קפה', price_he: '100' })));
    const [productFirst] = await revisionsOf('product', product.id);
    await ok(saveProduct(null, form({ id: product.id, name_he: 'מכונת קפה', price_he: '200' })));
    expect(await restoreRevision(null, { id: productFirst!.id })).toMatchObject({ ok: true });
    const [productRow] = await db().select().from(products).where(eq(products.id, product.id));
    expect(productRow!.priceHe).toBe('100');

    const rental = await ok(
      saveRental(null, form({ name_he: 'השכרה', description_he: 'ראשון', slug: 'rent-me' })),
    );
    const [rentalFirst] = await revisionsOf('rental', rental.id);
    await ok(
      saveRental(
        null,
        form({ id: rental.id, name_he: 'השכרה', description_he: 'שני', slug: 'rent-me' }),
      ),
    );
    expect(await restoreRevision(null, { id: rentalFirst!.id })).toMatchObject({ ok: true });
    const [rentalRow] = await db()
      .select()
      .from(rentalMachines)
      .where(eq(rentalMachines.id, rental.id));
    expect(rentalRow!.descriptionHe).toBe('ראשון');
  });
});
