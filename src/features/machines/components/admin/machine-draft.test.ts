import { describe, expect, it } from 'vitest';
import type { AdminMachine } from '../../admin-queries';
import { machineFormValues, machineValuesFromDraft } from './machine-draft';

const saved: AdminMachine = {
  id: '5b1f0a8e-0000-4000-8000-000000000001',
  updatedAt: new Date('2026-11-01T10:00:00Z'),
  name: 'מגדל משרדים',
  nameEn: null,
  location: 'לובי',
  locationEn: 'Lobby',
  address: 'הרצל 1, תל אביב',
  addressEn: null,
  postalCode: '6701101',
  phone: null,
  types: ['מכונת פיצה'],
  typeEn: ['Pizza Machine'],
  status: 'active',
  operatingStatus: 'closed',
  images: ['/uploads/machines/a.jpg', '/uploads/machines/b.jpg'],
  slugHe: 'מגדל-משרדים',
  slugEn: null,
  latitude: 32.08,
  longitude: 34.78,
};

describe('machineFormValues', () => {
  it('gives a saved machine its values, empty texts for the missing ones', () => {
    expect(machineFormValues(saved)).toMatchObject({
      name: 'מגדל משרדים',
      nameEn: '',
      postalCode: '6701101',
      phone: '',
      operatingStatus: 'closed',
      latitude: '32.08',
      longitude: '34.78',
      slugEn: '',
    });
  });

  it('starts a new machine active and open, with nothing typed', () => {
    const values = machineFormValues();
    expect(values.status).toBe('active');
    expect(values.operatingStatus).toBe('open');
    expect(values.name).toBe('');
    expect(values.images).toEqual([]);
    expect(values.latitude).toBe('');
  });
});

describe('machineValuesFromDraft', () => {
  const fallback = machineFormValues(saved);

  it('takes every field of the copy, as typed', () => {
    const values = machineValuesFromDraft(
      {
        id: saved.id,
        name: 'מגדל משרדים – קומה 3',
        nameEn: 'Office Tower',
        location: 'לובי',
        locationEn: 'Lobby',
        address: 'הרצל 1, תל אביב',
        addressEn: '',
        postalCode: '6789012',
        phone: '050-5550199',
        status: 'inactive',
        operatingStatus: 'opening_soon',
        slugHe: 'מגדל',
        slugEn: 'tower',
        types: ['מכונת פיצה', 'מכונת משקאות'],
        typeEn: ['Pizza Machine', 'Beverage Machine'],
        latitude: '32,1',
        longitude: '',
        images: ['/uploads/machines/b.jpg'],
      },
      fallback,
    );
    expect(values).toEqual({
      name: 'מגדל משרדים – קומה 3',
      nameEn: 'Office Tower',
      location: 'לובי',
      locationEn: 'Lobby',
      address: 'הרצל 1, תל אביב',
      addressEn: '',
      postalCode: '6789012',
      phone: '050-5550199',
      status: 'inactive',
      operatingStatus: 'opening_soon',
      slugHe: 'מגדל',
      slugEn: 'tower',
      types: ['מכונת פיצה', 'מכונת משקאות'],
      typeEn: ['Pizza Machine', 'Beverage Machine'],
      latitude: '32,1',
      longitude: '',
      images: ['/uploads/machines/b.jpg'],
    });
  });

  it('reads lists the form did not send as empty (no box checked, no picture)', () => {
    const values = machineValuesFromDraft({ name: 'שם' }, fallback);
    expect(values.types).toEqual([]);
    expect(values.typeEn).toEqual([]);
    expect(values.images).toEqual([]);
  });

  it('keeps the saved value of a text the copy lacks and of a status it does not know', () => {
    const values = machineValuesFromDraft(
      { name: 'שם חדש', status: 'deleted', operatingStatus: ['open'] },
      fallback,
    );
    expect(values.name).toBe('שם חדש');
    expect(values.location).toBe('לובי');
    expect(values.status).toBe('active');
    expect(values.operatingStatus).toBe('closed');
  });
});
