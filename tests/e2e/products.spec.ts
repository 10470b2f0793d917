import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe';

/** The seeded products (src/db/seed/data/products.ts) as each language shows them. */
const SEED = {
  en: {
    prefix: '/en',
    title: 'Our products',
    cards: [
      ['Automatic Pizza Machine', '$22,500 + VAT', 'And 6 more features...'],
      ['Automatic Beverage Machine', '$6,000 + VAT', 'And 3 more features...'],
      ['Automatic Snack Machine', 'Coming Soon', 'And 1 more feature...'],
    ],
    pizza: { slug: 'automatic-pizza-machine', name: 'Automatic Pizza Machine' },
    breadcrumb: 'Breadcrumb',
    crumbs: ['Home', 'Products', 'Automatic Pizza Machine'],
    chat: /Ask us about this machine/,
    chatMessage: 'Hello, I would like details about the Automatic Pizza Machine.',
    features: 'Features',
    rating: '5 out of 5',
    offer: { price: '22500', priceCurrency: 'USD' },
    specsTitle: 'Specifications',
    specs: [
      ['Dimensions', '120 × 95 × 205 cm (W × D × H)'],
      ['Power', '230 V single-phase, 3.5 kW'],
      ['Capacity', 'Up to 100 pizzas in a chilled store (2–4°C)'],
      ['Output per hour', '20'],
      ['Connectivity', '4G and Wi-Fi, remote stock and sales monitoring'],
    ],
    reviewers: ['David Cohen', 'Sarah Levi', 'Michael Mizrahi', 'Rachel Abraham'],
  },
  he: {
    prefix: '',
    title: 'המוצרים שלנו',
    cards: [
      ['מכונת פיצה אוטומטית', '75,000 ₪ + מע״מ', 'ועוד 6 תכונות...'],
      ['מכונת משקאות אוטומטית', '23,000 ₪ + מע״מ', 'ועוד 3 תכונות...'],
      ['מכונת חטיפים אוטומטית', 'בקרוב', 'ועוד תכונה אחת...'],
    ],
    pizza: { slug: 'מכונת-פיצה-אוטומטית', name: 'מכונת פיצה אוטומטית' },
    breadcrumb: 'פירורי לחם',
    crumbs: ['דף הבית', 'מוצרים', 'מכונת פיצה אוטומטית'],
    chat: /שאלו אותנו על המכונה/,
    chatMessage: 'שלום, אשמח לקבל פרטים על מכונת פיצה אוטומטית.',
    features: 'תכונות',
    rating: 'דירוג 5 מתוך 5',
    offer: { price: '75000', priceCurrency: 'ILS' },
    specsTitle: 'מפרט טכני',
    specs: [
      ['מידות', '120 × 95 × 205 ס״מ (רוחב × עומק × גובה)'],
      ['חשמל', '230 וולט, חד-פאזי, 3.5 קילוואט'],
      ['קיבולת', 'עד 100 פיצות בתא קירור (2–4°C)'],
      ['תפוקה לשעה', '20'],
      ['קישוריות', '4G ו-Wi-Fi, ניטור מלאי ומכירות מרחוק'],
    ],
    reviewers: ['יוסי כהן', 'מיכל לוי', 'אבי מזרחי', 'רונית אברהם'],
  },
} as const;
const LOCALES = ['en', 'he'] as const;

const pizzaPath = (locale: 'en' | 'he') =>
  `${SEED[locale].prefix}/products/${encodeURIComponent(SEED[locale].pizza.slug)}`;

/** The Product node of the page's one JSON-LD graph (spec §9). */
async function jsonLd(page: Page) {
  const text = await page.locator('script[type="application/ld+json"]').textContent();
  const graph = (JSON.parse(text ?? '{}') as { '@graph'?: Record<string, unknown>[] })['@graph'];
  return (graph ?? []).find((node) => node['@type'] === 'Product') as Record<string, unknown> & {
    offers?: Record<string, unknown>;
    aggregateRating?: Record<string, unknown>;
    additionalProperty?: Record<string, unknown>[];
  };
}

