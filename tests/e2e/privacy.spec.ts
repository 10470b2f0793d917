import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import { readSitemap } from './audit/sitemap';

/*
 * The privacy policy (issue 33; Protection of Privacy Law, amendment 13): the page in both
 * languages with every section, linked from the footer and from under every contact form's
 * submit button, and listed in the sitemap.
 */

const POLICY = {
  he: {
    path: '/privacy',
    dir: 'rtl',
    title: 'מדיניות פרטיות',
    sections: [
      'מי אנחנו ולמי לפנות',
      'איזה מידע נאסף בטופסי הפנייה',
      'למה אנחנו משתמשים במידע',
      'מי מקבל את המידע',
      'כמה זמן נשמר המידע',
      'סטטיסטיקת ביקורים',
      'הזכויות שלכם',
      'עוגיות ואחסון בדפדפן',
      'אבטחת מידע',
    ],
    retention: /נמחקות אוטומטית|נשמרות כל עוד/,
    authority: 'לרשות להגנת הפרטיות',
    updated: 'עדכון אחרון:',
    contact: '/contact',
    submit: 'שליחה',
    note: 'הפרטים שתשלחו ישמשו למענה לפנייה בלבד.',
    link: 'מדיניות הפרטיות',
  },
  en: {
    path: '/en/privacy',
    dir: 'ltr',
    title: 'Privacy Policy',
    sections: [
      'Who we are and whom to contact',
      'What the contact forms collect',
      'Why we use the information',
      'Who receives the information',
      'How long we keep it',
      'Visit statistics',
      'Your rights',
      'Cookies and browser storage',
      'Security',
    ],
    retention: /erased automatically|kept for as long as/,
    authority: 'Privacy Protection Authority',
    updated: 'Last updated:',
    contact: '/en/contact',
    submit: 'Send',
    note: 'We use these details only to answer you.',
    link: 'Privacy policy',
  },
} as const;

for (const locale of ['he', 'en'] as const) {
  const t = POLICY[locale];

  test.describe(`privacy policy (${locale})`, () => {
    test('answers 200 with its title, every section, the contact details and passes axe', async ({
      page,
    }) => {
      const response = await page.goto(t.path);
      expect(response?.status()).toBe(200);
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      await expect(page.locator('html')).toHaveAttribute('dir', t.dir);
      const main = page.getByRole('main');
      await expect(main.getByRole('heading', { level: 1 })).toHaveText(t.title);
      await expect(main.getByRole('heading', { level: 2 })).toHaveText([...t.sections]);
      // The company's public phone and e-mail, as links.
      await expect(main.getByRole('link', { name: '050-555-0123' })).toHaveAttribute(
        'href',
        'tel:0505550123',
      );
      await expect(main.getByRole('link', { name: 'info@autopizza.co.il' })).toHaveAttribute(
        'href',
        'mailto:info@autopizza.co.il',
      );
      for (const param of ['utm_source', 'utm_medium', 'utm_campaign', 'sessionStorage']) {
        await expect(main).toContainText(param);
      }
      await expect(main).toContainText(t.retention);
      await expect(main).toContainText(t.authority);
      await expect(main).toContainText('30');
      await expect(main).toContainText(t.updated);
      await expectNoAxeViolations(page);
    });

    test('the footer links to it', async ({ page }) => {
      await page.goto(locale === 'he' ? '/' : '/en');
      await page.getByRole('contentinfo').getByRole('link', { name: t.title }).click();
      await expect(page).toHaveURL(new RegExp(`${t.path}$`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.title);
    });

    test('the contact form says what the details are for, with the policy right under its button', async ({
      page,
    }) => {
      await page.goto(t.contact);
      const form = page.getByRole('main').locator('form');
      const submit = form.getByRole('button', { name: t.submit });
      await expect(form).toContainText(t.note);
      // The first link after the submit button, inside the form.
      const link = submit.locator('xpath=following::a[1]');
      await expect(link).toHaveText(t.link);
      expect(await link.evaluate((el) => el.closest('form') !== null)).toBe(true);
      await expect(link).toHaveCSS('text-decoration-line', 'underline');
      await link.click();
      await expect(page).toHaveURL(new RegExp(`${t.path}$`));
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.title);
    });
  });
}

test('the home page form (and so every ContactSection) shows the privacy line too', async ({
  page,
}) => {
  await page.goto('/en');
  const form = page.locator('#contact form');
  await expect(form).toContainText(POLICY.en.note);
  await expect(form.getByRole('link', { name: POLICY.en.link })).toHaveAttribute(
    'href',
    '/en/privacy',
  );
});

test('the sitemap lists the policy in both languages', async ({ request }) => {
  const entries = await readSitemap(request);
  const paths = entries.map((entry) => decodeURI(entry.path));
  expect(paths).toContain('/privacy');
  expect(paths).toContain('/en/privacy');
  const english = entries.find((entry) => entry.path === '/en/privacy')!;
  expect(Object.keys(english.alternates).sort()).toEqual(['en', 'he', 'x-default']);
});
