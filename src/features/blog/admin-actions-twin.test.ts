import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { blogPosts, type NewBlogPost } from '@/db/schema';
import { adminActionHarness } from '../../../tests/setup/admin-action-harness';
import { formData as form, type FormFields as Fields } from '../../../tests/setup/form-data';
import { savePost } from './admin-actions';
import { listTwinChoices } from './admin-queries';

/**
 * The blog form's "same post in the other language" (issue 11): the save keeps twins symmetric
 * in one transaction, unlinks former partners, and refuses a post of the same language.
 */
vi.mock('next/headers', () => import('../../../tests/setup/next-headers'));
vi.mock('next/cache', () =>
  import('../../../tests/setup/admin-action-harness').then((h) => h.uncachedNextCache()),
);

const { db } = adminActionHarness({ clear: [blogPosts], silence: ['info'] });

const seed = async (rows: (Partial<NewBlogPost> & Pick<NewBlogPost, 'blogUrl'>)[]) =>
  db()
    .insert(blogPosts)
    .values(
      rows.map((row) => ({
        language: 'he' as const,
        title: row.blogUrl,
        category: 'חדשות',
        author: 'צוות',
        publishedDate: '2026-01-01',
        ...row,
      })),
    )
    .returning();

const twinOf = async (id: string) =>
  (await db().select().from(blogPosts).where(eq(blogPosts.id, id)))[0]!.twinId;

const MINIMUM: Fields = {
  language: 'he',
  title: 'פוסט חדש',
  category: 'חדשות',
  author: 'צוות',
  published_date: '2026-03-01',
  state: 'published',
};
const save = (fields: Fields) => savePost(null, form({ ...MINIMUM, ...fields }));

describe('savePost: the twin in the other language', () => {
  it('links both posts when one names the other', async () => {
    const [english] = await seed([{ blogUrl: 'english', language: 'en' }]);
    const result = await save({ twin_id: english!.id });
    expect(result.ok).toBe(true);
    const id = result.ok ? result.data.id : '';
    expect(await twinOf(id)).toBe(english!.id);
    expect(await twinOf(english!.id)).toBe(id);
  });

  it('a new twin unlinks both former partners; none unlinks the pair', async () => {
    const [he, en, en2, he2] = await seed([
      { blogUrl: 'he' },
      { blogUrl: 'en', language: 'en' },
      { blogUrl: 'en2', language: 'en' },
      { blogUrl: 'he2' },
    ]);
    await db().update(blogPosts).set({ twinId: en!.id }).where(eq(blogPosts.id, he!.id));
    await db().update(blogPosts).set({ twinId: he!.id }).where(eq(blogPosts.id, en!.id));
    await db().update(blogPosts).set({ twinId: he2!.id }).where(eq(blogPosts.id, en2!.id));
    await db().update(blogPosts).set({ twinId: en2!.id }).where(eq(blogPosts.id, he2!.id));

    // he: en → en2. en and he2 lose their partners.
    const relinked = await save({ id: he!.id, blog_url: 'he', title: 'he', twin_id: en2!.id });
    expect(relinked.ok).toBe(true);
    expect(await twinOf(he!.id)).toBe(en2!.id);
    expect(await twinOf(en2!.id)).toBe(he!.id);
    expect(await twinOf(en!.id)).toBeNull();
    expect(await twinOf(he2!.id)).toBeNull();

    const unlinked = await save({ id: he!.id, blog_url: 'he', title: 'he', twin_id: '' });
    expect(unlinked.ok).toBe(true);
    expect(await twinOf(he!.id)).toBeNull();
    expect(await twinOf(en2!.id)).toBeNull();
  });

  it('refuses a post of the same language, and writes nothing', async () => {
    const [other] = await seed([{ blogUrl: 'other' }]);
    const result = await save({ twin_id: other!.id });
    expect(result).toMatchObject({
      ok: false,
      fieldErrors: { twin_id: 'הפוסט המקביל חייב להיות בשפה השנייה' },
    });
    expect(await db().select().from(blogPosts)).toHaveLength(1);
    expect(await twinOf(other!.id)).toBeNull();
  });

  it('refuses an unknown post', async () => {
    const result = await save({ twin_id: '00000000-0000-4000-8000-000000000000' });
    expect(result).toMatchObject({ ok: false, fieldErrors: { twin_id: expect.any(String) } });
  });

  it('offers each language’s posts by title, the edited one left out', async () => {
    const [b, a, en] = await seed([
      { blogUrl: 'b', title: 'ב פוסט' },
      { blogUrl: 'a', title: 'א פוסט', status: 'draft' },
      { blogUrl: 'en', language: 'en', title: 'English' },
    ]);
    expect(await listTwinChoices(b!.id)).toEqual({
      he: [{ id: a!.id, title: 'א פוסט' }],
      en: [{ id: en!.id, title: 'English' }],
    });
  });
});