test.describe('products list', () => {
  for (const locale of LOCALES) {
    const seed = SEED[locale];

    test(`${locale}: every active product with price and its first 4 features`, async ({
      page,
    }) => {
      await page.goto(`${seed.prefix}/products`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(seed.title);
      const cards = page.getByRole('main').getByRole('article');
      await expect(cards).toHaveCount(3);
      for (const [index, [name, price, more]] of seed.cards.entries()) {
        const card = cards.nth(index);
        await expect(card.getByRole('heading', { level: 2 })).toHaveText(name);
        await expect(card).toContainText(price);
        await expect(card.getByRole('listitem')).toHaveCount(4);
        await expect(card.getByText(more, { exact: true })).toBeVisible();
      }
      // The pizza card's features are the seed's first four, in order.
      await expect(cards.first().getByRole('listitem')).toHaveText(
        locale === 'en'
          ? [
              'Fresh, hot pizza in 3 minutes',
              '7 toppings to choose from',
              'Runs 24/7 with no staff required',
              'Easy-to-use Hebrew and English touch screen',
            ]
          : [
              'פיצה טרייה וחמה תוך 3 דקות',
              '7 סוגי תוספות לבחירה',
              'פעילות רציפה 24/7 ללא צורך בעובדים',
              'מסך מגע ידידותי בעברית ובאנגלית',
            ],
      );
      // Then the contact form closes the page.
      await expect(page.locator('#contact')).toBeVisible();
    });

    test(`${locale}: a card leads to its product page`, async ({ page }) => {
      await page.goto(`${seed.prefix}/products`);
      await page.getByRole('link', { name: seed.pizza.name, exact: true }).click();
      await expect(page).toHaveURL(
        (url) => decodeURIComponent(url.pathname) === decodeURIComponent(pizzaPath(locale)),
      );
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(seed.pizza.name);
    });
  }

  test('cards sit three in a row on a wide screen', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/en/products');
    const boxes = await page
      .getByRole('main')
      .getByRole('article')
      .evaluateAll((cards) => cards.map((card) => card.getBoundingClientRect().top));
    expect(new Set(boxes.map(Math.round)).size).toBe(1);
  });

  test('cards stack in one column on a phone @mobile', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/products');
    const boxes = await page
      .getByRole('main')
      .getByRole('article')
      .evaluateAll((cards) => cards.map((card) => card.getBoundingClientRect()));
    expect(boxes).toHaveLength(3);
    expect(new Set(boxes.map((box) => Math.round(box.left))).size).toBe(1);
    expect(boxes[1]!.top).toBeGreaterThan(boxes[0]!.bottom);
  });

  test('a product image that fails to load shows the placeholder', async ({ page }) => {
    await page.route(/beverage-machine\.webp/, (route) => route.abort());
    await page.goto('/en/products');
    const card = page
      .getByRole('article')
      .filter({ has: page.getByRole('heading', { name: 'Automatic Beverage Machine' }) });
    const image = card.getByRole('img', { name: 'Automatic Beverage Machine' });
    await expect(image).toHaveAttribute('src', /placeholder\.webp/);
    await expect
      .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);
    // The other cards keep their own pictures.
    await expect(
      page.getByRole('article').first().getByRole('img', { name: 'Automatic Pizza Machine' }),
    ).toHaveAttribute('src', /pizza-machine\.webp/);
  });
});

