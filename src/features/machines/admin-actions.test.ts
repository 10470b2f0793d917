import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import {
  machines,
  machinesPublic,
  machineTypes,
  mediaFiles,
  redirects,
  revisions,
  trash,
} from '@/db/schema';
import { getStorage } from '@/lib/storage';
import { storeUpload } from '@/lib/media/uploads';
import { adminActionHarness } from '../../../tests/setup/admin-action-harness';
import { photoJpeg } from '../../../tests/setup/images';
import { forgetUpdatedTags, updatedTags } from '../../../tests/setup/next-cache';
import { addMachineType, deleteMachine, saveMachine } from './admin-actions';
import { listAdminMachines, listMachineTypes } from './admin-queries';
import { formData as form, type FormFields as Fields } from '../../../tests/setup/form-data';

/**
 * The machine dashboard's writes against a real database, real sessions and the disk storage
 * driver under the test's data folder. (Anonymous and non-admin callers: the authorization
 * matrix test, src/features/auth/admin-actions-matrix.test.ts.)
 */
vi.mock('next/headers', () => import('../../../tests/setup/next-headers'));
vi.mock('next/cache', () => import('../../../tests/setup/next-cache'));

const { db } = adminActionHarness({
  clear: [trash, machines, machineTypes, redirects, mediaFiles],
});

const HAIFA: Fields = {
  name: 'אוניברסיטת חיפה',
  location: 'בניין הסטודנטים',
  address: 'שדרות אבא חושי 199, חיפה',
  nameEn: 'University of Haifa',
};

/** Saves and expects success; returns the saved ids and slugs. */
async function save(fields: Fields) {
  const result = await saveMachine(null, form(fields));
  if (!result.ok) throw new Error(`save refused: ${JSON.stringify(result)}`);
  return result.data;
}

const row = async (id: string) =>
  (await db().select().from(machines).where(eq(machines.id, id)))[0];
const publicRow = async (id: string) =>
  (await db().select().from(machinesPublic).where(eq(machinesPublic.id, id)))[0];
const redirectRows = async () =>
  (await db().select({ from: redirects.fromPath, to: redirects.toPath }).from(redirects)).sort(
    (a, b) => a.from.localeCompare(b.from),
  );
const path = (slug: string, locale: 'he' | 'en' = 'he') =>
  `${locale === 'en' ? '/en' : ''}/location/${encodeURIComponent(slug)}`;

/** A real upload, as the images field stores it: `/uploads/machine-images/<uuid>.jpg`. */
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

describe('saveMachine: two admins editing one machine', () => {
  it("refuses the later save made from the older copy, naming what differs; 'overwrite' saves it", async () => {
    const { id } = await save({ ...HAIFA, phone: '04-1111111' });
    // Both open the machine: their forms carry the version they read.
    const opened = {
      ...HAIFA,
      id,
      phone: '04-1111111',
      version: (await row(id))!.updatedAt.toISOString(),
    };

    // A changes the phone and saves.
    expect(await saveMachine(null, form({ ...opened, phone: '04-2222222' }))).toMatchObject({
      ok: true,
    });
    // B, still on the old copy, changes the location: refused, and A's phone is still there.
    const refused = await saveMachine(null, form({ ...opened, location: 'הספרייה' }));
    expect(refused).toEqual({
      ok: false,
      message:
        'מישהו אחר שמר את הפריט מאז שפתחתם אותו, ושמירה עכשיו תדרוס את השינויים שלו. טענו את הגרסה השמורה כדי לראות אותם, או שמרו בכל זאת.',
      fieldErrors: {},
      conflict: { changed: ['מיקום', 'טלפון'] },
    });
    expect(await row(id)).toMatchObject({ phone: '04-2222222', location: HAIFA.location });

    // B chooses to overwrite: saved as sent.
    expect(
      await saveMachine(null, form({ ...opened, location: 'הספרייה', overwrite: '1' })),
    ).toMatchObject({ ok: true });
    expect(await row(id)).toMatchObject({ phone: '04-1111111', location: 'הספרייה' });
  });

  it('lets a save from an older copy through when it writes what is stored', async () => {
    const { id } = await save(HAIFA);
    const version = (await row(id))!.updatedAt.toISOString();
    await save({ ...HAIFA, id, phone: '04-2222222' });
    expect(
      await saveMachine(null, form({ ...HAIFA, id, phone: '04-2222222', version })),
    ).toMatchObject({ ok: true });
  });

  it('a save from the current copy is never refused, twice in a row', async () => {
    const { id } = await save(HAIFA);
    for (const phone of ['04-3333333', '04-4444444']) {
      const version = (await row(id))!.updatedAt.toISOString();
      expect(await saveMachine(null, form({ ...HAIFA, id, phone, version }))).toMatchObject({
        ok: true,
      });
    }
  });
});

