import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { PAGES } from './pages';

/**
 * The floating controls (language, chat, accessibility menu) never cover what a visitor must
 * reach on a phone: every link, button and field of a page, scrolled to as a visitor scrolls to
 * it (scrollIntoView, which keeps the page's scroll padding), is the element found at its own
 * centre, not a floating control. And they sit inside a landmark, like everything on the page.
 */
const LABEL = { he: 'פעולות מהירות', en: 'Quick actions' } as const;

/** The interactive elements the floating controls cover once scrolled to, by their text. */
function coveredControls(page: Page, label: string) {
  return page.evaluate((label) => {
    const floating = document.querySelector(`aside[aria-label="${label}"]`);
    if (!floating) throw new Error(`no floating controls named ${label}`);
    const selector =
      'a[href], button, input:not([type=hidden]), select, textarea, summary, [tabindex]:not([tabindex="-1"])';
    const covered: string[] = [];
    for (const element of document.querySelectorAll<HTMLElement>(selector)) {
      if (floating.contains(element) || element.closest('[hidden], [inert], dialog:not([open])'))
        continue;
      element.scrollIntoView({ block: 'nearest', inline: 'nearest' });
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue; // not shown (a closed menu's links)
      const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
      if (hit && floating.contains(hit)) {
        covered.push(
          `${element.tagName.toLowerCase()} "${(element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 40)}"`,
        );
      }
    }
    return covered;
  }, label);
}

for (const locale of ['he', 'en'] as const) {
  test(`${locale}: at 390 px no floating control covers a link, button or field of any page @mobile`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    for (const path of PAGES[locale]) {
      await page.goto(path);
      expect({ path, covered: await coveredControls(page, LABEL[locale]) }).toEqual({
        path,
        covered: [],
      });
    }
  });

  test(`${locale}: the contact form's Send is clear of the floating controls at 360, 390 and 414 px @mobile`, async ({
    page,
  }) => {
    const contact = locale === 'he' ? '/contact' : '/en/contact';
    for (const width of [360, 390, 414]) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto(contact);
      expect({ width, covered: await coveredControls(page, LABEL[locale]) }).toEqual({
        width,
        covered: [],
      });
      const send = page
        .getByRole('main')
        .getByRole('button', { name: locale === 'he' ? /שליחה|שלח/ : /Send/ });
      await send.first().scrollIntoViewIfNeeded();
      const sendBox = (await send.first().boundingBox())!;
      const barBox = (await page
        .getByRole('complementary', { name: LABEL[locale] })
        .boundingBox())!;
      expect(sendBox.y + sendBox.height).toBeLessThanOrEqual(barBox.y);
    }
  });

  test(`${locale}: the floating controls are a named landmark (axe "region": all content in landmarks)`, async ({
    page,
  }) => {
    await page.goto(locale === 'he' ? '/' : '/en');
    const controls = page.getByRole('complementary', { name: LABEL[locale] });
    await expect(controls.getByRole('link')).toHaveCount(2); // language, chat
    await expect(controls.getByRole('button')).toHaveCount(1); // accessibility menu
    const results = await new AxeBuilder({ page }).withRules(['region']).analyze();
    expect(results.violations.map((v) => v.nodes.map((n) => n.target.join(' ')))).toEqual([]);
  });
}
