import { describe, expect, it } from 'vitest';
import he from '../../../messages/he.json';
import { EMPTY_CONTENT, EMPTY_HEAD, type PageContent } from './analyze-html';
import {
  DEDUCTION_KEYS,
  DEDUCTION_POINTS,
  hasIssues,
  scoreBand,
  scoreSeo,
  type SeoScoreContext,
  type SeoScoreFields,
  SUGGESTION_KEYS,
} from './score';

/** `base` padded with one filler word to exactly `length` characters. */
function sized(base: string, length: number, filler: string): string {
  if (base.length + 2 > length) throw new Error(`"${base}" is too long for ${length}`);
  const value = `${base} ${filler.repeat(length)}`.slice(0, length);
  expect(value.length).toBe(length);
  expect(value.trim().length).toBe(length);
  return value;
}

/** A text of `total` words in which `keyword` appears `times` times, spread out. */
function textWith(keyword: string, times: number, total: number, filler: string): string {
  const keywordWords = keyword.split(' ').length;
  const fillerCount = total - times * keywordWords;
  const words: string[] = [];
  for (let index = 0; index < fillerCount; index += 1) words.push(`${filler}${index % 7}`);
  const step = Math.floor(fillerCount / Math.max(times, 1));
  for (let time = times - 1; time >= 0; time -= 1) words.splice(time * step, 0, keyword);
  const text = words.join(' ');
  expect(text.split(' ')).toHaveLength(total);
  return text;
}

type Fixture = {
  language: string;
  keyword: string;
  /** The keyword as it may appear in running text (with a Hebrew prefix). */
  inText: string;
  filler: string;
  fields: SeoScoreFields;
  content: PageContent;
  context: SeoScoreContext;
  /** The same language's text of a title, description, slug without the keyword. */
  other: string;
};

/**
 * A page that scores 100 with every suggestion met: every setting filled in, the Open Graph and
 * Twitter texts repeating the title and description, one h1, no image without alt.
 */
function perfectPage(page: {
  language: string;
  keyword: string;
  focusKeyword?: string;
  inText: string;
  filler: string;
  title: string;
  description: string;
  metaKeywords: string;
  image: string;
  canonicalUrl: string;
  schemaMarkup: string;
  text: string;
  firstParagraph: string;
  internalLinks: number;
  imageAlt: string;
  subheading: string;
  context: SeoScoreContext;
  other: string;
}): Fixture {
  const { title, description, image } = page;
  return {
    language: page.language,
    keyword: page.keyword,
    inText: page.inText,
    filler: page.filler,
    fields: {
      metaTitle: title,
      metaDescription: description,
      metaKeywords: page.metaKeywords,
      focusKeyword: page.focusKeyword ?? page.keyword,
      ogTitle: title,
      ogDescription: description,
      ogImage: image,
      canonicalUrl: page.canonicalUrl,
      schemaMarkup: page.schemaMarkup,
      twitterTitle: title,
      twitterDescription: description,
      twitterImage: image,
    },
    // Nothing served in the head: the row's fields alone are graded (served heads: below).
    content: {
      ...EMPTY_CONTENT,
      found: true,
      text: page.text,
      firstParagraph: page.firstParagraph,
      leadText: page.firstParagraph,
      h1Count: 1,
      imagesWithoutAlt: 0,
      imageAlts: [page.imageAlt],
      subheadings: [page.other, page.subheading],
      internalLinks: page.internalLinks,
      outboundLinks: 1,
    },
    context: page.context,
    other: page.other,
  };
}

