import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import { queryE2eDb } from './db';

type Lang = 'he' | 'en';
type Post = {
  slug: string;
  title: string;
  category: string;
  author: string;
  date: string;
  blogOfWeek?: boolean;
  image: boolean;
  keyPoints: boolean;
  likes: [internal: number, external: number];
  externalLinks: number;
};

/** The seeded posts (src/db/seed/data/blog-posts.ts), in seed order. */
const POSTS: Record<Lang, Post[]> = {
  he: [
    {
      slug: 'איך-לבחור-מיקום-למכונה-אוטומטית',
      title: 'איך בוחרים מיקום מנצח למכונה אוטומטית',
      category: 'מדריכים',
      author: 'צוות אוטופיצה',
      date: '2025-02-10',
      image: true,
      keyPoints: true,
      likes: [0, 0],
      externalLinks: 0,
    },
    {
      slug: 'כמה-מרוויחים-ממכונת-פיצה-אוטומטית',
      title: 'כמה באמת מרוויחים ממכונת פיצה אוטומטית?',
      category: 'עסקים',
      author: 'דניאל כהן',
      date: '2025-03-15',
      blogOfWeek: true,
      image: true,
      keyPoints: true,
      likes: [12, 0],
      externalLinks: 0,
    },
    {
      slug: 'זכיינות-או-רכישה-עצמאית',
      title: 'זכיינות או רכישה עצמאית: מה מתאים לכם?',
      category: 'עסקים',
      author: 'צוות אוטופיצה',
      date: '2025-04-20',
      image: true,
      keyPoints: true,
      likes: [8, 3],
      externalLinks: 1,
    },
    {
      slug: 'איך-מכינים-פיצה-תוך-3-דקות',
      title: 'מאחורי הקלעים: איך מכינים פיצה טרייה תוך 3 דקות?',
      category: 'מדריכים',
      author: 'צוות אוטופיצה',
      date: '2025-05-12',
      image: true,
      keyPoints: false,
      likes: [21, 14],
      externalLinks: 0,
    },
    {
      slug: 'היגיינה-ובטיחות-מזון-במכונות-אוטומטיות',
      title: 'היגיינה, בטיחות מזון ותחזוקה במכונות אוטומטיות',
      category: 'מדריכים',
      author: 'צוות אוטופיצה',
      date: '2025-06-08',
      image: true,
      keyPoints: true,
      likes: [4, 1],
      externalLinks: 2,
    },
    {
      slug: 'מיקומים-חדשים-ומכונת-חטיפים-בקרוב',
      title: 'חדש באוטופיצה: מיקומים בצפון ובדרום ומכונת חטיפים בדרך',
      category: 'חדשות',
      author: 'צוות אוטופיצה',
      date: '2025-07-01',
      image: true,
      keyPoints: true,
      likes: [17, 9],
      externalLinks: 0,
    },
  ],
  en: [
    {
      slug: 'how-to-choose-a-location-for-a-vending-machine',
      title: 'How to Choose the Right Location for a Vending Machine',
      category: 'Guides',
      author: 'The AutoPizza Team',
      date: '2025-01-28',
      image: true,
      keyPoints: true,
      likes: [0, 0],
      externalLinks: 0,
    },
    {
      slug: 'pizza-vending-machine-roi',
      title: 'How Much Can You Earn from an Automatic Pizza Machine?',
      category: 'Business',
      author: 'Maya Levi',
      date: '2025-03-04',
      image: true,
      keyPoints: true,
      likes: [9, 0],
      externalLinks: 0,
    },
    {
      slug: 'franchise-or-buy-your-own-machine',
      title: 'Franchise or Buy Your Own Machine: Which Is Right for You?',
      category: 'Business',
      author: 'The AutoPizza Team',
      date: '2025-04-09',
      blogOfWeek: true,
      image: true,
      keyPoints: true,
      likes: [14, 6],
      externalLinks: 1,
    },
    {
      slug: 'how-fresh-pizza-is-ready-in-3-minutes',
      title: 'Behind the Scenes: How Is a Fresh Pizza Ready in 3 Minutes?',
      category: 'Guides',
      author: 'The AutoPizza Team',
      date: '2025-05-06',
      image: true,
      keyPoints: false,
      likes: [25, 11],
      externalLinks: 0,
    },
    {
      slug: 'hygiene-food-safety-and-maintenance',
      title: 'Hygiene, Food Safety and Maintenance for Vending Machines',
      category: 'Guides',
      author: 'The AutoPizza Team',
      date: '2025-06-02',
      image: true,
      keyPoints: true,
      likes: [4, 2],
      externalLinks: 2,
    },
    {
      slug: 'new-locations-and-snack-machine-coming-soon',
      title: 'AutoPizza News: New Locations and a Snack Machine on the Way',
      category: 'News',
      author: 'The AutoPizza Team',
      date: '2025-06-25',
      image: true,
      keyPoints: true,
      likes: [12, 5],
      externalLinks: 0,
    },
  ],
};

