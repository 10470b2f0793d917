import { z } from 'zod';
import { versionFields } from '@/lib/admin/version-fields';
import { optionalId, requiredText, text } from '@/lib/form-fields';

/*
 * The SEO dashboard's form (spec back-office §3 seo_settings, §5 "SEO form"): page path and meta
 * title required; everything else optional. Issue messages are keys of `backOffice.validation`.
 * No server imports: the dialog validates with the same schema while the admin types.
 */

/** Recommended lengths (spec §5, §9); longer texts are allowed but cost score. */
export const SEO_LENGTHS = {
  title: { min: 30, max: 60 },
  description: { min: 120, max: 160 },
} as const;

/** The description auto-generation takes from a page's text (spec §5, §9). */
export const GENERATED_DESCRIPTION_LENGTH = 150;

export const SEO_MAX_BYTES = 64 * 1024;
export const SEO_MULTILINE = ['schemaMarkup'] as const;

/**
 * A public path as seo_settings keys it: starts with one "/", no query, fragment or spaces,
 * no trailing slash (except the home page "/"); percent-encoded paths are stored decoded, so
 * "/products/%D7%90" and "/products/א" are the same page.
 */
export const pagePath = requiredText(300)
  .transform((value) => {
    let decoded = value;
    try {
      decoded = decodeURI(value);
    } catch {
      // Not valid percent-encoding: validated as typed.
    }
    return decoded.length > 1 ? decoded.replace(/\/+$/, '') : decoded;
  })
  .refine((value) => /^\/(?!\/)[^\s?#\\]*$/.test(value), 'pagePath');

/** An absolute http(s) address (canonical URL). */
const absoluteUrl = text(500).refine(
  (value) => value === '' || /^https?:\/\/[^\s/]+\.?[^\s]*$/i.test(value),
  'url',
);

/** A picture: a path of this site ("/images/og.webp", "/uploads/…") or an absolute http(s) URL. */
const imageUrl = text(500).refine(
  (value) => value === '' || /^\/(?!\/)[^\s\\]+$/.test(value) || /^https?:\/\/\S+$/i.test(value),
  'imageUrl',
);

const ROBOTS_DIRECTIVE =
  /^(all|none|index|noindex|follow|nofollow|noarchive|nosnippet|noimageindex|notranslate|max-snippet:-?\d+|max-image-preview:(none|standard|large)|max-video-preview:-?\d+|unavailable_after:.+)$/i;

/** Comma-separated robots directives, e.g. "index, follow" or "noindex". */
const robots = text(200).refine(
  (value) =>
    value === '' ||
    value
      .split(',')
      .map((part) => part.trim())
      .every((part) => ROBOTS_DIRECTIVE.test(part)),
  'robots',
);

const isJsonLdNode = (node: unknown): boolean =>
  node !== null &&
  typeof node === 'object' &&
  !Array.isArray(node) &&
  ('@type' in node || '@graph' in node);

/**
 * Whether `value` is JSON-LD: a JSON object with "@type" (or "@graph"), or a list of such
 * objects. Empty is allowed (no markup).
 */
export function isJsonLd(value: string): boolean {
  if (value.trim() === '') return true;
  let parsed: unknown;
  try {
    parsed = JSON.parse(value);
  } catch {
    return false;
  }
  return Array.isArray(parsed)
    ? parsed.length > 0 && parsed.every(isJsonLdNode)
    : isJsonLdNode(parsed);
}

export const seoSettingsSchema = z.object({
  id: optionalId,
  pagePath,
  metaTitle: requiredText(200),
  metaDescription: text(500),
  metaKeywords: text(500),
  focusKeyword: text(100),
  ogTitle: text(200),
  ogDescription: text(500),
  ogImage: imageUrl,
  canonicalUrl: absoluteUrl,
  robots,
  schemaMarkup: z.string().trim().max(20_000, 'tooLong').default('').refine(isJsonLd, 'jsonLd'),
  twitterTitle: text(200),
  twitterDescription: text(500),
  twitterImage: imageUrl,
  ...versionFields,
});

export type SeoSettingsInput = z.output<typeof seoSettingsSchema>;

export const seoSettingsIdSchema = z.object({ id: z.uuid('invalid') });

/** A redirect to delete: its old address (redirects.from_path, as stored: percent-encoded). */
export const redirectIdSchema = z.object({
  id: z
    .string()
    .min(1, 'required')
    .max(2000, 'invalid')
    .refine((value) => value.startsWith('/'), 'invalid'),
});
