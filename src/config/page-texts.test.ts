import compile from 'icu-minify/compile';
import { createTranslator } from 'use-intl/core';
import { describe, expect, it } from 'vitest';
import en from '../../messages/en.json';
import he from '../../messages/he.json';
import { PAGE_TEXT_FIELDS, PAGE_TEXTS, valueAt, type PageTextField } from './page-texts';

const FILES = { he, en } as const;
const FIELDS = [...PAGE_TEXT_FIELDS.values()];

/** Where a field's file value breaks its kind's shape or limits (empty when none). */
function problems(field: PageTextField, value: unknown): string[] {
  const found: string[] = [];
  const plain = (text: string, what: string) => {
    // The build precompiles the files (next.config.ts), and the form shows the files' values
    // unescaped: an editable text is plain, so its compiled form is itself.
    if (compile(text) !== text) found.push(`${what} is not plain text`);
  };
  switch (field.kind) {
    case 'text':
      if (typeof value !== 'string') return ['not a string'];
      if (value.trim() === '' && !field.optional) found.push('empty');
      if (value.length > field.max) found.push(`longer than ${field.max}`);
      if (!field.multiline && value.includes('\n')) found.push('a line break in a one-line text');
      plain(value, 'the text');
      return found;
    case 'lines':
      if (!Array.isArray(value) || value.some((item) => typeof item !== 'string')) {
        return ['not a list of strings'];
      }
      if (value.length > field.maxItems) found.push(`more than ${field.maxItems} items`);
      value.forEach((item: string, index) => {
        if (item.trim() === '') found.push(`item ${index} empty`);
        if (item.length > field.maxItem) found.push(`item ${index} longer than ${field.maxItem}`);
        plain(item, `item ${index}`);
      });
      return found;
    case 'faq':
      if (!Array.isArray(value)) return ['not a list'];
      if (value.length > field.maxItems) found.push(`more than ${field.maxItems} questions`);
      value.forEach((item: unknown, index) => {
        const { q, a, ...rest } = (item ?? {}) as Record<string, unknown>;
        if (typeof q !== 'string' || typeof a !== 'string') {
          found.push(`item ${index} is not { q, a }`);
          return;
        }
        const extra = Object.keys(rest).filter((key) => key !== 'hidden');
        if (extra.length > 0) found.push(`item ${index} has ${extra.join(', ')}`);
        if (q.trim() === '' || a.trim() === '') found.push(`item ${index} empty`);
        if (q.length > field.maxQuestion) found.push(`question ${index} too long`);
        if (a.length > field.maxAnswer) found.push(`answer ${index} too long`);
        plain(q, `question ${index}`);
        plain(a, `answer ${index}`);
      });
      return found;
  }
}

describe('the editable page texts (src/config/page-texts.ts)', () => {
  it('name each message path once', () => {
    const paths = PAGE_TEXTS.flatMap((page) =>
      page.sections.flatMap((section) => section.fields.map((field) => field.path)),
    );
    expect(paths.length).toBeGreaterThan(0);
    expect(paths.filter((path, index) => paths.indexOf(path) !== index)).toEqual([]);
    expect(PAGE_TEXT_FIELDS.size).toBe(paths.length);
  });

  it('have unique page and section ids', () => {
    const pages = PAGE_TEXTS.map((page) => page.id);
    expect(new Set(pages).size).toBe(pages.length);
    for (const page of PAGE_TEXTS) {
      const sections = page.sections.map((section) => section.id);
      expect(new Set(sections).size, page.id).toBe(sections.length);
    }
  });

  it('are in both message files, each with its kind’s shape and within its limits', () => {
    const found: string[] = [];
    for (const [locale, messages] of Object.entries(FILES)) {
      for (const field of FIELDS) {
        const value = valueAt(messages, field.path);
        if (value === undefined) {
          found.push(`${locale}:${field.path}: missing`);
          continue;
        }
        for (const problem of problems(field, value)) {
          found.push(`${locale}:${field.path}: ${problem}`);
        }
      }
    }
    expect(found).toEqual([]);
  });

  it('have texts that format to themselves (plain, no ICU syntax)', () => {
    for (const locale of ['he', 'en'] as const) {
      const messages = FILES[locale];
      const t = createTranslator({
        locale,
        messages,
        onError: (error) => {
          throw error;
        },
      });
      for (const field of FIELDS) {
        if (field.kind !== 'text') continue;
        const value = valueAt(messages, field.path) as string;
        // An empty optional text (a package without a price) is not shown at all.
        if (value === '' && field.optional) continue;
        expect(t(field.path as never), `${locale}:${field.path}`).toBe(value);
      }
    }
  });

  it('keep the FAQ and the package features as lists in both languages', () => {
    for (const messages of Object.values(FILES)) {
      expect(Array.isArray(messages.faq.items)).toBe(true);
      expect(messages.faq.items.length).toBeGreaterThan(0);
      expect(Array.isArray(messages.franchising.basic.items)).toBe(true);
      expect(Array.isArray(messages.franchising.advanced.items)).toBe(true);
    }
  });
});
