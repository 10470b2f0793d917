import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe';

/** The seeded machines (src/db/seed/data/machines.ts), newest first. */
const MACHINES = {
  telAviv: {
    he: 'מגדל משרדים – תל אביב',
    en: 'Office Tower – Tel Aviv',
    addressHe: 'דרך מנחם בגין 132, תל אביב-יפו',
    addressEn: '132 Menachem Begin Rd, Tel Aviv-Yafo',
    slugHe: 'מגדל-משרדים-תל-אביב',
    slugEn: 'tel-aviv-office-tower',
  },
  haifa: {
    he: 'אוניברסיטת חיפה',
    en: 'University of Haifa',
    addressHe: 'שדרות אבא חושי 199, חיפה',
    addressEn: '199 Abba Hushi Blvd, Haifa',
    slugHe: 'אוניברסיטת-חיפה',
    slugEn: 'university-of-haifa',
  },
  beerSheva: {
    he: 'תחנת דלק – באר שבע',
    en: "Gas Station – Be'er Sheva",
    addressHe: 'דרך חברון 60, באר שבע',
    addressEn: "60 Hebron Rd, Be'er Sheva",
    slugHe: 'תחנת-דלק-באר-שבע',
    slugEn: 'beer-sheva-gas-station',
  },
  jerusalem: {
    he: 'מלון במרכז ירושלים',
    en: 'City Centre Hotel – Jerusalem',
    addressHe: 'רחוב המלך דוד 23, ירושלים',
    addressEn: '23 King David St, Jerusalem',
    slugHe: 'מלון-מרכז-ירושלים',
    slugEn: 'jerusalem-city-centre-hotel',
  },
  eilat: {
    he: 'טיילת אילת',
    en: 'Eilat Promenade',
    addressHe: 'שדרות התמרים 12, אילת',
    addressEn: '12 HaTmarim Blvd, Eilat',
    slugHe: 'טיילת-אילת',
    slugEn: 'eilat-promenade',
  },
  netanya: {
    he: 'קניון נתניה',
    en: 'Netanya Mall',
    addressHe: 'שדרות בנימין 10, נתניה',
    addressEn: '10 Binyamin Blvd, Netanya',
    slugHe: 'קניון-נתניה',
    slugEn: 'netanya-mall',
  },
  kiryatShmona: {
    he: 'מתנ״ס קריית שמונה',
    en: 'Kiryat Shmona Community Centre',
    addressHe: 'שדרות תל חי 40, קריית שמונה',
    addressEn: '40 Tel Hai Blvd, Kiryat Shmona',
    slugHe: 'מתנס-קריית-שמונה',
    slugEn: 'kiryat-shmona-community-centre',
  },
} as const;
const INACTIVE = {
  he: 'בית חולים – ראשון לציון',
  en: 'Hospital – Rishon LeZion',
  slugHe: 'בית-חולים-ראשון-לציון',
  slugEn: 'rishon-lezion-hospital',
};
const NEWEST_FIRST = Object.values(MACHINES);

type Lang = 'he' | 'en';
const T = {
  he: {
    list: '/locations',
    status: { open: 'פתוח', closed: 'סגור', opening_soon: 'נפתח בקרוב' },
    enlarge: /^הגדלת התמונה/,
    noImage: 'אין תמונה זמינה',
    maps: /פתיחה במפות/,
    more: /פרטים נוספים/,
    position: (current: number, total: number) => `תמונה ${current} מתוך ${total}`,
    openNow: 'פתוח עכשיו',
    comingSoon: 'בקרוב',
    openNowText: 'פתוח עכשיו!',
    comingSoonText: 'בקרוב!',
    pizza: 'מכונת פיצה',
    beverage: 'מכונת משקאות',
    callNow: /התקשרו עכשיו/,
    photos: 'תמונות המכונה',
    photosSoon: 'תמונות בקרוב!',
    hours: '24/7 - פתוח תמיד',
    notFound: 'הדף לא נמצא',
  },
  en: {
    list: '/en/locations',
    status: { open: 'Open', closed: 'Closed', opening_soon: 'Opening soon' },
    enlarge: /^Enlarge image/,
    noImage: 'No image available',
    maps: /Open in Maps/,
    more: /More Details/,
    position: (current: number, total: number) => `Image ${current} of ${total}`,
    openNow: 'Open Now',
    comingSoon: 'Coming Soon',
    openNowText: 'Open now!',
    comingSoonText: 'Coming soon!',
    pizza: 'Pizza Machine',
    beverage: 'Beverage Machine',
    callNow: /Call Now/,
    photos: 'Machine Photos',
    photosSoon: 'Photos coming soon!',
    hours: '24/7 - Always Open',
    notFound: 'Page not found',
  },
} as const;

