import { randomUUID } from 'node:crypto';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { scriptSources } from '../../scripts/bench/weigh';
import { expectNoAxeViolations } from './axe';
import { queryE2eDb } from './db';
import { asNewVisitor } from './visitor';

type Row = {
  name: string;
  phone: string;
  email: string | null;
  message: string | null;
  locale: string;
  page: string;
};
const rowsNamed = (name: string) =>
  queryE2eDb<Row>(
    'select name, phone, email, message, locale, page from contact_inquiries where name = $1',
    [name],
  );

async function fill(
  page: Page,
  values: { name?: string; phone?: string; email?: string; message?: string },
  he = false,
) {
  const form = page.getByRole('main').locator('form').first();
  if (values.name !== undefined)
    await form.getByLabel(he ? 'שם מלא' : 'Full name').fill(values.name);
  if (values.phone !== undefined)
    await form.getByLabel(he ? 'טלפון' : 'Phone').pressSequentially(values.phone);
  if (values.email !== undefined) await form.getByLabel(he ? 'דוא״ל' : 'Email').fill(values.email);
  if (values.message !== undefined)
    await form.getByLabel(he ? 'הודעה' : 'Message').fill(values.message);
  return form;
}

/** The first load: the scripts the page's HTML names (the chunks Next puts in it). */
async function firstLoadScripts(request: APIRequestContext, path: string): Promise<string[]> {
  return scriptSources(await (await request.get(path)).text());
}

test.describe('contact form without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  test.beforeEach(({ page }) => asNewVisitor(page));

  for (const he of [false, true]) {
    test(`${he ? 'Hebrew' : 'English'}: the browser posts it; refused with the values kept, then sent and stored`, async ({
      page,
    }) => {
      const name = `${he ? 'נועה' : 'Noa'} ${randomUUID().slice(0, 8)}`;
      const path = he ? '/contact' : '/en/contact';
      await page.goto(path);
      // A phone too short: the page comes back with the reason, the values as typed, nothing stored.
      let form = await fill(page, { name, phone: '123', message: 'Three machines' }, he);
      await form.getByRole('button', { name: he ? 'שליחה' : 'Send' }).click();
      await expect(page.getByRole('main').getByRole('alert')).toContainText(
        he ? 'מספר טלפון' : 'Please enter a valid phone number',
      );
      form = page.getByRole('main').locator('form').first();
      await expect(form.getByLabel(he ? 'שם מלא' : 'Full name')).toHaveValue(name);
      await expect(form.getByLabel(he ? 'הודעה' : 'Message')).toHaveValue('Three machines');
      expect(await rowsNamed(name)).toEqual([]);

      // Fixed (typed with a dash and a space, which the server drops like the script does): sent.
      const phone = form.getByLabel(he ? 'טלפון' : 'Phone');
      await phone.fill('');
      await phone.pressSequentially('052-111 2222');
      await form.getByRole('button', { name: he ? 'שליחה' : 'Send' }).click();
      await expect(page.getByRole('main').getByRole('status')).toContainText(
        he ? 'הפנייה נשלחה!' : 'Inquiry sent!',
      );
      await expect(
        page
          .getByRole('main')
          .locator('form')
          .first()
          .getByLabel(he ? 'שם מלא' : 'Full name'),
      ).toHaveValue('');
      expect(await rowsNamed(name)).toEqual([
        {
          name,
          phone: '0521112222',
          email: null,
          message: 'Three machines',
          locale: he ? 'he' : 'en',
          page: path,
        },
      ]);
    });
  }
});

