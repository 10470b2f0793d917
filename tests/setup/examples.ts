import { expect, it } from 'vitest';

/**
 * Table-driven tests of a pure function: one test per example, written as the call's arguments
 * followed by the result expected (compared with `toEqual`), and named after the call, e.g.
 * `slugify("Pizza Haifa") → "pizza-haifa"`. Group the examples under comments that say what
 * they prove.
 *
 *   itReturns(slugify, [
 *     // Hyphenates spaces and lowercases.
 *     ['Pizza Haifa', 'pizza-haifa'],
 *     // Gives nothing for a name without letters.
 *     ['  !!! ', ''],
 *   ]);
 */
export function itReturns<Args extends unknown[], Result>(
  fn: (...args: Args) => Result,
  examples: NoInfer<[...Args, Result]>[],
) {
  for (const example of examples) {
    const args = example.slice(0, -1) as Args;
    const expected = example.at(-1);
    it(`${fn.name}(${args.map(show).join(', ')}) → ${show(expected)}`, () => {
      expect(fn(...args)).toEqual(expected);
    });
  }
}

const show = (value: unknown) => (value === undefined ? 'undefined' : JSON.stringify(value));
