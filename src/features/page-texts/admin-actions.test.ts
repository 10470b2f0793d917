import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import he from '@messages/he.json';
import { pageTextsPage, type FaqItem } from '@/config/page-texts';
import { auditLog, siteSettings } from '@/db/schema';
import { insertPageTexts } from '@/db/seed/page-texts';
import { withPageTexts } from '@/lib/page-texts/merge';
import { readSetting } from '@/lib/settings';
import { adminActionHarness } from '../../../tests/setup/admin-action-harness';
import { updatedTags } from '../../../tests/setup/next-cache';
import { savePageTexts } from './admin-actions';
import { getPageTextsForm } from './admin-queries';
import { fieldName, TEXT_LOCALES } from './schemas';

/**
 * The page texts (/admin/content/<page>) against a real database and real sessions: a save stores
 * both languages of the page, audits it and updates the settings tag; the FAQ keeps each
 * language's own order, additions and hidden questions; bad input is refused next to its field and
 * changes nothing. (Anonymous and non-admin callers: the authorization matrix test.)
 */
vi.mock('next/headers', () => import('../../../tests/setup/next-headers'));
vi.mock('next/cache', () => import('../../../tests/setup/next-cache'));

const { db } = adminActionHarness({ clear: [auditLog, siteSettings], silence: ['info'] });

/** The form of `page` as it opens (every field's current text), with `changes` by input name. */
async function formOf(page: string, changes: Record<string, string | null> = {}) {
  const form = await getPageTextsForm(page);
  if (!form) throw new Error(`no page ${page}`);
  const record: Record<string, string> = { page };
  for (const field of form.page.sections.flatMap((s) => s.fields)) {
    for (const locale of TEXT_LOCALES) {
      const name = fieldName(locale, field.path);
      const value = form.values[locale][field.path];
      if (field.kind === 'text') record[name] = (value as string | undefined) ?? '';
      else if (field.kind === 'lines') record[name] = (value as string[]).join('\n');
      else
        (value as FaqItem[]).forEach((item, index) => {
          record[`${name}.${index}.q`] = item.q;
          record[`${name}.${index}.a`] = item.a;
          if (item.hidden) record[`${name}.${index}.hidden`] = 'on';
        });
    }
  }
  for (const [name, value] of Object.entries(changes)) {
    if (value === null) delete record[name];
    else record[name] = value;
  }
  return record;
}

const storedRow = async () =>
  (await db().select().from(siteSettings).where(eq(siteSettings.key, 'pageTexts')))[0];