const TEXT = {
  he: {
    h1: 'הבלוג שלנו',
    blogOfWeek: 'הבלוג של השבוע',
    more: 'עוד מהבלוג שלנו',
    readMore: 'קראו עוד',
    back: 'חזרה לבלוג',
    keyPoints: 'נקודות מרכזיות',
    related: 'פוסטים קשורים',
    contact: 'צרו קשר',
    ctaTitle: 'רוצים לדעת עוד?',
    notFound: 'הפוסט לא נמצא',
    notFoundText: 'הפוסט שחיפשתם אינו קיים או שהוסר.',
    internalLikes: (n: number) => `${n} לייקים באתר`,
    externalLikes: (n: number) =>
      n === 1 ? 'לייק אחד ברשתות החברתיות' : `${n} לייקים ברשתות החברתיות`,
    usefulLinks: 'קישורים שימושיים',
  },
  en: {
    h1: 'Our Blog',
    blogOfWeek: 'Blog of the Week',
    more: 'More from Our Blog',
    readMore: 'Read More',
    back: 'Back to Blog',
    keyPoints: 'Key Points',
    related: 'Related Posts',
    contact: 'Contact Us',
    ctaTitle: 'Want to know more?',
    notFound: 'Post Not Found',
    notFoundText: 'The post you are looking for does not exist or has been removed.',
    internalLikes: (n: number) => `${n} likes on our site`,
    externalLikes: (n: number) => `${n} likes on social media`,
    usefulLinks: 'Useful links',
  },
} as const;

const prefix = (lang: Lang) => (lang === 'en' ? '/en' : '');
const listPath = (lang: Lang) => `${prefix(lang)}/our-blogs`;
const postPath = (lang: Lang, slug: string) => `${prefix(lang)}/blog/${encodeURIComponent(slug)}`;
const newestFirst = (posts: Post[]) => [...posts].sort((a, b) => b.date.localeCompare(a.date));
const find = (lang: Lang, pred: (p: Post) => boolean) => {
  const post = POSTS[lang].find(pred);
  if (!post) throw new Error('no such seeded post');
  return post;
};

/** Spec §9: long month on lists (both languages) and Hebrew posts, short month on English posts. */
function formatDate(date: string, lang: Lang, style: 'long' | 'medium') {
  return new Intl.DateTimeFormat(lang === 'he' ? 'he-IL' : 'en-US', {
    dateStyle: style,
    timeZone: 'UTC',
  }).format(new Date(`${date}T12:00:00Z`));
}

/** Spec call 8: same category newest first, then the newest others, never the post itself. */
/** Spec call 8: the category's newest 3; with fewer there, the newest 3 of the language instead. */
function expectedRelated(lang: Lang, post: Post) {
  const others = newestFirst(POSTS[lang]).filter((p) => p.slug !== post.slug);
  const same = others.filter((p) => p.category === post.category);
  return same.length >= 3 ? same.slice(0, 3) : others.slice(0, 3);
}

const escapeHtml = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#x27;');

const cardTitles = (list: Locator) => list.locator(':scope > li h3');
const postBody = (page: Page) => page.getByTestId('post-body');

