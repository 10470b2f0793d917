import { expect, test, type Page } from '@playwright/test';
import {
  A11Y_STORAGE_KEY,
  type A11yPreferences,
} from '../../src/components/accessibility/preferences';
import { PAGES } from './pages';

/**
 * Text at 200 % reflows (IS 5568 / WCAG 1.4.4 and 1.4.10): every public page in both languages,
 * with the accessibility menu's text size at 130 % and at 150 % + large text (the root font at
 * 187.5 %, the worst case), at 1280 px and at 390 px, and browser zoom 200 % at 1280 px (to CSS
 * a 640 px wide screen with two device pixels a pixel). On each: no sideways scroll, the header's
 * Call Now and menu button (whichever it shows) wholly on screen, and no element reaching past
 * the screen's edges unless a box that clips or scrolls it on purpose holds it (a section drawn
 * with `content-visibility` clips without scrolling, so its overflow would go unseen otherwise).
 * The header folds into its menu by its container's width in rem (navbar.tsx).
 *
 * One browser context per setting, each page loaded once, all checks in one evaluate.
 */
const SETTINGS: { name: string; prefs: Partial<A11yPreferences> }[] = [
  { name: 'text 150 % + large text', prefs: { textSize: 150, largeText: true } },
  { name: 'text 130 %', prefs: { textSize: 130 } },
];

/** Everything that does not fit the screen on the page as it is, as readable lines. */
function reflowProblems(page: Page) {
  return page.evaluate(() => {
    const root = document.documentElement;
    const width = root.clientWidth;
    const describe = (element: Element) => {
      const box = element.getBoundingClientRect();
      const text = (element.getAttribute('aria-label') ?? element.textContent ?? '').trim();
      return `${element.tagName.toLowerCase()} "${text.slice(0, 40)}" at ${Math.round(box.left)}-${Math.round(box.right)} of ${width}`;
    };
    const shown = (element: Element) => {
      const box = element.getBoundingClientRect();
      return box.width > 1 && box.height > 1;
    };
    const outside = (element: Element) => {
      const box = element.getBoundingClientRect();
      return box.left < -1 || box.right > width + 1;
    };
    const problems: string[] = [];
    if (root.scrollWidth > width) problems.push(`scrolls sideways: ${root.scrollWidth} > ${width}`);

    const header = document.querySelector('header');
    if (!header) return [...problems, 'no header'];
    const controls = [
      header.querySelector('a.btn[href^="tel:"]'), // Call Now
      header.querySelector('button[aria-expanded]'), // the menu button
    ].filter((element): element is Element => !!element && shown(element));
    if (controls.length === 0) problems.push('header shows neither Call Now nor the menu button');
    for (const element of controls) {
      const box = element.getBoundingClientRect();
      if (outside(element) || box.top < 0)
        problems.push(`header control off screen: ${describe(element)}`);
    }

    // The outermost element past an edge, unless an ancestor clips or scrolls it on purpose
    // (decorations, carousels, visually hidden text).
    for (const element of document.body.querySelectorAll('*')) {
      if (!shown(element) || !outside(element)) continue;
      if (element.parentElement && outside(element.parentElement)) continue;
      let held = false;
      for (let up = element.parentElement; up && up !== document.body; up = up.parentElement) {
        if (getComputedStyle(up).overflowX !== 'visible') {
          held = true;
          break;
        }
      }
      if (!held) problems.push(`past the screen's edge: ${describe(element)}`);
    }
    return problems;
  });
}

async function expectEveryPageReflows(page: Page, locale: 'he' | 'en') {
  const found: Record<string, string[]> = {};
  for (const path of PAGES[locale]) {
    await page.goto(path);
    const problems = await reflowProblems(page);
    if (problems.length > 0) found[decodeURIComponent(path)] = problems;
  }
  expect(found).toEqual({});
}

function withPreferences(page: Page, prefs: Partial<A11yPreferences>) {
  // As the accessibility menu stores them; its boot script applies them before the first paint.
  return page.addInitScript(([key, value]) => localStorage.setItem(key, value), [
    A11Y_STORAGE_KEY,
    JSON.stringify(prefs),
  ] as const);
}

for (const locale of ['he', 'en'] as const) {
  for (const { name, prefs } of SETTINGS) {
    test(`${locale}: every page reflows at 1280 px with ${name}`, async ({ page }) => {
      test.setTimeout(90_000);
      await withPreferences(page, prefs);
      await expectEveryPageReflows(page, locale);
    });

    test(`${locale}: every page reflows at 390 px with ${name} @mobile`, async ({ page }) => {
      test.setTimeout(90_000);
      await withPreferences(page, prefs);
      await expectEveryPageReflows(page, locale);
    });
  }

  test.describe(() => {
    // Browser zoom 200 % on a 1280 px window: a 640 px wide CSS viewport.
    test.use({ viewport: { width: 640, height: 400 }, deviceScaleFactor: 2 });
    test(`${locale}: every page reflows at 1280 px zoomed to 200 %`, async ({ page }) => {
      test.setTimeout(90_000);
      await expectEveryPageReflows(page, locale);
    });
  });
}