function hebrew(): Fixture {
  return perfectPage({
    language: 'Hebrew',
    keyword: 'מכונת פיצה',
    inText: 'ובמכונת פיצה',
    filler: 'ה',
    title: sized('מכונת פיצה אוטומטית להשכרה | אוטופיצה', 45, 'ה'),
    description: sized(
      'השכרה ותפעול במכונת פיצה אוטומטית שאופה פיצה טרייה בשלוש דקות, לקמפוסים, משרדים ותחנות דלק',
      140,
      'ה',
    ),
    metaKeywords: 'מכונת פיצה, פיצה אוטומטית, השכרת מכונות',
    image: '/uploads/product-images/pizza.jpg',
    canonicalUrl: 'https://autopizza.example.co.il/products/מכונת-פיצה-אוטומטית',
    schemaMarkup: '{"@context":"https://schema.org","@type":"Product","name":"מכונת פיצה"}',
    // 3 occurrences × 2 words / 300 words = 2 % (300 words: long enough).
    text: textWith('במכונת פיצה', 3, 300, 'מילה'),
    firstParagraph: 'המכונת פיצה שלנו אופה פיצה טרייה בשלוש דקות.',
    internalLinks: 4,
    imageAlt: 'סטודנטים ליד מכונת פיצה בלובי של קמפוס',
    subheading: 'איך עובדת מכונת פיצה?',
    context: {
      // 55 characters encoded: within the slug length.
      path: '/products/%D7%9E%D7%9B%D7%95%D7%A0%D7%AA-%D7%A4%D7%99%D7%A6%D7%94',
      otherFocusKeywords: ['מכונת קפה', 'pizza vending machine', null, ''],
      otherTitles: ['מכונת קפה אוטומטית להשכרה | אוטופיצה', ''],
      otherDescriptions: ['מכונת קפה שמכינה קפה טרי.'],
      inboundLinks: 2,
    },
    other: 'מכונת קפה טרייה',
  });
}

function english(): Fixture {
  return perfectPage({
    language: 'English',
    keyword: 'pizza vending machine',
    focusKeyword: 'Pizza Vending Machine',
    inText: 'Pizza Vending Machines',
    filler: 'x',
    title: sized('Pizza Vending Machine Rental | AutoPizza', 50, 'x'),
    description: sized(
      'Rent a Pizza Vending Machine that bakes a fresh pizza in three minutes, for campuses, offices and petrol stations.',
      150,
      'x',
    ),
    metaKeywords: 'pizza vending machine, automatic pizza, machine rental',
    image: 'https://autopizza.example.co.il/images/og.webp',
    canonicalUrl: 'https://autopizza.example.co.il/en/products/pizza-vending-machine',
    schemaMarkup: '{"@context":"https://schema.org","@type":"Product","name":"Pizza machine"}',
    // 3 occurrences × 3 words / 360 words = 2.5 %.
    text: textWith('pizza vending machines', 3, 360, 'word'),
    firstParagraph: 'Our pizza vending machine bakes a fresh pizza in three minutes.',
    internalLinks: 2,
    imageAlt: "A Pizza Vending Machine's touch screen",
    subheading: 'How a pizza vending machine works',
    context: {
      path: '/en/products/pizza-vending-machine',
      otherFocusKeywords: ['מכונת פיצה', 'coffee machine'],
      otherTitles: ['Coffee Machine Rental | AutoPizza'],
      otherDescriptions: ['Fresh coffee every day.'],
      inboundLinks: 1,
    },
    other: 'Fresh coffee every day',
  });
}

const score = ({ fields, content, context }: Fixture) => scoreSeo(fields, content, context);
const keysOf = (result: ReturnType<typeof scoreSeo>) => result.deductions.map(({ key }) => key);
const suggestion = (result: ReturnType<typeof scoreSeo>, key: string) =>
  result.suggestions.find((item) => item.key === key);
/** The "missing" rows of the sharing and markup settings (Open Graph, canonical, schema, Twitter, keywords). */
const SHARING_ROWS_MISSING = [
  'ogTitleMissing',
  'ogDescriptionMissing',
  'ogImageMissing',
  'canonicalMissing',
  'schemaMissing',
  'twitterTitleMissing',
  'twitterDescriptionMissing',
  'twitterImageMissing',
  'metaKeywordsMissing',
];
/** A suggestion listed with its weight and not met. */
const missed = (key: string, weight: number) => ({ key, weight, passed: false });