test.describe('product detail', () => {
  for (const locale of LOCALES) {
    const seed = SEED[locale];

    test(`${locale}: name, price, breadcrumb, calls to action, features and reviews`, async ({
      page,
    }) => {
      await page.goto(pizzaPath(locale));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(seed.pizza.name);
      await expect(page.getByRole('main')).toContainText(seed.cards[0][1]);

      const breadcrumb = page.getByRole('navigation', { name: seed.breadcrumb });
      await expect(breadcrumb.getByRole('listitem')).toHaveText([...seed.crumbs]);
      const hrefs = await breadcrumb
        .getByRole('link')
        .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
      // The page's own language: /en and /en/products on English pages (issue 36).
      expect(hrefs).toEqual(locale === 'en' ? ['/en', '/en/products'] : ['/', '/products']);
      await expect(breadcrumb.locator('[aria-current="page"]')).toHaveText(seed.pizza.name);

      const chat = page.getByRole('link', { name: seed.chat });
      await expect(chat).toHaveAttribute('target', '_blank');
      const href = (await chat.getAttribute('href'))!;
      expect(href).toMatch(/^https:\/\/wa\.me\/\d+\?text=/);
      expect(decodeURIComponent(href)).toContain(seed.pizza.name);
      expect(new URL(href).searchParams.get('text')).toBe(seed.chatMessage);

      await expect(
        page.getByRole('link', {
          name: locale === 'en' ? /for rent from 650/ : /להשכרה החל מ-650/,
        }),
      ).toHaveAttribute('href', `${seed.prefix}/machine-rental`);
      const callLinks = page.getByRole('main').getByRole('link', {
        name: locale === 'en' ? /Call Now/ : /התקשרו עכשיו/,
      });
      await expect(callLinks).toHaveCount(2);
      await expect(callLinks.last()).toHaveAttribute('href', /^tel:\d+$/);

      const features = page
        .getByRole('heading', { name: seed.features, exact: true })
        .locator('xpath=following-sibling::ul[1]')
        .getByRole('listitem');
      await expect(features).toHaveCount(10);

      const reviews = page.getByRole('main').getByRole('figure');
      await expect(reviews).toHaveCount(4);
      for (const review of await reviews.all()) {
        await expect(review.getByText(seed.rating, { exact: true })).toBeAttached();
        await expect(review.locator('svg')).toHaveCount(5);
      }
    });

    test(`${locale}: the pizza machine's spec table and its own four reviews`, async ({ page }) => {
      await page.goto(pizzaPath(locale));
      const table = page.getByRole('table', { name: seed.specsTitle });
      await expect(page.getByRole('heading', { level: 2, name: seed.specsTitle })).toBeVisible();
      await expect(table.getByRole('rowheader')).toHaveText(seed.specs.map(([label]) => label));
      await expect(table.getByRole('cell')).toHaveText(seed.specs.map(([, value]) => value));
      // Row headers are <th scope="row">; the table runs in the page's direction.
      await expect(table.locator('th[scope="row"]')).toHaveCount(seed.specs.length);
      expect(await table.evaluate((el) => getComputedStyle(el).direction)).toBe(
        locale === 'he' ? 'rtl' : 'ltr',
      );

      const reviews = page
        .locator('section', { has: page.locator('#reviews-title') })
        .getByRole('figure');
      await expect(reviews.locator('figcaption > span:first-child')).toHaveText([
        ...seed.reviewers,
      ]);
    });

    test(`${locale}: own title, hreflang twin and product structured data`, async ({ page }) => {
      await page.goto(pizzaPath(locale));
      await expect(page).toHaveTitle(new RegExp(`^${seed.pizza.name} \\|`));
      const other = locale === 'en' ? 'he' : 'en';
      await expect(page.locator(`link[rel="alternate"][hreflang="${other}"]`)).toHaveAttribute(
        'href',
        new RegExp(`${pizzaPath(other).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`),
      );
      const data = await jsonLd(page);
      expect(data['@type']).toBe('Product');
      expect(data.name).toBe(seed.pizza.name);
      expect(data.offers).toMatchObject({ ...seed.offer, areaServed: { name: 'IL' } });
      // The offer holds for a year from today, never a date already past.
      const validUntil = Date.parse(String(data.offers?.priceValidUntil));
      expect(validUntil).toBeGreaterThan(Date.now());
      expect(validUntil).toBeLessThan(Date.now() + 367 * 24 * 3600 * 1000);
      // No rating unless an admin shows it on the page (seo-graph.spec.ts turns it on).
      expect(data).not.toHaveProperty('aggregateRating');
      // The spec table the page shows, as PropertyValues in the page's language.
      expect(data.additionalProperty).toEqual(
        seed.specs.map(([name, value]) => ({
          '@type': 'PropertyValue',
          name,
          value: name === seed.specs[3][0] ? Number(value) : value,
        })),
      );
    });
  }

  test('the snack machine is "Coming Soon" (Hebrew: בקרוב), with no offer', async ({ page }) => {
    await page.goto('/en/products/automatic-snack-machine');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Automatic Snack Machine');
    await expect(page.getByRole('main')).toContainText('Coming Soon');
    await expect(page.getByRole('main')).not.toContainText('Contact for price');
    // Issue 36: no price, no rating: no Product at all (Google reports one without offers,
    // review or aggregateRating as invalid).
    expect(await jsonLd(page)).toBeUndefined();
    await page.goto(`/products/${encodeURIComponent('מכונת-חטיפים-אוטומטית')}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('מכונת חטיפים אוטומטית');
    await expect(page.getByRole('main').getByText('בקרוב', { exact: true })).toBeVisible();
    expect(await jsonLd(page)).toBeUndefined();
    await page.goto('/en/products/automatic-snack-machine');
    // One picture: no thumbnails.
    await expect(page.getByRole('button', { name: /^Show image/ })).toHaveCount(0);
  });

  for (const locale of LOCALES) {
    test(`${locale}: the Coming Soon snack machine promises nothing it cannot keep`, async ({
      page,
    }) => {
      const en = locale === 'en';
      await page.goto(
        en
          ? '/en/products/automatic-snack-machine'
          : `/products/${encodeURIComponent('מכונת-חטיפים-אוטומטית')}`,
      );
      const main = page.getByRole('main');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        en ? 'Automatic Snack Machine' : 'מכונת חטיפים אוטומטית',
      );
      // No other product's reviews (it has none: no reviews section), no spec table.
      for (const reviewer of SEED[locale].reviewers) await expect(main).not.toContainText(reviewer);
      await expect(main.getByRole('figure')).toHaveCount(0);
      await expect(page.locator('#reviews-title')).toHaveCount(0);
      await expect(main.getByRole('table')).toHaveCount(0);
      // No rental price, no warranty badges, no "buy it" band.
      await expect(main).not.toContainText(en ? /for rent from/ : /להשכרה החל מ/);
      await expect(main.getByRole('link', { name: /650/ })).toHaveCount(0);
      await expect(main).not.toContainText(en ? 'Full warranty' : 'אחריות מלאה');
      await expect(
        main.getByRole('list', { name: en ? 'Included with every machine' : 'כלול בכל מכונה' }),
      ).toHaveCount(0);
      await expect(page.locator('#product-cta')).toHaveCount(0);
      await expect(main).not.toContainText(en ? 'Ready to bring the' : 'בעסק שלכם?');
      // Instead, the contact form asks to be told when it is ready.
      const contact = page.locator('#contact');
      await expect(
        contact.getByRole('heading', {
          name: en ? "Tell me when it's ready" : 'עדכנו אותי כשתהיה זמינה',
        }),
      ).toBeVisible();
      await expect(
        contact.getByRole('button', { name: en ? 'Notify me' : 'עדכנו אותי', exact: true }),
      ).toBeVisible();
      // No Product markup promising an offer, a rating or a spec sheet: none at all (issue 36).
      expect(await jsonLd(page)).toBeUndefined();
    });
  }

  test('a single picture leaves no empty column: the benefits run across the page under it', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/en/products/automatic-snack-machine');
    const picture = page.getByRole('button', { name: /^Enlarge image/ });
    const benefits = page
      .getByRole('heading', { name: 'Key benefits' })
      .locator('xpath=following-sibling::ul[1]');
    const [image, list] = [(await picture.boundingBox())!, (await benefits.boundingBox())!];
    expect(list.y).toBeGreaterThan(image.y + image.height);
    expect(list.width).toBeGreaterThan(image.width * 1.5);
    // Several pictures (the pizza machine): the gallery keeps its own column beside the text.
    await page.goto(pizzaPath('en'));
    const gallery = (await picture.boundingBox())!;
    const text = (await page.getByRole('heading', { name: 'Key benefits' }).boundingBox())!;
    expect(text.x).toBeGreaterThan(gallery.x + gallery.width);
  });

  test('an unknown slug redirects to the products list in its language', async ({ page }) => {
    await page.goto('/products/no-such-machine');
    await expect(page).toHaveURL(/:\d+\/products$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(SEED.he.title);
    await page.goto('/en/products/no-such-machine');
    await expect(page).toHaveURL(/:\d+\/en\/products$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(SEED.en.title);
  });

  test("the other language's slug leads to this language's address", async ({ page }) => {
    await page.goto(`/en/products/${encodeURIComponent(SEED.he.pizza.slug)}`);
    await expect(page).toHaveURL(/\/en\/products\/automatic-pizza-machine$/);
    await page.goto('/products/automatic-pizza-machine');
    await expect(page).toHaveURL((url) => url.pathname === pizzaPath('he'));
  });
});

test.describe('product gallery', () => {
  const mainImage = (page: Page) => page.getByRole('button', { name: /^Enlarge image/ });

  test('thumbnails select the main image, by mouse and keyboard', async ({ page }) => {
    await page.goto(pizzaPath('en'));
    const thumbs = page.getByRole('list', { name: 'Product images' }).getByRole('button');
    await expect(thumbs).toHaveCount(3);
    await expect(thumbs.first()).toHaveAttribute('aria-pressed', 'true');
    await expect(mainImage(page).getByRole('img')).toHaveAttribute('src', /pizza-machine\.webp/);

    await thumbs.nth(1).click();
    await expect(thumbs.nth(1)).toHaveAttribute('aria-pressed', 'true');
    await expect(thumbs.first()).toHaveAttribute('aria-pressed', 'false');
    await expect(mainImage(page).getByRole('img')).toHaveAttribute('src', /pizza-machine-2\.webp/);
    await expect(mainImage(page)).toHaveAccessibleName(
      'Enlarge image: Automatic Pizza Machine – image 2 of 3',
    );

    await thumbs.nth(1).focus();
    await page.keyboard.press('Tab');
    await expect(thumbs.nth(2)).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(mainImage(page).getByRole('img')).toHaveAttribute('src', /pizza-machine-3\.webp/);
  });

  test('the main image opens the lightbox at that image; arrows wrap; Escape closes', async ({
    page,
  }) => {
    await page.goto(pizzaPath('en'));
    await page.getByRole('button', { name: 'Show image 2 of 3' }).click();
    await mainImage(page).click();

    const dialog = page.getByRole('dialog', { name: 'Image gallery' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('img')).toHaveAttribute('src', /pizza-machine-2\.webp$/);
    await expect(dialog).toContainText('Image 2 of 3');
    await expect
      .poll(() => page.evaluate(() => getComputedStyle(document.body).overflow))
      .toBe('hidden');

    await page.keyboard.press('ArrowRight');
    await expect(dialog).toContainText('Image 3 of 3');
    await page.keyboard.press('ArrowRight');
    await expect(dialog).toContainText('Image 1 of 3'); // wraps past the end
    await expect(dialog.getByRole('img')).toHaveAttribute('src', /pizza-machine\.webp$/);
    await page.keyboard.press('ArrowLeft');
    await expect(dialog).toContainText('Image 3 of 3'); // and before the start
    await page.keyboard.press('ArrowLeft');
    await expect(dialog).toContainText('Image 2 of 3');

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(mainImage(page)).toBeFocused();
    await expect
      .poll(() => page.evaluate(() => getComputedStyle(document.body).overflow))
      .not.toBe('hidden');
  });

  test('Hebrew: the keyboard opens the lightbox and the arrows follow the RTL layout', async ({
    page,
  }) => {
    await page.goto(pizzaPath('he'));
    const main = page.getByRole('button', { name: /^הגדלת התמונה/ });
    await main.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'גלריית תמונות' });
    await expect(dialog).toContainText('תמונה 1 מתוך 3');
    await page.keyboard.press('ArrowLeft'); // "next" sits on the left in RTL
    await expect(dialog).toContainText('תמונה 2 מתוך 3');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await expect(dialog).toContainText('תמונה 3 מתוך 3');
    await dialog.getByRole('button', { name: 'סגירת הגלריה' }).click();
    await expect(dialog).toBeHidden();
    await expect(main).toBeFocused();
  });

  test('a gallery image that fails to load shows the placeholder, in the lightbox too', async ({
    page,
  }) => {
    await page.route(/pizza-machine-3\.webp/, (route) => route.abort());
    await page.goto(pizzaPath('en'));
    const thumb = page.getByRole('button', { name: 'Show image 3 of 3' });
    await expect(thumb.locator('img')).toHaveAttribute('src', /placeholder\.webp/);
    await thumb.click();
    await expect(mainImage(page).getByRole('img')).toHaveAttribute('src', /placeholder\.webp/);
    await mainImage(page).click();
    await expect(page.getByRole('dialog').getByRole('img')).toHaveAttribute(
      'src',
      '/images/placeholder.webp',
    );
  });
});

test.describe('server-rendered products', () => {
  test('the HTML carries names and prices without JavaScript', async ({ request }) => {
    for (const locale of LOCALES) {
      const html = await (await request.get(`${SEED[locale].prefix}/products`)).text();
      for (const [name, price] of SEED[locale].cards) {
        expect(html).toContain(name);
        expect(html).toContain(price);
      }
      const detail = await request.get(pizzaPath(locale));
      expect(detail.status()).toBe(200);
      const text = await detail.text();
      expect(text).toContain(`>${SEED[locale].pizza.name}</h1>`);
      expect(text).toContain(SEED[locale].cards[0][1]);
      expect(text).toContain('application/ld+json');
    }
  });

  test('an unknown slug answers with a redirect', async ({ request }) => {
    const he = await request.get('/products/no-such-machine', { maxRedirects: 0 });
    expect(he.status()).toBe(307);
    expect(new URL(he.headers()['location']!, 'http://x').pathname).toBe('/products');
    const en = await request.get('/en/products/no-such-machine', { maxRedirects: 0 });
    expect(en.status()).toBe(307);
    expect(new URL(en.headers()['location']!, 'http://x').pathname).toBe('/en/products');
  });
});

test.describe('products accessibility', () => {
  for (const path of ['/products', '/en/products', pizzaPath('he'), pizzaPath('en')]) {
    test(`axe finds no WCAG A/AA violation on ${decodeURIComponent(path)}`, async ({ page }) => {
      await page.goto(path);
      await expectNoAxeViolations(page);
    });
  }

  test('axe finds no violation with the lightbox open', async ({ page }) => {
    await page.goto(pizzaPath('en'));
    await page.getByRole('button', { name: /^Enlarge image/ }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expectNoAxeViolations(page);
  });

  for (const path of ['/products', pizzaPath('en')]) {
    test(`axe finds no violation on ${decodeURIComponent(path)} on a phone @mobile`, async ({
      page,
    }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto(path);
      await expectNoAxeViolations(page);
    });
  }
});
