import { Parser } from 'htmlparser2';
import { EMPTY_HEAD, type ContentBlock, type PageContent, type ServedHead } from './page-content';
import { GENERATED_DESCRIPTION_LENGTH } from './schemas';

/*
 * What the SEO score and auto-generation read of a page: its HTML as the site serves it,
 * parsed with htmlparser2 (the parser sanitize-html uses). Pure, no server imports.
 */

export { EMPTY_CONTENT, EMPTY_HEAD, type PageContent, type ServedHead } from './page-content';

export type AnalyzeHtmlOptions = {
  /** This site's origin(s), e.g. "https://example.co.il": absolute links there are internal. */
  origin: string | readonly string[];
  /** The analysed page's own path: a link back to it is not a link to another page. */
  path?: string;
};

/** Elements whose content is never visible text. */
const NEVER_VISIBLE = new Set(['script', 'style', 'template', 'noscript', 'head', 'title']);
/** Text formatting: its boundaries do not separate words ("מכונ<b>ה</b>" is one word). */
const FORMATTING = new Set([
  'abbr',
  'b',
  'bdi',
  'bdo',
  'cite',
  'code',
  'data',
  'del',
  'dfn',
  'em',
  'i',
  'ins',
  'kbd',
  'mark',
  'q',
  's',
  'samp',
  'small',
  'strong',
  'sub',
  'sup',
  'time',
  'u',
  'var',
]);
/**
 * Inline boxes that a stylesheet often lays out as blocks or flex items ("<span>Rental
 * price</span><span>From 650</span>"): between two letters or digits they separate words; next
 * to punctuation they add no space ("<a>machines</a>, and"), nor after a Hebrew prefix
 * ("ל<a>מיקומים</a>").
 */
const SOFT_BREAK = new Set(['a', 'span', 'label', 'button', 'img', 'svg', 'input', 'select']);
const WORD_CHAR_END = /[\p{L}\p{N}]$/u;
/** Hebrew one-letter prefixes written before a link: "ל<a>מיקומים</a>" is one word. */
const HEBREW_PREFIX_END = /(?:^|[^\p{L}\p{N}])[הבלושכמ]{1,3}$/u;
const WORD_CHAR_START = /^[\p{L}\p{N}]/u;
const HIDDEN_STYLE =
  /(?:^|;)\s*(?:display\s*:\s*none|visibility\s*:\s*hidden)\s*(?:!important\s*)?(?:;|$)/i;
