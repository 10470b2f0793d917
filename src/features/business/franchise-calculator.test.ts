import { describe, expect, it } from 'vitest';
import {
  calculateFranchiseProfit,
  clampInput,
  DEFAULT_INPUT,
  inputFromSearchParams,
  INPUT_LIMITS,
  normalizeInput,
} from './franchise-calculator';
import { CALCULATOR_EXAMPLES } from './franchise-calculator.examples';

describe('calculateFranchiseProfit', () => {
  for (const example of Object.values(CALCULATOR_EXAMPLES)) {
    it(`gives the stated formula's numbers for ${example.name}`, () => {
      expect(calculateFranchiseProfit(example.input)).toEqual({
        input: example.input,
        ...example.expected,
      });
    });
  }

  it('computes the defaults when given nothing', () => {
    expect(calculateFranchiseProfit({})).toEqual(calculateFranchiseProfit(DEFAULT_INPUT));
    expect(DEFAULT_INPUT).toEqual(CALCULATOR_EXAMPLES.defaults.input);
  });

  const paybacks = [
    {
      // 35 × 30 = 1,050 pizzas: 21,000 revenue, 10,500 + 1,500 + 9,000 costs.
      when: 'never when the profit is exactly zero',
      input: { package: 'basic', pricePerPizza: 20, pizzasPerDay: 35, monthlyRent: 9_000 },
      profit: 0,
      months: null,
    },
    {
      // 24 × 30 = 720 pizzas: 25,200 revenue, 7,200 + 1,500 + 1,500 costs.
      when: 'in exactly the quotient when the profit divides the investment',
      input: { package: 'basic', pricePerPizza: 35, pizzasPerDay: 24, monthlyRent: 1_500 },
      profit: 15_000,
      months: 5,
    },
    {
      when: 'in the next whole month after a fraction (6.52…)',
      input: { ...DEFAULT_INPUT, monthlyRent: 1_999 },
      profit: 11_501,
      months: 7,
    },
  ] as const;
  for (const { when, input, profit, months } of paybacks) {
    it(`pays back ${when}`, () => {
      const result = calculateFranchiseProfit(input);
      expect(result.monthlyProfit).toBe(profit);
      expect(result.paybackMonths).toBe(months);
    });
  }

  it('says never with no sales at all', () => {
    const result = calculateFranchiseProfit({ ...DEFAULT_INPUT, pizzasPerDay: 0 });
    expect(result).toMatchObject({ monthlyRevenue: 0, monthlyCosts: 3_500, paybackMonths: null });
  });

  it('computes from the clamped inputs', () => {
    const result = calculateFranchiseProfit({
      package: 'basic',
      pricePerPizza: 30,
      pizzasPerDay: 10_000,
      monthlyRent: -50,
    });
    expect(result.input).toMatchObject({ pizzasPerDay: 480, monthlyRent: 0 });
    expect(result.monthlyRevenue).toBe(480 * 30 * 30);
  });
});

describe('clampInput', () => {
  it('keeps whole numbers within the limits', () => {
    expect(clampInput('pizzasPerDay', 40)).toBe(40);
    expect(clampInput('pizzasPerDay', '40')).toBe(40);
    expect(clampInput('monthlyRent', ' 2500 ')).toBe(2_500);
  });

  it('rounds fractions', () => {
    expect(clampInput('pricePerPizza', 29.6)).toBe(30);
    expect(clampInput('pricePerPizza', '29.4')).toBe(29);
  });

  it('clamps to the minimum and maximum', () => {
    expect(clampInput('pricePerPizza', 0)).toBe(INPUT_LIMITS.pricePerPizza.min);
    expect(clampInput('pricePerPizza', 1e9)).toBe(INPUT_LIMITS.pricePerPizza.max);
    expect(clampInput('pizzasPerDay', -3)).toBe(0);
    expect(clampInput('pizzasPerDay', 481)).toBe(480);
    expect(clampInput('monthlyRent', '1e9')).toBe(INPUT_LIMITS.monthlyRent.max);
  });

  it('uses the default for anything that is not a number', () => {
    for (const value of ['', '   ', 'abc', '12abc', NaN, Infinity, null, undefined, {}]) {
      expect(clampInput('pizzasPerDay', value)).toBe(DEFAULT_INPUT.pizzasPerDay);
    }
  });
});

describe('normalizeInput', () => {
  it('falls back to the basic package for an unknown one', () => {
    expect(normalizeInput({ package: 'gold' }).package).toBe('basic');
    expect(normalizeInput({ package: 'advanced' }).package).toBe('advanced');
  });
});

describe('inputFromSearchParams', () => {
  it('reads the GET form’s fields', () => {
    expect(
      inputFromSearchParams({ package: 'advanced', price: '35', pizzas: '60', rent: '3500' }),
    ).toEqual(CALCULATOR_EXAMPLES.advanced.input);
  });

  it('takes the first of repeated fields and defaults the missing and the invalid ones', () => {
    expect(
      inputFromSearchParams({ package: ['advanced', 'basic'], price: ['', '40'], pizzas: 'x' }),
    ).toEqual({ ...DEFAULT_INPUT, package: 'advanced' });
    expect(inputFromSearchParams({})).toEqual(DEFAULT_INPUT);
  });
});
