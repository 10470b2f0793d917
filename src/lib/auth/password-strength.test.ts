import { describe, expect, it } from 'vitest';
import { passwordStrength } from './password-strength';
import {
  containsPersonalWord,
  MIN_PASSWORD_SCORE,
  PASSWORD_REASONS,
  PASSWORD_TIPS,
  personalWords,
} from './password-strength-rules';
import { passwordStrengthText } from './password-strength-text';
import en from '@messages/en.json';
import he from '@messages/he.json';

const DANA = { email: 'dana.levi@example.com', name: 'Dana Levi' };

describe('passwordStrength', () => {
  it('refuses "password" as one of the ten most common, with a tip', () => {
    const strength = passwordStrength('password');
    expect(strength).toMatchObject({ acceptable: false, level: 'weak', reasons: ['topTen'] });
    expect(strength.score).toBeLessThan(MIN_PASSWORD_SCORE);
    expect(strength.tips.length).toBeGreaterThan(0);
  });

  it.each([
    ['123456', 'topTen'],
    ['qwertyuiop', 'topHundred'],
    ['secret-123', 'common'],
    ['passwrod1', 'common'],
    ['zxcvbnm,./', 'straightRow'],
    ['aaaaaaaaaaaa', 'simpleRepeat'],
  ])('refuses the common or patterned %j (%s)', (password, reason) => {
    const strength = passwordStrength(password);
    expect(strength.acceptable).toBe(false);
    expect(strength.reasons).toContain(reason);
  });

  it('gives a refused password a reason even when zxcvbn has no warning', () => {
    // Eight random characters: about 10^8 guesses, one short of score 3, and no pattern to name.
    const strength = passwordStrength('k7#Qz!p2');
    expect(strength).toMatchObject({ acceptable: false, reasons: ['tooGuessable'] });
  });

  it.each([
    'correct horse battery staple',
    'violet-harbor-tundra-47',
    'k7#Qz!p2xR',
    'מכונת פיצה אוטומטית בחיפה 2',
  ])('accepts the long or random %j', (password) => {
    const strength = passwordStrength(password);
    expect(strength).toMatchObject({ acceptable: true, reasons: [], tips: [] });
    expect(['fair', 'strong']).toContain(strength.level);
  });

  it('calls score 4 strong and score 3 fair', () => {
    expect(passwordStrength('correct horse battery staple')).toMatchObject({
      score: 4,
      level: 'strong',
    });
    expect(passwordStrength('k7#Qz!p2x')).toMatchObject({ score: 3, level: 'fair' });
  });

  it("refuses a password with the owner's e-mail name or name, however strong the rest", () => {
    for (const password of [
      'dana.levi-violet-harbor-47',
      'DANA.LEVI-violet-harbor-47',
      'violet-harbor-levi-47',
      'violet-harbor-danalevi',
    ]) {
      const strength = passwordStrength(password, DANA);
      expect(strength, password).toMatchObject({ acceptable: false, level: 'weak' });
      expect(strength.reasons, password).toContain('personalInfo');
    }
    // The same password is fine for someone else.
    expect(passwordStrength('dana.levi-violet-harbor-47').acceptable).toBe(true);
  });

  it("scores a password built on the owner's words low (zxcvbn's user inputs)", () => {
    const owner = { email: 'noa@example.com', name: 'נועה' };
    const strength = passwordStrength('נועה2024!', owner);
    expect(strength.acceptable).toBe(false);
    expect(strength.reasons).toContain('personalInfo');
  });

  it('every reason and tip it can give has a text in both languages', () => {
    for (const messages of [he, en]) {
      expect(Object.keys(messages.password.strength.reasons).sort()).toEqual(
        [...PASSWORD_REASONS].sort(),
      );
      expect(Object.keys(messages.password.strength.tips).sort()).toEqual(
        [...PASSWORD_TIPS].sort(),
      );
    }
  });
});

describe("the owner's words", () => {
  it('forbids the local part, the name and each of their words from 4 characters', () => {
    expect(personalWords({ email: 'Dan.Bo@example.com', name: 'Dan Bo' }).forbidden).toEqual([
      'dan.bo',
      'danbo',
    ]);
    expect(personalWords(DANA).forbidden).toEqual(['dana.levi', 'danalevi', 'dana', 'levi']);
    expect(personalWords({ email: 'ab@example.com' }).forbidden).toEqual([]);
    expect(personalWords(undefined)).toEqual({ inputs: [], forbidden: [] });
  });

  it('does not refuse a short name found inside another word', () => {
    expect(containsPersonalWord('abundance-of-tulips', { name: 'Dan' })).toBe(false);
    expect(containsPersonalWord('abundance-of-tulips', { email: 'dan@example.com' })).toBe(false);
    expect(containsPersonalWord('my-Dana-garden', { name: 'Dana' })).toBe(true);
  });
});

describe('passwordStrengthText', () => {
  it('words a refusal in Hebrew by default, and in English for the command line', () => {
    const strength = passwordStrength('password');
    expect(passwordStrengthText(strength)).toMatchObject({
      refusal: 'הסיסמה חלשה מדי',
      reasons: [{ key: 'topTen', text: 'זו אחת מעשר הסיסמאות הנפוצות ביותר.' }],
    });
    expect(passwordStrengthText(strength, 'en').reasons[0]!.text).toBe(
      'This is one of the ten most common passwords.',
    );
  });
});
