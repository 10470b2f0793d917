/**
 * The texts of the fixed pages that the company edits itself (/admin/content, issue 34): which
 * messages they are, grouped as the back office shows them, with their limits. Everything else in
 * messages/*.json (interface labels, error messages, legal texts) stays in the files.
 *
 * A field is a message path. Its value per language is stored in the `pageTexts` setting
 * (src/lib/page-texts) and merged over the message files when a page renders, so the components
 * keep reading `t('home.title')`; the files hold the first values (the seed copies them into the
 * database). Kinds:
 *
 * - `text`: one string, read with `t()` (the app's messages are precompiled: a string is shown
 *   exactly as typed, never parsed as ICU);
 * - `lines`: a list of short strings (a package's features), read with `pageTextList()`;
 * - `faq`: the questions and answers, each `{ q, a, hidden }`, read with `pageTextList()`; each
 *   language has its own list (add, reorder, hide, delete).
 *
 * (`t.raw()` is not available with precompiled messages, hence pageTextList for the lists.)
 */

export type TextField = {
  kind: 'text';
  path: string;
  label: FieldLabel;
  /** The item's number in a group of like fields ("Title 3"). */
  n?: number;
  max: number;
  /** Line breaks allowed (shown as typed). */
  multiline?: boolean;
  /** May be empty (nothing is shown then). */
  optional?: boolean;
};

export type LinesField = {
  kind: 'lines';
  path: string;
  label: FieldLabel;
  n?: number;
  maxItems: number;
  maxItem: number;
};

export type FaqItem = { q: string; a: string; hidden: boolean };

export type FaqField = {
  kind: 'faq';
  path: string;
  maxItems: number;
  maxQuestion: number;
  maxAnswer: number;
};

export type PageTextField = TextField | LinesField | FaqField;

export type FieldLabel =
  | 'eyebrow'
  | 'title'
  | 'subtitle'
  | 'intro'
  | 'body'
  | 'text'
  | 'name'
  | 'description'
  | 'price'
  | 'features'
  | 'value'
  | 'label'
  | 'chip'
  | 'point'
  | 'heading'
  | 'moreQuestions'
  | 'askOnChat';

export type PageTextsPageId =
  'home' | 'about' | 'faq' | 'franchising' | 'businessPartners' | 'contact' | 'ctaBands';

export type PageTextsSectionId =
  | 'hero'
  | 'trust'
  | 'stats'
  | 'products'
  | 'locations'
  | 'contactBlock'
  | 'about'
  | 'faqTitles'
  | 'faqItems'
  | 'faqMore'
  | 'benefits'
  | 'packages'
  | 'steps'
  | 'ctaBand'
  | 'offers'
  | 'contactIntro'
  | 'blogCta'
  | 'productCta';

export type PageTextsSection = { id: PageTextsSectionId; fields: readonly PageTextField[] };

export type PageTextsPage = {
  id: PageTextsPageId;
  /** The public page that shows these texts (the "view page" link). */
  view: string;
  sections: readonly PageTextsSection[];
};

const text = (
  path: string,
  label: FieldLabel,
  max: number,
  extra: Partial<Pick<TextField, 'n' | 'multiline' | 'optional'>> = {},
): TextField => ({ kind: 'text', path, label, max, ...extra });

/** A section's title and subline (`<prefix>Title`, `<prefix>Subtitle`, or any two paths). */
const titles = (title: string, subtitle: string) => [
  text(title, 'title', 80),
  text(subtitle, 'subtitle', 200),
];

/** Numbered groups of like fields: `<base>.<key>.<part>` for each key, e.g. benefits' title and text. */
const groups = (
  base: string,
  keys: readonly string[],
  parts: readonly (readonly [part: string, label: FieldLabel, max: number])[],
) =>
  keys.flatMap((key, index) =>
    parts.map(([part, label, max]) => text(`${base}.${key}.${part}`, label, max, { n: index + 1 })),
  );

/** Numbered single fields: `<base>.<key>` for each key (trust chips, perks). */
const numbered = (base: string, keys: readonly string[], label: FieldLabel, max: number) =>
  keys.map((key, index) => text(`${base}.${key}`, label, max, { n: index + 1 }));

const hero = (base: string) => [
  text(`${base}.eyebrow`, 'eyebrow', 60),
  text(`${base}.title`, 'title', 90),
  text(`${base}.subtitle`, 'subtitle', 240),
];

const ITEM = [
  ['title', 'title', 60],
  ['text', 'text', 200],
] as const;

const franchisePackage = (key: 'basic' | 'advanced', n: number): PageTextField[] => [
  text(`franchising.${key}.name`, 'name', 40, { n }),
  text(`franchising.${key}.description`, 'description', 140, { n }),
  text(`franchising.${key}.price`, 'price', 40, { n, optional: true }),
  {
    kind: 'lines',
    path: `franchising.${key}.items`,
    label: 'features',
    n,
    maxItems: 12,
    maxItem: 80,
  },
];

