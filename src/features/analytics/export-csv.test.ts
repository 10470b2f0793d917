import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { analyticsCsv, type AnalyticsCsvRow } from './export-csv';

const row = (over: Partial<AnalyticsCsvRow> = {}): AnalyticsCsvRow => ({
  day: '2026-11-01',
  path: '/en/products/pizza-machine',
  lang: 'en',
  device: 'phone',
  ref_host: 'www.google.com',
  utm_source: 'facebook',
  utm_medium: 'cpc',
  utm_campaign: 'winter',
  views: 12,
  ...over,
});

describe('analyticsCsv', () => {
  it('starts with a byte-order mark and a Hebrew header row, lines ending in CRLF', () => {
    const csv = analyticsCsv([row()]);
    expect(csv.startsWith('\uFEFF')).toBe(true);
    const lines = csv.slice(1).split('\r\n');
    expect(lines[0]).toBe(
      'תאריך,דף,שפה,מכשיר,אתר מפנה,מקור (utm_source),ערוץ (utm_medium),קמפיין (utm_campaign),צפיות',
    );
    expect(lines[1]).toBe(
      '2026-11-01,/en/products/pizza-machine,אנגלית,טלפון,www.google.com,facebook,cpc,winter,12',
    );
  });

  it('writes every row, the language and device in Hebrew, empty dimensions as empty cells', () => {
    const records = parse(
      analyticsCsv([
        row(),
        row({ day: '2026-11-02', path: '/', lang: 'he', device: 'desktop', ref_host: '' }),
        row({ device: 'tablet', utm_source: '', utm_medium: '', utm_campaign: '', views: 1 }),
      ]),
      { bom: true, columns: true },
    ) as Record<string, string>[];
    expect(records).toHaveLength(3);
    expect(records[1]).toMatchObject({ תאריך: '2026-11-02', דף: '/', שפה: 'עברית', מכשיר: 'מחשב' });
    expect(records[1]!['אתר מפנה']).toBe('');
    expect(records[2]).toMatchObject({ מכשיר: 'טאבלט', 'מקור (utm_source)': '', צפיות: '1' });
  });

  it('neutralises visitor-supplied text a spreadsheet would run as a formula', () => {
    const [record] = parse(
      analyticsCsv([
        row({
          utm_campaign: '=HYPERLINK("http://evil.example","x")',
          utm_source: '+1',
          path: '/-x',
          ref_host: '@evil',
        }),
      ]),
      { bom: true, columns: true },
    ) as Record<string, string>[];
    expect(record!['קמפיין (utm_campaign)']).toBe(`'=HYPERLINK("http://evil.example","x")`);
    expect(record!['מקור (utm_source)']).toBe("'+1");
    expect(record!['אתר מפנה']).toBe("'@evil");
    expect(record!['דף']).toBe('/-x');
  });

  it('is only the header for no rows', () => {
    expect(analyticsCsv([]).slice(1).split('\r\n').filter(Boolean)).toHaveLength(1);
  });
});
