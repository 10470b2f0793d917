import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * Fails with the list of WCAG 2.0/2.1 A and AA violations axe-core finds on the page, once the
 * page is wholly rendered and still: a fade caught halfway (a status text at half opacity) is not
 * what anyone reads, and axe would measure its contrast there.
 */
export async function expectNoAxeViolations(page: Page) {
  // Sections below the fold are not rendered until they near the screen (content-visibility:
  // auto, globals.css), and axe finds a text's background by hit-testing, which sees nothing
  // there: it would skip their contrast or measure it against the wrong layer. Rendered they
  // look the same, so render them all first.
  await page.addStyleTag({ content: '* { content-visibility: visible !important; }' });
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' ||
          animation.effect?.getTiming().iterations === Infinity,
      ),
  );
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  const summary = results.violations.map(
    (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`,
  );
  expect(summary).toEqual([]);
}
