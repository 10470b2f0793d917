import { describe, expect, it } from 'vitest';
import { itReturns } from '../../../tests/setup/examples';
import { inboxExportPath, inboxPath, parseInboxFilters, phoneSearchDigits } from './inbox-filters';

describe('inbox filters in the URL', () => {
  it('round-trips a view through its path', () => {
    const view = {
      q: 'דנה כהן',
      status: 'in_progress' as const,
      purpose: 'host' as const,
      from: '2026-11-01',
      to: '2026-11-23',
      delivery: 'undelivered' as const,
      unanswered: true,
      page: 3,
    };
    const path = inboxPath(view);
    expect(path.startsWith('/admin/inquiries?q=')).toBe(true);
    expect(parseInboxFilters(new URL(path, 'http://x').searchParams)).toEqual(view);
  });

  it('drops what is malformed instead of failing', () => {
    expect(
      parseInboxFilters({
        status: 'archived',
        purpose: 'lunch',
        from: '1.11.2026',
        page: '-2',
        delivery: 'x',
        unanswered: 'yes',
        q: '  ',
      }),
    ).toEqual({});
    expect(parseInboxFilters({ page: ['2', '5'], q: ['a', 'b'] })).toEqual({ page: 2, q: 'a' });
    expect(inboxPath({ page: 1 })).toBe('/admin/inquiries');
  });

  it('exports every page of the view', () => {
    expect(inboxExportPath({ status: 'new', page: 4 })).toBe(
      '/api/admin/inquiries/export?status=new',
    );
  });
});

describe('phone search', () => {
  itReturns(phoneSearchDigits, [
    // Finds the stored local digits from any way of typing them.
    ['+972-50-123-4567', '0501234567'],
    ['972 (0)50 1234567', '0501234567'],
    ['050-123', '050123'],
    ['Dana', ''],
  ]);
});
