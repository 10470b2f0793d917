import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { auditLog, contactInquiries } from '@/db/schema';
import { adminActionHarness, rawFormData as form } from '../../../tests/setup/admin-action-harness';
import { updatedTags } from '../../../tests/setup/next-cache';
import { ActionRefusal, adminAction, DEFAULT_MAX_BYTES, isAdminAction } from './action';
import { auditSummary, changedFields } from './audit';

/**
 * The admin action wrapper against a real database and real sessions. The test action stores a
 * note as a contact inquiry (a table that exists) so that "nothing changed" can be checked.
 */
vi.mock('next/headers', () => import('../../../tests/setup/next-headers'));
vi.mock('next/cache', () => import('../../../tests/setup/next-cache'));

const signedIn = adminActionHarness({
  clear: [contactInquiries, auditLog],
  visitor: 'unchanged',
  ip: '203.0.113.9',
});
const { as } = signedIn;

const noteSchema = z.object({
  title: z.string().trim().min(1, 'required').max(40, 'tooLong'),
  body: z.string().default(''),
  tags: z.array(z.string()).default([]),
});

const saveNote = adminAction(
  { name: 'notes.save', schema: noteSchema, multiline: ['body'], tags: ['notes'] },
  async (input, { write }) => {
    if (input.title === 'taken') return new ActionRefusal('tooLong', 'title');
    if (input.title === 'explode') throw new Error('database on fire');
    const saved = await write(
      async (tx) => {
        const [row] = await tx
          .insert(contactInquiries)
          .values({ name: input.title, phone: '0500000000', message: input.body, locale: 'he' })
          .returning({ id: contactInquiries.id });
        // Refused after writing: the insert above must be rolled back.
        if (input.title === 'late refusal') return new ActionRefusal('notFound');
        return row!;
      },
      (row) => {
        if (input.title === 'audit fails') throw new Error('audit on fire');
        return { entity: 'note', entityId: row.id, summary: auditSummary.created('note') };
      },
    );
    return saved instanceof ActionRefusal ? saved : { id: saved.id, tags: input.tags };
  },
);

const stored = () => signedIn.app.db.select().from(contactInquiries);
/** The result of a form whose fields were refused. */
const refused = (fieldErrors: Record<string, string>) => ({
  ok: false,
  message: 'יש לתקן את השדות המסומנים.',
  fieldErrors,
});