for (const lang of ['he', 'en'] as const) {
  const t = TEXT[lang];
  const posts = POSTS[lang];
  const featured = find(lang, (p) => !!p.blogOfWeek);
  const others = newestFirst(posts).filter((p) => p !== featured);
  const otherLang: Lang = lang === 'he' ? 'en' : 'he';

  test.describe(`blog list (${lang})`, () => {
    test('the Blog of the Week is the flagged post, not the newest', async ({ page }) => {
      const response = await page.goto(listPath(lang));
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.h1);
      expect(newestFirst(posts)[0]).not.toBe(featured);

      const section = page.getByRole('region', { name: t.blogOfWeek });
      await expect(section.getByRole('heading', { level: 3 })).toHaveText(featured.title);
      await expect(
        section.locator('article').getByText(t.blogOfWeek, { exact: true }),
      ).toBeVisible();
      await expect(section.getByText(featured.category, { exact: true })).toBeVisible();
      await expect(section.getByText(featured.author, { exact: true })).toBeVisible();
      await expect(section.locator('time')).toHaveText(formatDate(featured.date, lang, 'long'));
      await expect(section.locator('time')).toHaveAttribute('datetime', featured.date);
      const readMore = section.getByRole('link', { name: new RegExp(`^${t.readMore}`, 'i') });
      await expect(readMore).toHaveAttribute('href', postPath(lang, featured.slug));
    });

    test('"More from Our Blog" lists the other posts of the language, newest first', async ({
      page,
    }) => {
      await page.goto(listPath(lang));
      const section = page.getByRole('region', { name: t.more });
      await expect(section.getByRole('heading', { level: 2 })).toHaveText(t.more);
      const list = section.getByRole('list');
      await expect(cardTitles(list)).toHaveText(others.map((p) => p.title));

      for (const [index, post] of others.entries()) {
        const card = list.locator(':scope > li').nth(index);
        await expect(card.getByRole('link')).toHaveAttribute('href', postPath(lang, post.slug));
        await expect(card.locator('time')).toHaveText(formatDate(post.date, lang, 'long'));
        await expect(card.getByText(post.category, { exact: true })).toBeVisible();
        await expect(card.getByText(post.author, { exact: true })).toBeVisible();
        await expect(card.getByText(t.readMore)).toBeVisible();
        const image = card.locator('img');
        if (post.image) await expect(image).toHaveAttribute('alt', post.title);
        else await expect(image).toHaveAttribute('src', /placeholder\.webp/);
      }

      // Only this language's posts.
      for (const post of POSTS[otherLang]) {
        await expect(page.getByText(post.title)).toHaveCount(0);
      }
    });

    test('a card leads to its post', async ({ page }) => {
      await page.goto(listPath(lang));
      const post = others[0]!;
      await page.getByRole('link', { name: post.title, exact: true }).click();
      await expect(page).toHaveURL(postPath(lang, post.slug));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(post.title);
    });

    test('the server HTML holds every post title', async ({ request }) => {
      const response = await request.get(listPath(lang));
      expect(response.status()).toBe(200);
      const html = await response.text();
      for (const post of posts) expect(html).toContain(escapeHtml(post.title));
      for (const post of POSTS[otherLang]) expect(html).not.toContain(escapeHtml(post.title));
    });

    test('has no accessibility violations', async ({ page }) => {
      await page.goto(listPath(lang));
      await expectNoAxeViolations(page);
    });
  });

  test.describe(`blog post (${lang})`, () => {
    const rich = find(lang, (p) => p.externalLinks === 1);

    test('shows the header, the sanitized body, key points and a contact box', async ({ page }) => {
      const response = await page.goto(postPath(lang, rich.slug));
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(rich.title);
      await expect(page).toHaveTitle(new RegExp(`^${rich.title.replace(/[?:]/g, '.')}`));
      const header = page.locator('article header');
      await expect(header.getByText(rich.category, { exact: true })).toBeVisible();
      await expect(header.getByText(rich.author, { exact: true })).toBeVisible();
      // English post pages use the short month, Hebrew ones the long one.
      const expected = formatDate(rich.date, lang, lang === 'en' ? 'medium' : 'long');
      await expect(header.locator('time')).toHaveText(expected);
      if (lang === 'en') expect(expected).toMatch(/^[A-Z][a-z]{2} \d{1,2}, \d{4}$/);

      const back = page.getByRole('link', { name: t.back });
      await expect(back).toHaveAttribute('href', listPath(lang));

      const body = postBody(page);
      await expect(body.locator('p').first()).toBeVisible();
      expect(await body.locator('p').count()).toBeGreaterThanOrEqual(5);
      await expect(body.locator('strong').first()).toBeVisible();
      await expect(body.locator('em').first()).toBeVisible();
      await expect(body.locator('u').first()).toBeVisible();
      const internal = body.locator(`a[href="${prefix(lang)}/franchising"]`);
      await expect(internal).toBeVisible();
      await expect(internal).not.toHaveAttribute('target', /.*/);
      await expect(body.locator('script, img, iframe, [onclick], [onerror]')).toHaveCount(0);
      expect(await body.innerHTML()).not.toMatch(/\*\*|<u>\s*<\/u>|javascript:/);

      const keyPoints = page.getByRole('region', { name: t.keyPoints });
      expect(await keyPoints.getByRole('listitem').count()).toBeGreaterThanOrEqual(3);

      const contact = page
        .getByRole('region', { name: t.ctaTitle })
        .getByRole('link', { name: t.contact, exact: true });
      await expect(contact).toHaveAttribute('href', `${prefix(lang)}/contact`);
    });

    test('external links open in a new tab without opener', async ({ page }) => {
      await page.goto(postPath(lang, rich.slug));
      const links = page.getByRole('region', { name: t.usefulLinks }).getByRole('link');
      await expect(links).toHaveCount(1);
      await expect(links).toHaveAttribute('href', /^https:\/\/www\.gov\.il\//);
      await expect(links).toHaveAttribute('target', '_blank');
      await expect(links).toHaveAttribute('rel', 'noopener noreferrer');
    });

    test('likes show only when above zero', async ({ page }) => {
      for (const [internal, external] of [
        [0, 0],
        [1, 0],
        [1, 1],
      ] as const) {
        const post = find(
          lang,
          (p) => (p.likes[0] > 0 ? 1 : 0) === internal && (p.likes[1] > 0 ? 1 : 0) === external,
        );
        await page.goto(postPath(lang, post.slug));
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(post.title);
        const internalBadge = page.getByTestId('internal-likes');
        const externalBadge = page.getByTestId('external-likes');
        if (internal) {
          await expect(internalBadge).toHaveText(
            new RegExp(`${post.likes[0]}.*${t.internalLikes(post.likes[0])}`),
          );
        } else await expect(internalBadge).toHaveCount(0);
        if (external) {
          await expect(externalBadge).toContainText(t.externalLikes(post.likes[1]));
        } else await expect(externalBadge).toHaveCount(0);
        if (!internal && !external)
          await expect(page.getByRole('list', { name: /like|לייק/i })).toHaveCount(0);
      }
    });

    test('Key Points is hidden for a post without bullet points', async ({ page }) => {
      const post = find(lang, (p) => !p.keyPoints);
      await page.goto(postPath(lang, post.slug));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(post.title);
      await expect(page.getByRole('heading', { name: t.keyPoints })).toHaveCount(0);
      const withPoints = find(lang, (p) => p.keyPoints);
      await page.goto(postPath(lang, withPoints.slug));
      await expect(page.getByRole('heading', { name: t.keyPoints })).toBeVisible();
    });

    test('the Blog of the Week badge shows on the flagged post only', async ({ page }) => {
      await page.goto(postPath(lang, featured.slug));
      await expect(page.locator('article').getByText(t.blogOfWeek, { exact: true })).toBeVisible();
      await page.goto(postPath(lang, others[0]!.slug));
      await expect(page.locator('article').getByText(t.blogOfWeek, { exact: true })).toHaveCount(0);
    });

    test('related posts: the same category, else the newest of the language, never the post itself', async ({
      page,
    }) => {
      // One post per category size: 3+ (Guides), 2 (Business) and 1 (News) posts in it.
      const cases = [...new Set(posts.map((p) => p.category))].map((category) =>
        find(lang, (p) => p.category === category),
      );
      const counts = cases.map((p) => posts.filter((o) => o.category === p.category).length);
      expect(counts.some((n) => n > 3)).toBe(false);
      expect(counts).toContain(1);
      for (const post of cases) {
        await page.goto(postPath(lang, post.slug));
        const region = page.getByRole('region', { name: t.related });
        const expected = expectedRelated(lang, post);
        expect(expected).toHaveLength(3);
        await expect(cardTitles(region.getByRole('list'))).toHaveText(expected.map((p) => p.title));
        await expect(region.getByText(post.title, { exact: true })).toHaveCount(0);
        const sameCategory = expected.filter((p) => p.category === post.category).length;
        const badges = region.locator('li').getByText(post.category, { exact: true });
        await expect(badges).toHaveCount(sameCategory);
      }
    });

    test('a post is found by its id too, and the other language’s prefix leads to it: one 308 to its address', async ({
      page,
      request,
    }) => {
      const [row] = await queryE2eDb<{ id: string }>(
        'select id from blog_posts where language = $1 and blog_url = $2',
        [lang, rich.slug],
      );
      expect(row?.id).toMatch(/^[0-9a-f-]{36}$/);
      // Issue 36: one address per post (a crawler must not find it twice), so an id or the
      // other language's prefix redirects permanently to the post's own address.
      for (const address of [`${prefix(lang)}/blog/${row!.id}`, postPath(otherLang, rich.slug)]) {
        const answer = await request.get(address, { maxRedirects: 0 });
        expect(answer.status(), address).toBe(308);
        expect(decodeURI(answer.headers()['location']!), address).toBe(
          decodeURI(postPath(lang, rich.slug)),
        );
      }
      const response = await page.goto(`${prefix(otherLang)}/blog/${row!.id}`);
      expect(response?.status()).toBe(200);
      await expect(page).toHaveURL(postPath(lang, rich.slug));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(rich.title);
    });

    test('an unknown post answers 404 with "Post Not Found" and a way back', async ({ page }) => {
      for (const param of [
        'no-such-post',
        'not-a-uuid-1234',
        '00000000-0000-0000-0000-000000000000',
      ]) {
        const response = await page.goto(`${prefix(lang)}/blog/${param}`);
        expect(response?.status(), param).toBe(404);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.notFound);
        await expect(page.getByText(t.notFoundText)).toBeVisible();
        await expect(page.getByRole('link', { name: t.back })).toHaveAttribute(
          'href',
          listPath(lang),
        );
      }
      await page.getByRole('link', { name: t.back }).click();
      await expect(page).toHaveURL(listPath(lang));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.h1);
    });

    test('the server HTML holds the post and its BlogPosting data', async ({ request }) => {
      const response = await request.get(postPath(lang, rich.slug));
      expect(response.status()).toBe(200);
      const html = await response.text();
      expect(html).toContain(escapeHtml(rich.title));
      expect(html).toMatch(/<strong>/);
      const scripts = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)];
      expect(scripts).toHaveLength(1);
      const graph = (JSON.parse(scripts[0]![1]!) as { '@graph': Record<string, unknown>[] })[
        '@graph'
      ];
      const data = graph.find((entry) => entry['@type'] === 'BlogPosting');
      if (!data) throw new Error('no BlogPosting data in the page');
      expect(data.headline).toBe(rich.title);
      expect(data.datePublished).toBe(rich.date);
      expect(data.dateModified).toEqual(expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/));
      // The author is the company (the site's Organization node), not a person.
      const author = data.author as { '@id'?: string; '@type'?: string };
      const organization = graph.find((entry) => entry['@type'] === 'Organization');
      expect(author['@type'] ?? organization?.['@id']).toBe(
        author['@type'] ? 'Organization' : author['@id'],
      );
      expect(JSON.stringify(data.image)).toContain('/images/blog/');
      expect(String(data.description).length).toBeGreaterThan(20);
      const description = html.match(/<meta name="description" content="([^"]*)"/)?.[1];
      expect(description).toBeTruthy();
    });

    test('has no accessibility violations', async ({ page }) => {
      await page.goto(postPath(lang, rich.slug));
      await expectNoAxeViolations(page);
      // The maintenance post: two external links and key points.
      await page.goto(postPath(lang, find(lang, (p) => p.externalLinks === 2).slug));
      await expectNoAxeViolations(page);
      await page.goto(`${prefix(lang)}/blog/no-such-post`);
      await expectNoAxeViolations(page);
    });
  });

  test(`@mobile blog fits a phone screen (${lang})`, async ({ page }) => {
    for (const path of [listPath(lang), postPath(lang, featured.slug)]) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, path).toBeLessThanOrEqual(0);
    }
  });
}
