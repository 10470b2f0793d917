/*
 * The franchising page's profit calculator (issue 31): what a franchisee could earn a month with
 * a package, a price per pizza, a number of pizzas a day and a rent, and how soon the package
 * pays for itself. Pure — no React, no server code — so the page (server-rendered defaults), the
 * GET form's result page (/franchising/calculator) and the live client component compute the
 * same numbers with the same function. The page states the formulas below in words
 * (franchising.calculator.formulas.* in the messages); keep the two in step.
 */

export const FRANCHISE_PACKAGES = ['basic', 'advanced'] as const;
export type FranchisePackage = (typeof FRANCHISE_PACKAGES)[number];

/** A month of sales: the machines sell every day of the week. */
export const DAYS_PER_MONTH = 30;

/** What one pizza's ingredients cost the franchisee (dough, sauce, cheese, toppings, box), ₪. */
export const INGREDIENT_COST_PER_PIZZA = 10;

/**
 * The advanced package's beverage machine: one drink sold for every two pizzas, at a fixed price
 * and cost (₪), added to revenue and costs.
 */
export const DRINKS_PER_PIZZA = 0.5;
export const DRINK_PRICE = 8;
export const DRINK_COST = 3;

/**
 * Each package's cost assumptions, in ₪ before VAT:
 * - `investment`: what the franchisee pays up front — the pizza machine (75,000 ₪, the spec's
 *   price) and, in the advanced package, the beverage machine (23,000 ₪);
 * - `operatingCost`: the monthly service and operating cost — electricity, cleaning, maintenance,
 *   insurance and card-payment fees (two machines cost more to run than one);
 * - `drinks`: whether a beverage machine sells drinks beside the pizza.
 */
export const PACKAGE_ASSUMPTIONS = {
  basic: { investment: 75_000, operatingCost: 1_500, drinks: false },
  advanced: { investment: 98_000, operatingCost: 2_200, drinks: true },
} as const satisfies Record<
  FranchisePackage,
  { investment: number; operatingCost: number; drinks: boolean }
>;

/**
 * The limits of each number the visitor enters (whole numbers; ₪ for money). A pizza machine
 * bakes one pizza in 3 minutes: at most 480 a day around the clock.
 */
export const INPUT_LIMITS = {
  pricePerPizza: { min: 1, max: 200 },
  pizzasPerDay: { min: 0, max: 480 },
  monthlyRent: { min: 0, max: 100_000 },
} as const;

export type CalculatorInput = {
  package: FranchisePackage;
  /** ₪ a pizza. */
  pricePerPizza: number;
  pizzasPerDay: number;
  /** ₪ a month for the machine's spot. */
  monthlyRent: number;
};

/** What the page shows (and the form's fields hold) before the visitor changes anything. */
export const DEFAULT_INPUT: CalculatorInput = {
  package: 'basic',
  pricePerPizza: 30,
  pizzasPerDay: 25,
  monthlyRent: 2_000,
};

export type CalculatorResult = {
  /** The inputs the numbers were computed from (after validation). */
  input: CalculatorInput;
  /** ₪ the package costs up front. */
  investment: number;
  /** ₪ a month: pizza sales (and drinks in the advanced package). */
  monthlyRevenue: number;
  /** ₪ a month: ingredients (and drinks), the package's operating cost and the rent. */
  monthlyCosts: number;
  /** ₪ a month: revenue minus costs (negative: a loss). */
  monthlyProfit: number;
  /**
   * Whole months until the profit has paid the investment back (investment ÷ monthly profit,
   * rounded up); `null` — "never" — when there is no profit.
   */
  paybackMonths: number | null;
};

type NumberField = keyof typeof INPUT_LIMITS;

/** The form's field names (also the query parameters of /franchising/calculator). */
export const FIELD_NAMES = {
  package: 'package',
  pricePerPizza: 'price',
  pizzasPerDay: 'pizzas',
  monthlyRent: 'rent',
} as const satisfies Record<keyof CalculatorInput, string>;

const isPackage = (value: unknown): value is FranchisePackage =>
  typeof value === 'string' && (FRANCHISE_PACKAGES as readonly string[]).includes(value);

/**
 * A number the visitor entered, as a whole number within its field's limits: rounded, then
 * clamped. Anything that is not a finite number (empty, text, NaN) is the default.
 */
export function clampInput(field: NumberField, value: unknown): number {
  const number =
    typeof value === 'number'
      ? value
      : typeof value === 'string' && value.trim() !== ''
        ? Number(value.trim())
        : Number.NaN;
  if (!Number.isFinite(number)) return DEFAULT_INPUT[field];
  const { min, max } = INPUT_LIMITS[field];
  return Math.min(max, Math.max(min, Math.round(number)));
}

/** Inputs as entered: a form's strings, or nothing (the default). */
export type RawCalculatorInput = { [K in keyof CalculatorInput]?: unknown };

/** Valid inputs from anything partial: an unknown package is the basic one; numbers clamped. */
export function normalizeInput(raw: RawCalculatorInput): CalculatorInput {
  return {
    package: isPackage(raw.package) ? raw.package : DEFAULT_INPUT.package,
    pricePerPizza: clampInput('pricePerPizza', raw.pricePerPizza),
    pizzasPerDay: clampInput('pizzasPerDay', raw.pizzasPerDay),
    monthlyRent: clampInput('monthlyRent', raw.monthlyRent),
  };
}

/** The inputs of a submitted GET form (a page's searchParams): the first value of each field. */
export function inputFromSearchParams(
  params: Record<string, string | string[] | undefined>,
): CalculatorInput {
  const first = (name: string) => {
    const value = params[name];
    return Array.isArray(value) ? value[0] : value;
  };
  return normalizeInput({
    package: first(FIELD_NAMES.package),
    pricePerPizza: first(FIELD_NAMES.pricePerPizza),
    pizzasPerDay: first(FIELD_NAMES.pizzasPerDay),
    monthlyRent: first(FIELD_NAMES.monthlyRent),
  });
}

/**
 * The formulas (inputs are validated first):
 *   pizzas a month  = pizzas a day × 30
 *   drinks a month  = pizzas a month × ½            (advanced package only)
 *   revenue         = pizzas a month × price per pizza + drinks a month × 8 ₪
 *   costs           = pizzas a month × 10 ₪ + drinks a month × 3 ₪ + operating cost + rent
 *   profit          = revenue − costs
 *   months to repay = ⌈investment ÷ profit⌉, or never when profit ≤ 0
 */
export function calculateFranchiseProfit(raw: RawCalculatorInput): CalculatorResult {
  const input = normalizeInput(raw);
  const assumptions = PACKAGE_ASSUMPTIONS[input.package];
  const pizzasPerMonth = input.pizzasPerDay * DAYS_PER_MONTH;
  const drinksPerMonth = assumptions.drinks ? pizzasPerMonth * DRINKS_PER_PIZZA : 0;

  const monthlyRevenue = Math.round(
    pizzasPerMonth * input.pricePerPizza + drinksPerMonth * DRINK_PRICE,
  );
  const monthlyCosts = Math.round(
    pizzasPerMonth * INGREDIENT_COST_PER_PIZZA +
      drinksPerMonth * DRINK_COST +
      assumptions.operatingCost +
      input.monthlyRent,
  );
  const monthlyProfit = monthlyRevenue - monthlyCosts;
  const paybackMonths =
    monthlyProfit > 0 ? Math.ceil(assumptions.investment / monthlyProfit) : null;

  return {
    input,
    investment: assumptions.investment,
    monthlyRevenue,
    monthlyCosts,
    monthlyProfit,
    paybackMonths,
  };
}