const detailPath = (lang: Lang, machine: { slugHe: string; slugEn: string }) =>
  lang === 'he'
    ? `/location/${encodeURIComponent(machine.slugHe)}`
    : `/en/location/${machine.slugEn}`;

const card = (page: Page, name: string) =>
  page.getByRole('main').getByRole('article', { name, exact: true });
const tiles = (article: Locator, lang: Lang) =>
  article.getByRole('button', { name: T[lang].enlarge });

for (const lang of ['he', 'en'] as const) {
  const t = T[lang];
  const name = (m: { he: string; en: string }) => m[lang];
  const address = (m: { addressHe: string; addressEn: string }) =>
    lang === 'he' ? m.addressHe : m.addressEn;

  test.describe(`locations page (${lang})`, () => {
    test('lists the active machines newest first, not the inactive one', async ({ page }) => {
      const response = await page.goto(t.list);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
      const main = page.getByRole('main');
      await expect(main.getByRole('article')).toHaveCount(7);
      await expect(main.getByRole('article').getByRole('heading', { level: 2 })).toHaveText(
        NEWEST_FIRST.map(name),
      );
      await expect(main).not.toContainText(name(INACTIVE));
      for (const machine of NEWEST_FIRST) {
        const article = card(page, name(machine));
        await expect(article).toContainText(address(machine));
      }
      // Each machine's types as chips, in the page's language.
      await expect(
        card(page, name(MACHINES.telAviv))
          .getByRole('list', {
            name: lang === 'he' ? 'סוגי מכונות' : 'Machine types',
          })
          .getByRole('listitem'),
      ).toHaveText(
        lang === 'he' ? ['מכונת פיצה', 'מכונת משקאות'] : ['Pizza Machine', 'Beverage Machine'],
      );
    });

    test('shows each operating status as a coloured badge', async ({ page }) => {
      await page.goto(t.list);
      const badge = (m: { he: string; en: string }) => card(page, name(m)).locator('[data-status]');
      await expect(badge(MACHINES.telAviv)).toHaveText(t.status.open);
      await expect(badge(MACHINES.telAviv)).toHaveClass(/\bbg-open-bg\b/);
      await expect(badge(MACHINES.telAviv)).toHaveClass(/\btext-open\b/);
      await expect(badge(MACHINES.netanya)).toHaveText(t.status.closed);
      await expect(badge(MACHINES.netanya)).toHaveClass(/\bbg-closed-bg\b/);
      await expect(badge(MACHINES.netanya)).toHaveClass(/\btext-closed\b/);
      await expect(badge(MACHINES.eilat)).toHaveText(t.status.opening_soon);
      await expect(badge(MACHINES.eilat)).toHaveClass(/\bbg-soon-bg\b/);
      await expect(badge(MACHINES.eilat)).toHaveClass(/\btext-soon\b/);
    });

    test('image areas: coming soon, one image, tiles with +N, no image', async ({ page }) => {
      await page.goto(t.list);
      // Closed and opening-soon machines show the generic image, even with photos (Eilat has 2).
      for (const machine of [MACHINES.netanya, MACHINES.eilat, MACHINES.kiryatShmona]) {
        const article = card(page, name(machine));
        await expect(article.getByRole('img')).toHaveCount(1);
        await expect(article.getByRole('img')).toHaveAttribute('src', /coming-soon\.webp/);
        await expect(tiles(article, lang)).toHaveCount(0);
      }
      // One image: shown large, a button enlarges it.
      const beerSheva = card(page, name(MACHINES.beerSheva));
      await expect(tiles(beerSheva, lang)).toHaveCount(1);
      await expect(beerSheva.getByRole('img')).toHaveAttribute('src', /lobby-2\.webp/);
      // Three images: three tiles, no overlay.
      const haifa = card(page, name(MACHINES.haifa));
      await expect(tiles(haifa, lang)).toHaveCount(3);
      await expect(haifa).not.toContainText('+');
      // Six images: four tiles, "+2" on the fourth.
      const telAviv = card(page, name(MACHINES.telAviv));
      await expect(tiles(telAviv, lang)).toHaveCount(4);
      await expect(tiles(telAviv, lang).nth(3)).toContainText('+2');
      for (const i of [0, 1, 2]) await expect(tiles(telAviv, lang).nth(i)).not.toContainText('+');
      // No image.
      const jerusalem = card(page, name(MACHINES.jerusalem));
      await expect(jerusalem).toContainText(t.noImage);
      await expect(jerusalem.getByRole('img')).toHaveCount(0);
      // The first card's first image loads eagerly, the others lazily.
      await expect(telAviv.getByRole('img').first()).toHaveAttribute('loading', 'eager');
      await expect(telAviv.getByRole('img').nth(1)).toHaveAttribute('loading', 'lazy');
      await expect(haifa.getByRole('img').first()).toHaveAttribute('loading', 'lazy');
    });

    test('a tile opens the lightbox at its index; arrows wrap; Escape closes', async ({ page }) => {
      await page.goto(t.list);
      const telAviv = card(page, name(MACHINES.telAviv));
      const dialog = page.getByRole('dialog');
      // Arrow keys follow what the visitor sees: in RTL, Left is "next".
      const next = lang === 'he' ? 'ArrowLeft' : 'ArrowRight';
      const previous = lang === 'he' ? 'ArrowRight' : 'ArrowLeft';

      const second = tiles(telAviv, lang).nth(1);
      await second.click();
      await expect(dialog).toBeVisible();
      await expect(dialog).toContainText(t.position(2, 6));
      await expect(dialog.getByRole('img')).toHaveAttribute('src', /lobby-2\.webp/);
      await expect
        .poll(() =>
          page.evaluate(
            () =>
              document.body.hasAttribute('data-scroll-locked') ||
              getComputedStyle(document.body).overflow === 'hidden',
          ),
        )
        .toBe(true);
      await page.keyboard.press(next);
      await expect(dialog).toContainText(t.position(3, 6));
      await page.keyboard.press(previous);
      await page.keyboard.press(previous);
      await expect(dialog).toContainText(t.position(1, 6));
      await page.keyboard.press(previous); // wraps to the last
      await expect(dialog).toContainText(t.position(6, 6));
      await expect(dialog.getByRole('img')).toHaveAttribute('src', /lobby-6\.webp/);
      await page.keyboard.press(next); // wraps to the first
      await expect(dialog).toContainText(t.position(1, 6));
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(second).toBeFocused();
      await expect
        .poll(() => page.evaluate(() => document.body.hasAttribute('data-scroll-locked')))
        .toBe(false);

      // The "+2" tile opens at the fourth of all six images.
      await tiles(telAviv, lang).nth(3).click();
      await expect(dialog).toContainText(t.position(4, 6));
      await dialog
        .getByRole('button', { name: lang === 'he' ? 'סגירת הגלריה' : 'Close gallery' })
        .click();
      await expect(dialog).toBeHidden();

      // The single image enlarges too.
      await tiles(card(page, name(MACHINES.beerSheva)), lang).click();
      await expect(dialog.getByRole('img')).toHaveAttribute('src', /lobby-2\.webp/);
      await expect(dialog).not.toContainText(t.position(1, 1));
    });

    test('Open in Maps searches the address in a new window', async ({ page }) => {
      await page.goto(t.list);
      for (const machine of [MACHINES.telAviv, MACHINES.beerSheva, MACHINES.eilat]) {
        const maps = card(page, name(machine)).getByRole('link', { name: t.maps });
        await expect(maps).toHaveAttribute(
          'href',
          `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address(machine))}`,
        );
        await expect(maps).toHaveAttribute('target', '_blank');
        await expect(maps).toHaveAttribute('rel', /noopener/);
        await expect(maps).toHaveAccessibleName(
          lang === 'he' ? /\(נפתח בחלון חדש\)/ : /\(opens in a new window\)/,
        );
      }
    });

    test('More Details goes to the location page', async ({ page }) => {
      await page.goto(t.list);
      await card(page, name(MACHINES.haifa)).getByRole('link', { name: t.more }).click();
      await expect(page).toHaveURL(
        new RegExp(`${detailPath(lang, MACHINES.haifa).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`),
      );
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(name(MACHINES.haifa));
    });

    test('images that fail to load are hidden', async ({ page }) => {
      await page.route(/lobby-2\.webp/, (route) => route.abort());
      await page.goto(t.list);
      // The single image of Be'er Sheva fails: its area says no image; Tel Aviv loses one tile.
      await expect(card(page, name(MACHINES.beerSheva))).toContainText(t.noImage);
      await expect(tiles(card(page, name(MACHINES.beerSheva)), lang)).toHaveCount(0);
      await expect(tiles(card(page, name(MACHINES.telAviv)), lang)).toHaveCount(3);
    });
  });

  test.describe(`location page (${lang})`, () => {
    test('an open machine with a phone: badges, Call Now, photos, details', async ({ page }) => {
      const response = await page.goto(detailPath(lang, MACHINES.telAviv));
      expect(response?.status()).toBe(200);
      const main = page.getByRole('main');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(name(MACHINES.telAviv));
      // The head names what is there and where (locationDetail.metaTitle); English is too long
      // for the "| brand" suffix.
      await expect(page).toHaveTitle(
        lang === 'he'
          ? `מכונת פיצה אוטומטית ב${name(MACHINES.telAviv)} | אוטופיצה`
          : `Automatic Pizza Machine at ${name(MACHINES.telAviv)}`,
      );
      await expect(main.getByText(t.openNow, { exact: true })).toBeVisible();
      await expect(main.getByText(t.openNowText, { exact: true })).toBeVisible();
      await expect(main.getByText(t.pizza, { exact: true })).toBeVisible();
      await expect(main.getByText(t.beverage, { exact: true })).toBeVisible();
      await expect(main.getByRole('link', { name: t.callNow })).toHaveAttribute(
        'href',
        'tel:0505550101',
      );
      await expect(main.getByRole('heading', { level: 2, name: t.photos })).toBeVisible();
      const photos = main.getByRole('button', { name: t.enlarge });
      await expect(photos).toHaveCount(6);
      await photos.nth(5).click();
      await expect(page.getByRole('dialog')).toContainText(t.position(6, 6));
      await page.keyboard.press(lang === 'he' ? 'ArrowLeft' : 'ArrowRight');
      await expect(page.getByRole('dialog')).toContainText(t.position(1, 6));
      await page.keyboard.press('Escape');
      await expect(main).toContainText(address(MACHINES.telAviv));
      await expect(main).toContainText(t.hours);
      await expect(main.getByRole('link', { name: '050-555-0101', exact: true })).toHaveAttribute(
        'href',
        'tel:0505550101',
      );
      for (const heading of lang === 'he'
        ? ['פרטי המיקום', 'מה תמצאו כאן', 'למה לבחור בנו']
        : ['Location Details', "What You'll Find Here", 'Why Choose Us']) {
        await expect(main.getByRole('heading', { level: 2, name: heading })).toBeVisible();
      }
      for (const item of lang === 'he'
        ? ['זמין 24/7', 'מיקום נוח', 'איכות מובטחת']
        : ['Available 24/7', 'Convenient Location', 'Guaranteed Quality']) {
        await expect(main.getByRole('heading', { level: 3, name: item })).toBeVisible();
      }
    });

    test('a pizza-only machine without a phone has no Beverage badge and no Call Now', async ({
      page,
    }) => {
      await page.goto(detailPath(lang, MACHINES.haifa));
      const main = page.getByRole('main');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(name(MACHINES.haifa));
      await expect(main.getByText(t.pizza, { exact: true })).toBeVisible();
      await expect(main.getByText(t.beverage, { exact: true })).toHaveCount(0);
      await expect(main.getByRole('link', { name: t.callNow })).toHaveCount(0);
      await expect(main.locator('a[href^="tel:"]')).toHaveCount(0);
      await expect(main.getByRole('button', { name: t.enlarge })).toHaveCount(3);
    });

    test('machines that are not open say Coming Soon; no photos say so', async ({ page }) => {
      await page.goto(detailPath(lang, MACHINES.kiryatShmona));
      const main = page.getByRole('main');
      await expect(main.getByText(t.comingSoon, { exact: true })).toBeVisible();
      await expect(main.getByText(t.comingSoonText, { exact: true })).toBeVisible();
      await expect(main.getByText(t.openNow, { exact: true })).toHaveCount(0);
      await expect(main).toContainText(t.photosSoon);
      await expect(main.getByRole('button', { name: t.enlarge })).toHaveCount(0);
      // Closed counts as "not open" too, and this one has a phone.
      await page.goto(detailPath(lang, MACHINES.netanya));
      await expect(main.getByText(t.comingSoon, { exact: true })).toBeVisible();
      await expect(main.getByRole('link', { name: t.callNow })).toHaveAttribute(
        'href',
        'tel:0505550105',
      );
    });

    test('unknown and inactive machines end on the not-found page', async ({ page }) => {
      const prefix = lang === 'he' ? '' : '/en';
      for (const path of [
        `${prefix}/location/no-such-machine`,
        detailPath(lang, INACTIVE),
        `${prefix}/location`,
      ]) {
        const response = await page.goto(path);
        expect(response?.status(), path).toBe(404);
        await expect(page).toHaveURL(new RegExp(`${prefix}/404$`));
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.notFound);
        await expect(page.locator('html')).toHaveAttribute('lang', lang);
      }
    });
  });

  test(`server HTML of ${t.list} carries names and addresses without JavaScript`, async ({
    request,
  }) => {
    const html = await (await request.get(t.list)).text();
    const escape = (s: string) => s.replace(/&/g, '&amp;').replace(/'/g, '&#x27;');
    for (const machine of NEWEST_FIRST) {
      expect(html).toContain(escape(name(machine)));
      expect(html).toContain(escape(address(machine)));
    }
    expect(html).not.toContain(escape(name(INACTIVE)));
    const detail = await (await request.get(detailPath(lang, MACHINES.beerSheva))).text();
    expect(detail).toContain(escape(name(MACHINES.beerSheva)));
    expect(detail).toContain(escape(address(MACHINES.beerSheva)));
  });

  test(`axe finds no WCAG A/AA violation on ${t.list} and a location page`, async ({ page }) => {
    await page.goto(t.list);
    await expectNoAxeViolations(page);
    await tiles(card(page, name(MACHINES.telAviv)), lang)
      .first()
      .click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expectNoAxeViolations(page);
    await page.goto(detailPath(lang, MACHINES.telAviv));
    await expectNoAxeViolations(page);
    await page.goto(detailPath(lang, MACHINES.kiryatShmona));
    await expectNoAxeViolations(page);
  });
}