test.describe('contact form', () => {
  test.beforeEach(({ page }) => asNewVisitor(page));

  test('sends an inquiry: sending state, success toast, cleared form, row in the database', async ({
    page,
  }) => {
    const name = `Dana ${randomUUID().slice(0, 8)}`;
    await page.goto('/en/contact');
    const form = await fill(page, {
      name,
      phone: '050-123 4567',
      email: 'dana@example.com',
      message: 'Two machines for our campus',
    });
    await expect(form.getByLabel('Phone')).toHaveValue('0501234567');
    await form.getByLabel('City').fill('Beersheba');
    await form.getByLabel('What are you interested in?').selectOption({ label: 'A franchise' });
    // Hold the server action for a moment to see the sending state.
    await page.route('**/en/contact', async (route) => {
      if (route.request().method() === 'POST') await new Promise((r) => setTimeout(r, 400));
      await route.continue();
    });
    await form.getByRole('button', { name: 'Send' }).click();
    await expect(form.getByRole('button', { name: 'Sending...' })).toBeDisabled();
    await expect(page.getByText('Inquiry sent!')).toBeVisible();
    await expect(page.getByText("We'll get back to you soon")).toBeVisible();
    await expect(form.getByLabel('Full name')).toHaveValue('');
    await expect(form.getByLabel('Phone')).toHaveValue('');
    await expect(form.getByLabel('What are you interested in?')).toHaveValue('');
    // What happens next, and the faster ways to reach sales; gone once another one is started.
    const thanks = form.getByText(`Thank you, ${name}. What happens next`);
    await expect(thanks).toBeVisible();
    await expect(form.getByText('within one business day')).toBeVisible();
    await expect(form.getByRole('link', { name: /^Call/ })).toHaveAttribute('href', /^tel:/);
    await expect(form.getByRole('link', { name: /Chat with us/ })).toHaveAttribute(
      'href',
      /^https:\/\/wa\.me\//,
    );
    await expectNoAxeViolations(page);
    await form.getByLabel('Full name').fill('Next one');
    await expect(thanks).toBeHidden();

    expect(await rowsNamed(name)).toEqual([
      {
        name,
        phone: '0501234567',
        email: 'dana@example.com',
        message: 'Two machines for our campus',
        locale: 'en',
        page: '/en/contact',
      },
    ]);
    expect(
      await queryE2eDb('select purpose, city from contact_inquiries where name = $1', [name]),
    ).toEqual([{ purpose: 'franchise', city: 'Beersheba' }]);
  });

  test('Hebrew: stores locale he and the page it came from', async ({ page }) => {
    const name = `דנה ${randomUUID().slice(0, 8)}`;
    await page.goto('/');
    const form = await fill(page, { name, phone: '0521112222' }, true);
    await form.getByRole('button', { name: 'שליחה' }).click();
    await expect(page.getByText('הפנייה נשלחה!')).toBeVisible();
    expect(await rowsNamed(name)).toEqual([
      { name, phone: '0521112222', email: null, message: null, locale: 'he', page: '/' },
    ]);
  });

  test('missing name or phone: "Form Error" toast and nothing is sent', async ({ page }) => {
    let posted = false;
    // The form's own POST; the page-view beacon (POST /api/views) is not a send.
    page.on(
      'request',
      (r) => r.method() === 'POST' && !r.url().endsWith('/api/views') && (posted = true),
    );
    await page.goto('/en/contact');
    const form = await fill(page, { name: 'Only a name' });
    await form.getByRole('button', { name: 'Send' }).click();
    await expect(page.getByText('Form Error')).toBeVisible();
    await expect(page.getByText('Please fill in name and phone number')).toBeVisible();
    expect(posted).toBe(false);
    expect(await rowsNamed('Only a name')).toEqual([]);
  });

  test('Hebrew form error text, phone keeps digits only with a numeric keyboard', async ({
    page,
  }) => {
    await page.goto('/contact');
    const form = page.getByRole('main').locator('form');
    const phone = form.getByLabel('טלפון');
    await expect(phone).toHaveAttribute('inputmode', 'numeric');
    await expect(form.getByLabel('דוא״ל')).toHaveAttribute('type', 'email');
    await phone.pressSequentially('abc05x0');
    await expect(phone).toHaveValue('050');
    await form.getByRole('button', { name: 'שליחה' }).click();
    await expect(page.getByText('שגיאה בטופס')).toBeVisible();
    await expect(page.getByText('נא למלא שם ומספר טלפון')).toBeVisible();
  });

  test('a bad e-mail gets a clear message and changes nothing', async ({ page }) => {
    const name = `Bad mail ${randomUUID().slice(0, 8)}`;
    await page.goto('/en/contact');
    const form = await fill(page, { name, phone: '0501234567', email: 'not-an-email' });
    await form.getByRole('button', { name: 'Send' }).click();
    await expect(page.getByText('Please enter a valid email address')).toBeVisible();
    await expect(form.getByLabel('Full name')).toHaveValue(name);
    expect(await rowsNamed(name)).toEqual([]);
  });

  test('a failed send shows the error toast and keeps the values', async ({ page }) => {
    await page.goto('/en/contact');
    const form = await fill(page, {
      name: 'Network down',
      phone: '0501234567',
      message: 'keep me',
    });
    await page.route('**/en/contact', (route) =>
      route.request().method() === 'POST' ? route.abort() : route.continue(),
    );
    await form.getByRole('button', { name: 'Send' }).click();
    await expect(
      page.getByText('An error occurred while sending the inquiry. Please try again.'),
    ).toBeVisible();
    await expect(form.getByLabel('Message')).toHaveValue('keep me');
    await expect(form.getByRole('button', { name: 'Send' })).toBeEnabled();
  });

  test("neither toasts nor class merging are in the page's first load; the Toaster mounts at the first touch", async ({
    page,
  }) => {
    // Sonner comes after the page; tailwind-merge stays on the server (the primitives' looks are
    // CSS classes). Each is recognised by a string of its own code.
    const later = { sonner: 'data-sonner-toaster', 'tailwind-merge': 'fvn-slashed-zero' };
    const scripts = await firstLoadScripts(page.request, '/en/contact');
    expect(scripts.length).toBeGreaterThan(3);
    for (const src of scripts) {
      const code = await (await page.request.get(src)).text();
      for (const [library, marker] of Object.entries(later)) {
        expect(code, `${library} in ${src}`).not.toContain(marker);
      }
    }
    // Not fetched while the visitor only looks (a phone would pay for it on every visit), but as
    // soon as they reach for the form, before they can send it.
    const sonnerFetched: string[] = [];
    page.on('response', async (response) => {
      if (response.request().resourceType() !== 'script') return;
      if ((await response.text().catch(() => '')).includes(later.sonner)) {
        sonnerFetched.push(response.url());
      }
    });
    await page.goto('/en/contact');
    await page.waitForLoadState('load');
    // On purpose a fixed wait: nothing may load while nobody touches the page.
    await page.waitForTimeout(4000);
    await expect(page.getByRole('region', { name: /Notifications/ })).toHaveCount(0);
    expect(sonnerFetched).toEqual([]);
    await page.getByRole('main').locator('form').first().getByLabel('Full name').click();
    await expect(page.getByRole('region', { name: /Notifications/ })).toBeAttached();
    expect(sonnerFetched.length).toBe(1);
  });

  test('when the toasts cannot load, the outcome still reaches the visitor (a browser alert)', async ({
    page,
  }) => {
    // Only the scripts the HTML names load; every later chunk (Sonner, the form's schema) fails.
    const firstLoad = new Set(await firstLoadScripts(page.request, '/en/contact'));
    await page.route(/\/_next\/static\/chunks\/.+\.js$/, (route) =>
      firstLoad.has(new URL(route.request().url()).pathname) ? route.continue() : route.abort(),
    );
    const alerts: string[] = [];
    page.on('dialog', (dialog) => {
      alerts.push(dialog.message());
      void dialog.dismiss();
    });
    await page.goto('/en/contact');
    const form = await fill(page, { name: 'No toasts here' });
    await form.getByRole('button', { name: 'Send' }).click();
    // Without the schema the server's check answers, and its message comes as an alert.
    await expect
      .poll(() => alerts)
      .toEqual([expect.stringContaining('Please fill in name and phone number')]);
    expect(await rowsNamed('No toasts here')).toEqual([]);
  });

  test('only one toast is shown at a time', async ({ page }) => {
    await page.goto('/en/contact');
    const form = page.getByRole('main').locator('form');
    await form.getByRole('button', { name: 'Send' }).click();
    await form.getByRole('button', { name: 'Send' }).click();
    await expect(page.getByText('Form Error')).toHaveCount(1);
  });
});