describe.each([
  ['Hebrew', hebrew],
  ['English', english],
])('scoreSeo — a %s page', (_language, make) => {
  it(`scores a perfect page 100 with every suggestion met`, () => {
    const result = score(make());
    expect(result.deductions).toEqual([]);
    expect(result.score).toBe(100);
    expect(result.suggestions.map(({ key }) => key)).toEqual(SUGGESTION_KEYS);
    expect(result.suggestions.filter(({ passed }) => !passed)).toEqual([]);
  });

  const missing: [keyof SeoScoreFields, string][] = [
    ['metaTitle', 'titleMissing'],
    ['metaDescription', 'descriptionMissing'],
    ['focusKeyword', 'keywordMissing'],
    ['ogTitle', 'ogTitleMissing'],
    ['ogDescription', 'ogDescriptionMissing'],
    ['ogImage', 'ogImageMissing'],
    ['canonicalUrl', 'canonicalMissing'],
    ['schemaMarkup', 'schemaMissing'],
    ['twitterTitle', 'twitterTitleMissing'],
    ['twitterDescription', 'twitterDescriptionMissing'],
    ['twitterImage', 'twitterImageMissing'],
    ['metaKeywords', 'metaKeywordsMissing'],
  ];
  it.each(missing)('a missing %s costs exactly its row (%s)', (field, key) => {
    const points = DEDUCTION_POINTS[key as keyof typeof DEDUCTION_POINTS];
    for (const blank of ['', '   ', null, undefined]) {
      const fixture = make();
      fixture.fields[field] = blank;
      const result = score(fixture);
      expect(result.deductions).toEqual([{ key, points }]);
      expect(result.score).toBe(100 - points);
    }
  });

  // The spec's deduction table, row by row (§5 "SEO score").
  it.each([
    ['titleMissing', 25],
    ['titleLength', 15],
    ['descriptionMissing', 25],
    ['descriptionLength', 10],
    ['keywordMissing', 10],
    ['keywordNotInTitle', 5],
    ['keywordNotInDescription', 5],
    ['keywordNotInContent', 5],
    ['densityHigh', 5],
    ['ogTitleMissing', 3],
    ['ogDescriptionMissing', 3],
    ['ogImageMissing', 3],
    ['canonicalMissing', 3],
    ['schemaMissing', 3],
    ['twitterTitleMissing', 1],
    ['twitterDescriptionMissing', 1],
    ['twitterImageMissing', 1],
    ['metaKeywordsMissing', 1],
  ] as const)('the row %s costs %i', (key, points) => {
    expect(DEDUCTION_POINTS[key]).toBe(points);
  });

  it('has the 18 rows of the spec table', () => {
    expect(DEDUCTION_KEYS).toHaveLength(18);
  });

  /** The text each length row judges, and the row. */
  const LENGTH_ROWS = {
    title: { field: 'metaTitle', key: 'titleLength' },
    description: { field: 'metaDescription', key: 'descriptionLength' },
  } as const;

  it.each([
    ['title', 29, 15],
    ['title', 30, 0],
    ['title', 60, 0],
    ['title', 61, 15],
    ['description', 119, 10],
    ['description', 120, 0],
    ['description', 160, 0],
    ['description', 161, 10],
  ] as const)('a %s of %i characters costs %i', (text, length, points) => {
    const { field, key } = LENGTH_ROWS[text];
    const fixture = make();
    fixture.fields[field] = sized(fixture.keyword, length, fixture.filler);
    const result = score(fixture);
    expect(result.deductions).toEqual(points ? [{ key, points }] : []);
    expect(result.score).toBe(100 - points);
  });

  it('counts lengths on the trimmed text', () => {
    const fixture = make();
    fixture.fields.metaTitle = `  ${sized(fixture.keyword, 60, fixture.filler)}  `;
    expect(score(fixture).score).toBe(100);
  });

  it('costs 5 for a keyword absent from the title', () => {
    const fixture = make();
    fixture.fields.metaTitle = sized(fixture.other, 40, fixture.filler);
    expect(score(fixture).deductions).toEqual([{ key: 'keywordNotInTitle', points: 5 }]);
    expect(score(fixture).score).toBe(95);
  });

  it('costs 5 for a keyword absent from the description', () => {
    const fixture = make();
    fixture.fields.metaDescription = sized(fixture.other, 140, fixture.filler);
    expect(score(fixture).deductions).toEqual([{ key: 'keywordNotInDescription', points: 5 }]);
    expect(score(fixture).score).toBe(95);
  });

  it('costs 5 for a keyword absent from the page text', () => {
    const fixture = make();
    fixture.content.text = textWith(fixture.other, 3, 100, fixture.filler);
    expect(score(fixture).deductions).toEqual([{ key: 'keywordNotInContent', points: 5 }]);
    expect(score(fixture).score).toBe(95);
  });

  it('costs nothing at a density of exactly 3 % and 5 above it', () => {
    const fixture = make();
    const words = fixture.inText.split(' ').length;
    // 3 % exactly: occurrences × words = 3 per 100 words.
    fixture.content.text = textWith(fixture.inText, 3, 100 * words, fixture.filler);
    expect(score(fixture).deductions).toEqual([]);
    fixture.content.text = textWith(fixture.inText, 4, 100 * words, fixture.filler);
    expect(score(fixture).deductions).toEqual([{ key: 'densityHigh', points: 5 }]);
    expect(score(fixture).score).toBe(95);
  });

  it('applies the keyword rows only when there is a focus keyword', () => {
    const fixture = make();
    fixture.fields.focusKeyword = '  ';
    fixture.fields.metaTitle = sized(fixture.other, 40, fixture.filler);
    fixture.content.text = textWith(fixture.other, 10, 100, fixture.filler);
    const result = score(fixture);
    expect(keysOf(result)).toEqual(['keywordMissing']);
    expect(result.suggestions.map(({ key }) => key)).toEqual([
      'contentLength',
      'singleH1',
      'imagesAlt',
      'internalLink',
      'outboundLink',
      'inboundLinks',
      'slugLength',
      'titleUnique',
      'descriptionUnique',
    ]);
  });

  it('adds up every broken row of a page with texts that are all wrong', () => {
    const fixture = make();
    fixture.fields = {
      metaTitle: fixture.other,
      metaDescription: fixture.other,
      focusKeyword: fixture.keyword,
    };
    fixture.content = { ...EMPTY_CONTENT };
    const result = score(fixture);
    expect(keysOf(result)).toEqual([
      'titleLength',
      'descriptionLength',
      'keywordNotInTitle',
      'keywordNotInDescription',
      'keywordNotInContent',
      ...SHARING_ROWS_MISSING,
    ]);
    expect(result.score).toBe(100 - 15 - 10 - 5 - 5 - 5 - 9 - 3 - 3 - 3 - 1);
    expect(scoreBand(result.score)).toBe('poor');
  });
});

