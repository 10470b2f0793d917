import { describe, expect, it } from 'vitest';
import { headDefaults } from './page-head';

const head = (title: string, description = 'd') => ({ title, description });

describe('headDefaults', () => {
  it('adds " | brand" when the whole fits in 60 characters', () => {
    expect(headDefaults(head('Automatic Pizza Machine'), 'AutoPizza').title).toBe(
      'Automatic Pizza Machine | AutoPizza',
    );
    expect(headDefaults(head('מכונת פיצה אוטומטית'), 'אוטופיצה').title).toBe(
      'מכונת פיצה אוטומטית | אוטופיצה',
    );
  });

  it('drops the brand first, then cuts at a phrase boundary, never mid-phrase', () => {
    // 57 characters: fits alone, not with the brand.
    expect(
      headDefaults(head('Hygiene, Food Safety and Maintenance for Vending Machines'), 'AutoPizza')
        .title,
    ).toBe('Hygiene, Food Safety and Maintenance for Vending Machines');
    expect(
      headDefaults(
        head('Hygiene, Food Safety and Maintenance: Keeping Your Machine Clean and Safe'),
        'AutoPizza',
      ).title,
    ).toBe('Hygiene, Food Safety and Maintenance');
    expect(
      headDefaults(
        head('היגיינה, בטיחות מזון ותחזוקה במכונות אוטומטיות: כך שומרים על מכונה נקייה'),
        'אוטופיצה',
      ).title,
    ).toBe('היגיינה, בטיחות מזון ותחזוקה במכונות אוטומטיות');
  });

  it('cuts at a word only when no phrase boundary leaves 30 characters', () => {
    const { title } = headDefaults(
      head('How Much Can You Really Earn from an Automatic Pizza Machine in Israel Today?'),
      'AutoPizza',
    );
    expect(title).toBe('How Much Can You Really Earn from an Automatic Pizza Machine');
  });

  it('never brands an absolute title, and clips the description to 160 at a word', () => {
    const result = headDefaults(
      {
        title: 'AutoPizza – Automatic Pizza Machines',
        description: 'word '.repeat(40),
        absoluteTitle: true,
      },
      'AutoPizza',
    );
    expect(result.title).toBe('AutoPizza – Automatic Pizza Machines');
    expect(result.description.length).toBeLessThanOrEqual(160);
    expect(result.description.endsWith('word')).toBe(true);
  });
});
