import { eq, sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import {
  auditLog,
  blogPosts,
  machines,
  machinesPublic,
  mediaFiles,
  products,
  redirects,
  revisions,
  seoSettings,
  trash,
} from '@/db/schema';
import { getStorage } from '@/lib/storage';
import { storeUpload } from '@/lib/media/uploads';
import { adminActionHarness } from '../../../tests/setup/admin-action-harness';
import { formData as form, type FormFields as Fields } from '../../../tests/setup/form-data';
import { photoJpeg } from '../../../tests/setup/images';
import { forgetUpdatedTags, updatedTags } from '../../../tests/setup/next-cache';
import { deletePost } from '@/features/blog/admin-actions';
import { deleteMachine, saveMachine } from '@/features/machines/admin-actions';
import { deleteProduct } from '@/features/products/admin-actions';
import { purgeFromTrash, restoreFromTrash } from './admin-actions';
import { listTrash } from './admin-queries';
import { purgeExpiredTrash, sweepUploads } from './purge';

/**
 * The trash (issue 32) against a real database, real sessions and the disk storage: deletes keep
 * the item, restore brings it back as it was, the purge and the uploads sweep remove only what
 * nothing refers to. (Anonymous and non-admin callers: admin-actions-matrix.test.ts.)
 */
vi.mock('next/headers', () => import('../../../tests/setup/next-headers'));
vi.mock('next/cache', () => import('../../../tests/setup/next-cache'));

const { db } = adminActionHarness({
  clear: [trash, revisions, machines, products, blogPosts, redirects, seoSettings, mediaFiles],
  silence: ['info'],
});

const HAIFA: Fields = {
  name: 'אוניברסיטת חיפה',
  location: 'בניין הסטודנטים',
  address: 'שדרות אבא חושי 199, חיפה',
  nameEn: 'University of Haifa',
};

async function save(fields: Fields) {
  const result = await saveMachine(null, form(fields));
  if (!result.ok) throw new Error(`save refused: ${JSON.stringify(result)}`);
  return result.data;
}

async function upload() {
  const result = await storeUpload({
    bytes: await photoJpeg({ width: 64, height: 48 }),
    folder: 'machines',
    uploadedBy: 'admin',
  });
  if (!result.ok) throw new Error(result.reason);
  return result.image;
}

const stored = async (key: string) => (await getStorage().get(key)) !== null;
const recorded = async (key: string) =>
  (await db().select().from(mediaFiles).where(eq(mediaFiles.key, key))).length > 0;
const machineRow = async (id: string) =>
  (await db().select().from(machines).where(eq(machines.id, id)))[0];
const publicMachine = async (id: string) =>
  (await db().select().from(machinesPublic).where(eq(machinesPublic.id, id)))[0];
const entryOf = async (entityId: string) =>
  (await db().select().from(trash).where(eq(trash.entityId, entityId)))[0];
const productOrder = async () =>
  await db()
    .select({ id: products.id, order: products.displayOrder })
    .from(products)
    .orderBy(products.displayOrder);

const revisionsOf = async (entityId: string) =>
  (await db().select().from(revisions).where(eq(revisions.entityId, entityId))).map((r) => r.id);
const daysAgo = (days: number) => new Date(Date.now() - days * 24 * 60 * 60 * 1000);

describe('delete → trash → restore', () => {
  it('keeps a deleted machine with its SEO settings and brings it back as it was', async () => {
    const [main, gallery] = [await upload(), await upload()];
    const saved = await save({ ...HAIFA, images: [main.url, gallery.url] });
    const before = await machineRow(saved.id);
    await db()
      .insert(seoSettings)
      .values({ pagePath: '/en/location/university-of-haifa', metaTitle: 'Haifa machine' });
    await db()
      .insert(revisions)
      .values({ kind: 'machine', entityId: saved.id, savedBy: 'a@b.c', fields: { name: 'x' } });
    await db()
      .insert(redirects)
      .values({ fromPath: '/en/location/old-haifa', toPath: '/en/location/university-of-haifa' });
    forgetUpdatedTags();
    const revisionsBefore = await revisionsOf(saved.id);
    expect(revisionsBefore.length).toBeGreaterThan(0);

    expect(await deleteMachine(null, { id: saved.id })).toMatchObject({ ok: true });
    // Gone from the site as before…
    expect(await machineRow(saved.id)).toBeUndefined();
    expect(await publicMachine(saved.id)).toBeUndefined();
    expect(await db().select().from(seoSettings)).toEqual([]);
    expect(await db().select().from(redirects)).toEqual([]);
    // …kept in the trash, pictures in storage.
    const entry = await entryOf(saved.id);
    expect(entry).toMatchObject({ kind: 'machine', title: HAIFA.name });
    expect(entry!.deletedBy).toContain('@');
    expect(await stored(main.key)).toBe(true);
    expect(await stored(gallery.key)).toBe(true);
    const [listed] = await listTrash();
    expect(listed).toMatchObject({ id: entry!.id, kind: 'machine', daysLeft: 30 });

    forgetUpdatedTags();
    expect(await restoreFromTrash(null, { id: entry!.id })).toMatchObject({
      ok: true,
      data: { kind: 'machine', entityId: saved.id },
    });
    expect(updatedTags).toEqual(['machines', 'redirects', 'seo']);
    const back = await machineRow(saved.id);
    expect(back).toEqual(before);
    expect(back!.galleryImages).toEqual(before!.galleryImages);
    expect(await publicMachine(saved.id)).toMatchObject({ name: HAIFA.name });
    expect(await db().select({ path: seoSettings.pagePath }).from(seoSettings)).toEqual([
      { path: '/en/location/university-of-haifa' },
    ]);
    expect(await db().select({ from: redirects.fromPath }).from(redirects)).toEqual([
      { from: '/en/location/old-haifa' },
    ]);
    // Its revisions still attach (same id); the entry left the trash.
    expect(await revisionsOf(saved.id)).toEqual(revisionsBefore);
    expect(await db().select().from(trash)).toEqual([]);
    const audit = await db().select().from(auditLog).where(eq(auditLog.action, 'trash.restore'));
    expect(audit).toMatchObject([{ entityType: 'machine', entityId: saved.id }]);
  });

  it('refuses to restore an item whose slug was taken meanwhile, and changes nothing', async () => {
    const saved = await save(HAIFA);
    await deleteMachine(null, { id: saved.id });
    const entry = await entryOf(saved.id);
    const other = await save(HAIFA); // takes the free slugs again

    expect(other.slugHe).toBe(saved.slugHe);
    const result = await restoreFromTrash(null, { id: entry!.id });
    expect(result).toMatchObject({ ok: false, message: expect.stringContaining('לא ניתן לשחזר') });
    expect(await machineRow(saved.id)).toBeUndefined();
    expect(await entryOf(saved.id)).toBeDefined();
  });

  it('restores a product into the display order and a post with its twin link', async () => {
    const [a, b] = await db()
      .insert(products)
      .values([
        { nameHe: 'א', slugHe: 'a', displayOrder: 0 },
        { nameHe: 'ב', slugHe: 'b', displayOrder: 1 },
      ])
      .returning();
    await deleteProduct(null, { id: a!.id });
    expect((await productOrder()).map((p) => p.id)).toEqual([b!.id]);
    await restoreFromTrash(null, { id: (await entryOf(a!.id))!.id });
    expect(await productOrder()).toEqual([
      { id: a!.id, order: 0 },
      { id: b!.id, order: 1 },
    ]);

    const post = (fields: Partial<typeof blogPosts.$inferInsert>) => ({
      title: 'פוסט',
      category: 'כללי',
      author: 'צוות',
      language: 'he' as const,
      blogUrl: 'post',
      publishedDate: '2026-01-01',
      ...fields,
    });
    const [hePost] = await db()
      .insert(blogPosts)
      .values(post({ blogUrl: 'he-post' }))
      .returning();
    const [enPost] = await db()
      .insert(blogPosts)
      .values(post({ blogUrl: 'en-post', language: 'en', twinId: hePost!.id }))
      .returning();
    await db().update(blogPosts).set({ twinId: enPost!.id }).where(eq(blogPosts.id, hePost!.id));
    expect(await deletePost(null, { id: hePost!.id })).toMatchObject({ ok: true });
    const twinAfterDelete = await db().select().from(blogPosts).where(eq(blogPosts.id, enPost!.id));
    expect(twinAfterDelete[0]!.twinId).toBeNull();
    expect(await restoreFromTrash(null, { id: (await entryOf(hePost!.id))!.id })).toMatchObject({
      ok: true,
    });
    const both = await db().select({ id: blogPosts.id, twin: blogPosts.twinId }).from(blogPosts);
    expect(new Map(both.map((p) => [p.id, p.twin]))).toEqual(
      new Map([
        [hePost!.id, enPost!.id],
        [enPost!.id, hePost!.id],
      ]),
    );
  });
});

describe('purge', () => {
  it('purges entries older than 30 days with their revisions and unused pictures', async () => {
    const [own, shared, young] = [await upload(), await upload(), await upload()];
    const old = await save({ ...HAIFA, images: [own.url, shared.url] });
    const keeper = await save({ ...HAIFA, images: [shared.url] });
    const recent = await save({ ...HAIFA, images: [young.url] });
    await db()
      .insert(revisions)
      .values([
        { kind: 'machine', entityId: old.id, fields: { images: [own.url] } },
        { kind: 'machine', entityId: recent.id, fields: { images: [young.url] } },
      ]);
    await deleteMachine(null, { id: old.id });
    await deleteMachine(null, { id: recent.id });
    await db()
      .update(trash)
      .set({ deletedAt: daysAgo(31) })
      .where(eq(trash.entityId, old.id));
    await db()
      .update(trash)
      .set({ deletedAt: daysAgo(29) })
      .where(eq(trash.entityId, recent.id));

    expect(await purgeExpiredTrash()).toBe(1);
    expect(await entryOf(old.id)).toBeUndefined();
    expect(await entryOf(recent.id)).toBeDefined();
    expect(await revisionsOf(old.id)).toEqual([]);
    expect((await revisionsOf(recent.id)).length).toBeGreaterThan(0);
    expect(await stored(own.key)).toBe(false);
    expect(await recorded(own.key)).toBe(false);
    // Still shown by another machine; still in the trash: kept.
    expect(await stored(shared.key)).toBe(true);
    expect(await stored(young.key)).toBe(true);
    expect(await machineRow(keeper.id)).toBeDefined();
    const audit = await db().select().from(auditLog).where(eq(auditLog.action, 'trash.purge'));
    expect(audit).toMatchObject([{ actorEmail: 'system', actorId: null, entityId: old.id }]);
  });

  it('deletes forever on request (admin), with the pictures nothing else uses', async () => {
    const picture = await upload();
    const saved = await save({ ...HAIFA, images: [picture.url] });
    await deleteMachine(null, { id: saved.id });
    const entry = await entryOf(saved.id);
    expect(await purgeFromTrash(null, { id: entry!.id })).toEqual({
      ok: true,
      data: { id: entry!.id },
    });
    expect(await entryOf(saved.id)).toBeUndefined();
    expect(await stored(picture.key)).toBe(false);
    expect(await purgeFromTrash(null, { id: entry!.id })).toMatchObject({ ok: false });
  });
});

describe('sweepUploads', () => {
  it('removes old unused uploads, keeps young ones and those any row refers to', async () => {
    const [unused, young, onMachine, inRevision, inTrash] = [
      await upload(),
      await upload(),
      await upload(),
      await upload(),
      await upload(),
    ];
    await save({ ...HAIFA, images: [onMachine.url] });
    await db()
      .insert(revisions)
      .values({ kind: 'post', entityId: crypto.randomUUID(), fields: { body: inRevision.url } });
    const doomed = await save({ ...HAIFA, images: [inTrash.url] });
    await deleteMachine(null, { id: doomed.id });
    await db().execute(
      sql`update media_files set created_at = now() - interval '2 days' where key <> ${young.key}`,
    );
    await db()
      .update(mediaFiles)
      .set({ createdAt: new Date(Date.now() - 23 * 60 * 60 * 1000) })
      .where(eq(mediaFiles.key, young.key));

    expect(await sweepUploads()).toEqual([unused.key]);
    expect(await stored(unused.key)).toBe(false);
    expect(await recorded(unused.key)).toBe(false);
    for (const kept of [young, onMachine, inRevision, inTrash]) {
      expect(await stored(kept.key)).toBe(true);
      expect(await recorded(kept.key)).toBe(true);
    }
  });
});
