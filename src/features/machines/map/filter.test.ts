import { describe, expect, it } from 'vitest';
import { filterFromSearch, matchesFilter, NO_FILTER, searchWithFilter } from './filter';

const machines = [
  { id: '1', city: 'חיפה', status: 'open' },
  { id: '2', city: 'אילת', status: 'opening_soon' },
  { id: '3', city: 'חיפה', status: 'closed' },
];

describe('the locations filter', () => {
  it('lets everything through when empty; city and status both narrow', () => {
    expect(machines.filter((m) => matchesFilter(m, NO_FILTER))).toHaveLength(3);
    expect(machines.filter((m) => matchesFilter(m, { city: 'חיפה', status: '' }))).toHaveLength(2);
    expect(
      machines.filter((m) => matchesFilter(m, { city: 'חיפה', status: 'closed' })).map((m) => m.id),
    ).toEqual(['3']);
  });

  it('reads the address, ignoring values no machine has', () => {
    const search = `?city=${encodeURIComponent('חיפה')}&status=open`;
    expect(filterFromSearch(search, machines)).toEqual({ city: 'חיפה', status: 'open' });
    expect(filterFromSearch('?city=Paris&status=gone', machines)).toEqual(NO_FILTER);
    expect(filterFromSearch('', machines)).toEqual(NO_FILTER);
  });

  it('writes the address, keeping other parameters', () => {
    expect(searchWithFilter('?utm_source=x', { city: 'אילת', status: '' })).toBe(
      `?utm_source=x&city=${encodeURIComponent('אילת').replace(/%20/g, '+')}`,
    );
    expect(searchWithFilter('?city=a&status=open', NO_FILTER)).toBe('');
  });
});
