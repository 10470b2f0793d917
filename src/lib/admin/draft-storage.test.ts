import { afterEach, describe, expect, it, vi } from 'vitest';
import { formRecord } from '@/lib/form-record';
import {
  DRAFT_MAX_AGE_MS,
  draftFromControls,
  draftKey,
  draftValues,
  parseDraft,
  pruneDrafts,
  readDraft,
  removeDraft,
  sameDraftValues,
  serializeDraft,
  writeDraft,
} from './draft-storage';

/** A FormData like the blog form's: text fields, a list, an empty list row, a file. */
function blogForm(content = 'שורה אחת\r\nשורה שתיים') {
  const data = new FormData();
  data.set('language', 'he');
  data.set('title', 'מכונת פיצה');
  data.set('content', content);
  data.append('bullet_points[]', 'ראשון');
  data.append('bullet_points[]', '');
  data.append('image_url[]', '/uploads/blog-images/1.jpg');
  data.set('upload', new File(['x'], 'photo.jpg', { type: 'image/jpeg' }));
  return data;
}

/** A localStorage stand-in that can be made full or broken. */
function fakeStorage({ full = false, broken = false } = {}) {
  const items = new Map<string, string>();
  const fail = () => {
    if (broken) throw new DOMException('denied', 'SecurityError');
  };
  return {
    items,
    get length() {
      fail();
      return items.size;
    },
    key: (index: number) => (fail(), [...items.keys()][index] ?? null),
    getItem: (key: string) => (fail(), items.get(key) ?? null),
    setItem: (key: string, value: string) => {
      fail();
      if (full) throw new DOMException('full', 'QuotaExceededError');
      items.set(key, value);
    },
    removeItem: (key: string) => (fail(), items.delete(key)),
  };
}

afterEach(() => vi.unstubAllGlobals());

describe('draftValues', () => {
  it('keeps text fields and lists as the form gives them, line breaks as \\n, no files', () => {
    expect(draftValues(formRecord(blogForm()))).toEqual({
      language: 'he',
      title: 'מכונת פיצה',
      content: 'שורה אחת\nשורה שתיים',
      bullet_points: ['ראשון', ''],
      image_url: ['/uploads/blog-images/1.jpg'],
    });
  });
});

describe('draftKey', () => {
  it('keys a copy by form and row, a new row as "new"', () => {
    expect(draftKey('blog')).toBe('blog-draft:new');
    expect(draftKey('machine', null)).toBe('machine-draft:new');
    expect(draftKey('product', '')).toBe('product-draft:new');
    expect(draftKey('machine', '0b6e…')).toBe('machine-draft:0b6e…');
    expect(draftKey('seo', '/en/about')).toBe('seo-draft:/en/about');
    // The same row of another form is another copy.
    expect(draftKey('product', 'a1')).not.toBe(draftKey('rental', 'a1'));
  });
});

describe('draftFromControls', () => {
  it('reads what the form sends, disabled fields too, never files, buttons or passwords', () => {
    expect(
      draftFromControls([
        { name: 'name', type: 'text', values: ['מכונה'] },
        { name: 'password', type: 'password', values: ['secret-123'] },
        { name: 'current', type: 'password', values: ['old-secret'] },
        { name: 'upload', type: 'file', values: ['C:\\fakepath\\a.jpg'] },
        { name: 'save', type: 'submit', values: ['1'] },
        { name: 'note', type: 'textarea', values: ['א\r\nב'] },
        { name: 'types[]', type: 'checkbox', values: ['פיצה'] },
        { name: 'types[]', type: 'checkbox', values: [] },
        { name: 'types[]', type: 'checkbox', values: ['משקאות'] },
        { name: 'status', type: 'select', values: ['active'] },
        { name: 'token', type: 'hidden', values: ['x'], excluded: true },
        { name: '', type: 'text', values: ['no name'] },
      ]),
    ).toEqual({ name: 'מכונה', note: 'א\nב', types: ['פיצה', 'משקאות'], status: 'active' });
  });

  it('sees a change in what the form sends, and only that', () => {
    const form = (name: string, active: boolean) =>
      draftFromControls([
        { name: 'name', type: 'text', values: [name] },
        { name: 'is_active', type: 'checkbox', values: active ? ['on'] : [] },
      ]);
    expect(sameDraftValues(form('א', true), form('א', true))).toBe(true);
    expect(sameDraftValues(form('אב', true), form('א', true))).toBe(false);
    expect(sameDraftValues(form('א', false), form('א', true))).toBe(false);
  });
});