describe('saveMachine', () => {
  it('creates an active, open machine with slugs made from the names', async () => {
    const saved = await save(HAIFA);
    expect(saved).toMatchObject({ slugHe: 'אוניברסיטת-חיפה', slugEn: 'university-of-haifa' });
    expect(await row(saved.id)).toMatchObject({
      name: 'אוניברסיטת חיפה',
      status: 'active',
      operatingStatus: 'open',
      phone: null,
      type: null,
      typeEn: [],
      imageUrl: null,
      galleryImages: [],
      locationEn: null,
    });
    expect(updatedTags).toEqual(['machines']);
  });

  it('stores no English slug without an English name', async () => {
    const saved = await save({ ...HAIFA, nameEn: '' });
    expect(saved).toMatchObject({ slugHe: 'אוניברסיטת-חיפה', slugEn: null });
  });

  it('stores the types so that the public view lists them, in both languages', async () => {
    const one = await save({ ...HAIFA, types: ['מכונת פיצה'], typeEn: ['Pizza Machine'] });
    expect((await row(one.id))!.type).toBe('מכונת פיצה');
    const several = await save({
      ...HAIFA,
      name: 'קניון נתניה',
      nameEn: 'Netanya Mall',
      types: ['מכונת פיצה', ' מכונת משקאות ', 'מכונת פיצה'],
      typeEn: ['Beverage Machine', 'Pizza Machine'],
    });
    expect((await row(several.id))!.type).toBe(JSON.stringify(['מכונת פיצה', 'מכונת משקאות']));
    expect(await publicRow(one.id)).toMatchObject({
      types: ['מכונת פיצה'],
      typesEn: ['Pizza Machine'],
    });
    expect(await publicRow(several.id)).toMatchObject({
      types: ['מכונת פיצה', 'מכונת משקאות'],
      typesEn: ['Pizza Machine', 'Beverage Machine'],
    });
    // A lone type that looks like a JSON list is still one type.
    const odd = await save({ ...HAIFA, name: 'אילת', nameEn: '', types: ['[VIP]'] });
    expect((await publicRow(odd.id))!.types).toEqual(['[VIP]']);
  });

  it('stores the first picture as the main one and the rest as the gallery, in order', async () => {
    const images = [
      '/images/machines/lobby-2.webp',
      '/uploads/machine-images/a.jpg',
      '/images/x.webp',
    ];
    const saved = await save({ ...HAIFA, images });
    expect(await row(saved.id)).toMatchObject({
      imageUrl: images[0],
      galleryImages: images.slice(1),
    });
    expect((await publicRow(saved.id))!.imageUrls).toEqual(images);
    expect((await listAdminMachines())[0]!.images).toEqual(images);
  });

  it('refuses invalid input field by field and changes nothing', async () => {
    const result = await saveMachine(
      null,
      form({
        name: '   ',
        location: '',
        address: 'x'.repeat(201),
        phone: 'call me',
        slugHe: 'Not A Slug!',
        typeEn: ['Snack Machine'],
        images: ['javascript:alert(1)'],
        status: 'deleted',
      }),
    );
    expect(result).toEqual({
      ok: false,
      message: 'יש לתקן את השדות המסומנים.',
      fieldErrors: {
        name: 'שדה חובה',
        location: 'שדה חובה',
        address: 'הטקסט ארוך מדי',
        phone: 'מספר הטלפון אינו תקין',
        slugHe: 'הכתובת יכולה להכיל רק אותיות, ספרות ומקפים',
        'typeEn.0': 'הערך אינו תקין',
        'images.0': 'הערך אינו תקין',
        status: 'הערך אינו תקין',
      },
    });
    expect(await db().select().from(machines)).toEqual([]);
    expect(updatedTags).toEqual([]);
  });

  it('numbers a generated slug that is taken and refuses a typed one', async () => {
    const first = await save(HAIFA);
    const second = await save(HAIFA);
    expect(second).toMatchObject({ slugHe: 'אוניברסיטת-חיפה-2', slugEn: 'university-of-haifa-2' });

    // Another machine's slug, in either language's column, is taken.
    for (const [field, slug] of [
      ['slugHe', 'אוניברסיטת-חיפה'],
      ['slugEn', 'university-of-haifa'],
      ['slugHe', 'university-of-haifa'],
    ] as const) {
      expect(await saveMachine(null, form({ ...HAIFA, [field]: slug }))).toMatchObject({
        ok: false,
        fieldErrors: { [field]: 'הכתובת כבר בשימוש' },
      });
    }
    // Its own slug is not taken from itself.
    await save({ ...HAIFA, id: first.id, slugHe: 'אוניברסיטת-חיפה', location: 'הספרייה' });
    expect((await row(first.id))!.location).toBe('הספרייה');
    // A name with nothing to make a slug from asks for one.
    expect(await saveMachine(null, form({ ...HAIFA, name: '!!!', nameEn: '' }))).toMatchObject({
      fieldErrors: { slugHe: 'לא ניתן ליצור כתובת מהשם. הזינו כתובת לדף' },
    });
    expect(await db().select().from(machines)).toHaveLength(2);
  });

  it('stores coordinates inside Israel (the map), clears them, and refuses outside ones', async () => {
    const saved = await save({ ...HAIFA, latitude: '32.7614', longitude: '35.0195' });
    expect(await row(saved.id)).toMatchObject({ latitude: 32.7614, longitude: 35.0195 });
    expect(await publicRow(saved.id)).toMatchObject({ latitude: 32.7614, longitude: 35.0195 });
    expect((await listAdminMachines())[0]).toMatchObject({ latitude: 32.7614, longitude: 35.0195 });

    forgetUpdatedTags();
    for (const [fields, fieldErrors] of [
      [
        { latitude: '48.8566', longitude: '2.3522' },
        {
          latitude:
            'המיקום מחוץ לישראל: קו הרוחב צריך להיות בין 29.45 ל־33.42 וקו האורך בין 34.25 ל־35.90',
        },
      ],
      [
        { latitude: '32.1', longitude: '' },
        { longitude: 'יש להזין גם קו רוחב וגם קו אורך, או להשאיר את שניהם ריקים' },
      ],
      [
        { latitude: 'צפון', longitude: '35' },
        { latitude: 'יש להזין מספר במעלות עשרוניות, למשל 32.0853' },
      ],
    ] as const) {
      const result = await saveMachine(null, form({ ...HAIFA, id: saved.id, ...fields }));
      expect(result).toMatchObject({ ok: false, fieldErrors });
    }
    expect(await row(saved.id)).toMatchObject({ latitude: 32.7614, longitude: 35.0195 });
    expect(updatedTags).toEqual([]);

    await save({ ...HAIFA, id: saved.id, slugHe: saved.slugHe!, latitude: '', longitude: '' });
    expect(await row(saved.id)).toMatchObject({ latitude: null, longitude: null });
  });

  it('stores a 7-digit postal code (shown by the public view), clears it, and refuses others in Hebrew', async () => {
    const saved = await save({ ...HAIFA, postalCode: '34988 38' });
    expect(await row(saved.id)).toMatchObject({ postalCode: '3498838' });
    expect(await publicRow(saved.id)).toMatchObject({ postalCode: '3498838' });
    expect((await listAdminMachines())[0]).toMatchObject({ postalCode: '3498838' });

    forgetUpdatedTags();
    const result = await saveMachine(null, form({ ...HAIFA, id: saved.id, postalCode: '34988' }));
    expect(result).toMatchObject({
      ok: false,
      fieldErrors: { postalCode: 'מיקוד צריך להיות בדיוק 7 ספרות, למשל 6701101, או להשאיר ריק' },
    });
    expect(await row(saved.id)).toMatchObject({ postalCode: '3498838' });
    expect(updatedTags).toEqual([]);

    await save({ ...HAIFA, id: saved.id, slugHe: saved.slugHe!, postalCode: '' });
    expect(await row(saved.id)).toMatchObject({ postalCode: null });
  });

  it('updates every field, and an inactive machine leaves the public view', async () => {
    const saved = await save(HAIFA);
    await save({
      id: saved.id,
      name: 'חיפה',
      location: 'לובי',
      address: 'חיפה 1',
      phone: '050-555-0101',
      status: 'inactive',
      operatingStatus: 'opening_soon',
      slugHe: saved.slugHe!,
      nameEn: 'Haifa',
      locationEn: 'Lobby',
      addressEn: '1 Haifa',
      slugEn: saved.slugEn!,
      typeEn: ['Pizza Machine'],
    });
    expect(await row(saved.id)).toMatchObject({
      name: 'חיפה',
      phone: '050-555-0101',
      status: 'inactive',
      operatingStatus: 'opening_soon',
      nameEn: 'Haifa',
      addressEn: '1 Haifa',
      slugHe: 'אוניברסיטת-חיפה',
    });
    expect(await publicRow(saved.id)).toBeUndefined();
    expect((await listAdminMachines()).map((m) => m.status)).toEqual(['inactive']);
  });

  it('a renamed slug redirects its old addresses in both languages; renaming back does not loop', async () => {
    const saved = await save(HAIFA);
    forgetUpdatedTags();
    await save({ ...HAIFA, id: saved.id, slugHe: 'חיפה', slugEn: 'haifa' });
    expect(updatedTags).toEqual(['machines', 'redirects', 'seo']);
    expect(await redirectRows()).toEqual(
      [
        { from: path('אוניברסיטת-חיפה'), to: path('חיפה') },
        { from: path('university-of-haifa'), to: path('חיפה') },
        { from: path('אוניברסיטת-חיפה', 'en'), to: path('haifa', 'en') },
        { from: path('university-of-haifa', 'en'), to: path('haifa', 'en') },
      ].sort((a, b) => a.from.localeCompare(b.from)),
    );

    // Back to the first slugs: those addresses are live again, and the later ones lead to them.
    await save({
      ...HAIFA,
      id: saved.id,
      slugHe: 'אוניברסיטת-חיפה',
      slugEn: 'university-of-haifa',
    });
    const rows = await redirectRows();
    for (const { from, to } of rows) {
      expect(
        rows.some((r) => r.from === to),
        `${from} → ${to} → …`,
      ).toBe(false);
      expect([path('אוניברסיטת-חיפה'), path('university-of-haifa', 'en')]).not.toContain(from);
    }
    expect(rows).toContainEqual({ from: path('חיפה'), to: path('אוניברסיטת-חיפה') });
    expect(rows).toContainEqual({
      from: path('haifa', 'en'),
      to: path('university-of-haifa', 'en'),
    });

    // An unchanged slug moves nothing.
    forgetUpdatedTags();
    await save({
      ...HAIFA,
      id: saved.id,
      slugHe: 'אוניברסיטת-חיפה',
      slugEn: 'university-of-haifa',
    });
    expect(updatedTags).toEqual(['machines']);
  });

  it('removes the uploads a save dropped, and keeps the ones still in use', async () => {
    const [a, b, c, d] = [await upload(), await upload(), await upload(), await upload()];
    const saved = await save({ ...HAIFA, images: [a.url, b.url, c.url, d.url] });
    // Another machine uses c too.
    await save({ ...HAIFA, name: 'אחרת', nameEn: '', images: [c.url] });

    // d is in the machine's history (a version that can be restored): kept while it is there.
    await save({ ...HAIFA, id: saved.id, slugHe: saved.slugHe!, images: [a.url, b.url, c.url] });
    expect(await stored(d.key)).toBe(true);

    await db().delete(revisions);
    await save({ ...HAIFA, id: saved.id, slugHe: saved.slugHe!, images: [b.url] });
    expect(await stored(a.key)).toBe(false);
    expect(await stored(b.key)).toBe(true);
    expect(await stored(c.key)).toBe(true);
    expect((await db().select().from(mediaFiles)).map((f) => f.key).sort()).toEqual(
      [b.key, c.key, d.key].sort(),
    );
  });
});