describe('scoreSeo — the floor and the empty row', () => {
  it('scores 21 (every "missing" row) a page without settings that serves no head either', () => {
    const result = scoreSeo({}, { ...EMPTY_CONTENT }, { path: '/', otherFocusKeywords: [] });
    expect(keysOf(result)).toEqual([
      'titleMissing',
      'descriptionMissing',
      'keywordMissing',
      ...SHARING_ROWS_MISSING,
    ]);
    expect(result.score).toBe(21);
    expect(result.suggestions).toEqual([]);
  });

  it('never goes below 0 nor above 100 whatever is filled in', () => {
    const values = ['', 'x', 'מכונת פיצה', 'מכונת פיצה '.repeat(6), 'מכונת פיצה '.repeat(20)];
    const contents: PageContent[] = [
      { ...EMPTY_CONTENT },
      { ...EMPTY_CONTENT, found: true, text: 'מכונת פיצה '.repeat(3) },
    ];
    for (const title of values)
      for (const description of values)
        for (const keyword of values.slice(0, 3))
          for (const content of contents) {
            const { score: value, deductions } = scoreSeo(
              { metaTitle: title, metaDescription: description, focusKeyword: keyword },
              content,
              { path: '/about', otherFocusKeywords: [] },
            );
            const lost = deductions.reduce((sum, { points }) => sum + points, 0);
            expect(value).toBe(Math.max(0, 100 - lost));
            expect(value).toBeGreaterThanOrEqual(0);
            expect(value).toBeLessThanOrEqual(100);
          }
  });
});

/** A full head as the site serves a page without settings (page-metadata.ts headMetadata). */
const SERVED_HEAD = {
  ...EMPTY_HEAD,
  title: 'מכונת פיצה אוטומטית להשכרה | אוטופיצה',
  description:
    'מכונת פיצה אוטומטית שאופה פיצה טרייה תוך שלוש דקות, לקמפוסים, משרדים, בתי חולים ותחנות דלק. התקנה, תחזוקה ושירות בכל הארץ.',
  canonical: 'https://autopizza.example.co.il/products/מכונת-פיצה',
  ogTitle: 'מכונת פיצה אוטומטית להשכרה | אוטופיצה',
  ogDescription: 'מכונת פיצה אוטומטית שאופה פיצה טרייה תוך שלוש דקות.',
  ogImage: 'https://autopizza.example.co.il/images/og-default.webp',
  twitterTitle: 'מכונת פיצה אוטומטית להשכרה | אוטופיצה',
  twitterDescription: 'מכונת פיצה אוטומטית שאופה פיצה טרייה תוך שלוש דקות.',
  twitterImage: 'https://autopizza.example.co.il/images/og-default.webp',
  schema: '{"@context":"https://schema.org","@type":"Product","name":"מכונת פיצה"}',
};
const servedPage = (head = SERVED_HEAD): PageContent => ({
  ...EMPTY_CONTENT,
  found: true,
  head,
  text: textWith('מכונת פיצה', 2, 200, 'מילה'),
  firstParagraph: 'מכונת פיצה שאופה פיצה טרייה.',
  h1Count: 1,
});
const PRODUCT = { path: '/products/מכונת-פיצה', otherFocusKeywords: [] };