test.describe('about and contact pages', () => {
  for (const path of ['/about', '/en/about', '/contact', '/en/contact']) {
    test(`${path} renders on the server and passes axe`, async ({ page, request }) => {
      const html = await (await request.get(path)).text();
      expect(html).toMatch(path.includes('about') ? /AutoPizza|אוטופיצה/ : /050-555-0123/);
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
      await expectNoAxeViolations(page);
    });
  }

  test('home FAQ opens and closes, and offers the FAQ chat message', async ({ page }) => {
    await page.goto('/en');
    const question = page.getByText('How long does it take to make a pizza?');
    const answer = page.getByText('The machine bakes a fresh, hot pizza in about 3 minutes');
    await expect(answer).toBeHidden();
    await question.click();
    await expect(answer).toBeVisible();
    await question.click();
    await expect(answer).toBeHidden();
    const chat = page.getByRole('link', { name: /Ask us on WhatsApp/ });
    const href = (await chat.getAttribute('href'))!;
    expect(href).toMatch(/^https:\/\/wa\.me\/\d+\?text=/);
    expect(decodeURIComponent(href.split('text=')[1]!)).toBe(
      'Hello, I have a question about your automatic machines.',
    );
  });

  test('the floating chat button is on every page with the general message', async ({ page }) => {
    for (const path of ['/', '/en/about']) {
      await page.goto(path);
      const button = page
        .getByRole('link', { name: path === '/' ? /רוצים מכונה\?/ : /Want a machine\?/ })
        .last();
      await expect(button).toHaveCSS('position', 'fixed');
      expect(await button.getAttribute('href')).toMatch(/^https:\/\/wa\.me\/\d+\?text=.+/);
    }
  });
});