describe('deleteMachine', () => {
  it('moves the row to the trash, deletes the redirects to it, keeps its uploads', async () => {
    const image = await upload();
    const images = [image.url, '/images/machines/lobby-1.webp'];
    const saved = await save({ ...HAIFA, images });
    await save({ ...HAIFA, id: saved.id, slugHe: 'חיפה', images });
    expect((await redirectRows()).length).toBeGreaterThan(0);
    forgetUpdatedTags();

    expect(await deleteMachine(null, { id: saved.id })).toEqual({
      ok: true,
      data: { id: saved.id },
    });
    expect(await row(saved.id)).toBeUndefined();
    expect(await redirectRows()).toEqual([]);
    // In the trash (src/features/trash) for 30 days, its pictures with it.
    expect(await db().select().from(trash).where(eq(trash.entityId, saved.id))).toMatchObject([
      { kind: 'machine', title: HAIFA.name },
    ]);
    expect(await stored(image.key)).toBe(true);
    expect(updatedTags).toEqual(['machines', 'redirects', 'seo']);

    // Twice: it is gone.
    expect(await deleteMachine(null, { id: saved.id })).toMatchObject({
      ok: false,
      message: 'הפריט לא נמצא. ייתכן שנמחק בינתיים; רעננו את הדף.',
    });
  });
});

describe('addMachineType', () => {
  it('adds a trimmed name and refuses a duplicate in any letter case', async () => {
    expect(await addMachineType(null, { name: '  Snack Machine ' })).toMatchObject({
      ok: true,
      data: { name: 'Snack Machine' },
    });
    for (const name of ['Snack Machine', 'snack machine', ' SNACK MACHINE']) {
      expect(await addMachineType(null, { name })).toEqual({
        ok: false,
        message: 'יש לתקן את השדות המסומנים.',
        fieldErrors: { name: 'סוג המכונה כבר קיים' },
      });
    }
    expect(await addMachineType(null, { name: '   ' })).toMatchObject({
      fieldErrors: { name: 'שדה חובה' },
    });
    await addMachineType(null, { name: 'מכונת קפה' });
    expect((await listMachineTypes()).map((t) => t.name)).toEqual(['Snack Machine', 'מכונת קפה']);
  });
});
