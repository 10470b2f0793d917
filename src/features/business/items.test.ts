import { Clock, Headset } from '@/components/icons';
import { describe, expect, it } from 'vitest';
import { benefitsOf, stepsOf } from './items';

const t = (key: string) => `<${key}>`;

describe('benefitsOf', () => {
  it('keeps the order and icons and reads each benefit’s title and text', () => {
    expect(
      benefitsOf(
        [
          ['income', Clock],
          ['support', Headset],
        ],
        t,
      ),
    ).toEqual([
      {
        key: 'income',
        icon: Clock,
        title: '<benefits.income.title>',
        text: '<benefits.income.text>',
      },
      {
        key: 'support',
        icon: Headset,
        title: '<benefits.support.title>',
        text: '<benefits.support.text>',
      },
    ]);
  });
});

describe('stepsOf', () => {
  it('reads each step’s title and text in order', () => {
    expect(stepsOf(['choose', 'earn'], t)).toEqual([
      { key: 'choose', title: '<steps.choose.title>', text: '<steps.choose.text>' },
      { key: 'earn', title: '<steps.earn.title>', text: '<steps.earn.text>' },
    ]);
  });
});
