import { describe, expect, it } from 'vitest';
import { archivesToKeep, parseKeep } from './keep';
import { currentSlot, parseSchedule } from './schedule';

describe('BACKUP_SCHEDULE', () => {
  it('reads a daily time, an interval and off; refuses anything else', () => {
    expect(parseSchedule(undefined)).toEqual({ kind: 'daily', hour: 3, minute: 0 });
    expect(parseSchedule('daily 23:45')).toEqual({ kind: 'daily', hour: 23, minute: 45 });
    expect(parseSchedule('every 1m')).toEqual({ kind: 'every', ms: 60_000 });
    expect(parseSchedule('every 6h')).toEqual({ kind: 'every', ms: 6 * 3_600_000 });
    expect(parseSchedule('OFF')).toEqual({ kind: 'off' });
    for (const bad of ['24:00', '3', 'every 0m', 'weekly', 'every 9999h']) {
      expect(parseSchedule(bad)).toBeNull();
    }
  });

  it('puts the daily slot at 03:00 Israel time, winter and summer', () => {
    const daily = parseSchedule('03:00')!;
    // Winter (UTC+2): 03:00 is 01:00Z. At 02:30 Israel time the slot is yesterday's.
    expect(currentSlot(daily, new Date('2026-11-27T00:30:00Z'))).toEqual(
      new Date('2026-11-26T01:00:00Z'),
    );
    expect(currentSlot(daily, new Date('2026-11-27T01:00:00Z'))).toEqual(
      new Date('2026-11-27T01:00:00Z'),
    );
    // Summer (UTC+3): 03:00 is 00:00Z.
    expect(currentSlot(daily, new Date('2026-07-01T09:00:00Z'))).toEqual(
      new Date('2026-07-01T00:00:00Z'),
    );
    expect(currentSlot(parseSchedule('every 1m')!, new Date('2026-11-27T10:07:42Z'))).toEqual(
      new Date('2026-11-27T10:07:00Z'),
    );
    expect(currentSlot(parseSchedule('off')!, new Date())).toBeNull();
  });
});

describe('BACKUP_KEEP', () => {
  const archive = (iso: string) => ({ name: iso, at: new Date(iso) });

  it('keeps the newest N archives', () => {
    const list = ['2026-11-01', '2026-11-03', '2026-11-02', '2026-11-04'].map((d) =>
      archive(`${d}T01:00:00Z`),
    );
    expect([...archivesToKeep(list, parseKeep('2')!)].sort()).toEqual([
      '2026-11-03T01:00:00Z',
      '2026-11-04T01:00:00Z',
    ]);
  });

  it('keeps the newest of each of 7 days, 4 weeks and 6 months', () => {
    // One archive a day at 03:00 Israel time for a year, plus a second one on the last day.
    const list = [];
    for (let day = 0; day < 365; day++) {
      list.push(
        archive(new Date(Date.parse('2025-11-28T01:00:00Z') + day * 86_400_000).toISOString()),
      );
    }
    list.push(archive('2026-11-27T09:00:00.000Z'));
    const kept = [...archivesToKeep(list, parseKeep('7d,4w,6m')!)].sort();
    // 7 days (21–27 Nov, the 27th's later one), the Saturdays closing the 3 weeks before the
    // current one (14, 7 Nov, 31 Oct; the current week's newest is the 27th), and the last
    // day of each of the 5 months before November (30 Jun … 31 Oct; 31 Oct is a week's too).
    expect(kept).toEqual(
      [
        '2026-06-30T01:00:00.000Z',
        '2026-07-31T01:00:00.000Z',
        '2026-08-31T01:00:00.000Z',
        '2026-09-30T01:00:00.000Z',
        '2026-10-31T01:00:00.000Z',
        '2026-11-07T01:00:00.000Z',
        '2026-11-14T01:00:00.000Z',
        '2026-11-21T01:00:00.000Z',
        '2026-11-22T01:00:00.000Z',
        '2026-11-23T01:00:00.000Z',
        '2026-11-24T01:00:00.000Z',
        '2026-11-25T01:00:00.000Z',
        '2026-11-26T01:00:00.000Z',
        '2026-11-27T09:00:00.000Z',
      ].sort(),
    );
    expect(parseKeep('7d,4w,6m')).toEqual({ kind: 'calendar', days: 7, weeks: 4, months: 6 });
    for (const bad of ['0', '7x', '7d,7d', '', 'd']) expect(parseKeep(bad)).toBeNull();
  });
});