describe('scoreSeo — what the page serves (issue 36)', () => {
  it('grades the served head of a page without settings: green, not 21', () => {
    expect(SERVED_HEAD.description.length).toBeGreaterThanOrEqual(120);
    expect(SERVED_HEAD.description.length).toBeLessThanOrEqual(160);
    const result = scoreSeo({}, servedPage(), PRODUCT);
    // Only what no page serves: the focus keyword (10) and, for this page, meta keywords (1).
    expect(keysOf(result)).toEqual(['keywordMissing', 'metaKeywordsMissing']);
    expect(result.score).toBe(89);
    expect(scoreBand(result.score)).toBe('good');
    expect(hasIssues(result.score)).toBe(false);
    expect(result.fields.metaTitle).toBe(SERVED_HEAD.title);
    // The same page graded on its (absent) row alone, as before: 21.
    expect(scoreSeo({}, { ...servedPage(), head: EMPTY_HEAD }, PRODUCT).score).toBe(21);
  });

  it('a filled-in row field overrides the served one; a blank one falls back to it', () => {
    const shortTitle = scoreSeo({ metaTitle: 'פיצה' }, servedPage(), PRODUCT);
    expect(shortTitle.fields.metaTitle).toBe('פיצה');
    expect(keysOf(shortTitle)).toContain('titleLength');
    expect(shortTitle.score).toBe(89 - 15);

    const blank = scoreSeo({ metaTitle: '  ', ogImage: '' }, servedPage(), PRODUCT);
    expect(blank.fields.metaTitle).toBe(SERVED_HEAD.title);
    expect(blank.fields.ogImage).toBe(SERVED_HEAD.ogImage);
    expect(blank.score).toBe(89);

    // With a focus keyword and meta keywords in the row, the served page scores 100.
    const row = { focusKeyword: 'מכונת פיצה', metaKeywords: 'מכונת פיצה, פיצה' };
    expect(scoreSeo(row, servedPage(), PRODUCT).score).toBe(100);
    // The keyword rows judge the served texts too: a served title without the keyword costs 5.
    const otherTitle = { ...SERVED_HEAD, title: 'השכרת מכונות אוטומטיות | אוטופיצה' };
    expect(keysOf(scoreSeo(row, servedPage(otherTitle), PRODUCT))).toEqual(['keywordNotInTitle']);
  });

  it('a head served without Open Graph, canonical or JSON-LD still costs those rows', () => {
    const bare = { ...EMPTY_HEAD, title: SERVED_HEAD.title, description: SERVED_HEAD.description };
    const result = scoreSeo({}, servedPage(bare), PRODUCT);
    expect(keysOf(result)).toEqual(['keywordMissing', ...SHARING_ROWS_MISSING]);
    expect(result.score).toBe(100 - 10 - 9 - 3 - 3 - 3 - 1);
  });
});

describe('scoreSeo — Hebrew prefixes and whole words', () => {
  it.each(['ב', 'ה', 'ל', 'ו', 'ש', 'וה', 'שה', 'וב', 'מה'])(
    'counts the keyword with the prefix %s in title, description and text',
    (prefix) => {
      const fixture = hebrew();
      fixture.fields.metaTitle = sized(`השכרה ${prefix}מכונת פיצה`, 40, 'ה');
      fixture.fields.metaDescription = sized(`שירות ${prefix}מכונת פיצה`, 130, 'ה');
      fixture.content.text = textWith(`${prefix}מכונת פיצה`, 1, 100, 'מילה');
      expect(score(fixture).deductions).toEqual([]);
    },
  );

  it('does not count the keyword inside another word', () => {
    const fixture = hebrew();
    fixture.fields.metaTitle = sized('השכרת מכונתית פיצה', 40, 'ה');
    fixture.fields.metaDescription = sized('השכרת מכונתפיצה', 130, 'ה');
    fixture.content.text = textWith('אותהמכונת פיצה', 2, 100, 'מילה');
    expect(keysOf(score(fixture))).toEqual([
      'keywordNotInTitle',
      'keywordNotInDescription',
      'keywordNotInContent',
    ]);
    expect(score(fixture).score).toBe(85);
  });

  it('reads Hebrew with points and the keyword typed with points', () => {
    const fixture = hebrew();
    fixture.fields.focusKeyword = 'מְכוֹנַת פִּיצָה';
    fixture.fields.metaTitle = sized('מְכוֹנַת פִּיצָה אוטומטית', 40, 'ה');
    expect(score(fixture).score).toBe(100);
  });
});

