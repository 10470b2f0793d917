/**
 * The rich-text helper's edits of a post body (spec back-office §5 "Rich-text helper"), as pure
 * functions of the text and its selection: bold wraps the selection in `**`, italic in `*`,
 * underline in `<u>…</u>`, and a link is `[text](url)`. The body is rendered line by line
 * (renderBody), so markers never span a line break: a selection over several lines is marked
 * line by line. An edit is described as "replace `from`–`to` with `text`, then select
 * `selectionStart`–`selectionEnd`", which the field applies with the browser's own editing
 * (undo keeps working) and tests apply with `applyEdit`.
 */

/** The text and what is selected in it (`start === end`: a caret, nothing selected). */
export type TextSelection = { value: string; start: number; end: number };

export type TextEdit = {
  /** The replaced range of the old value. */
  from: number;
  to: number;
  /** What replaces it. */
  text: string;
  /** The selection afterwards, in the new value. */
  selectionStart: number;
  selectionEnd: number;
};

export type InlineStyle = 'bold' | 'italic' | 'underline';

export const INLINE_MARKERS: Record<InlineStyle, { open: string; close: string }> = {
  bold: { open: '**', close: '**' },
  italic: { open: '*', close: '*' },
  underline: { open: '<u>', close: '</u>' },
};

/** The new value and selection once `edit` is applied to `value`. */
export function applyEdit(value: string, edit: TextEdit): TextSelection {
  return {
    value: value.slice(0, edit.from) + edit.text + value.slice(edit.to),
    start: edit.selectionStart,
    end: edit.selectionEnd,
  };
}

/** How many `*` stand right before `index` (direction -1) or from `index` on (direction 1). */
function starsAt(value: string, index: number, direction: 1 | -1): number {
  let count = 0;
  let i = direction === 1 ? index : index - 1;
  while (i >= 0 && i < value.length && value[i] === '*') {
    count += 1;
    i += direction;
  }
  return count;
}

/**
 * Whether the text between `from` and `to` is already marked with `style` right around it
 * ("**word**" with "word" selected): then the button removes the marks instead of adding more.
 * A single star next to a double one is italic only when there are three (`***bold italic***`).
 */
function markedAround(value: string, from: number, to: number, style: InlineStyle): boolean {
  if (style === 'underline') {
    const { open, close } = INLINE_MARKERS.underline;
    return (
      value.slice(from - open.length, from).toLowerCase() === open &&
      value.slice(to, to + close.length).toLowerCase() === close
    );
  }
  const stars = Math.min(starsAt(value, from, -1), starsAt(value, to, 1));
  return style === 'bold' ? stars >= 2 : stars === 1 || stars === 3;
}

/** The two markers inserted at `at` with the caret between them, ready to type into. */
function emptyMarkers(at: number, open: string, close: string): TextEdit {
  return {
    from: at,
    to: at,
    text: open + close,
    selectionStart: at + open.length,
    selectionEnd: at + open.length,
  };
}

/**
 * Bold, italic or underline on the selection:
 * - nothing selected: the two markers with the caret between them, ready to type into;
 * - a selection: wrapped, and still selected (without its markers); spaces at its ends stay
 *   outside the markers ("** word**" would not render bold), and each line of a selection over
 *   several lines is wrapped on its own (blank lines are left alone);
 * - a selection already wrapped in this style (marks just outside it, or the selection itself
 *   starts and ends with them): the marks are removed.
 */
export function toggleInlineStyle(selection: TextSelection, style: InlineStyle): TextEdit {
  const { value } = selection;
  const start = Math.min(selection.start, selection.end);
  const end = Math.max(selection.start, selection.end);
  const { open, close } = INLINE_MARKERS[style];

  if (start === end) return emptyMarkers(start, open, close);

  const selected = value.slice(start, end);
  const leading = selected.length - selected.trimStart().length;
  const trailing = selected.length - selected.trimEnd().length;
  const innerStart = start + leading;
  const innerEnd = Math.max(innerStart, end - trailing);
  if (innerStart === innerEnd) {
    // Only spaces selected: put the markers after them, caret between.
    return emptyMarkers(end, open, close);
  }

  // Marks just outside the selection: take them away.
  if (markedAround(value, innerStart, innerEnd, style)) {
    const inner = value.slice(innerStart, innerEnd);
    return {
      from: innerStart - open.length,
      to: innerEnd + close.length,
      text: inner,
      selectionStart: innerStart - open.length,
      selectionEnd: innerStart - open.length + inner.length,
    };
  }
  // The selection holds its own marks ("**word**" selected whole): take them away.
  const inner = value.slice(innerStart, innerEnd);
  const bare = inner.slice(open.length, inner.length - close.length);
  if (
    inner.length > open.length + close.length &&
    markedAround(inner, open.length, inner.length - close.length, style) &&
    !/\r|\n/.test(inner) &&
    // One marked span, not "**a** and **b**".
    !(style === 'italic' ? bare.replace(/\*\*/g, '').includes('*') : bare.includes(close))
  ) {
    return {
      from: innerStart,
      to: innerEnd,
      text: bare,
      selectionStart: innerStart,
      selectionEnd: innerStart + bare.length,
    };
  }

  // Wrap each line with text on it; blank lines and the spaces at each line's ends stay outside.
  const wrapped = inner
    .split(/(\r\n|\r|\n)/)
    .map((part, index) => {
      if (index % 2 === 1) return part; // a line break
      const body = part.trim();
      if (!body) return part;
      const before = part.slice(0, part.length - part.trimStart().length);
      const after = part.slice(part.trimEnd().length);
      return `${before}${open}${body}${close}${after}`;
    })
    .join('');
  const multiline = /\r|\n/.test(inner);
  return {
    from: innerStart,
    to: innerEnd,
    text: wrapped,
    // One line: the text itself stays selected; several: everything that was wrapped.
    selectionStart: multiline ? innerStart : innerStart + open.length,
    selectionEnd: multiline ? innerStart + wrapped.length : innerStart + open.length + inner.length,
  };
}

