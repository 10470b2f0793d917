/**
 * The benchmarks' seeded random numbers (bench-inbox, bench-analytics, bench/back-office): the same
 * seed gives the same data on every run, so figures compare across runs and machines. A linear
 * congruential generator — plenty for made-up names and dates, never for anything secret.
 */
export function seededRandom(seed = 42): () => number {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1103515245) + 12345) >>> 0;
    return state / 2 ** 32;
  };
}

/** A picker of one of `items` by the generator `random`. */
export const picker =
  (random: () => number) =>
  <T>(items: readonly T[]): T =>
    items[Math.floor(random() * items.length)]!;
