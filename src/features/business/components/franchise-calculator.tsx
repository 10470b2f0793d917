import { getFormatter, getLocale, getMessages, getTranslations } from 'next-intl/server';
import { NextIntlClientProvider } from 'next-intl';
import type { ReactNode } from 'react';
import { SectionHeading } from '@/components/ui/page-section';
import { localizedPath } from '@/i18n/routing';
import {
  DAYS_PER_MONTH,
  DEFAULT_INPUT,
  DRINK_COST,
  DRINK_PRICE,
  INGREDIENT_COST_PER_PIZZA,
  PACKAGE_ASSUMPTIONS,
  type CalculatorInput,
} from '../franchise-calculator';
import { FranchiseCalculatorForm } from './franchise-calculator-form';

/** The locale-less path of the GET form's result page. */
export const CALCULATOR_PATH = '/franchising/calculator';

const FORMULAS = ['revenue', 'costs', 'profit', 'payback'] as const;

/**
 * The franchise profit calculator (issue 31) as a page section: heading, the form with its live
 * results (a client component, server-rendered with `input`), and the formulas in words. On
 * /franchising it shows the defaults (the page stays static); its form submits to
 * /franchising/calculator, which renders this section with the submitted values.
 */
export async function FranchiseCalculator({
  input = DEFAULT_INPUT,
  headingLevel = 2,
  action,
  className,
}: {
  input?: CalculatorInput;
  /** 1 on the result page, where the calculator is the page's main content. */
  headingLevel?: 1 | 2;
  /** A link beside the heading (the result page's way back). */
  action?: ReactNode;
  className?: string;
}) {
  const [t, format, locale, messages] = await Promise.all([
    getTranslations('franchising'),
    getFormatter(),
    getLocale(),
    getMessages(),
  ]);
  const shekels = (value: number) =>
    format.number(value, { style: 'currency', currency: 'ILS', maximumFractionDigits: 0 });
  const onResultPage = headingLevel === 1;
  // Only what the form translates goes to the browser.
  const clientMessages = {
    franchising: {
      calculator: messages.franchising.calculator,
      basic: { name: messages.franchising.basic.name },
      advanced: { name: messages.franchising.advanced.name },
    },
  };

  return (
    <section
      id="calculator"
      aria-labelledby="calculator-heading"
      className={className ?? 'py-16 md:py-24'}
    >
      <div className="container-page">
        <div className="flex flex-wrap items-end justify-between gap-4">
          <SectionHeading
            id="calculator-heading"
            level={headingLevel}
            title={t(onResultPage ? 'calculator.pageTitle' : 'calculator.title')}
            subtitle={t(onResultPage ? 'calculator.pageSubtitle' : 'calculator.subtitle')}
            className={action ? 'max-w-none' : undefined}
          />
          {action}
        </div>

        <NextIntlClientProvider messages={clientMessages}>
          <FranchiseCalculatorForm
            initial={input}
            action={`${localizedPath(locale, CALCULATOR_PATH)}#calculator-results`}
          />
        </NextIntlClientProvider>

        <div className="mt-10 max-w-4xl">
          <h3 className="text-2xl">{t('calculator.formulasTitle')}</h3>
          <ul className="mt-4 grid list-disc gap-2 ps-6 text-ink-soft marker:text-brand">
            {FORMULAS.map((key) => (
              <li key={key}>
                {t.rich(`calculator.formulas.${key}`, {
                  days: DAYS_PER_MONTH,
                  drinkPrice: shekels(DRINK_PRICE),
                  drinkCost: shekels(DRINK_COST),
                  ingredientCost: shekels(INGREDIENT_COST_PER_PIZZA),
                  basicCost: shekels(PACKAGE_ASSUMPTIONS.basic.operatingCost),
                  advancedCost: shekels(PACKAGE_ASSUMPTIONS.advanced.operatingCost),
                  basicInvestment: shekels(PACKAGE_ASSUMPTIONS.basic.investment),
                  advancedInvestment: shekels(PACKAGE_ASSUMPTIONS.advanced.investment),
                  m: (chunks) => <bdi>{chunks}</bdi>,
                })}
              </li>
            ))}
          </ul>
          <p className="mt-4 text-sm text-ink-soft">{t('calculator.disclaimer')}</p>
        </div>
      </div>
    </section>
  );
}
