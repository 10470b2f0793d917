import { describe, expect, it } from 'vitest';
import {
  readVisitSource,
  recordVisitSource,
  sourceFromSearch,
  VISIT_SOURCE_KEY,
} from './visit-source';

/** A tab's sessionStorage. */
function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, String(value)),
  };
}

describe('the visit source (first touch, kept for the visit)', () => {
  it('keeps only the three campaign parameters of the landing URL, cleaned', () => {
    expect(
      sourceFromSearch(
        '?utm_source=%20News%0Aletter%20&utm_medium=email&utm_campaign=spring&utm_term=x&gclid=abc',
      ),
    ).toEqual({ utmSource: 'News letter', utmMedium: 'email', utmCampaign: 'spring' });
    expect(sourceFromSearch(`?utm_source=${'a'.repeat(150)}&utm_medium=%20%20`)).toEqual({
      utmSource: 'a'.repeat(100),
    });
    expect(sourceFromSearch('')).toEqual({});
  });

  it('records the first page of the visit and never overwrites it later in the visit', () => {
    const tab = memoryStorage();
    recordVisitSource('?utm_source=test&utm_campaign=x', tab);
    recordVisitSource('?utm_source=other&utm_medium=cpc', tab);
    expect(readVisitSource(tab)).toEqual({ utmSource: 'test', utmCampaign: 'x' });
  });

  it('a visit that landed without campaign parameters stays without, even if one comes later', () => {
    const tab = memoryStorage();
    recordVisitSource('?page=2', tab);
    recordVisitSource('?utm_source=late', tab);
    expect(readVisitSource(tab)).toEqual({});
  });

  it('reads nothing but the known fields from a tampered store, and survives a broken one', () => {
    const tab = memoryStorage();
    tab.setItem(
      VISIT_SOURCE_KEY,
      JSON.stringify({ utmSource: 'ok\u202E', utmMedium: 42, email: 'a@b.c', utmCampaign: '' }),
    );
    expect(readVisitSource(tab)).toEqual({ utmSource: 'ok' });
    tab.setItem(VISIT_SOURCE_KEY, '{not json');
    expect(readVisitSource(tab)).toEqual({});
    expect(readVisitSource(undefined)).toEqual({});
    const blocked = {
      getItem: () => {
        throw new Error('SecurityError');
      },
    } as unknown as Storage;
    expect(() => recordVisitSource('?utm_source=x', blocked)).not.toThrow();
  });
});