/** The map of Israel above the grid (issue 31): a link per pin, named machine, city – status. */
const MAP_NAME = {
  he: 'מפת ישראל עם סיכה לכל מכונה',
  en: 'Map of Israel with a pin for each machine',
} as const;
const map = (page: Page, lang: Lang) =>
  page.getByRole('main').getByRole('group', { name: MAP_NAME[lang] });
const pins = (page: Page, lang: Lang) => map(page, lang).getByRole('link');

test.describe('locations map', () => {
  test('a pin per active machine, north to south; a pin leads to its page', async ({ page }) => {
    await page.goto('/en/locations');
    // Seven active machines with coordinates; the inactive one has none on the map either.
    await expect(pins(page, 'en')).toHaveCount(7);
    await expect(pins(page, 'en').first()).toHaveAccessibleName(
      'Kiryat Shmona Community Centre, Kiryat Shmona – Opening soon',
    );
    await expect(pins(page, 'en').last()).toHaveAccessibleName(
      'Eilat Promenade, Eilat – Opening soon',
    );
    await expect(map(page, 'en').getByRole('link', { name: INACTIVE.en })).toHaveCount(0);
    // Keyboard: Tab goes from one pin to the next.
    await pins(page, 'en').first().focus();
    await page.keyboard.press('Tab');
    await expect(pins(page, 'en').nth(1)).toBeFocused();
    await map(page, 'en')
      .getByRole('link', { name: `${MACHINES.haifa.en}, Haifa – Open` })
      .click();
    await expect(page).toHaveURL(/\/en\/location\/university-of-haifa$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(MACHINES.haifa.en);
  });

  test('the city and status filter narrows the pins and the cards; the address keeps it', async ({
    page,
  }) => {
    await page.goto('/locations');
    const main = page.getByRole('main');
    await main.getByLabel('סטטוס', { exact: true }).selectOption('opening_soon');
    await expect(pins(page, 'he')).toHaveCount(2);
    await expect(main.getByRole('article')).toHaveCount(2);
    await expect(page).toHaveURL(/[?&]status=opening_soon/);
    await main.getByLabel('עיר', { exact: true }).selectOption('אילת');
    await expect(pins(page, 'he')).toHaveCount(1);
    await expect(pins(page, 'he')).toHaveAccessibleName(`${MACHINES.eilat.he}, אילת – נפתח בקרוב`);
    await expect(main.getByRole('article')).toHaveCount(1);
    await expect(main.getByRole('status')).toHaveText('מוצגת מכונה אחת מתוך 7');
    await page.reload();
    await expect(pins(page, 'he')).toHaveCount(1);
    await main.getByRole('button', { name: 'הצגת הכל' }).click();
    await expect(pins(page, 'he')).toHaveCount(7);
    await expect(main.getByRole('article')).toHaveCount(7);
  });

  test('axe finds no violation at 390 and 1280 px in both languages', async ({ page }) => {
    for (const width of [390, 1280])
      for (const lang of ['he', 'en'] as const) {
        await page.setViewportSize({ width, height: 900 });
        await page.goto(T[lang].list);
        await expect(pins(page, lang)).toHaveCount(7);
        await expectNoAxeViolations(page);
      }
  });
});

test.describe('slugs', () => {
  test('the Hebrew page also finds a machine by id and by its English slug', async ({ page }) => {
    await page.goto('/location/tel-aviv-office-tower');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(MACHINES.telAviv.he);
    await page.goto('/en/locations');
    const headingId = await card(page, MACHINES.telAviv.en).getAttribute('aria-labelledby');
    const id = headingId?.replace(/^machine-/, '');
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    for (const [path, title] of [
      [`/location/${id}`, MACHINES.telAviv.he],
      [`/en/location/${id}`, MACHINES.telAviv.en],
    ] as const) {
      expect((await page.goto(path))?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    }
    await page.goto('/en/location/' + encodeURIComponent(MACHINES.haifa.slugHe));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(MACHINES.haifa.en);
  });
});

test.describe('on a phone', () => {
  test('cards stack in one column and the lightbox opens by tap @mobile', async ({ page }) => {
    await page.goto('/locations');
    const first = card(page, MACHINES.telAviv.he);
    const second = card(page, MACHINES.haifa.he);
    const [a, b] = [await first.boundingBox(), await second.boundingBox()];
    expect(a && b && Math.abs(a.x - b.x) < 1 && b.y > a.y + a.height - 1).toBe(true);
    await tiles(first, 'he').first().tap();
    await expect(page.getByRole('dialog')).toContainText('תמונה 1 מתוך 6');
    await expectNoAxeViolations(page);
  });
});