describe('saving a page’s texts', () => {
  it('stores both languages, shows the new Hebrew title in Hebrew only, audits and updates the tag', async () => {
    await insertPageTexts(db());
    const result = await savePageTexts(
      null,
      await formOf('home', { 'he:home.title': 'כותרת חדשה {שם} <3 של "אוטופיצה"' }),
    );
    expect(result).toEqual({ ok: true, data: { page: 'home', changed: 1 } });

    const stored = await readSetting('pageTexts', db());
    expect(stored.he['home.title']).toBe('כותרת חדשה {שם} <3 של "אוטופיצה"');
    expect(stored.en['home.title']).toBe(
      'Hot, fresh pizza in 3 minutes – one machine, income 24/7',
    );
    // The merged Hebrew messages carry the text as typed; the file is untouched.
    expect(withPageTexts(he, stored.he).home.title).toBe('כותרת חדשה {שם} <3 של "אוטופיצה"');
    expect(he.home.title).toBe('פיצה חמה וטרייה תוך 3 דקות – מכונה אחת, הכנסה 24/7');

    expect(updatedTags).toContain('settings');
    const audit = await db().select().from(auditLog);
    expect(audit.map((row) => [row.action, row.entityId, row.summary])).toEqual([
      ['pageTexts.save', 'pageTexts:home', 'טקסטי העמוד „דף הבית” נשמרו (טקסט אחד שונה)'],
    ]);
    expect((await storedRow())?.updatedBy).toBe('admin@example.com');
  });

  it('keeps each FAQ list: a question added in English, one moved to the top and one hidden in Hebrew', async () => {
    const form = await formOf('faq');
    // Hebrew: the third question first, the second hidden.
    const heQ = (i: number) => form[`he:faq.items.${i}.q`]!;
    const heA = (i: number) => form[`he:faq.items.${i}.a`]!;
    const [q0, q1, q2, a0, a1, a2] = [heQ(0), heQ(1), heQ(2), heA(0), heA(1), heA(2)];
    const changed = {
      ...form,
      'he:faq.items.0.q': q2,
      'he:faq.items.0.a': a2,
      'he:faq.items.1.q': q0,
      'he:faq.items.1.a': a0,
      'he:faq.items.2.q': q1,
      'he:faq.items.2.a': a1,
      'he:faq.items.2.hidden': 'on',
      'en:faq.items.6.q': 'Can the machine serve gluten-free pizza?',
      'en:faq.items.6.a': 'Yes.\nAsk us which toppings fit.',
    };
    expect(await savePageTexts(null, changed)).toMatchObject({ ok: true });

    const stored = await readSetting('pageTexts', db());
    const heItems = stored.he['faq.items'] as FaqItem[];
    expect(heItems.slice(0, 3)).toEqual([
      { q: q2, a: a2, hidden: false },
      { q: q0, a: a0, hidden: false },
      { q: q1, a: a1, hidden: true },
    ]);
    expect(heItems).toHaveLength(6);
    const enItems = stored.en['faq.items'] as FaqItem[];
    expect(enItems).toHaveLength(7);
    // The answer keeps its line break.
    expect(enItems[6]).toEqual({
      q: 'Can the machine serve gluten-free pizza?',
      a: 'Yes.\nAsk us which toppings fit.',
      hidden: false,
    });
    // The form opens with what was saved.
    expect((await getPageTextsForm('faq'))?.values.he['faq.items']).toEqual(heItems);
  });

  it('keeps line breaks where a field allows them, and turns them into spaces elsewhere', async () => {
    const result = await savePageTexts(
      null,
      await formOf('about', {
        'he:about.intro': 'שורה ראשונה\nשורה שנייה',
        'he:about.title': 'כותרת\nבשתי שורות',
      }),
    );
    expect(result).toMatchObject({ ok: true });
    const stored = await readSetting('pageTexts', db());
    expect(stored.he['about.intro']).toBe('שורה ראשונה\nשורה שנייה');
    expect(stored.he['about.title']).toBe('כותרת בשתי שורות');
  });

  it('stores a package’s features one per line and its optional price', async () => {
    const result = await savePageTexts(
      null,
      await formOf('franchising', {
        'he:franchising.basic.items': 'מכונה אחת\n\n  הדרכה  \nתמיכה',
        'he:franchising.basic.price': 'החל מ-45,000 ₪',
      }),
    );
    expect(result).toMatchObject({ ok: true });
    const stored = await readSetting('pageTexts', db());
    expect(stored.he['franchising.basic.items']).toEqual(['מכונה אחת', 'הדרכה', 'תמיכה']);
    expect(stored.he['franchising.basic.price']).toBe('החל מ-45,000 ₪');
    expect(stored.en['franchising.basic.price']).toBe('');
  });
});

describe('bad input', () => {
  it.each([
    ['an empty required text', 'he:home.title', '   ', 'שדה חובה'],
    ['5,000 characters in a short field', 'en:home.eyebrow', 'x'.repeat(5000), 'הטקסט ארוך מדי'],
    [
      'markup',
      'he:home.subtitle',
      'טקסט <b>מודגש</b>',
      'יש להזין טקסט רגיל בלבד, בלי תגיות HTML או קוד',
    ],
    [
      'a script',
      'en:home.title',
      '<script>alert(1)</script>',
      'יש להזין טקסט רגיל בלבד, בלי תגיות HTML או קוד',
    ],
  ])('%s is refused next to its field and changes nothing', async (_, name, value, message) => {
    await insertPageTexts(db());
    const before = await storedRow();
    const result = await savePageTexts(null, await formOf('home', { [name]: value }));
    expect(result).toMatchObject({ ok: false, fieldErrors: { [name]: message } });
    expect(await storedRow()).toEqual(before);
    expect(await db().select().from(auditLog)).toEqual([]);
  });

  it('refuses an empty FAQ question next to it, and an unknown page', async () => {
    const faq = await savePageTexts(null, await formOf('faq', { 'he:faq.items.1.q': '' }));
    expect(faq).toMatchObject({ ok: false, fieldErrors: { 'he:faq.items.1.q': 'שדה חובה' } });
    const unknown = await savePageTexts(null, { page: 'admin', 'he:home.title': 'x' });
    expect(unknown).toMatchObject({ ok: false, fieldErrors: { page: 'הערך אינו תקין' } });
    expect(await storedRow()).toBeUndefined();
  });
});

describe('the seed’s texts', () => {
  it('are today’s files, written once: a saved text is never overwritten', async () => {
    expect(await insertPageTexts(db())).toBe(1);
    const first = await readSetting('pageTexts', db());
    expect(first.he['home.title']).toBe(he.home.title);
    expect(first.he['faq.items']).toHaveLength(6);
    await savePageTexts(null, await formOf('home', { 'he:home.title': 'כותרת שלנו' }));
    expect(await insertPageTexts(db())).toBe(0);
    expect((await readSetting('pageTexts', db())).he['home.title']).toBe('כותרת שלנו');
    expect(pageTextsPage('home')?.view).toBe('/');
  });
});