export const PAGE_TEXTS: readonly PageTextsPage[] = [
  {
    id: 'home',
    view: '/',
    sections: [
      { id: 'hero', fields: hero('home') },
      {
        id: 'trust',
        fields: numbered(
          'home.trust',
          ['threeMinutes', 'service', 'warranty', 'installation', 'support'],
          'chip',
          40,
        ),
      },
      {
        id: 'stats',
        fields: ['minutes', 'service', 'satisfaction', 'toppings'].flatMap((key, index) => [
          text(`home.statValues.${key}`, 'value', 8, { n: index + 1 }),
          text(`home.stats.${key}`, 'label', 40, { n: index + 1 }),
        ]),
      },
      { id: 'products', fields: titles('home.productsTitle', 'home.productsSubtitle') },
      { id: 'locations', fields: titles('machines.preview.title', 'machines.preview.subtitle') },
      { id: 'contactBlock', fields: titles('contactForm.title', 'contactForm.subtitle') },
    ],
  },
  {
    id: 'about',
    view: '/about',
    sections: [
      {
        id: 'about',
        fields: [
          text('about.eyebrow', 'eyebrow', 60),
          text('about.title', 'title', 90),
          text('about.intro', 'intro', 400, { multiline: true }),
          text('about.body', 'body', 600, { multiline: true }),
          ...numbered(
            'about.points',
            ['experience', 'coverage', 'service', 'quality'],
            'point',
            80,
          ),
        ],
      },
    ],
  },
  {
    id: 'faq',
    view: '/#faq-heading',
    sections: [
      { id: 'faqTitles', fields: titles('faq.title', 'faq.subtitle') },
      {
        id: 'faqItems',
        fields: [
          { kind: 'faq', path: 'faq.items', maxItems: 40, maxQuestion: 150, maxAnswer: 800 },
        ],
      },
      {
        id: 'faqMore',
        fields: [
          text('faq.moreQuestions', 'moreQuestions', 60),
          text('faq.askOnChat', 'askOnChat', 40),
        ],
      },
    ],
  },
  {
    id: 'franchising',
    view: '/franchising',
    sections: [
      { id: 'hero', fields: hero('franchising') },
      {
        id: 'benefits',
        fields: [
          ...titles('franchising.benefitsTitle', 'franchising.benefitsSubtitle'),
          ...groups(
            'franchising.benefits',
            ['provenModel', 'income', 'lowCosts', 'training', 'support', 'marketing'],
            ITEM,
          ),
        ],
      },
      {
        id: 'packages',
        fields: [
          ...titles('franchising.packagesTitle', 'franchising.packagesSubtitle'),
          ...franchisePackage('basic', 1),
          ...franchisePackage('advanced', 2),
        ],
      },
      {
        id: 'steps',
        fields: [
          ...titles('franchising.processTitle', 'franchising.processSubtitle'),
          ...groups('franchising.steps', ['contact', 'location', 'training', 'launch'], ITEM),
        ],
      },
      { id: 'ctaBand', fields: titles('franchising.ctaTitle', 'franchising.ctaText') },
    ],
  },
  {
    id: 'businessPartners',
    view: '/business-partners',
    sections: [
      { id: 'hero', fields: hero('businessPartners') },
      {
        id: 'benefits',
        fields: [
          ...titles('businessPartners.benefitsTitle', 'businessPartners.benefitsSubtitle'),
          ...groups(
            'businessPartners.benefits',
            ['passiveIncome', 'traffic', 'availability', 'noRisk', 'quality', 'support'],
            ITEM,
          ),
        ],
      },
      {
        id: 'offers',
        fields: [
          ...titles('businessPartners.machinesTitle', 'businessPartners.machinesSubtitle'),
          ...groups('businessPartners', ['beverage', 'snack'], ITEM),
          ...numbered(
            'businessPartners.perks',
            ['installation', 'maintenance', 'profit', 'noInvestment'],
            'chip',
            40,
          ),
        ],
      },
      {
        id: 'ctaBand',
        fields: titles('businessPartners.readyTitle', 'businessPartners.readyText'),
      },
    ],
  },
  {
    id: 'contact',
    view: '/contact',
    sections: [
      {
        id: 'contactIntro',
        fields: [
          text('pages.contact.heading', 'heading', 80),
          text('pages.contact.intro', 'intro', 300, { multiline: true }),
        ],
      },
    ],
  },
  {
    id: 'ctaBands',
    view: '/blog',
    sections: [
      { id: 'blogCta', fields: titles('blog.ctaTitle', 'blog.ctaText') },
      { id: 'productCta', fields: [text('products.ctaText', 'text', 200)] },
    ],
  },
];

/** Every editable field, by its message path. */
export const PAGE_TEXT_FIELDS: ReadonlyMap<string, PageTextField> = new Map(
  PAGE_TEXTS.flatMap((page) => page.sections.flatMap((section) => section.fields)).map((field) => [
    field.path,
    field,
  ]),
);

export const pageTextsPage = (id: string): PageTextsPage | undefined =>
  PAGE_TEXTS.find((page) => page.id === id);

/** The value at a dotted path of a messages object (undefined when a step is missing). */
export function valueAt(messages: unknown, path: string): unknown {
  let node = messages;
  for (const step of path.split('.')) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[step];
  }
  return node;
}

/**
 * A list's items in order: a stored list is an array; a message file's array arrives in the app
 * as an object keyed "0", "1", … (the message loader flattens files to dotted ids), whose values
 * JavaScript lists in index order.
 */
export function listItems(value: unknown): unknown[] {
  if (Array.isArray(value)) return value;
  return value !== null && typeof value === 'object' ? Object.values(value) : [];
}

/**
 * A field's text in a message file, in the shape the setting stores: a string (undefined when an
 * optional one is absent), a `lines` list, or the questions (each `hidden: false`).
 */
export function fileValue(messages: unknown, field: PageTextField): unknown {
  const value = valueAt(messages, field.path);
  if (field.kind === 'lines') return listItems(value);
  if (field.kind === 'faq')
    return listItems(value).map((item) => ({ hidden: false, ...(item as object) }));
  return value;
}

/** Every editable text of a message file (the seed's first values of the `pageTexts` setting). */
export const fileTexts = (messages: unknown): Record<string, unknown> =>
  Object.fromEntries(
    [...PAGE_TEXT_FIELDS]
      .map(([path, field]) => [path, fileValue(messages, field)] as const)
      .filter(([, value]) => value !== undefined),
  );