describe('scoreSeo — suggestions', () => {
  it('keyword in the slug: met by a Hebrew slug (encoded or not), missed by another, skipped on home pages', () => {
    const fixture = hebrew();
    expect(suggestion(score(fixture), 'keywordInSlug')).toEqual({
      key: 'keywordInSlug',
      weight: 3,
      passed: true,
    });
    fixture.context.path = '/products/מכונת-פיצה-אוטומטית';
    expect(suggestion(score(fixture), 'keywordInSlug')?.passed).toBe(true);
    fixture.context.path = '/products/מכונת-קפה';
    expect(suggestion(score(fixture), 'keywordInSlug')?.passed).toBe(false);
    const englishPage = english();
    englishPage.context.path = '/en/products/coffee-machine';
    expect(suggestion(score(englishPage), 'keywordInSlug')?.passed).toBe(false);
    for (const path of ['/', '/en']) {
      fixture.context.path = path;
      expect(suggestion(score(fixture), 'keywordInSlug')).toBeUndefined();
    }
  });

  it('keyword in the first paragraph', () => {
    const fixture = english();
    fixture.content.firstParagraph = 'Fresh pizza in three minutes.';
    expect(suggestion(score(fixture), 'keywordInFirstParagraph')).toEqual(
      missed('keywordInFirstParagraph', 3),
    );
    expect(score(fixture).score).toBe(100);
  });

  it.each([
    [0, false],
    [1, true],
    [2, false],
  ])('exactly one h1: %i h1 → %s', (h1Count, passed) => {
    const fixture = hebrew();
    fixture.content.h1Count = h1Count;
    expect(suggestion(score(fixture), 'singleH1')).toEqual({ key: 'singleH1', weight: 4, passed });
  });

  it('density of at least 0.5 %, only with a keyword and text', () => {
    const fixture = hebrew();
    // 1 × 2 words / 400 = 0.5 %: met; / 401: missed.
    fixture.content.text = textWith('במכונת פיצה', 1, 400, 'מילה');
    expect(suggestion(score(fixture), 'densityLow')?.passed).toBe(true);
    fixture.content.text = textWith('במכונת פיצה', 1, 401, 'מילה');
    expect(suggestion(score(fixture), 'densityLow')).toEqual(missed('densityLow', 2));
    expect(score(fixture).score).toBe(100);
    fixture.content.text = '';
    expect(suggestion(score(fixture), 'densityLow')).toBeUndefined();
  });

  it.each([
    ['images without alt', english, { imagesWithoutAlt: 1 }, 'imagesAlt', 3],
    ['no internal link', hebrew, { internalLinks: 0 }, 'internalLink', 2],
  ] as const)('%s', (_case, make, content, key, weight) => {
    const fixture = make();
    Object.assign(fixture.content, content);
    expect(suggestion(score(fixture), key)).toEqual(missed(key, weight));
  });

  it('keyword already the focus of another page, compared without case, points or spacing', () => {
    const fixture = hebrew();
    fixture.context.otherFocusKeywords = ['מְכוֹנַת  פיצה'];
    expect(suggestion(score(fixture), 'keywordUnique')).toEqual(missed('keywordUnique', 5));
    const englishPage = english();
    englishPage.context.otherFocusKeywords = ['PIZZA VENDING MACHINE'];
    expect(suggestion(score(englishPage), 'keywordUnique')?.passed).toBe(false);
    expect(score(englishPage).score).toBe(100);
  });

  it('lists no content suggestions for a page that could not be read', () => {
    const fixture = english();
    fixture.content = { ...EMPTY_CONTENT };
    const result = score(fixture);
    expect(result.suggestions.map(({ key }) => key)).toEqual([
      'keywordLength',
      'keywordInSlug',
      'keywordAtTitleStart',
      'inboundLinks',
      'slugLength',
      'keywordUnique',
      'titleUnique',
      'descriptionUnique',
    ]);
    expect(keysOf(result)).toEqual(['keywordNotInContent']);
  });
});

