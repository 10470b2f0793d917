import { expect, test, type APIRequestContext } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import { PAGES } from './pages';

const NAV = {
  he: [
    'דף הבית',
    'מוצרים',
    'השכרת מכונות',
    'אודות',
    'מיקומים',
    'זכיינות',
    'שותפים עסקיים',
    'הבלוג שלנו',
    'צור קשר',
  ],
  en: [
    'Home',
    'Products',
    'Machine Rental',
    'About',
    'Locations',
    'Franchising',
    'Business Partners',
    'Our Blogs',
    'Contact',
  ],
};
const HREFS = [
  '/',
  '/products',
  '/machine-rental',
  '/about',
  '/locations',
  '/franchising',
  '/business-partners',
  '/our-blogs',
  '/contact',
];

test.describe('language and direction', () => {
  test('Hebrew is the default at / with lang=he dir=rtl', async ({ page }) => {
    const response = await page.goto('/');
    expect(response?.status()).toBe(200);
    await expect(page.locator('html')).toHaveAttribute('lang', 'he');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('3 דקות');
  });

  test('English lives under /en with lang=en dir=ltr', async ({ page }) => {
    await page.goto('/en');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('3 minutes');
  });

  test('an English Accept-Language never redirects /', async ({ request }) => {
    const response = await request.get('/', {
      headers: { 'Accept-Language': 'en-US,en;q=0.9' },
      maxRedirects: 0,
    });
    expect(response.status()).toBe(200);
    expect(await response.text()).toContain('<html lang="he" dir="rtl"');
    expect(response.headers()['set-cookie']).toBeUndefined();
  });

  test('/he/... redirects permanently to the unprefixed address', async ({ request }) => {
    const response = await request.get('/he/products', { maxRedirects: 0 });
    expect(response.status()).toBe(308);
    expect(response.headers()['location']).toBe('/products');
  });

  test('the toggle goes to the twin page and back, remembering the choice', async ({ page }) => {
    await page.goto('/');
    const toEnglish = page.getByRole('link', { name: /Switch to English/ });
    await expect(toEnglish).toHaveText('EN');
    await toEnglish.click();
    await expect(page).toHaveURL(/\/en$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('en');

    const toHebrew = page.getByRole('link', { name: /Switch to Hebrew/ });
    await expect(toHebrew).toHaveText('עב');
    await toHebrew.click();
    await expect(page).toHaveURL(/:\d+\/$/);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('he');
  });

  test('the toggle keeps the path on inner pages', async ({ page }) => {
    await page.goto('/en/franchising');
    await expect(page.getByRole('link', { name: /Switch to Hebrew/ })).toHaveAttribute(
      'href',
      '/franchising',
    );
    await page.goto('/franchising');
    await expect(page.getByRole('link', { name: /Switch to English/ })).toHaveAttribute(
      'href',
      '/en/franchising',
    );
    // Posts exist in one language: the twin of a post is the other language's blog.
    await page.goto('/en/blog/pizza-vending-machine-roi');
    await expect(page.getByRole('link', { name: /Switch to Hebrew/ })).toHaveAttribute(
      'href',
      '/our-blogs',
    );
  });
});

test.describe('navigation bar', () => {
  for (const locale of ['he', 'en'] as const) {
    test(`lists every item of the spec in ${locale}, home highlighted`, async ({ page }) => {
      await page.goto(locale === 'he' ? '/' : '/en');
      const nav = page.getByRole('navigation', {
        name: locale === 'he' ? 'ניווט ראשי' : 'Main navigation',
      });
      const links = nav.getByRole('link');
      await expect(links).toHaveText(NAV[locale]);
      const prefix = locale === 'he' ? '' : '/en';
      const hrefs = await links.evaluateAll((as) => as.map((a) => a.getAttribute('href')));
      expect(hrefs).toEqual(HREFS.map((h) => (prefix && h === '/' ? prefix : prefix + h)));
      await expect(nav.getByRole('link', { name: NAV[locale][0] })).toHaveAttribute(
        'aria-current',
        'page',
      );
      await expect(
        page.getByRole('link', { name: locale === 'he' ? /התקשרו עכשיו/ : /Call Now/ }).first(),
      ).toHaveAttribute('href', /^tel:/);
    });
  }

  test('highlights the section of the current page', async ({ page }) => {
    await page.goto('/en/franchising');
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    await expect(nav.getByRole('link', { name: 'Franchising' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(nav.getByRole('link', { name: 'Home' })).not.toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  test("a caller's class wins over a primitive's look: the bar's call button is desktop-only @mobile", async ({
    page,
  }) => {
    // buttonClass('primary', '@max-5xl:hidden'): `.btn` (components layer) is inline-flex, the
    // caller's utility hides it while the header is narrower than 64rem (a container query, so it
    // folds earlier as text grows). Were the layers the other way round, a phone would show it.
    const call = page.getByRole('banner').locator('a.btn.\\@max-5xl\\:hidden');
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/en');
    await expect(call).toHaveCount(1);
    await expect(call).toBeHidden();
    await page.setViewportSize({ width: 1280, height: 844 });
    await expect(call).toBeVisible();
    await expect(call).toHaveCSS('background-color', 'rgb(198, 40, 40)');
  });

  test('mobile menu opens, and closes when an item is chosen @mobile', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/en');
    const button = page.getByRole('button', { name: 'Open menu' });
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await button.click();
    const menu = page
      .getByRole('navigation', { name: 'Main navigation' })
      .filter({ visible: true });
    await expect(menu.getByRole('link')).toHaveText(NAV.en);
    await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await menu.getByRole('link', { name: 'About' }).click();
    await expect(page).toHaveURL(/\/en\/about$/);
    await expect(page.getByRole('button', { name: 'Open menu' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    await expect(
      page.getByRole('navigation', { name: 'Main navigation' }).filter({ visible: true }),
    ).toHaveCount(0);
  });
});

test.describe('footer', () => {
  test('has quick links, services, contact details, social links and the 2025 copyright', async ({
    page,
  }) => {
    await page.goto('/en');
    const footer = page.getByRole('contentinfo');
    await expect(
      footer.getByRole('navigation', { name: 'Quick Links' }).getByRole('link'),
    ).toHaveText(['Home', 'Products', 'About', 'Our Blogs', 'Contact']);
    await expect(footer.getByRole('navigation', { name: 'Services' }).getByRole('link')).toHaveText(
      ['Locations', 'Franchising', 'Business Partners'],
    );
    await expect(footer.getByRole('link', { name: /Phone/ })).toHaveAttribute('href', /^tel:\d+/);
    await expect(footer.getByRole('link', { name: /Email/ })).toHaveAttribute(
      'href',
      /^mailto:.+@/,
    );
    await expect(footer).toContainText('north, centre and south');
    for (const name of ['Facebook', 'Instagram', 'LinkedIn', 'Google Business page']) {
      await expect(footer.getByRole('link', { name: new RegExp(name) })).toHaveAttribute(
        'target',
        '_blank',
      );
    }
    await expect(footer).toContainText('© 2025');
  });

  // Desktop and (tagged) phone: the floating buttons sit in other corners on each.
  for (const [path, tag] of [
    ['/', ''],
    ['/en', ''],
    ['/', ' @mobile'],
    ['/en', ' @mobile'],
  ] as const) {
    test(`at the bottom of ${path}, no floating button covers the last line${tag}`, async ({
      page,
    }) => {
      await page.goto(path);
      const links = page.getByRole('contentinfo').getByRole('link');
      const last = links.nth((await links.count()) - 1);
      // Sections below the fold take their real height as they render: scroll to the end until
      // the page stops growing.
      await page.evaluate(async () => {
        for (let height = 0; height !== document.documentElement.scrollHeight;) {
          height = document.documentElement.scrollHeight;
          window.scrollTo(0, height);
          await new Promise((done) => setTimeout(done, 250));
        }
      });
      // Under load a late section can still grow the page after that: scroll to the end again
      // until the last link is on screen.
      await expect(async () => {
        await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
        await expect(last).toBeInViewport({ timeout: 1000 });
      }).toPass();
      const covering = await last.evaluate((link) => {
        const box = link.getBoundingClientRect();
        return [...document.querySelectorAll('body *')]
          .filter((element) => getComputedStyle(element).position === 'fixed')
          .map((element) => ({ element, rect: element.getBoundingClientRect() }))
          .filter(
            ({ rect }) =>
              rect.width > 0 &&
              rect.left < box.right &&
              rect.right > box.left &&
              rect.top < box.bottom &&
              rect.bottom > box.top,
          )
          .map(({ element }) => element.getAttribute('aria-label') ?? element.textContent);
      });
      expect(covering).toEqual([]);
    });
  }
});

test.describe('not found', () => {
  test('Hebrew: HTTP 404 with a link home', async ({ page }) => {
    const response = await page.goto('/no-such-page');
    expect(response?.status()).toBe(404);
    await expect(page.locator('html')).toHaveAttribute('lang', 'he');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('הדף לא נמצא');
    await page.getByRole('main').getByRole('link', { name: 'חזרה לדף הבית' }).click();
    await expect(page).toHaveURL(/:\d+\/$/);
  });

  test('English: HTTP 404 with a link home', async ({ page }) => {
    const response = await page.goto('/en/no-such-page');
    expect(response?.status()).toBe(404);
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
    await expect(
      page.getByRole('main').getByRole('link', { name: 'Back to home' }),
    ).toHaveAttribute('href', '/en');
  });

  test('/404 renders the not-found page', async ({ page }) => {
    expect((await page.goto('/404'))?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('הדף לא נמצא');
    expect((await page.goto('/en/404'))?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
  });
});

test.describe('server-rendered demo content', () => {
  test('the home page HTML carries the products and prices from the database', async ({
    request,
  }) => {
    const he = await (await request.get('/')).text();
    expect(he).toContain('מכונת פיצה אוטומטית');
    expect(he).toContain('75,000 ₪');
    const en = await (await request.get('/en')).text();
    expect(en).toContain('$22,500 + VAT');
    expect(en).toContain('$6,000 + VAT');
    expect(en).toContain('Coming Soon');
  });
});

test.describe('accessibility', () => {
  // axe on every page in both languages: all-pages-a11y.spec.ts.

  test('skip link is first in tab order and moves focus to the main content', async ({ page }) => {
    await page.goto('/en');
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to main content' });
    await expect(skip).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.locator('#main-content')).toBeFocused();
  });
});

test.describe('self-contained', () => {
  test('pages load nothing from other hosts (fonts and images are self-hosted)', async ({
    page,
  }) => {
    const foreign: string[] = [];
    page.on('request', (request) => {
      const { hostname, protocol } = new URL(request.url());
      if (protocol.startsWith('http') && hostname !== 'localhost') foreign.push(request.url());
    });
    for (const path of ['/', '/en']) await page.goto(path, { waitUntil: 'networkidle' });
    expect(foreign).toEqual([]);
    // The page's own Heebo files (next/font from @fontsource-variable/heebo) are the ones in use.
    const fonts = await page.evaluate(async () => {
      await document.fonts.ready;
      return {
        loaded: [...document.fonts].filter((face) => face.status === 'loaded').map((f) => f.family),
        body: getComputedStyle(document.body).fontFamily,
      };
    });
    expect(fonts.body).toMatch(/heeboLatin.*heeboHebrew/i);
    expect(fonts.loaded.join()).toMatch(/heeboLatin/i);
  });
});

test.describe('accessibility on a phone', () => {
  for (const path of ['/', '/en']) {
    test(`axe finds no violation on ${path} with the menu open @mobile`, async ({ page }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto(path);
      await expectNoAxeViolations(page);
      await page.getByRole('button', { name: path === '/' ? 'פתיחת התפריט' : 'Open menu' }).click();
      await expectNoAxeViolations(page);
    });
  }
});

test.describe('robustness', () => {
  test('a path with a broken percent-escape is the not-found page (an API path a 400), never a server error', async ({
    request,
  }) => {
    for (const [path, lang] of [
      ['/products/%E0%A4%A', 'he'],
      ['/en/no%C3%28such', 'en'],
    ] as const) {
      const page = await request.get(path);
      expect(page.status(), path).toBe(404);
      const html = await page.text();
      expect(html, path).toContain(`lang="${lang}"`);
      expect(html, path).toMatch(/<h1[\s>]/);
    }
    expect((await request.get('/api/x%E0%A4%A')).status()).toBe(400);
  });
});

test.describe('search engines', () => {
  test('robots.txt points to the sitemap and keeps the back office out', async ({ request }) => {
    const robots = await (await request.get('/robots.txt')).text();
    expect(robots).toMatch(/Sitemap: http:\/\/localhost:\d+\/sitemap\.xml/);
    expect(robots).toContain('Disallow: /admin');
  });

  test('the sitemap lists pages in both languages with their twins', async ({ request }) => {
    const xml = await (await request.get('/sitemap.xml')).text();
    expect(xml).toMatch(
      /<loc>http:\/\/localhost:\d+\/en\/products\/automatic-pizza-machine<\/loc>/,
    );
    expect(xml).toContain(`/products/${encodeURIComponent('מכונת-פיצה-אוטומטית')}`);
    expect(xml).toMatch(/hreflang="en" href="http:\/\/localhost:\d+\/en\/franchising"/);
    expect(xml).toContain('/en/blog/pizza-vending-machine-roi');
    expect(xml).not.toContain(encodeURIComponent('בית-חולים-ראשון-לציון')); // the inactive machine stays out
  });

  test('pages name their canonical address and language twin', async ({ page }) => {
    await page.goto('/en/products/automatic-pizza-machine');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      /\/en\/products\/automatic-pizza-machine$/,
    );
    await expect(page.locator('link[rel="alternate"][hreflang="he"]')).toHaveAttribute(
      'href',
      new RegExp(`/products/${encodeURIComponent('מכונת-פיצה-אוטומטית')}$`),
    );
  });
});

test.describe('page metadata', () => {
  test('every page has its own title and description in both languages', async ({ request }) => {
    const seen = new Map<string, string>();
    for (const path of [...PAGES.he, ...PAGES.en].filter((p) => !p.endsWith('/404'))) {
      const html = await (await request.get(path)).text();
      const title = /<title>([^<]+)<\/title>/.exec(html)?.[1];
      const description = /<meta name="description" content="([^"]+)"/.exec(html)?.[1];
      expect(title, `${path} title`).toBeTruthy();
      expect(description?.length, `${path} description`).toBeGreaterThan(40);
      expect(seen.get(title!), `${path} shares its title`).toBeUndefined();
      seen.set(title!, path);
    }
  });
});

test.describe('the largest picture first', () => {
  /**
   * The image preloads a page's HTML names in its head, and the srcset of its high-priority <img>s
   * (React names an eager high-priority picture in the head by itself).
   */
  async function pictures(request: APIRequestContext, path: string) {
    const html = await (await request.get(path)).text();
    const head = html.slice(0, html.indexOf('</head>'));
    const preloads = [...head.matchAll(/<link rel="preload" as="image" imageSrcSet="([^"]+)"/g)];
    const urgent = [...html.matchAll(/<img[^>]*fetchPriority="high"[^>]*srcSet="([^"]+)"/g)];
    return { preloads: preloads.map((m) => m[1]), urgent: urgent.map((m) => m[1]) };
  }

  test('home, a product, a blog post and a location name their main picture in the head, and only it', async ({
    request,
  }) => {
    const blogList = await (await request.get('/en/our-blogs')).text();
    const post = /href="(\/en\/blog\/[^"]+)"/.exec(blogList)?.[1];
    expect(post).toBeTruthy();
    // A location's first photo is its largest paint on a phone (the hero picture is desktop-only).
    const location = '/en/location/tel-aviv-office-tower';
    for (const path of ['/', '/en', '/en/products/automatic-pizza-machine', post!, location]) {
      const { preloads, urgent } = await pictures(request, path);
      expect(preloads, path).toHaveLength(1);
      expect(urgent, path).toEqual(preloads);
    }
  });
});

test.describe('site icon', () => {
  test('/favicon.ico and the icon every page links to are served', async ({ page, request }) => {
    const ico = await request.get('/favicon.ico');
    expect(ico.status()).toBe(200);
    expect(ico.headers()['content-type']).toMatch(/image\/(x-icon|vnd\.microsoft\.icon)/);
    // An ICO file starts with reserved 0, type 1 (icon).
    expect([...(await ico.body()).subarray(0, 4)]).toEqual([0, 0, 1, 0]);

    for (const path of ['/', '/en/products']) {
      await page.goto(path);
      const href = await page
        .locator('link[rel="icon"][type="image/svg+xml"]')
        .getAttribute('href');
      const svg = await request.get(href!);
      expect(svg.status(), path).toBe(200);
      expect(await svg.text()).toContain('<svg');
    }
  });

  test('a phone gets a home-screen icon and a web manifest in the brand colours', async ({
    page,
    request,
  }) => {
    await page.goto('/en/about');
    const appleHref = await page.locator('link[rel="apple-touch-icon"]').getAttribute('href');
    const apple = await request.get(appleHref!);
    expect(apple.headers()['content-type']).toBe('image/png');

    const manifestHref = await page.locator('link[rel="manifest"]').getAttribute('href');
    const manifest = await (await request.get(manifestHref!)).json();
    expect(manifest).toMatchObject({
      name: 'אוטופיצה',
      lang: 'he',
      dir: 'rtl',
      start_url: '/',
      theme_color: '#c62828',
    });
    const purposes: string[] = [];
    for (const icon of manifest.icons) {
      const file = await request.get(icon.src);
      expect(file.status(), icon.src).toBe(200);
      expect(file.headers()['content-type']).toBe('image/png');
      purposes.push(`${icon.sizes} ${icon.purpose}`);
    }
    expect(purposes).toEqual(['192x192 any', '512x512 any', '512x512 maskable']);
  });
});