describe('adminAction', () => {
  it('is marked, so the authorization matrix can find it', () => {
    expect(isAdminAction(saveNote)).toBe(true);
    expect(isAdminAction(async () => {})).toBe(false);
  });

  it('refuses anonymous visitors (401) and ordinary users (403) before anything runs', async () => {
    // A plain result (not Next's unauthorized() / forbidden(), which would replace the admin's
    // page and its open form): the forms keep what was typed and show the matching notice.
    as();
    expect(await saveNote(null, form({ title: 'x' }))).toEqual({
      ok: false,
      status: 401,
      message: 'פג תוקף ההתחברות. התחברו מחדש ונסו שוב.',
      fieldErrors: {},
    });
    as(signedIn.cookies.user);
    expect(await saveNote(null, form({ title: 'x' }))).toEqual({
      ok: false,
      status: 403,
      message: 'אין לך הרשאה לבצע פעולה זו.',
      fieldErrors: {},
    });
    expect(await stored()).toEqual([]);
    expect(updatedTags).toEqual([]);
  });

  it('stores valid input, updates its cache tags and returns the handler data', async () => {
    as(signedIn.cookies.admin);
    const result = await saveNote(null, form({ title: 'מכונה חדשה', 'tags[]': ['a', 'b'] }));
    expect(result).toMatchObject({ ok: true, data: { tags: ['a', 'b'] } });
    expect((await stored()).map((row) => row.name)).toEqual(['מכונה חדשה']);
    expect(updatedTags).toEqual(['notes']);
  });

  it('gives each refused field its Hebrew message and changes nothing', async () => {
    as(signedIn.cookies.admin);
    expect(await saveNote(null, form({ title: '   ' }))).toEqual(refused({ title: 'שדה חובה' }));
    expect(await saveNote(null, form({ title: 'x'.repeat(41) }))).toMatchObject({
      fieldErrors: { title: 'הטקסט ארוך מדי' },
    });
    // A message that is not one of our keys (or a field of the wrong type) reads generically.
    expect(await saveNote(null, { title: 42 })).toMatchObject({
      fieldErrors: { title: 'הערך אינו תקין' },
    });
    expect(await saveNote(null, 'not a form' as never)).toMatchObject({
      fieldErrors: { title: 'הערך אינו תקין' },
    });
    expect(await stored()).toEqual([]);
    expect(updatedTags).toEqual([]);
  });

  it('normalises every text before validation: one line, no control or bidi characters', async () => {
    as(signedIn.cookies.admin);
    const result = await saveNote(
      null,
      form({
        title: 'Noa\r\nPhone: 1\u0000\u202E',
        body: 'line 1\r\nline 2\u0007',
        'tags[]': 'x\ny',
      }),
    );
    expect(result).toMatchObject({ ok: true, data: { tags: ['x y'] } });
    const [row] = await stored();
    expect(row).toMatchObject({ name: 'Noa Phone: 1', message: 'line 1\nline 2' });
  });

  it('refuses a body over the cap with 413, storing nothing', async () => {
    as(signedIn.cookies.admin);
    const result = await saveNote(
      null,
      form({ title: 'big', body: 'א'.repeat(DEFAULT_MAX_BYTES / 2 + 1) }),
    );
    expect(result).toMatchObject({
      ok: false,
      status: 413,
      message: expect.stringContaining('גדולה מדי'),
    });
    expect(await stored()).toEqual([]);
  });

  it('turns a refusal of the handler into a field message, and a failure into a generic one', async () => {
    as(signedIn.cookies.admin);
    expect(await saveNote(null, form({ title: 'taken' }))).toEqual(
      refused({ title: 'הטקסט ארוך מדי' }),
    );
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(await saveNote(null, form({ title: 'explode' }))).toEqual({
      ok: false,
      message: 'אירעה שגיאה',
      fieldErrors: {},
    });
    expect(error).toHaveBeenCalledWith(
      expect.stringMatching(/^\[admin\] notes\.save by \S+ failed:$/),
      'database on fire',
    );
    error.mockRestore();
    expect(updatedTags).toEqual([]);
  });

  it('records who made each write, and nothing of what was written', async () => {
    as(signedIn.cookies.admin);
    const info = vi.spyOn(console, 'info').mockImplementation(() => {});
    await saveNote(null, form({ title: 'secret title' }));
    const logged = info.mock.calls.map((call) => call.join(' ')).join('\n');
    info.mockRestore();
    expect(logged).toMatch(/^\[admin\] notes\.save by \S+$/m);
    expect(logged).not.toContain('secret title');
    expect((await stored()).map((row) => row.name)).toEqual(['secret title']);
  });
});

describe('the audit log of admin writes', () => {
  const audit = () => signedIn.app.db.select().from(auditLog);

  it('appends who, what, which row and a summary with each write', async () => {
    as(signedIn.cookies.admin);
    const result = await saveNote(null, form({ title: 'audited' }));
    expect(result.ok).toBe(true);
    const [row] = await stored();
    const rows = await audit();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      actorId: expect.any(String),
      actorEmail: expect.stringContaining('@'),
      action: 'notes.save',
      entityType: 'note',
      entityId: row!.id,
      summary: 'נוצר: note',
    });
    expect(Math.abs(rows[0]!.at.getTime() - Date.now())).toBeLessThan(60_000);
  });

  it("is written in the change's transaction: no audit row, no change", async () => {
    as(signedIn.cookies.admin);
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const failed = await saveNote(null, form({ title: 'audit fails' }));
    error.mockRestore();
    expect(failed).toMatchObject({ ok: false });
    expect(await stored()).toEqual([]);
    expect(await audit()).toEqual([]);
  });

  it('rolls back a write whose run refuses, recording nothing', async () => {
    as(signedIn.cookies.admin);
    const refusedLate = await saveNote(null, form({ title: 'late refusal' }));
    expect(refusedLate).toMatchObject({ ok: false, fieldErrors: {} });
    expect(await stored()).toEqual([]);
    expect(await audit()).toEqual([]);
  });

  it('names changed fields, never secret-looking ones', () => {
    expect(
      changedFields(
        { name: 'a', price: '1', password: 'old', apiKey: 'k1', same: [1] },
        { name: 'b', price: '1', password: 'new', apiKey: 'k2', same: [1] },
      ),
    ).toEqual(['name']);
    // In Hebrew, as the back office names the fields; a field it has no name for, isolated.
    expect(auditSummary.updated('מכונה', ['name', 'phone'])).toBe('עודכן: מכונה (שם, טלפון)');
    expect(auditSummary.updated('מכונה', ['futureColumn'])).toBe(
      'עודכן: מכונה (\u2068futureColumn\u2069)',
    );
    expect(auditSummary.updated('מכונה', [])).toBe('נשמר ללא שינוי: מכונה');
  });
});
