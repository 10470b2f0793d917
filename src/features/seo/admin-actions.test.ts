import { asc } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { seoSettings } from '@/db/schema';
import { adminActionHarness } from '../../../tests/setup/admin-action-harness';
import { formData as form, type FormFields as Fields } from '../../../tests/setup/form-data';
import { updatedTags } from '../../../tests/setup/next-cache';
import { asVisitor } from '../../../tests/setup/next-headers';
import { deleteSeoSettings, generateMissingSeoSettings, saveSeoSettings } from './admin-actions';
import { loadSeoDashboard } from './admin-queries';
import { GENERATED_DESCRIPTION_LENGTH } from './schemas';
import { listSitePages } from './site-pages';

/**
 * The SEO dashboard's writes against a real PostgreSQL and real sessions: what saving, deleting
 * and "generate missing settings" leave in seo_settings, and the dashboard's read. (Anonymous
 * and non-admin callers: also the authorization matrix, admin-actions-matrix.test.ts.) No
 * server answers the page analysis here, so generated descriptions come from the pages' own.
 */
vi.mock('next/headers', () => import('../../../tests/setup/next-headers'));
// The pages' own titles come from the messages, as the server's next-intl reads them.
vi.mock('next-intl/server', () => import('../../../tests/setup/next-intl-server'));
vi.mock('next/cache', () =>
  import('../../../tests/setup/admin-action-harness').then((h) => h.uncachedNextCache()),
);

const signedIn = adminActionHarness({ clear: [seoSettings], silence: ['info'] });
const { db } = signedIn;

const T = {
  required: 'שדה חובה',
  pagePath: 'נתיב עמוד מתחיל ב-/ ואין בו רווחים, ? או # (למשל /en/about)',
  pagePathTaken: 'לעמוד זה כבר יש הגדרות SEO: ערכו אותן במקום זאת',
  jsonLd: 'סימון הסכמה חייב להיות JSON-LD תקין: אובייקט JSON עם "@type" (או רשימה של כאלה)',
};

const ABOUT: Fields = {
  pagePath: '/en/about',
  metaTitle: 'About AutoPizza: automatic pizza machines',
  metaDescription: 'Who we are and how our machines bake a fresh pizza in three minutes.',
  ogImage: '/images/og-default.webp',
};

const save = (fields: Fields) => saveSeoSettings(null, form(fields));

async function saved(fields: Fields) {
  const result = await save(fields);
  if (!result.ok) throw new Error(`save refused: ${JSON.stringify(result)}`);
  return result.data;
}

const rows = () => db().select().from(seoSettings).orderBy(asc(seoSettings.pagePath));

describe('saveSeoSettings', () => {
  it('creates a row for a path; blank fields are stored as NULL; the seo tag is updated', async () => {
    const { id } = await saved(ABOUT);
    const [row] = await rows();
    expect(row).toMatchObject({
      id,
      pagePath: '/en/about',
      metaTitle: ABOUT.metaTitle,
      metaDescription: ABOUT.metaDescription,
      ogImage: '/images/og-default.webp',
      ogTitle: null,
      schemaMarkup: null,
    });
    expect(updatedTags).toContain('seo');
  });

  it('upserts on the path when saved again without an id', async () => {
    const first = await saved(ABOUT);
    const second = await saved({ ...ABOUT, metaTitle: 'About us: the AutoPizza story so far' });
    expect(second.id).toBe(first.id);
    const all = await rows();
    expect(all).toHaveLength(1);
    expect(all[0]!.metaTitle).toBe('About us: the AutoPizza story so far');
  });

  it('stores a percent-encoded path decoded, so both spellings are one page', async () => {
    await saved({ ...ABOUT, pagePath: `/products/${encodeURIComponent('מכונת-פיצה')}/` });
    expect((await rows())[0]!.pagePath).toBe('/products/מכונת-פיצה');
  });

  it('edits a row by id, its path included', async () => {
    const { id } = await saved(ABOUT);
    await saved({ ...ABOUT, id, pagePath: '/en/contact', metaTitle: 'Contact AutoPizza today' });
    const all = await rows();
    expect(all.map((row) => [row.id, row.pagePath, row.metaTitle])).toEqual([
      [id, '/en/contact', 'Contact AutoPizza today'],
    ]);
  });

  it("refuses moving a row onto another row's path, on the path field", async () => {
    await saved(ABOUT);
    const { id } = await saved({ ...ABOUT, pagePath: '/en/contact' });
    const result = await save({ ...ABOUT, id });
    expect(result).toMatchObject({ ok: false, fieldErrors: { pagePath: T.pagePathTaken } });
    expect((await rows()).map((row) => row.pagePath)).toEqual(['/en/about', '/en/contact']);
  });

  it('requires the meta title and a path that starts with /', async () => {
    expect(await save({ ...ABOUT, metaTitle: '  ' })).toMatchObject({
      ok: false,
      fieldErrors: { metaTitle: T.required },
    });
    expect(await save({ ...ABOUT, pagePath: 'en/about' })).toMatchObject({
      ok: false,
      fieldErrors: { pagePath: T.pagePath },
    });
    expect(await rows()).toEqual([]);
  });

  it('refuses schema markup that is not JSON-LD with the clear message and writes nothing', async () => {
    for (const schemaMarkup of ['{"name": "no type"}', '{not json', '[]', '"text"']) {
      expect(await save({ ...ABOUT, schemaMarkup })).toMatchObject({
        ok: false,
        fieldErrors: { schemaMarkup: T.jsonLd },
      });
    }
    expect(await rows()).toEqual([]);
    const markup = '{"@context": "https://schema.org", "@type": "FAQPage", "mainEntity": []}';
    await saved({ ...ABOUT, schemaMarkup: markup });
    expect((await rows())[0]!.schemaMarkup).toBe(markup);
  });
});

