import { describe, expect, it } from 'vitest';
import { itReturns } from '../../../tests/setup/examples';
import { inboxExportPath, inboxPath, parseInboxFilters, phoneSearchDigits } from './inbox-filters';

describe('inbox filters in the URL', () => {
  it('round-trips a view through its path', () => {
    const view = {
      q: 'דנה כהן',
      status: 'in_progress' as const,
      purpose: 'host' as const,
      source: 'google ads',
      campaign: 'אביב 2026',
      sentFrom: '/products/מכונת-פיצה',
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

  it('keeps where a lead came from, after purpose, and "-" for none', () => {
    expect(
      inboxPath({
        page: 2,
        sentFrom: '/en/products/pizza-machine',
        campaign: 'spring',
        source: 'test',
        purpose: 'buy',
        q: 'x',
        from: '2026-11-01',
      }),
    ).toBe(
      '/admin/inquiries?q=x&purpose=buy&source=test&campaign=spring' +
        '&sentFrom=%2Fen%2Fproducts%2Fpizza-machine&from=2026-11-01&page=2',
    );
    expect(parseInboxFilters({ source: '-', campaign: '-' })).toEqual({
      source: '-',
      campaign: '-',
    });
    expect(inboxPath({ source: '-', campaign: '-' })).toBe('/admin/inquiries?source=-&campaign=-');
    // A decoded path, as a link writes it (%D7… or raw), reads back the same.
    expect(
      parseInboxFilters(
        new URLSearchParams(
          'sentFrom=/products/%D7%9E%D7%9B%D7%95%D7%A0%D7%AA-%D7%A4%D7%99%D7%A6%D7%94',
        ),
      ),
    ).toEqual({ sentFrom: '/products/מכונת-פיצה' });
    // Trimmed; the longest allowed values are kept.
    expect(
      parseInboxFilters({
        source: '  test ',
        campaign: 'c'.repeat(100),
        sentFrom: ` /${'p'.repeat(299)}`,
      }),
    ).toEqual({ source: 'test', campaign: 'c'.repeat(100), sentFrom: `/${'p'.repeat(299)}` });
  });

  it('drops a source, campaign or page it cannot filter by', () => {
    expect(
      parseInboxFilters({
        source: 's'.repeat(101),
        campaign: '   ',
        sentFrom: 'products/x',
      }),
    ).toEqual({});
    expect(parseInboxFilters({ source: '', campaign: 'c'.repeat(101) })).toEqual({});
    expect(parseInboxFilters({ sentFrom: `/${'p'.repeat(300)}` })).toEqual({});
    expect(parseInboxFilters({ sentFrom: 'https://example.com/products' })).toEqual({});
    expect(parseInboxFilters({ sentFrom: '' })).toEqual({});
    // One bad parameter never costs the others.
    expect(
      parseInboxFilters({ source: 's'.repeat(101), campaign: 'spring', status: 'new' }),
    ).toEqual({ campaign: 'spring', status: 'new' });
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
    expect(
      inboxExportPath({ source: '-', campaign: 'spring', sentFrom: '/products/x', page: 2 }),
    ).toBe('/api/admin/inquiries/export?source=-&campaign=spring&sentFrom=%2Fproducts%2Fx');
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
