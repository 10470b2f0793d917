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

describe('machineSchema postal code', () => {
  it('takes 7 digits, dropping spaces and hyphens typed between them; blank is none', () => {
    expect(machineSchema.parse({ ...base, postalCode: '4246101' }).postalCode).toBe('4246101');
    expect(machineSchema.parse({ ...base, postalCode: ' 42461-01 ' }).postalCode).toBe('4246101');
    expect(machineSchema.parse({ ...base, postalCode: '  ' }).postalCode).toBeUndefined();
    expect(machineSchema.parse(base).postalCode).toBeUndefined();
  });

  it('refuses anything but 7 digits with the postal-code message', () => {
    for (const postalCode of ['42461', '42461011', 'ABC1234', '4246 10x'])
      expect(issues({ postalCode })).toEqual([['postalCode', 'postalCode']]);
  });
});