describe('scoreSeo — content suggestions (issue 36)', () => {
  const passed = (fixture: Fixture, key: string) => suggestion(score(fixture), key)?.passed;

  it('content length: at least 300 words in <main>', () => {
    const fixture = hebrew();
    expect(passed(fixture, 'contentLength')).toBe(true);
    fixture.content.text = textWith('במכונת פיצה', 2, 299, 'מילה');
    expect(suggestion(score(fixture), 'contentLength')).toEqual(missed('contentLength', 4));
    expect(score(fixture).score).toBe(100);
  });

  it('keyphrase in the first paragraph, Hebrew prefixes counted', () => {
    const fixture = hebrew();
    fixture.content.firstParagraph = 'וכשמכונת פיצה אופה, הריח מגיע רחוק.';
    expect(passed(fixture, 'keywordInFirstParagraph')).toBe(true);
    fixture.content.firstParagraph = 'המכונתית פיצה אופה.';
    expect(passed(fixture, 'keywordInFirstParagraph')).toBe(false);
  });

  it('keyphrase in an h2/h3, Hebrew prefixes counted', () => {
    const fixture = hebrew();
    fixture.content.subheadings = ['למה למכונת פיצה יש מסך מגע?'];
    expect(passed(fixture, 'keywordInSubheading')).toBe(true);
    fixture.content.subheadings = ['מכונת קפה', 'פיצה טרייה'];
    expect(suggestion(score(fixture), 'keywordInSubheading')).toEqual(
      missed('keywordInSubheading', 2),
    );
    fixture.content.subheadings = [];
    expect(passed(fixture, 'keywordInSubheading')).toBe(false);
  });

  it("keyphrase in an image's alt", () => {
    const fixture = english();
    expect(passed(fixture, 'keywordInImageAlt')).toBe(true);
    fixture.content.imageAlts = ['A campus lobby', 'pizza machine'];
    expect(passed(fixture, 'keywordInImageAlt')).toBe(false);
    const hebrewPage = hebrew();
    hebrewPage.content.imageAlts = ['המכונת פיצה בלובי'];
    expect(passed(hebrewPage, 'keywordInImageAlt')).toBe(true);
  });

  it('keyphrase at the start of the title (a Hebrew prefix allowed)', () => {
    const fixture = hebrew();
    fixture.fields.metaTitle = sized('למכונת פיצה אוטומטית | אוטופיצה', 40, 'ה');
    expect(passed(fixture, 'keywordAtTitleStart')).toBe(true);
    fixture.fields.metaTitle = sized('השכרת מכונת פיצה אוטומטית | אוטופיצה', 40, 'ה');
    expect(suggestion(score(fixture), 'keywordAtTitleStart')).toEqual(
      missed('keywordAtTitleStart', 2),
    );
    expect(score(fixture).score).toBe(100);
    const englishPage = english();
    englishPage.fields.metaTitle = sized('Rent a Pizza Vending Machine | AutoPizza', 50, 'x');
    expect(passed(englishPage, 'keywordAtTitleStart')).toBe(false);
    englishPage.fields.metaTitle = sized('Pizza vending machines for rent | AutoPizza', 50, 'x');
    expect(passed(englishPage, 'keywordAtTitleStart')).toBe(true);
  });

  it('keyphrase length: 1 to 4 words', () => {
    const fixture = hebrew();
    fixture.fields.focusKeyword = 'מכונת פיצה אוטומטית לקמפוסים';
    expect(passed(fixture, 'keywordLength')).toBe(true);
    fixture.fields.focusKeyword = 'מכונת פיצה אוטומטית לקמפוסים גדולים';
    expect(suggestion(score(fixture), 'keywordLength')).toEqual(missed('keywordLength', 2));
  });

  it('slug length: at most 75 characters percent-encoded (a Hebrew letter is 6)', () => {
    const fixture = english();
    fixture.context.path = `/en/products/${'a'.repeat(75)}`;
    expect(passed(fixture, 'slugLength')).toBe(true);
    fixture.context.path = `/en/products/${'a'.repeat(76)}`;
    expect(suggestion(score(fixture), 'slugLength')).toEqual(missed('slugLength', 1));
    const hebrewPage = hebrew();
    // 9 letters and a hyphen: 55 encoded; 17 letters and two hyphens: 104.
    expect(passed(hebrewPage, 'slugLength')).toBe(true);
    hebrewPage.context.path = '/products/מכונת-פיצה-אוטומטית';
    expect(passed(hebrewPage, 'slugLength')).toBe(false);
    hebrewPage.context.path = '/';
    expect(suggestion(score(hebrewPage), 'slugLength')).toBeUndefined();
  });

  it('outbound and internal links in the content', () => {
    const fixture = english();
    expect(passed(fixture, 'outboundLink')).toBe(true);
    expect(passed(fixture, 'internalLink')).toBe(true);
    fixture.content.outboundLinks = 0;
    fixture.content.internalLinks = 0;
    expect(suggestion(score(fixture), 'outboundLink')).toEqual(missed('outboundLink', 1));
    expect(suggestion(score(fixture), 'internalLink')).toEqual(missed('internalLink', 2));
  });

  it('pages linking here: missed at 0, skipped when unknown and on home pages', () => {
    const fixture = hebrew();
    expect(passed(fixture, 'inboundLinks')).toBe(true);
    fixture.context.inboundLinks = 0;
    expect(suggestion(score(fixture), 'inboundLinks')).toEqual(missed('inboundLinks', 4));
    fixture.context.path = '/en';
    expect(suggestion(score(fixture), 'inboundLinks')).toBeUndefined();
    const unknown = hebrew();
    delete unknown.context.inboundLinks;
    expect(suggestion(score(unknown), 'inboundLinks')).toBeUndefined();
  });

  it('duplicate titles and descriptions across pages, compared without case or spacing', () => {
    const fixture = english();
    expect(passed(fixture, 'titleUnique')).toBe(true);
    expect(passed(fixture, 'descriptionUnique')).toBe(true);
    fixture.context.otherTitles = [`  ${fixture.fields.metaTitle!.toUpperCase()} `];
    fixture.context.otherDescriptions = [fixture.fields.metaDescription!.replace(/ /g, '  ')];
    expect(suggestion(score(fixture), 'titleUnique')).toEqual(missed('titleUnique', 4));
    expect(suggestion(score(fixture), 'descriptionUnique')).toEqual(missed('descriptionUnique', 3));
    expect(score(fixture).score).toBe(100);
    // The served title counts too: a page without a row that serves another page's title.
    const served = scoreSeo({}, servedPage(), {
      ...PRODUCT,
      otherTitles: [SERVED_HEAD.title],
      otherDescriptions: [],
    });
    expect(suggestion(served, 'titleUnique')?.passed).toBe(false);
    expect(suggestion(served, 'descriptionUnique')?.passed).toBe(true);
  });
});

