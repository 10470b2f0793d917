'use client';

import { clsx } from 'clsx';
import { useFormatter, useTranslations } from 'next-intl';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { buttonClass } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { InputField } from '@/components/ui/input-field';
import {
  calculateFranchiseProfit,
  FIELD_NAMES,
  FRANCHISE_PACKAGES,
  INPUT_LIMITS,
  PACKAGE_ASSUMPTIONS,
  type CalculatorInput,
  type FranchisePackage,
} from '../franchise-calculator';

type NumberField = keyof typeof INPUT_LIMITS;
const NUMBER_FIELDS = ['pricePerPizza', 'pizzasPerDay', 'monthlyRent'] as const;
const LABELS = { pricePerPizza: 'price', pizzasPerDay: 'pizzas', monthlyRent: 'rent' } as const;
const ID = {
  pricePerPizza: 'calculator-price',
  pizzasPerDay: 'calculator-pizzas',
  monthlyRent: 'calculator-rent',
} as const;
const packageId = (pkg: FranchisePackage) => `calculator-package-${pkg}`;
/** What every result depends on (each <output>'s `for`). */
const ALL_INPUTS = [...FRANCHISE_PACKAGES.map(packageId), ...Object.values(ID)].join(' ');

/**
 * The profit calculator's form and results. The server renders it with `initial` (the defaults
 * on /franchising, the submitted values on /franchising/calculator), so without JavaScript the
 * GET form to `action` shows its results on the next page; with JavaScript the results follow
 * the fields as the visitor types (the same pure function), and Calculate still submits.
 * Messages: franchising.calculator and the package names (its own provider, see
 * FranchiseCalculator).
 */
export function FranchiseCalculatorForm({
  initial,
  action,
}: {
  initial: CalculatorInput;
  /** The result page's address, e.g. "/en/franchising/calculator#calculator-results". */
  action: string;
}) {
  const t = useTranslations('franchising');
  const format = useFormatter();
  const [pkg, setPackage] = useState<FranchisePackage>(initial.package);
  const [numbers, setNumbers] = useState<Record<NumberField, string>>({
    pricePerPizza: String(initial.pricePerPizza),
    pizzasPerDay: String(initial.pizzasPerDay),
    monthlyRent: String(initial.monthlyRent),
  });
  // What the fields hold when React takes over: typed before hydration, or restored by the
  // browser on a way back — the results follow them, not the server's values.
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => {
    const data = new FormData(formRef.current!);
    const held = (name: string) => data.get(name)?.toString();
    const checked = FRANCHISE_PACKAGES.find((key) => key === held(FIELD_NAMES.package));
    if (checked) setPackage(checked);
    setNumbers((previous) => {
      const next = { ...previous };
      for (const field of NUMBER_FIELDS) next[field] = held(FIELD_NAMES[field]) ?? previous[field];
      return next;
    });
  }, []);
  const result = calculateFranchiseProfit({ package: pkg, ...numbers });
  const shekels = (value: number) =>
    format.number(value, { style: 'currency', currency: 'ILS', maximumFractionDigits: 0 });
  // Intl's Hebrew amounts carry their own direction marks ("‏11,500 ‏₪"): a <bdi> keeps each
  // one whole inside the sentence around it, as PriceTag does.
  const money = (chunks: ReactNode) => <bdi>{chunks}</bdi>;

  const rows = [
    { key: 'revenue', value: <bdi>{shekels(result.monthlyRevenue)}</bdi> },
    { key: 'costs', value: <bdi>{shekels(result.monthlyCosts)}</bdi> },
    {
      key: 'profit',
      value: <bdi>{shekels(result.monthlyProfit)}</bdi>,
      strong: true,
      loss: result.monthlyProfit < 0,
    },
    {
      key: 'payback',
      value:
        result.paybackMonths === null
          ? t('calculator.never')
          : t('calculator.months', { months: result.paybackMonths }),
      strong: true,
      loss: result.paybackMonths === null,
    },
  ] as const;

  return (
    <div className="mt-10 grid gap-6 lg:grid-cols-2 lg:items-start">
      <Card as="div" className="p-6 md:p-8">
        <form ref={formRef} action={action} method="get" className="grid gap-6">
          <fieldset>
            <legend className="font-semibold">{t('calculator.package')}</legend>
            <div className="mt-1.5 grid gap-3 sm:grid-cols-2">
              {FRANCHISE_PACKAGES.map((key) => (
                <label
                  key={key}
                  htmlFor={packageId(key)}
                  className="flex min-h-11 cursor-pointer items-start gap-3 rounded-xl border border-ink/25 bg-white p-4 has-checked:border-brand has-checked:ring-2 has-checked:ring-brand has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand"
                >
                  <input
                    id={packageId(key)}
                    type="radio"
                    name={FIELD_NAMES.package}
                    value={key}
                    checked={pkg === key}
                    onChange={() => setPackage(key)}
                    className="mt-1 size-5 shrink-0 accent-brand focus-visible:outline-none"
                  />
                  <span>
                    <span className="block font-bold">{t(`${key}.name`)}</span>
                    <span className="block text-sm text-ink-soft">
                      {t.rich('calculator.investment', {
                        amount: shekels(PACKAGE_ASSUMPTIONS[key].investment),
                        m: money,
                      })}
                    </span>
                  </span>
                </label>
              ))}
            </div>
          </fieldset>

          {NUMBER_FIELDS.map((field) => {
            const { min, max } = INPUT_LIMITS[field];
            return (
              <InputField
                key={field}
                id={ID[field]}
                label={t(`calculator.${LABELS[field]}`)}
                description={t(`calculator.${LABELS[field]}Hint`, { min, max })}
                name={FIELD_NAMES[field]}
                type="number"
                inputMode="numeric"
                min={min}
                max={max}
                step={1}
                value={numbers[field]}
                onChange={(event) => {
                  const value = event.target.value;
                  setNumbers((previous) => ({ ...previous, [field]: value }));
                }}
              />
            );
          })}

          <button
            type="submit"
            className={buttonClass('primary', 'w-full sm:w-auto sm:justify-self-start')}
          >
            {t('calculator.submit')}
          </button>
        </form>
      </Card>

      <Card
        as="section"
        id="calculator-results"
        aria-labelledby="calculator-results-heading"
        className="@container p-6 md:p-8 lg:sticky lg:top-24"
      >
        <h3 id="calculator-results-heading" className="text-2xl">
          {t('calculator.resultsTitle')}
        </h3>
        <p className="mt-2 text-ink-soft">
          {t.rich('calculator.resultsFor', {
            package: t(`${result.input.package}.name`),
            amount: shekels(result.investment),
            m: money,
          })}
        </p>
        {/* Two amounts a row where they fit (18rem: a phone at the usual text size), else one. */}
        <dl className="mt-6 grid grid-cols-1 gap-3 @min-[18rem]:grid-cols-2 sm:gap-4">
          {rows.map((row) => (
            <div
              key={row.key}
              className={clsx(
                'rounded-xl p-4',
                'strong' in row ? 'bg-brand-warm-light/60' : 'bg-cream',
              )}
            >
              <dt className="text-sm font-semibold text-ink-soft">{t(`calculator.${row.key}`)}</dt>
              <dd className="mt-1">
                <output
                  htmlFor={ALL_INPUTS}
                  className={clsx(
                    'block font-extrabold',
                    'strong' in row ? 'text-2xl md:text-3xl' : 'text-xl md:text-2xl',
                    'loss' in row && row.loss && 'text-closed',
                  )}
                >
                  {row.value}
                </output>
              </dd>
            </div>
          ))}
        </dl>
      </Card>
    </div>
  );
}
