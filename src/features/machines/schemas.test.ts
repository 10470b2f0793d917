import { describe, expect, it } from 'vitest';
import { machineSchema } from './schemas';

const base = { name: 'קניון נתניה', location: 'מתחם המזון', address: 'שדרות בנימין 10, נתניה' };
const issues = (input: Record<string, unknown>) => {
  const result = machineSchema.safeParse({ ...base, ...input });
  return result.success ? [] : result.error.issues.map((i) => [i.path.join('.'), i.message]);
};

describe('machineSchema coordinates', () => {
  it('accepts both typed (a dot or a comma) or both blank', () => {
    expect(
      machineSchema.parse({ ...base, latitude: '32.3295', longitude: ' 34,856 ' }),
    ).toMatchObject({ latitude: 32.3295, longitude: 34.856 });
    expect(machineSchema.parse({ ...base, latitude: 32.3, longitude: 34.9 })).toMatchObject({
      latitude: 32.3,
      longitude: 34.9,
    });
    const none = machineSchema.parse({ ...base, latitude: '', longitude: '  ' });
    expect(none.latitude).toBeUndefined();
    expect(none.longitude).toBeUndefined();
  });

  it('refuses one without the other', () => {
    expect(issues({ latitude: '32.3', longitude: '' })).toEqual([['longitude', 'coordinatesPair']]);
    expect(issues({ longitude: '34.9' })).toEqual([['latitude', 'coordinatesPair']]);
  });

  it('refuses places outside Israel and texts that are not numbers', () => {
    expect(issues({ latitude: '48.8566', longitude: '2.3522' })).toEqual([
      ['latitude', 'outsideIsrael'],
    ]);
    expect(issues({ latitude: '34.856', longitude: '32.3295' })).toEqual([
      ['latitude', 'outsideIsrael'],
    ]);
    expect(issues({ latitude: 'north', longitude: '34.9' })).toEqual([['latitude', 'coordinate']]);
  });
});
