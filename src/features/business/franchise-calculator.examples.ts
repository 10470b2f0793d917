import type { CalculatorInput, CalculatorResult } from './franchise-calculator';

type Example = {
  name: string;
  input: CalculatorInput;
  /** Worked out by hand from the formulas the page states (see each `name`). */
  expected: Omit<CalculatorResult, 'input'>;
};

/**
 * Three input sets with their results, shared by the unit tests and the end-to-end test (which
 * checks that the page shows the same numbers, with and without JavaScript).
 */
export const CALCULATOR_EXAMPLES = {
  /** 25 × 30 = 750 pizzas; 750 × 30 = 22,500; 750 × 10 + 1,500 + 2,000 = 11,000; ⌈75,000 ÷ 11,500⌉. */
  defaults: {
    name: 'the defaults: basic, 30 ₪, 25 a day, 2,000 ₪ rent',
    input: { package: 'basic', pricePerPizza: 30, pizzasPerDay: 25, monthlyRent: 2_000 },
    expected: {
      investment: 75_000,
      monthlyRevenue: 22_500,
      monthlyCosts: 11_000,
      monthlyProfit: 11_500,
      paybackMonths: 7,
    },
  },
  /**
   * 60 × 30 = 1,800 pizzas and 900 drinks; 1,800 × 35 + 900 × 8 = 70,200;
   * 1,800 × 10 + 900 × 3 + 2,200 + 3,500 = 26,400; ⌈98,000 ÷ 43,800⌉.
   */
  advanced: {
    name: 'advanced, 35 ₪, 60 a day, 3,500 ₪ rent',
    input: { package: 'advanced', pricePerPizza: 35, pizzasPerDay: 60, monthlyRent: 3_500 },
    expected: {
      investment: 98_000,
      monthlyRevenue: 70_200,
      monthlyCosts: 26_400,
      monthlyProfit: 43_800,
      paybackMonths: 3,
    },
  },
  /** 10 × 30 = 300 pizzas; 300 × 20 = 6,000; 300 × 10 + 1,500 + 5,000 = 9,500: a loss. */
  loss: {
    name: 'a loss: basic, 20 ₪, 10 a day, 5,000 ₪ rent',
    input: { package: 'basic', pricePerPizza: 20, pizzasPerDay: 10, monthlyRent: 5_000 },
    expected: {
      investment: 75_000,
      monthlyRevenue: 6_000,
      monthlyCosts: 9_500,
      monthlyProfit: -3_500,
      paybackMonths: null,
    },
  },
} as const satisfies Record<string, Example>;