/** Link addresses the helper accepts: web pages, e-mail, phone, or a path on this site. */
export type LinkUrlCheck = { ok: true; url: string } | { ok: false; reason: 'empty' | 'invalid' };

/**
 * Checks a link address typed in the helper: `http(s)://` with a host, `mailto:` with an
 * address, `tel:` with a number, or a path on this site starting with a single `/`. Anything else
 * (`javascript:`, `data:`, `//other.host`, spaces, quotes or angle brackets) is refused. The body
 * sanitizer would drop a bad scheme anyway; refusing here tells the admin at once.
 * Parentheses are escaped (`%28`/`%29`) so they cannot end the `[text](url)` form early.
 */
export function checkLinkUrl(input: string): LinkUrlCheck {
  const url = input.trim();
  if (!url) return { ok: false, reason: 'empty' };
  // Nothing that would break out of the markup or hide what the link does.
  if (/[\s<>"'`\\\u0000-\u001f\u007f]/.test(url) || url.length > 2000) {
    return { ok: false, reason: 'invalid' };
  }
  const escaped = url.replace(/\(/g, '%28').replace(/\)/g, '%29');
  if (url.startsWith('/')) {
    return url.startsWith('//') ? { ok: false, reason: 'invalid' } : { ok: true, url: escaped };
  }
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(url)?.[1]?.toLowerCase();
  if (scheme === 'http' || scheme === 'https') {
    try {
      const parsed = new URL(url);
      // "https:example.com" parses too, with the host guessed: ask for the full form.
      if (!parsed.hostname || !/^https?:\/\//i.test(url)) return { ok: false, reason: 'invalid' };
      return { ok: true, url: escaped };
    } catch {
      return { ok: false, reason: 'invalid' };
    }
  }
  if (scheme === 'mailto') {
    return /^mailto:[^@\s]+@[^@\s]+\.[^@\s]+$/i.test(url)
      ? { ok: true, url: escaped }
      : { ok: false, reason: 'invalid' };
  }
  if (scheme === 'tel') {
    return /^tel:\+?[0-9][0-9\-.()]*$/i.test(url)
      ? { ok: true, url: escaped }
      : { ok: false, reason: 'invalid' };
  }
  return { ok: false, reason: 'invalid' };
}

/** Why a selection cannot become a link: none selected, or it runs over a line break. */
export type LinkTextProblem = 'noSelection' | 'multiline';

/** The selected text that would become a link, trimmed, or why it cannot. */
export function linkTextOf(
  selection: TextSelection,
): { ok: true; text: string; from: number; to: number } | { ok: false; reason: LinkTextProblem } {
  const start = Math.min(selection.start, selection.end);
  const end = Math.max(selection.start, selection.end);
  const selected = selection.value.slice(start, end);
  const text = selected.trim();
  if (!text) return { ok: false, reason: 'noSelection' };
  if (/\r|\n/.test(text)) return { ok: false, reason: 'multiline' };
  const from = start + (selected.length - selected.trimStart().length);
  return { ok: true, text, from, to: from + text.length };
}

/** Square brackets in a link's text would end it early: escaped with a backslash. */
const escapeLinkText = (text: string) => text.replace(/([\\[\]])/g, '\\$1');

/**
 * Turns the selection into `[text](url)` (spec §5: "a link is built in bracket-and-parenthesis
 * form when both text and url are given"), with the whole link selected afterwards. Returns null
 * when there is no usable selection or the url is refused (the field says why).
 */
export function insertLink(selection: TextSelection, urlInput: string): TextEdit | null {
  const target = linkTextOf(selection);
  const url = checkLinkUrl(urlInput);
  if (!target.ok || !url.ok) return null;
  const text = `[${escapeLinkText(target.text)}](${url.url})`;
  return {
    from: target.from,
    to: target.to,
    text,
    selectionStart: target.from,
    selectionEnd: target.from + text.length,
  };
}
