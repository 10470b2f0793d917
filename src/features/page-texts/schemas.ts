import { z } from 'zod';
import {
  PAGE_TEXTS,
  pageTextsPage,
  type FaqField,
  type LinesField,
  type PageTextField,
  type PageTextsPage,
  type TextField,
} from '@/config/page-texts';
import { checkbox, isPlain, lines, plainText, requiredPlainText } from '@/lib/form-fields';
import '@/lib/zod-jitless';

/*
 * The page-texts form (/admin/content/<page>): one input per field and language, named
 * `<locale>:<message path>` (e.g. `he:home.title`); a `lines` field is one text area (a line per
 * item); a `faq` list's inputs are `<locale>:faq.items.<index>.q|a|hidden`. The same schema checks
 * the form in the browser and in the action, so a refusal lands next to the field either way.
 */

export const TEXT_LOCALES = ['he', 'en'] as const;
export type TextLocale = (typeof TEXT_LOCALES)[number];

export const fieldName = (locale: TextLocale, path: string) => `${locale}:${path}`;

/** A `text` field, or a question or an answer: plain text within `max`, required unless optional. */
const textValue = (field: Pick<TextField, 'max' | 'optional'>) =>
  field.optional ? plainText(field.max) : requiredPlainText(field.max);

/** A `lines` field: the text area's non-empty lines, each trimmed, each a plain text. */
const linesText = (field: LinesField) =>
  lines(field.maxItems * (field.maxItem + 1)).superRefine((items, context) => {
    const issue =
      items.length === 0
        ? 'required'
        : items.length > field.maxItems
          ? 'tooMany'
          : items.some((line) => line.length > field.maxItem)
            ? 'tooLong'
            : !items.every(isPlain)
              ? 'markup'
              : undefined;
    if (issue) context.addIssue({ code: 'custom', message: issue });
  });

const faqList = (field: FaqField) =>
  z
    .array(
      z.object({
        q: textValue({ max: field.maxQuestion }),
        a: textValue({ max: field.maxAnswer }),
        hidden: checkbox,
      }),
    )
    .max(field.maxItems, 'tooMany');

function valueSchema(field: PageTextField): z.ZodType {
  if (field.kind === 'text') return textValue(field);
  if (field.kind === 'lines') return linesText(field);
  return faqList(field);
}

const pageFields = (page: PageTextsPage) => page.sections.flatMap((section) => section.fields);

const FAQ_INPUT = /^(he|en):(.+)\.(\d{1,3})\.(q|a|hidden)$/;

/**
 * The flat form with each faq list gathered into an array of items in index order (gaps closed:
 * a removed row leaves none). Other inputs pass through.
 */
function gatherLists(page: PageTextsPage) {
  const lists = new Set(
    pageFields(page)
      .filter((f) => f.kind === 'faq')
      .map((f) => f.path),
  );
  return (input: unknown) => {
    if (input === null || typeof input !== 'object') return input;
    const out: Record<string, unknown> = {};
    const items = new Map<string, Map<number, Record<string, unknown>>>();
    for (const [key, value] of Object.entries(input)) {
      const match = FAQ_INPUT.exec(key);
      if (match && lists.has(match[2]!)) {
        const name = `${match[1]}:${match[2]}`;
        const rows = items.get(name) ?? new Map<number, Record<string, unknown>>();
        const index = Number(match[3]);
        rows.set(index, { ...rows.get(index), [match[4]!]: value });
        items.set(name, rows);
      } else out[key] = value;
    }
    for (const path of lists) {
      for (const locale of TEXT_LOCALES) {
        const rows = items.get(fieldName(locale, path));
        out[fieldName(locale, path)] = rows
          ? [...rows.entries()].sort(([a], [b]) => a - b).map(([, row]) => row)
          : [];
      }
    }
    return out;
  };
}

/** The schema of one page's form: every field of the page in both languages. */
export function pageTextsSchema(page: PageTextsPage) {
  const shape: Record<string, z.ZodType> = {};
  for (const field of pageFields(page)) {
    for (const locale of TEXT_LOCALES) shape[fieldName(locale, field.path)] = valueSchema(field);
  }
  return z.preprocess(gatherLists(page), z.object(shape));
}

/** The inputs that keep their line breaks: multi-line texts, `lines` and the faq answers. */
export function multilineInputs(page: PageTextsPage): string[] {
  return pageFields(page).flatMap((field) =>
    TEXT_LOCALES.flatMap((locale) => {
      if (field.kind === 'lines' || (field.kind === 'text' && field.multiline))
        return [fieldName(locale, field.path)];
      if (field.kind === 'faq')
        return Array.from({ length: field.maxItems }, (_, index) =>
          fieldName(locale, `${field.path}.${index}.a`),
        );
      return [];
    }),
  );
}

/** The parsed form as each language's values by message path (what the setting stores). */
export function byLocale(
  page: PageTextsPage,
  values: Record<string, unknown>,
): Record<TextLocale, Record<string, unknown>> {
  const result = { he: {}, en: {} } as Record<TextLocale, Record<string, unknown>>;
  for (const field of pageFields(page)) {
    for (const locale of TEXT_LOCALES) {
      result[locale][field.path] = values[fieldName(locale, field.path)];
    }
  }
  return result;
}

/** Every page's inputs that keep line breaks (the action serves every page). */
export const ALL_MULTILINE_INPUTS: readonly string[] = PAGE_TEXTS.flatMap(multilineInputs);

/**
 * The save's input: the form names its page (hidden input `page`) and is checked with that page's
 * schema; the issues keep their input names, so each lands next to its field.
 */
export const savePageTextsSchema = z
  .object({ page: z.string().max(40) })
  .passthrough()
  .transform((input, context) => {
    const page = pageTextsPage(input.page);
    if (!page) {
      context.addIssue({ code: 'custom', message: 'invalid', path: ['page'] });
      return z.NEVER;
    }
    const parsed = pageTextsSchema(page).safeParse(input);
    if (!parsed.success) {
      for (const issue of parsed.error.issues)
        context.addIssue({ code: 'custom', message: issue.message, path: issue.path });
      return z.NEVER;
    }
    return { page: page.id, values: byLocale(page, parsed.data as Record<string, unknown>) };
  });
