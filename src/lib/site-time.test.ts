import { afterEach, describe, expect, it } from 'vitest';
import { fromLocalInput, SITE_TIME_ZONE, toLocalDate, toLocalInput } from './site-time';

/**
 * The back office's clock is Israel time (UTC+2 in winter, UTC+3 in summer), whatever the zone of
 * the server: every case runs under several process time zones and must give the same answers.
 */
const PROCESS_ZONES = [
  'UTC',
  'Asia/Jerusalem',
  'America/Los_Angeles',
  'Asia/Tokyo',
  'Pacific/Chatham',
];
const originalTz = process.env.TZ;

afterEach(() => {
  if (originalTz === undefined) delete process.env.TZ;
  else process.env.TZ = originalTz;
});

/** Runs `check` with the process in each zone. */
function inEveryZone(check: () => void) {
  for (const zone of PROCESS_ZONES) {
    process.env.TZ = zone;
    check();
  }
}

const iso = (date: Date | null) => date?.toISOString() ?? null;

describe('site time (Israel)', () => {
  it('is Asia/Jerusalem, and the process zone really changes under the test', () => {
    expect(SITE_TIME_ZONE).toBe('Asia/Jerusalem');
    process.env.TZ = 'UTC';
    const utcHour = new Date('2026-01-15T08:30:00Z').getHours();
    process.env.TZ = 'Asia/Tokyo';
    expect(new Date('2026-01-15T08:30:00Z').getHours()).not.toBe(utcHour);
  });

  it('reads and writes a winter time (UTC+2) and a summer time (UTC+3)', () => {
    inEveryZone(() => {
      expect(iso(fromLocalInput('2026-01-15T10:30'))).toBe('2026-01-15T08:30:00.000Z');
      expect(iso(fromLocalInput('2026-07-15T10:30'))).toBe('2026-07-15T07:30:00.000Z');
      expect(toLocalInput(new Date('2026-01-15T08:30:00Z'))).toBe('2026-01-15T10:30');
      expect(toLocalInput(new Date('2026-07-15T07:30:00Z'))).toBe('2026-07-15T10:30');
      // Seconds are accepted; surrounding spaces ignored.
      expect(iso(fromLocalInput(' 2026-07-15T10:30:15 '))).toBe('2026-07-15T07:30:15.000Z');
    });
  });

  it('gives the Israel calendar day, not the UTC one', () => {
    inEveryZone(() => {
      // 23:30 UTC on 31 December is already 1 January in Israel.
      expect(toLocalDate(new Date('2026-12-31T23:30:00Z'))).toBe('2027-01-01');
      expect(toLocalInput(new Date('2026-12-31T23:30:00Z'))).toBe('2027-01-01T01:30');
      expect(toLocalDate(new Date('2026-06-30T20:59:00Z'))).toBe('2026-06-30');
      expect(toLocalDate(new Date('2026-06-30T21:00:00Z'))).toBe('2026-07-01');
    });
  });

  it('round-trips a year of times, every half hour around both clock changes', () => {
    const HOUR = 3_600_000;
    const times = [
      // Noon-ish, weekly, through the year.
      ...Array.from(
        { length: 53 },
        (_, week) => Date.UTC(2026, 0, 1, 10, 17) + week * 7 * 24 * HOUR,
      ),
      // 26–28 March and 24–26 October, every 30 minutes.
      ...[Date.UTC(2026, 2, 26), Date.UTC(2026, 9, 24)].flatMap((day) =>
        Array.from({ length: 3 * 48 }, (_, step) => day + step * (HOUR / 2) + 7 * 60_000),
      ),
    ];
    inEveryZone(() => {
      for (const t of times) {
        const date = new Date(t);
        const text = toLocalInput(date);
        // The hour repeated when the clocks go back reads as one of its two instants.
        expect(toLocalInput(fromLocalInput(text)!), date.toISOString()).toBe(text);
        const back = fromLocalInput(text)!.getTime();
        expect([0, -HOUR, HOUR], date.toISOString()).toContain(back - date.getTime());
        if (back !== date.getTime()) expect(text, date.toISOString()).toMatch(/^2026-10-25T01:/);
      }
    });
  });

  it('reads a time skipped when the clocks go forward as the hour after it', () => {
    // 27 March 2026: 02:00 Israel standard time becomes 03:00 summer time.
    inEveryZone(() => {
      expect(iso(fromLocalInput('2026-03-27T01:59'))).toBe('2026-03-26T23:59:00.000Z');
      expect(iso(fromLocalInput('2026-03-27T02:30'))).toBe('2026-03-27T00:30:00.000Z');
      expect(toLocalInput(fromLocalInput('2026-03-27T02:30')!)).toBe('2026-03-27T03:30');
      expect(iso(fromLocalInput('2026-03-27T03:00'))).toBe('2026-03-27T00:00:00.000Z');
    });
  });

  it('refuses what is not a wall-clock time (null)', () => {
    inEveryZone(() => {
      for (const text of [
        '2026-02-30T10:00',
        '2026-02-29T10:00',
        '2026-13-01T10:00',
        '2026-04-31T10:00',
        '2026-01-01T24:00',
        '2026-01-01T10:60',
        '2026-01-01T10:30:60',
        '2026-01-01 10:00',
        '2026-01-01',
        '2026-1-1T10:00',
        '2026-01-01T10:00Z',
        '2026-01-01T10:00+02:00',
        'x',
        '',
      ])
        expect(fromLocalInput(text), text).toBeNull();
      // A leap day is a day.
      expect(iso(fromLocalInput('2028-02-29T12:00'))).toBe('2028-02-29T10:00:00.000Z');
    });
  });
});
