import { describe, expect, it } from 'vitest';
import type { PublicMachine } from '@/db/schema';
import {
  cityOf,
  isBeverage,
  isKnownOperatingStatus,
  isPizza,
  localizeMachine,
  machineSlug,
  mapsSearchHref,
  showsComingSoonImage,
} from './localize';

const machine: PublicMachine = {
  id: '8b6f2a52-2f7e-4c55-9d2e-0c1f4f1b9a10',
  updatedAt: new Date('2025-01-01T00:00:00Z'),
  name: 'אוניברסיטת חיפה',
  nameEn: 'University of Haifa',
  location: 'בניין הסטודנטים',
  locationEn: 'Student building',
  address: 'שדרות אבא חושי 199, חיפה',
  addressEn: '199 Abba Hushi Blvd, Haifa',
  postalCode: '3498838',
  type: 'מכונת פיצה',
  typeEn: ['Pizza Machine'],
  types: ['מכונת פיצה'],
  typesEn: ['Pizza Machine'],
  imageUrl: '/images/machines/lobby-3.webp',
  imageUrls: ['/images/machines/lobby-3.webp'],
  phone: null,
  operatingStatus: 'open',
  status: 'active',
  slugHe: 'אוניברסיטת-חיפה',
  slugEn: 'university-of-haifa',
  createdAt: new Date('2025-06-10T10:00:00Z'),
  latitude: 32.7614,
  longitude: 35.0195,
};

describe('isPizza / isBeverage', () => {
  it('match English type names case-insensitively', () => {
    expect(isPizza(['Automatic PIZZA Machine'])).toBe(true);
    expect(isBeverage(['Cold beverage machine'])).toBe(true);
    expect(isPizza(['Beverage Machine'])).toBe(false);
    expect(isBeverage(['Pizza Machine'])).toBe(false);
  });

  it('match Hebrew type names', () => {
    expect(isPizza(['מכונת פיצה'])).toBe(true);
    expect(isBeverage(['מכונת משקאות'])).toBe(true);
    expect(isBeverage(['מכונת פיצה'])).toBe(false);
  });

  it('look at every type of the list', () => {
    const types = ['Snack Machine', 'Beverage Machine', 'Pizza Machine'];
    expect(isPizza(types)).toBe(true);
    expect(isBeverage(types)).toBe(true);
  });

  it('are false for no types or unrelated ones', () => {
    expect(isPizza([])).toBe(false);
    expect(isBeverage([])).toBe(false);
    expect(isPizza(['Snack Machine'])).toBe(false);
    expect(isBeverage(['מכונת חטיפים'])).toBe(false);
  });
});

describe('localizeMachine', () => {
  it('gives English texts on English pages and Hebrew ones on Hebrew pages', () => {
    const en = localizeMachine(machine, 'en');
    expect(en).toMatchObject({
      name: 'University of Haifa',
      location: 'Student building',
      address: '199 Abba Hushi Blvd, Haifa',
      types: ['Pizza Machine'],
      slug: 'university-of-haifa',
      postalCode: '3498838',
    });
    expect(localizeMachine({ ...machine, postalCode: ' ' }, 'he').postalCode).toBeUndefined();
    const he = localizeMachine(machine, 'he');
    expect(he).toMatchObject({
      name: 'אוניברסיטת חיפה',
      address: 'שדרות אבא חושי 199, חיפה',
      types: ['מכונת פיצה'],
      slug: 'אוניברסיטת-חיפה',
    });
  });

  it('falls back to the Hebrew fields when English ones are empty', () => {
    const en = localizeMachine(
      { ...machine, nameEn: ' ', locationEn: null, addressEn: '', typesEn: [], slugEn: null },
      'en',
    );
    expect(en).toMatchObject({
      name: 'אוניברסיטת חיפה',
      location: 'בניין הסטודנטים',
      address: 'שדרות אבא חושי 199, חיפה',
      types: ['מכונת פיצה'],
      slug: 'אוניברסיטת-חיפה',
    });
  });

  it('builds the maps search for the address of the page language', () => {
    expect(localizeMachine(machine, 'en').mapsHref).toBe(
      'https://www.google.com/maps/search/?api=1&query=199%20Abba%20Hushi%20Blvd%2C%20Haifa',
    );
    expect(localizeMachine(machine, 'he').mapsHref).toBe(
      mapsSearchHref('שדרות אבא חושי 199, חיפה'),
    );
    expect(mapsSearchHref('a&b=c')).toContain('query=a%26b%3Dc');
  });

  it('treats a blank phone as none', () => {
    expect(localizeMachine({ ...machine, phone: '  ' }, 'he').phone).toBeUndefined();
    expect(localizeMachine({ ...machine, phone: '050-1' }, 'he').phone).toBe('050-1');
  });
});

describe('machineSlug', () => {
  it('uses the id when there is no slug', () => {
    const bare = { id: machine.id, slugHe: null, slugEn: null };
    expect(machineSlug(bare, 'he')).toBe(machine.id);
    expect(machineSlug(bare, 'en')).toBe(machine.id);
    expect(machineSlug({ ...bare, slugEn: 'x' }, 'he')).toBe(machine.id);
    expect(machineSlug({ ...bare, slugHe: 'י' }, 'en')).toBe('י');
  });
});

describe('operating status', () => {
  it('knows the three statuses and shows the coming-soon image for two of them', () => {
    expect(['open', 'closed', 'opening_soon', 'maintenance'].map(isKnownOperatingStatus)).toEqual([
      true,
      true,
      true,
      false,
    ]);
    expect(showsComingSoonImage('open')).toBe(false);
    expect(showsComingSoonImage('closed')).toBe(true);
    expect(showsComingSoonImage('opening_soon')).toBe(true);
    expect(showsComingSoonImage('maintenance')).toBe(false);
  });
});

describe('cityOf and the map fields', () => {
  it('takes the city from the last part of the address', () => {
    expect(cityOf('שדרות אבא חושי 199, חיפה')).toBe('חיפה');
    expect(cityOf('132 Menachem Begin Rd, Tel Aviv-Yafo ')).toBe('Tel Aviv-Yafo');
    expect(cityOf('Eilat')).toBe('Eilat');
    expect(cityOf('1 Main St, Haifa,')).toBe('Haifa');
  });

  it("gives the page language's city and the coordinates, or none", () => {
    expect(localizeMachine(machine, 'en')).toMatchObject({
      city: 'Haifa',
      coordinates: { latitude: 32.7614, longitude: 35.0195 },
    });
    expect(localizeMachine(machine, 'he').city).toBe('חיפה');
    expect(localizeMachine({ ...machine, latitude: null, longitude: null }, 'he').coordinates).toBe(
      null,
    );
  });
});
