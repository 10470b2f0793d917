import 'server-only';
import { Marked } from 'marked';
import sanitizeHtml from 'sanitize-html';
import { siteUrl } from '@/lib/site-url';

/** The spec's allow-list for post bodies (§5). */
export const BODY_ALLOWED_TAGS = [
  'p',
  'br',
  'strong',
  'em',
  'u',
  'b',
  'i',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'ul',
  'ol',
  'li',
  'a',
] as const;
export const BODY_ALLOWED_ATTRIBUTES = ['href', 'title', 'target', 'rel'] as const;
/** Link schemes a body may use; relative URLs (no scheme) are allowed too. */
export const BODY_ALLOWED_SCHEMES = ['http', 'https', 'mailto', 'tel'] as const;

const EXTERNAL_REL = 'noopener noreferrer';

/** A private instance: options set elsewhere on the global `marked` never reach post bodies. */
const markdown = new Marked({ async: false, gfm: true });

/**
 * A line holding a block element of the allow-list (a heading or list the back office wrote as
 * HTML) is not wrapped in a <p>, which cannot contain it.
 */
const BLOCK_TAG = /<(?:h[1-6]|ul|ol|p)(?:[\s>/]|$)/i;

function hostOf(url: string): string | undefined {
  try {
    return new URL(url).host.toLowerCase();
  } catch {
    return undefined;
  }
}

function sanitizeOptions(ownHost: string | undefined): sanitizeHtml.IOptions {
  return {
    allowedTags: [...BODY_ALLOWED_TAGS],
    allowedAttributes: { a: [...BODY_ALLOWED_ATTRIBUTES] },
    allowedSchemes: [...BODY_ALLOWED_SCHEMES],
    allowedSchemesByTag: {},
    allowedSchemesAppliedToAttributes: ['href'],
    // "//host/path" leaves the site without a scheme check of its own: not a relative URL.
    allowProtocolRelative: false,
    disallowedTagsMode: 'discard',
    allowedStyles: {},
    allowVulnerableTags: false,
    transformTags: {
      // The post's title is the page's one <h1>: a heading the body brings drops one level.
      h1: 'h2',
      // Runs before the attribute and scheme filters above, which still drop a bad href.
      a: (tagName, attribs) => {
        const href = attribs.href?.trim();
        const next: sanitizeHtml.Attributes = {};
        if (href) next.href = href;
        if (attribs.title) next.title = attribs.title;
        const host = href && /^https?:\/\//i.test(href) ? hostOf(href) : undefined;
        if (host && host !== ownHost) {
          // External: a new tab that cannot reach back into this page.
          next.target = '_blank';
          next.rel = EXTERNAL_REL;
        } else if (attribs.target === '_blank') {
          next.target = '_blank';
          next.rel = EXTERNAL_REL;
        }
        return { tagName, attribs: next };
      },
    },
  };
}

/**
 * A post body as safe HTML (spec §5): every non-blank line becomes a paragraph, the back office's
 * inline markup (**bold**, *italic*, <u>underline</u>, [text](url)) is rendered by marked, and the
 * result is cleaned by sanitize-html with the spec's allow-list. Links to another host than the
 * site's get target="_blank" and rel="noopener noreferrer". Each line is cleaned on its own, so
 * an unclosed tag cannot swallow the following paragraphs.
 */
export function renderBody(
  body: string | null | undefined,
  options: { siteUrl?: string } = {},
): string {
  if (!body) return '';
  const config = sanitizeOptions(hostOf(options.siteUrl ?? siteUrl()));
  return body
    .split(/\r\n|\r|\n/)
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line) => {
      // Cleaned before wrapping: the parser would otherwise end the <p> at a block tag it drops
      // (e.g. a <div>) and leave the rest of the line outside.
      const html = sanitizeHtml(markdown.parseInline(line, { async: false }), config).trim();
      return !html || BLOCK_TAG.test(html) ? html : `<p>${html}</p>`;
    })
    .filter(Boolean)
    .join('\n');
}