describe('deleteSeoSettings', () => {
  it('deletes the row; a second delete finds nothing', async () => {
    const { id } = await saved(ABOUT);
    expect(await deleteSeoSettings(null, { id })).toMatchObject({ ok: true });
    expect(await rows()).toEqual([]);
    expect(await deleteSeoSettings(null, { id })).toMatchObject({ ok: false });
  });
});

describe('generateMissingSeoSettings', () => {
  it('fills every site page without settings from its own content and leaves an edited row alone', async () => {
    const edited = await saved({ ...ABOUT, metaDescription: 'Edited by hand.' });
    const pages = await listSitePages();
    expect(pages.length).toBeGreaterThan(10);

    const result = await generateMissingSeoSettings(null, {});
    expect(result).toEqual({ ok: true, data: { created: pages.length - 1, skipped: 0 } });

    const all = await rows();
    expect(all.map((row) => row.pagePath).sort()).toEqual(pages.map((page) => page.path).sort());
    const about = all.find((row) => row.pagePath === '/en/about')!;
    expect(about).toMatchObject({ id: edited.id, metaDescription: 'Edited by hand.' });
    for (const page of pages.filter((p) => p.path !== '/en/about')) {
      const row = all.find((r) => r.pagePath === page.path)!;
      expect(row.metaTitle, page.path).toBeTruthy();
      expect(row.metaTitle!.length, page.path).toBeLessThanOrEqual(60);
      // No server answers the analysis here: the page's own description, cut to 150.
      expect(page.description.startsWith(row.metaDescription!.replace(/…$/, '')), page.path).toBe(
        true,
      );
      expect(row.metaDescription!.length).toBeLessThanOrEqual(GENERATED_DESCRIPTION_LENGTH);
    }

    expect(await generateMissingSeoSettings(null, {})).toEqual({
      ok: true,
      data: { created: 0, skipped: 0 },
    });
  });
});

describe('loadSeoDashboard', () => {
  it('lists every site page and the custom rows, with the summary of their scores', async () => {
    await saved({ ...ABOUT, pagePath: '/landing/summer' });
    const pages = await listSitePages();
    const dashboard = await loadSeoDashboard();
    expect(dashboard.pages).toHaveLength(pages.length + 1);
    const custom = dashboard.pages.find((page) => page.path === '/landing/summer')!;
    expect(custom).toMatchObject({ category: 'custom', locale: 'he', defaults: null });
    expect(custom.settings?.metaTitle).toBe(ABOUT.metaTitle);
    const { summary } = dashboard;
    expect(summary.total).toBe(dashboard.pages.length);
    expect(summary.withIssues).toBe(dashboard.pages.filter((page) => page.score < 80).length);
    const average =
      dashboard.pages.reduce((sum, page) => sum + page.score, 0) / dashboard.pages.length;
    expect(summary.overall).toBe(Math.round(average));
    // No server answers here, so a page without settings serves nothing to grade: every
    // "missing" row (21). Served heads are graded in admin-queries.test.ts.
    const bare = dashboard.pages.find((page) => page.path === '/en/contact')!;
    expect(bare.settings).toBeNull();
    expect(bare.score).toBe(21);
    expect(bare.graded).toEqual({ title: '', description: '' });
    expect(bare.score).toBeLessThan(custom.score);
  });
});

describe('as a non-admin', () => {
  it('every write and the dashboard read are refused, nothing written', async () => {
    for (const cookie of [undefined, signedIn.cookies.user]) {
      asVisitor(cookie);
      // A refusal result (401 / 403), so an open form keeps what was typed.
      const refusal = cookie ? 403 : 401;
      expect(await save(ABOUT)).toMatchObject({ ok: false, status: refusal });
      expect(await generateMissingSeoSettings(null, {})).toMatchObject({
        ok: false,
        status: refusal,
      });
      await expect(loadSeoDashboard()).rejects.toMatchObject({ status: cookie ? 403 : 401 });
    }
    expect(await rows()).toEqual([]);
  });
});