/** Links that lead to no page: fragments, e-mail, phone, scripts. */
const NOT_A_PAGE = /^(?:#|mailto:|tel:|sms:|javascript:|data:)/i;

const collapse = (value: string) => value.replace(/\s+/g, ' ').trim();

/** The head's <meta> a search engine or sharing card reads, by name or property. */
const HEAD_META: Record<string, keyof ServedHead> = {
  description: 'description',
  keywords: 'keywords',
  'og:title': 'ogTitle',
  'og:description': 'ogDescription',
  'og:image': 'ogImage',
  'twitter:title': 'twitterTitle',
  'twitter:description': 'twitterDescription',
  'twitter:image': 'twitterImage',
};
/** The subheadings whose text the keyphrase check reads (Yoast: h2 and h3). */
const KEYPHRASE_HEADINGS = new Set(['h2', 'h3']);
/** The subheadings that break a stretch of text (readability). */
const SUBHEADINGS = new Set(['h2', 'h3', 'h4', 'h5', 'h6']);

type Frame = { name: string; hidden: boolean; inMain: boolean };

/**
 * The path of `url` without a trailing slash ("/" stays), decoded when possible: how links and
 * pages are compared (here, and by inbound-links.ts).
 */
export function comparablePath(pathname: string): string {
  let decoded = pathname;
  try {
    decoded = decodeURI(pathname);
  } catch {
    // Not valid percent-encoding: compared as written.
  }
  return decoded.length > 1 ? decoded.replace(/\/+$/, '') : decoded;
}

/**
 * Reads a page's full HTML: its served head (title, meta description and keywords, canonical,
 * Open Graph and Twitter texts, JSON-LD — wherever Next put them: streamed metadata may land in
 * <body>; the first of each wins, a <title> inside an <svg> is no page title); the visible text,
 * first paragraph(s), paragraphs and subheadings, image alts, internal and outbound links of its
 * <main>; and the number of <h1> in the whole document.
 *
 * - Text in script, style, template and noscript elements and in hidden elements (`hidden`,
 *   inline `display:none` or `visibility:hidden`) is not visible and not counted.
 * - The first paragraph is the first non-empty <p> after the h1 of <main> (the site puts a
 *   short label in a <p> above its headings), or the first of all when <main> has no h1 or no
 *   <p> after it.
 * - `alt=""` marks a decorative picture and is fine; only an <img> without any alt counts.
 */
export function analyzeHtml(html: string, { origin, path }: AnalyzeHtmlOptions): PageContent {
  const origins = new Set(
    (typeof origin === 'string' ? [origin] : origin).map((value) => new URL(value).origin),
  );
  const base = `${[...origins][0] ?? 'http://localhost'}/`;
  const ownPath = path === undefined ? undefined : comparablePath(path);

  const stack: Frame[] = [];
  const top = (): Frame | undefined => stack[stack.length - 1];
  let text = '';
  /** The visible paragraphs of <main>, and whether each came after its (first) h1. */
  const paragraphs: { text: string; afterH1: boolean; parent: Frame | undefined }[] = [];
  let mainH1 = false;
  /** The visible <p> being read, and its depth in the stack. */
  let paragraph:
    { text: string; depth: number; afterH1: boolean; parent: Frame | undefined } | undefined;
  const endParagraph = () => {
    const done = collapse(paragraph?.text ?? '');
    if (paragraph && done) {
      paragraphs.push({ ...paragraph, text: done });
      blocks.push({ kind: 'paragraph', text: done });
    }
    paragraph = undefined;
  };
  let softBreak = false;
  /** What an element's start or end tag puts between the texts around it. */
  const boundary = (name: string) => {
    if (SOFT_BREAK.has(name)) softBreak = true;
    else if (!FORMATTING.has(name)) addText(' ');
  };
  const addText = (value: string) => {
    const separate =
      softBreak &&
      WORD_CHAR_END.test(text) &&
      !HEBREW_PREFIX_END.test(text) &&
      WORD_CHAR_START.test(value);
    if (separate) value = ` ${value}`;
    softBreak = false;
    text += value;
    if (paragraph) paragraph.text += value;
    if (heading) heading.text += value;
  };
  let h1Count = 0;
  let imagesWithoutAlt = 0;
  let internalLinks = 0;
  let outboundLinks = 0;
  const imageAlts: string[] = [];
  const subheadings: string[] = [];
  const blocks: ContentBlock[] = [];
  const linkedPaths = new Set<string>();
  const head: ServedHead = { ...EMPTY_HEAD };
  const schemas: string[] = [];
  /** The head text being read: the page <title> or a JSON-LD script. */
  let headText: { kind: 'title' | 'schema'; text: string; depth: number } | undefined;
  /** The visible subheading of <main> being read. */
  let heading: { name: string; text: string; depth: number } | undefined;
  const setHead = (key: keyof ServedHead, value: string | undefined) => {
    const trimmed = collapse(value ?? '');
    if (head[key] === '' && trimmed !== '') head[key] = trimmed;
  };

  /** Counts a link of <main>: to another page of this site (and which), or to another site. */
  const countLink = (href: string) => {
    const value = href.trim();
    if (value === '' || NOT_A_PAGE.test(value)) return;
    let url: URL;
    try {
      url = new URL(value, base);
    } catch {
      return;
    }
    if (!/^https?:$/.test(url.protocol)) return;
    if (!origins.has(url.origin)) {
      outboundLinks += 1;
      return;
    }
    const target = comparablePath(url.pathname);
    if (ownPath !== undefined && target === ownPath) return;
    internalLinks += 1;
    linkedPaths.add(target);
  };

  const parser = new Parser(
    {
      onopentag(name, attributes) {
        const parent = top();
        const inTemplate = stack.some((frame) => frame.name === 'template');
        const hidden =
          (parent?.hidden ?? false) ||
          NEVER_VISIBLE.has(name) ||
          attributes.hidden !== undefined ||
          HIDDEN_STYLE.test(attributes.style ?? '');
        const inMain = (parent?.inMain ?? false) || (name === 'main' && !inTemplate);
        stack.push({ name, hidden, inMain });

        const inSvg = stack.some((frame) => frame.name === 'svg');
        if (!inTemplate && !inSvg) {
          if (name === 'title' && head.title === '') {
            headText = { kind: 'title', text: '', depth: stack.length };
          }
          if (name === 'script' && /^application\/ld\+json$/i.test(attributes.type?.trim() ?? '')) {
            headText = { kind: 'schema', text: '', depth: stack.length };
          }
          if (name === 'meta') {
            const key = HEAD_META[(attributes.name ?? attributes.property ?? '').toLowerCase()];
            if (key) setHead(key, attributes.content);
          }
          if (name === 'link' && /(?:^|\s)canonical(?:\s|$)/i.test(attributes.rel ?? '')) {
            setHead('canonical', attributes.href);
          }
        }

        if (name === 'h1' && !inTemplate) h1Count += 1;
        if (!inMain) return;
        if (SUBHEADINGS.has(name) && !hidden && !heading) {
          heading = { name, text: '', depth: stack.length };
        }
        if (name === 'h1' && !hidden) mainH1 = true;
        // A <p> inside a <p> (htmlparser2 nests "<p><b>…<p>" where a browser closes the first)
        // starts a new paragraph.
        if (name === 'p' && !hidden) {
          endParagraph();
          paragraph = { text: '', depth: stack.length, afterH1: mainH1, parent };
        }
        boundary(name);
        if (name === 'img' && attributes.alt === undefined) imagesWithoutAlt += 1;
        if (name === 'img' && !hidden && collapse(attributes.alt ?? '') !== '') {
          imageAlts.push(collapse(attributes.alt ?? ''));
        }
        if (name === 'a' && attributes.href !== undefined) countLink(attributes.href);
      },
      ontext(data) {
        if (headText) headText.text += data;
        const frame = top();
        if (!frame?.inMain || frame.hidden) return;
        addText(data);
      },
      onclosetag(name) {
        // htmlparser2 reports every element it closes, implied ones too; the search only
        // guards against a stray end tag.
        const index = stack.findLastIndex((frame) => frame.name === name);
        const frame = stack[index];
        if (!frame) return;
        stack.length = index;
        if (headText && stack.length < headText.depth) {
          if (headText.kind === 'title') setHead('title', headText.text);
          else if (headText.text.trim() !== '') schemas.push(headText.text.trim());
          headText = undefined;
        }
        if (!frame.inMain) return;
        boundary(name);
        if (paragraph && stack.length < paragraph.depth) endParagraph();
        if (heading && stack.length < heading.depth) {
          const done = collapse(heading.text);
          if (done) {
            if (KEYPHRASE_HEADINGS.has(heading.name)) subheadings.push(done);
            blocks.push({ kind: 'heading', text: done });
          }
          heading = undefined;
        }
      },
    },
    { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true },
  );
  parser.write(html);
  parser.end();
  endParagraph();

  // The page's own first paragraph: the first after the h1 (a short label above it, "About
  // us", is not the text the page starts with), or the first of all on a page without one.
  // The lead adds the paragraphs beside it (same parent), not a card's text further down.
  const first = paragraphs.find(({ afterH1 }) => afterH1) ?? paragraphs[0];
  const lead: string[] = [];
  for (const part of first ? paragraphs.slice(paragraphs.indexOf(first)) : []) {
    if (part.parent !== first?.parent) continue;
    if (lead.join(' ').length > GENERATED_DESCRIPTION_LENGTH) break;
    lead.push(part.text);
  }
  head.schema = schemas.join('\n');
  return {
    found: true,
    head,
    text: collapse(text),
    firstParagraph: first?.text ?? '',
    leadText: lead.join(' '),
    h1Count,
    imagesWithoutAlt,
    imageAlts,
    subheadings,
    blocks,
    internalLinks,
    linkedPaths: [...linkedPaths],
    outboundLinks,
  };
}
