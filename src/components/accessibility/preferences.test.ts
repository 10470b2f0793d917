import { describe, expect, it } from 'vitest';
import {
  A11Y_BOOT_SCRIPT,
  A11Y_STORAGE_KEY,
  A11Y_TOGGLES,
  TOGGLE_CLASS_SOURCE,
  toggleClass,
} from './preferences';

describe('the accessibility boot script', () => {
  it('names each toggle’s class as the app does', () => {
    const bootToggleClass = new Function(`return ${TOGGLE_CLASS_SOURCE}`)() as (
      t: string,
    ) => string;
    for (const toggle of A11Y_TOGGLES) expect(bootToggleClass(toggle)).toBe(toggleClass(toggle));
  });

  it('applies stored preferences to <html> before the first paint', () => {
    const classes = new Set<string>();
    const style = new Map<string, string>();
    const document = {
      documentElement: {
        classList: { add: (name: string) => classes.add(name) },
        style: { setProperty: (name: string, value: string) => style.set(name, value) },
      },
    };
    const stored = JSON.stringify({ contrast: true, readingGuide: true, textSize: 133 });
    const localStorage = { getItem: (key: string) => (key === A11Y_STORAGE_KEY ? stored : null) };
    new Function('document', 'localStorage', A11Y_BOOT_SCRIPT)(document, localStorage);
    expect([...classes].sort()).toEqual([toggleClass('contrast'), toggleClass('readingGuide')]);
    expect(style.get('--a11y-text-scale')).toBe('1.3');
  });
});