describe('scoreBand and hasIssues', () => {
  it.each([
    [0, 'poor', true],
    [59, 'poor', true],
    [60, 'fair', true],
    [79, 'fair', true],
    [80, 'good', false],
    [100, 'good', false],
  ])('%i is %s (issues: %s)', (value, band, issues) => {
    expect(scoreBand(value)).toBe(band);
    expect(hasIssues(value)).toBe(issues);
  });
});

// Only Hebrew: the score shows in the back office, which has no English texts (messages.test.ts).
describe('score messages', () => {
  it.each([['he', he]])('%s names every deduction, suggestion and band', (_locale, messages) => {
    const { score: texts } = messages.backOffice.seoAdmin;
    expect(Object.keys(texts.deductions).sort()).toEqual([...DEDUCTION_KEYS].sort());
    expect(Object.keys(texts.suggestions).sort()).toEqual([...SUGGESTION_KEYS].sort());
    expect(Object.keys(texts.suggestionHints).sort()).toEqual([...SUGGESTION_KEYS].sort());
    expect(Object.keys(texts.bands).sort()).toEqual(['fair', 'good', 'poor']);
    for (const text of [
      ...Object.values(texts.deductions),
      ...Object.values(texts.suggestions),
      ...Object.values(texts.suggestionHints),
      ...Object.values(texts.bands),
      texts.label,
    ]) {
      expect(text.trim()).not.toBe('');
    }
  });
});
