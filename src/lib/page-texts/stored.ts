import { z } from 'zod';
import { PAGE_TEXT_FIELDS, type PageTextField } from '@/config/page-texts';

/**
 * The stored page texts (the `pageTexts` setting): per language, a message path's value. Only
 * the paths of src/config/page-texts.ts count, each only with its kind's shape; anything else
 * (a path no longer editable, a damaged value) is ignored and the message file's text shows.
 */
export const storedPageTextsSchema = z.object({
  he: z.record(z.string(), z.unknown()),
  en: z.record(z.string(), z.unknown()),
});

export type StoredPageTexts = z.infer<typeof storedPageTextsSchema>;

const faqItem = z.object({ q: z.string(), a: z.string(), hidden: z.boolean() });

const SHAPES = {
  text: z.string(),
  lines: z.array(z.string()),
  faq: z.array(faqItem),
} satisfies Record<PageTextField['kind'], z.ZodType>;

/** The stored value of `path` when it is editable and has its kind's shape; otherwise undefined. */
export function storedValue(stored: Record<string, unknown>, path: string): unknown {
  const field = PAGE_TEXT_FIELDS.get(path);
  if (!field || !(path in stored)) return undefined;
  const parsed = SHAPES[field.kind].safeParse(stored[path]);
  return parsed.success ? parsed.data : undefined;
}
