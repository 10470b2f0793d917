/**
 * Free text as it may be stored: what a visitor or an admin types, minus what could forge or
 * disguise it. Used by every form on the server (the admin action wrapper, the contact action).
 *
 * - Unicode NFC, so the same word is stored and compared the same way;
 * - line breaks (CR LF, CR, NEL, U+2028/2029) become "\n" in multi-line fields and a space in
 *   single-line ones: a name with CR/LF could otherwise write lines into the sales e-mail;
 * - tabs, vertical tabs and form feeds become a space;
 * - NUL and the other C0/C1 control characters are removed (PostgreSQL refuses NUL; the others
 *   ring, erase or escape in e-mail clients and terminals);
 * - the bidirectional embeddings, overrides and isolates U+202A–U+202E and U+2066–U+2069 are
 *   removed: U+202E turns "gpj.exe" into "exe.jpg" on screen. The marks U+200E/U+200F stay,
 *   Hebrew text needs them.
 */
const LINE_BREAKS = /\r\n|[\r\n\u0085\u2028\u2029]/g;
const SPACING_CONTROLS = /[\t\v\f]/g;
const OTHER_CONTROLS = /[\u0000-\u0008\u000E-\u001F\u007F-\u0084\u0086-\u009F]/g;
const BIDI_CONTROLS = /[\u202A-\u202E\u2066-\u2069]/g;

export function normalizeText(value: string, { multiline = false } = {}): string {
  return value
    .normalize('NFC')
    .replace(LINE_BREAKS, multiline ? '\n' : ' ')
    .replace(SPACING_CONTROLS, ' ')
    .replace(OTHER_CONTROLS, '')
    .replace(BIDI_CONTROLS, '');
}

/**
 * `normalizeText` applied to every string of a flat record (and of its string lists); the keys
 * in `multiline` keep their line breaks. Other values pass through untouched.
 */
export function normalizeFields<T extends Record<string, unknown>>(
  record: T,
  multiline: readonly string[] = [],
): T {
  const clean = (key: string, value: unknown): unknown =>
    typeof value === 'string'
      ? normalizeText(value, { multiline: multiline.includes(key) })
      : Array.isArray(value)
        ? value.map((item) => clean(key, item))
        : value;
  return Object.fromEntries(
    Object.entries(record).map(([key, value]) => [key, clean(key, value)]),
  ) as T;
}

/** The value when it has something besides spaces; otherwise undefined (for `??` fallbacks). */
export const filled = (value: string | null | undefined): string | undefined =>
  value && value.trim() ? value : undefined;

/**
 * `value` shortened to at most `max` characters at a word boundary (whole words only, no
 * ellipsis), whitespace collapsed: titles and descriptions kept within search engines' lengths.
 */
export function clipText(value: string, max: number): string {
  const collapsed = value.replace(/\s+/g, ' ').trim();
  if (collapsed.length <= max) return collapsed;
  const cut = collapsed.slice(0, max + 1);
  const lastSpace = cut.lastIndexOf(' ');
  return (lastSpace > max / 2 ? cut.slice(0, lastSpace) : collapsed.slice(0, max))
    .replace(/[\s,;:–-]+$/, '')
    .trim();
}

/**
 * Where a phrase of a title ends: before a spaced dash or bar (" – ", " — ", " - ", " | "), or
 * after a colon, semicolon, comma, question or exclamation mark, or full stop followed by a space.
 * Each match is the separator; the phrase before it ends at `index` (plus the mark itself for ?
 * ! and ., which belong to the phrase).
 */
const PHRASE_BREAKS = /\s[–—|-]\s|[:;,](?=\s)|[?!.](?=\s)/g;

/**
 * A title shortened to at most `max` characters at a phrase boundary, never inside a phrase:
 * "Hygiene and Food Safety: Keeping Your Machine Clean" → "Hygiene and Food Safety". Takes the
 * longest leading run of whole phrases that fits and keeps at least `min` characters; when no
 * boundary allows that, falls back to `clipText` (a cut at a word). Whitespace is collapsed.
 */
export function clipTitle(value: string, max: number, min = Math.ceil(max / 2)): string {
  const collapsed = value.replace(/\s+/g, ' ').trim();
  if (collapsed.length <= max) return collapsed;
  let best = '';
  for (const match of collapsed.matchAll(PHRASE_BREAKS)) {
    const keepsMark = /^[?!.]$/.test(match[0]);
    const end = match.index + (keepsMark ? 1 : 0);
    if (end > max) break;
    const phrase = collapsed.slice(0, end).trim();
    if (phrase.length >= min) best = phrase;
  }
  return best || clipText(collapsed, max);
}

/**
 * `text` as a first-strong isolate (U+2068 … U+2069) for placing inside a sentence of the other
 * direction: an English name or an e-mail in a Hebrew confirmation keeps its own order and does
 * not pull the punctuation around it. Display only (what is stored never holds isolates).
 */
export const isolated = (text: string): string => `\u2068${text}\u2069`;