describe('sameDraftValues', () => {
  const saved = draftValues(formRecord(blogForm()));

  it('is true for the same form whatever the field order or line-break style', () => {
    const reordered = Object.fromEntries(Object.entries(saved).reverse());
    expect(sameDraftValues(reordered, saved)).toBe(true);
    expect(sameDraftValues(draftValues(formRecord(blogForm('שורה אחת\nשורה שתיים'))), saved)).toBe(
      true,
    );
  });

  it('sees a changed text, a changed, added or removed list row, and a field gone', () => {
    expect(sameDraftValues({ ...saved, title: 'מכונת פיצה!' }, saved)).toBe(false);
    expect(sameDraftValues({ ...saved, bullet_points: ['ראשון', 'שני'] }, saved)).toBe(false);
    expect(sameDraftValues({ ...saved, bullet_points: ['ראשון', '', ''] }, saved)).toBe(false);
    expect(sameDraftValues({ ...saved, image_url: [] }, saved)).toBe(false);
    const withoutTitle = Object.fromEntries(
      Object.entries(saved).filter(([key]) => key !== 'title'),
    );
    expect(sameDraftValues(withoutTitle, saved)).toBe(false);
    expect(sameDraftValues(saved, withoutTitle)).toBe(false);
    expect(sameDraftValues({ ...saved, title: ['מכונת פיצה'] }, saved)).toBe(false);
  });
});

describe('serializeDraft / parseDraft', () => {
  const now = Date.UTC(2026, 10, 24, 12, 5);
  const draft = { savedAt: now - 60_000, values: { title: 'כותרת', keywords: ['פיצה', 'מכונה'] } };

  it('reads back what it wrote', () => {
    expect(parseDraft(serializeDraft(draft), now)).toEqual(draft);
  });

  it('ignores nothing, broken JSON, another format, bad fields and copies older than 30 days', () => {
    expect(parseDraft(null, now)).toBeNull();
    expect(parseDraft('{not json', now)).toBeNull();
    expect(parseDraft('"text"', now)).toBeNull();
    expect(parseDraft(JSON.stringify({ ...draft, v: 2 }), now)).toBeNull();
    expect(parseDraft(JSON.stringify({ v: 1, savedAt: 'yesterday', values: {} }), now)).toBeNull();
    expect(
      parseDraft(JSON.stringify({ v: 1, savedAt: now, values: { likes: 3 } }), now),
    ).toBeNull();
    expect(
      parseDraft(serializeDraft({ ...draft, savedAt: now - DRAFT_MAX_AGE_MS - 1 }), now),
    ).toBeNull();
  });
});

describe('readDraft / writeDraft / removeDraft', () => {
  const draft = { savedAt: Date.now(), values: { title: 'כותרת' } };

  it('keeps a copy under its key, reads it back and removes it', () => {
    const storage = fakeStorage();
    vi.stubGlobal('window', { localStorage: storage });
    expect(writeDraft('blog-draft:new', draft)).toBe(true);
    expect(readDraft('blog-draft:new')).toEqual(draft);
    expect(readDraft('blog-draft:other')).toBeNull();
    removeDraft('blog-draft:new');
    expect(storage.items.size).toBe(0);
  });

  it('removes an unusable copy when reading it', () => {
    const storage = fakeStorage();
    storage.items.set('blog-draft:new', '{broken');
    vi.stubGlobal('window', { localStorage: storage });
    expect(readDraft('blog-draft:new')).toBeNull();
    expect(storage.items.has('blog-draft:new')).toBe(false);
  });

  it('prunes copies older than 30 days and unreadable ones, of every form, and nothing else', () => {
    const now = Date.now();
    const storage = fakeStorage();
    const fresh = serializeDraft({ savedAt: now - 60_000, values: { name: 'חדש' } });
    const old = serializeDraft({ savedAt: now - DRAFT_MAX_AGE_MS - 1, values: { name: 'ישן' } });
    storage.items.set('machine-draft:new', fresh);
    storage.items.set('machine-draft:gone', old);
    storage.items.set('product-draft:a1', '{broken');
    storage.items.set('blog-draft:b2', old);
    storage.items.set('language', 'he');
    storage.items.set('a11y-settings', '{broken');
    vi.stubGlobal('window', { localStorage: storage });
    pruneDrafts(now);
    expect([...storage.items.keys()].sort()).toEqual([
      'a11y-settings',
      'language',
      'machine-draft:new',
    ]);
    vi.stubGlobal('window', { localStorage: fakeStorage({ broken: true }) });
    expect(() => pruneDrafts(now)).not.toThrow();
  });

  it('survives a full storage, a storage that refuses access, and none at all', () => {
    vi.stubGlobal('window', { localStorage: fakeStorage({ full: true }) });
    expect(writeDraft('blog-draft:new', draft)).toBe(false);

    vi.stubGlobal('window', { localStorage: fakeStorage({ broken: true }) });
    expect(writeDraft('blog-draft:new', draft)).toBe(false);
    expect(readDraft('blog-draft:new')).toBeNull();
    expect(() => removeDraft('blog-draft:new')).not.toThrow();

    vi.stubGlobal('window', {
      get localStorage(): Storage {
        throw new DOMException('denied', 'SecurityError');
      },
    });
    expect(writeDraft('blog-draft:new', draft)).toBe(false);
    expect(readDraft('blog-draft:new')).toBeNull();

    vi.stubGlobal('window', undefined);
    expect(writeDraft('blog-draft:new', draft)).toBe(false);
    expect(readDraft('blog-draft:new')).toBeNull();
  });
});
