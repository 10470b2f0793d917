import { z } from 'zod';
import { isSlug } from '@/lib/slug';

/**
 * Zod pieces shared by the back office's forms (products, rentals): how a form's text, text area,
 * checkbox, hidden id and image list become valid input, the same in the browser and in the
 * server action. Issue messages are keys of `backOffice.validation`. No server imports: the forms'
 * client code uses these too.
 */

/** A one-line text, trimmed; missing is "". */
export const text = (max: number) => z.string().trim().max(max, 'tooLong').default('');

/** A text that must not be blank. */
export const requiredText = (max: number) => text(max).pipe(z.string().min(1, 'required'));

/** Anything that reads as an HTML tag or comment ("<b", "</p", "<!--"); "a < b" and "<3" are text. */
const MARKUP = /<[a-z!/]/i;

/** Whether a text holds nothing like an HTML tag. */
export const isPlain = (value: string) => !MARKUP.test(value);

/**
 * A text a page shows as typed (the company's settings and page texts): trimmed, and refused when
 * it holds anything like an HTML tag (pages render it escaped either way); missing is "".
 */
export const plainText = (max: number) => text(max).refine(isPlain, 'markup');

/** A plain text that must not be blank. */
export const requiredPlainText = (max: number) => requiredText(max).refine(isPlain, 'markup');

/** A typed slug: empty (made from a name by the action) or already in the form `slugify` makes. */
export const slugText = (max: number) =>
  text(max).refine((value) => value === '' || isSlug(value), 'slug');

/** A text area with one item per line: trimmed lines, blanks dropped (spec back-office §5). */
export const lines = (max: number) =>
  z
    .string()
    .max(max, 'tooLong')
    .default('')
    .transform((value) =>
      value
        .split('\n')
        .map((line) => line.trim())
        .filter(Boolean),
    );

/** A checkbox: sent as "on" when ticked (absent otherwise); calls may send a boolean. */
export const checkbox = z
  .unknown()
  .optional()
  .transform((value) => value === true || value === 'on' || value === 'true');

/** An id of an existing row, or nothing ("" from a new form's hidden field). */
export const optionalId = z
  .union([z.literal(''), z.uuid('invalid')])
  .optional()
  .transform((value) => value || undefined);

/**
 * The pictures in display order, first = main: site-relative URLs as the image field gives them
 * (`/uploads/…`, or the demo pictures under `/images/…`); repeats dropped.
 */
export const imageList = ({ images, imageUrl }: { images: number; imageUrl: number }) =>
  z
    .array(
      z
        .string()
        .trim()
        .max(imageUrl, 'imageUrl')
        .regex(/^\/(?!\/)[^\s\\?#]+$/, 'imageUrl')
        .refine((url) => !url.split('/').includes('..'), 'imageUrl'),
    )
    .max(images, 'tooManyImages')
    .default([])
    .transform((urls) => [...new Set(urls)]);
