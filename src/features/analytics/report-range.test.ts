import { describe, expect, it } from 'vitest';
import { inboxLink } from './inbox-links';
import {
  addDays,
  analyticsExportPath,
  analyticsPath,
  parseAnalyticsRange,
  rangeLength,
} from './report-range';

const TODAY = '2026-11-27';
const last30 = { from: '2026-10-29', to: TODAY, preset: '30' };

describe('parseAnalyticsRange', () => {
  it('is the last 30 days, today included, by default', () => {
    expect(parseAnalyticsRange({}, TODAY)).toEqual(last30);
    expect(parseAnalyticsRange({ range: '30' }, TODAY)).toEqual(last30);
    expect(rangeLength(last30.from, last30.to)).toBe(30);
  });

  it('reads the last 90 days', () => {
    expect(parseAnalyticsRange({ range: '90' }, TODAY)).toEqual({
      from: '2026-08-30',
      to: TODAY,
      preset: '90',
    });
  });

  it('reads a custom range, from URLSearchParams and repeated parameters too', () => {
    const custom = { from: '2026-01-01', to: '2026-01-31', preset: 'custom' };
    expect(
      parseAnalyticsRange({ range: 'custom', from: '2026-01-01', to: '2026-01-31' }, TODAY),
    ).toEqual(custom);
    expect(
      parseAnalyticsRange(new URLSearchParams('range=custom&from=2026-01-01&to=2026-01-31'), TODAY),
    ).toEqual(custom);
    expect(
      parseAnalyticsRange(
        { range: ['custom', '90'], from: ['2026-01-01'], to: '2026-01-31' },
        TODAY,
      ),
    ).toEqual(custom);
    expect(parseAnalyticsRange({ range: 'custom', from: TODAY, to: TODAY }, TODAY)).toEqual({
      from: TODAY,
      to: TODAY,
      preset: 'custom',
    });
  });

  it('allows a custom range of at most 366 days', () => {
    expect(
      parseAnalyticsRange({ range: 'custom', from: '2025-11-27', to: TODAY }, TODAY).preset,
    ).toBe('custom');
    expect(parseAnalyticsRange({ range: 'custom', from: '2025-11-26', to: TODAY }, TODAY)).toEqual(
      last30,
    );
  });

  it('falls back to 30 days on anything malformed, never failing', () => {
    for (const params of [
      { range: '7' },
      { range: 'custom' },
      { range: 'custom', from: '2026-01-01' },
      { range: 'custom', from: '2026-02-30', to: '2026-03-01' },
      { range: 'custom', from: '2026-1-01', to: '2026-01-31' },
      { range: 'custom', from: 'yesterday', to: TODAY },
      { range: 'custom', from: '2026-02-01', to: '2026-01-31' },
      { range: 'custom', from: '2026-11-01', to: '2026-11-28' },
      { from: '2026-01-01', to: '2026-01-31' },
    ])
      expect(parseAnalyticsRange(params, TODAY)).toEqual(last30);
  });

  it("uses the Israel calendar's today when none is given", () => {
    const range = parseAnalyticsRange({});
    expect(range.to).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(rangeLength(range.from, range.to)).toBe(30);
  });
});

describe('addDays', () => {
  it('crosses months, years and leap days', () => {
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addDays('2028-03-01', -1)).toBe('2028-02-29');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
  });
});

describe('analyticsPath and analyticsExportPath', () => {
  it('name the range in the same parameters, none for the default', () => {
    expect(analyticsPath(last30 as never)).toBe('/admin/analytics');
    expect(analyticsExportPath(last30 as never)).toBe('/api/admin/analytics/export');
    expect(analyticsPath(parseAnalyticsRange({ range: '90' }, TODAY))).toBe(
      '/admin/analytics?range=90',
    );
    const custom = parseAnalyticsRange(
      { range: 'custom', from: '2026-01-01', to: '2026-01-31' },
      TODAY,
    );
    expect(analyticsPath(custom)).toBe(
      '/admin/analytics?range=custom&from=2026-01-01&to=2026-01-31',
    );
    expect(analyticsExportPath(custom)).toBe(
      '/api/admin/analytics/export?range=custom&from=2026-01-01&to=2026-01-31',
    );
  });

  it('read back as the same range', () => {
    for (const range of [
      parseAnalyticsRange({}, TODAY),
      parseAnalyticsRange({ range: '90' }, TODAY),
      parseAnalyticsRange({ range: 'custom', from: '2026-05-05', to: '2026-06-01' }, TODAY),
    ]) {
      const query = new URL(analyticsPath(range), 'http://x').searchParams;
      expect(parseAnalyticsRange(query, TODAY)).toEqual(range);
    }
  });
});

describe('inboxLink', () => {
  it('orders source, campaign, from, to, sentFrom, with "-" for none', () => {
    expect(inboxLink()).toBe('/admin/inquiries');
    expect(
      inboxLink({
        sentFrom: '/he/מוצרים',
        to: '2026-11-27',
        from: '2026-10-29',
        campaign: '',
        source: 'facebook',
      }),
    ).toBe(
      `/admin/inquiries?source=facebook&campaign=-&from=2026-10-29&to=2026-11-27&sentFrom=${encodeURIComponent('/he/מוצרים')}`,
    );
    expect(inboxLink({ source: '', from: '2026-10-29', to: '2026-11-27' })).toBe(
      '/admin/inquiries?source=-&from=2026-10-29&to=2026-11-27',
    );
  });
});
