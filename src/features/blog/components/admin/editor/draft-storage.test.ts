import { afterEach, describe, expect, it, vi } from 'vitest';
import { formRecord } from '@/lib/form-record';
import {
  DRAFT_MAX_AGE_MS,
  draftValues,
  parseDraft,
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
