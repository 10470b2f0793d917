import { describe, expect, it } from 'vitest';

// Every features/*/actions.ts is a 'use server' module: Next refuses any export that is not an
// async function, but only when the page using it is requested. Catch that here.
const modules = import.meta.glob<Record<string, unknown>>('./*/actions.ts');

describe('server action modules', () => {
  it('exist', () => {
    expect(Object.keys(modules).length).toBeGreaterThan(0);
  });

  for (const [file, load] of Object.entries(modules)) {
    it(`${file} exports only async functions`, async () => {
      const exports = await load();
      for (const [name, value] of Object.entries(exports)) {
        expect(typeof value, `${name} is not a function`).toBe('function');
        expect((value as () => unknown).constructor.name, `${name} is not async`).toBe(
          'AsyncFunction',
        );
      }
    });
  }
});
