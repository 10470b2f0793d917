import { describe, expect, it } from 'vitest';
import { itReturns } from '../../../tests/setup/examples';
import { decodeAttribute } from '../../../tests/setup/html-attributes';
import {
  BODY_ALLOWED_ATTRIBUTES,
  BODY_ALLOWED_SCHEMES,
  BODY_ALLOWED_TAGS,
  renderBody,
} from './render-body';

const SITE = 'https://autopizza.example';
const render = (body: string) => renderBody(body, { siteUrl: SITE });

type Tag = { name: string; closing: boolean; attributes: [string, string][] };

/**
 * Every tag of sanitize-html's output. Its output escapes "<" in text and quotes every attribute,
 * so each "<" must open a tag of this shape; anything else fails the test.
 */
function tagsOf(html: string): Tag[] {
  const tag = /<(\/?)([a-zA-Z][a-zA-Z0-9]*)((?:\s+[^\s"'<>/=]+(?:="[^"<>]*")?)*)\s*(\/?)>/g;
  const tags: Tag[] = [];
  let consumed = 0;
  for (const match of html.matchAll(tag)) {
    consumed += 1;
    const attributes = [...match[3]!.matchAll(/([^\s"'<>/=]+)(?:="([^"]*)")?/g)].map(
      (a) => [a[1]!.toLowerCase(), a[2] ?? ''] as [string, string],
    );
    tags.push({ name: match[2]!.toLowerCase(), closing: match[1] === '/', attributes });
  }
  expect(html.split('<').length - 1, `stray "<" in ${html}`).toBe(consumed);
  return tags;
}

/** Nothing that can run script: only allowed tags and attributes, no handlers, safe URLs. */
function expectSafe(html: string) {
  for (const tag of tagsOf(html)) {
    expect(BODY_ALLOWED_TAGS as readonly string[], html).toContain(tag.name);
    for (const [name, value] of tag.attributes) {
      expect(name.startsWith('on'), `event handler ${name} in ${html}`).toBe(false);
      expect(tag.name, `attribute ${name} on <${tag.name}> in ${html}`).toBe('a');
      expect(BODY_ALLOWED_ATTRIBUTES as readonly string[], html).toContain(name);
      if (name === 'href') {
        // Browsers ignore control characters and spaces inside a scheme.
        const url = decodeAttribute(value)
          .replace(/[\x00-\x20]+/g, '')
          .toLowerCase();
        expect(url, html).not.toMatch(/^(javascript|data|vbscript|file|blob):/);
        expect(url, html).not.toMatch(/^[/\\]{2}/);
        const scheme = /^([a-z][a-z0-9+.-]*):/.exec(url)?.[1];
        if (scheme) expect(BODY_ALLOWED_SCHEMES as readonly string[], html).toContain(scheme);
      }
    }
  }
  // Belt and braces over the markup only (escaped text such as "&lt;img onerror=" is inert).
  const markup = (html.match(/<[^>]*>/g) ?? []).join('');
  expect(markup).not.toMatch(/<\s*(script|img|svg|iframe|object|embed|style|math|form|input)/i);
  expect(markup).not.toMatch(/\son[a-z]+\s*=/i);
  expect(markup.toLowerCase()).not.toMatch(/(javascript|vbscript|data):/);
}

/** Script-injection attempts an editor (or a compromised account) might put in a body. */
const XSS_PAYLOADS = [
  // Script elements
  '<script>alert(1)</script>',
  '<SCRIPT SRC=//evil.example/xss.js></SCRIPT>',
  '<script>alert(1)',
  '<<script>script>alert(1)<</script>/script>',
  '<scr<script>ipt>alert(1)</script>',
  '"><script>alert(document.cookie)</script>',
  '<svg><script>alert(1)</script></svg>',
  // Elements with handlers or their own URLs
  '<img src=x onerror=alert(1)>',
  '<img src="x" onerror="alert(1)"/>',
  '<IMG SRC="javascript:alert(1);">',
  "'><img src=x onerror=alert(1)>",
  '<svg onload=alert(1)>',
  '<svg/onload=alert(1)>',
  '<svg><a xlink:href="javascript:alert(1)"><text>x</text></a></svg>',
  '<iframe src="javascript:alert(1)"></iframe>',
  '<iframe srcdoc="&lt;script&gt;alert(1)&lt;/script&gt;"></iframe>',
  '<object data="javascript:alert(1)"></object>',
  '<embed src="javascript:alert(1)">',
  '<style>body{background:url("javascript:alert(1)")}</style>',
  '<link rel="stylesheet" href="javascript:alert(1)">',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '<base href="javascript:alert(1)//">',
  '<form action="javascript:alert(1)"><button>go</button></form>',
  '<input autofocus onfocus=alert(1)>',
  '<details open ontoggle=alert(1)>x</details>',
  '<body onload=alert(1)>',
  '<video><source onerror=alert(1)></video>',
  '<marquee onstart=alert(1)>x</marquee>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
  '<!--<img src=x onerror=alert(1)>-->',
  // Event handlers and styles on allowed tags
  '<p onclick="alert(1)">hi</p>',
  '<strong onmouseover=alert(1)>bold</strong>',
  '<u onclick=alert(1)>underline</u>',
  '<h2 style="position:fixed;inset:0" onmouseenter="alert(1)">heading</h2>',
  '<a href="https://example.com" onclick="alert(1)" style="color:red">styled</a>',
  '<a href="https://example.com" title="t" onmouseover="alert(1)" x="y">extra</a>',
  // Dangerous link URLs, plain and obfuscated
  '<a href="javascript:alert(1)">x</a>',
  '<a href="JaVaScRiPt:alert(1)">x</a>',
  '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">x</a>',
  '<a href="&#x6A;avascript:alert(1)">x</a>',
  '<a href="&#0000106avascript:alert(1)">x</a>',
  '<a href="javascript&colon;alert(1)">x</a>',
  '<a href="jav&#x09;ascript:alert(1)">x</a>',
  '<a href="jav\tascript:alert(1)">x</a>',
  '<a href="jav&#x0A;ascript:alert(1)">x</a>',
  '<a href=" \u0001javascript:alert(1)">x</a>',
  '<a href="  javascript:alert(1)">x</a>',
  '<a href="javas<!-- -->cript:alert(1)">x</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>',
  '<a href="DATA:text/html,<script>alert(1)</script>">x</a>',
  '<a href="vbscript:msgbox(1)">x</a>',
  '<a href="javascript:/*--></title></style></textarea></script><svg/onload=alert(1)>">x</a>',
  // Markdown links
  '[click](javascript:alert(1))',
  '[click](JAVASCRIPT:alert(1))',
  '[click](<javascript:alert(1)>)',
  '[click](javascript:alert(1) "title")',
  '[click](&#106;avascript:alert(1))',
  '[click](data:text/html,<script>alert(1)</script>)',
  '[click](vbscript:msgbox(1))',
  '**bold <img src=x onerror=alert(1)>**',
  '*[nested](javascript:alert(1))*',
  // Malformed nesting and unclosed tags
  '<b><i>unclosed <a href="javascript:alert(1)">link',
  '<p><a href="/x"><p>nested</a></b></i>',
  '<a href="https://example.com"<script>alert(1)</script>>x</a>',
  '<a href="https://example.com" <img src=x onerror=alert(1)>>x</a>',
  '<<img src=x onerror=alert(1)//<',
  // Template-injection strings (inert text once escaped)
  "{{constructor.constructor('alert(1)')()}}",
  '${alert(1)}',
  '<%= 7*7 %>',
  '#{7*7} {{7*7}} [[${7*7}]] <script>{{alert(1)}}</script>',
];

describe('renderBody XSS battery', () => {
  it(`has at least 40 payloads (${XSS_PAYLOADS.length})`, () => {
    expect(XSS_PAYLOADS.length).toBeGreaterThanOrEqual(40);
  });

  it.each(XSS_PAYLOADS.map((payload) => [payload]))('neutralises %s', (payload) => {
    expectSafe(render(payload));
    // The same payload in the middle of a multi-line body, next to ordinary markup.
    const html = render(`Intro **text**\n${payload}\nOutro [link](https://example.com)`);
    expectSafe(html);
    expect(html).toContain('<strong>text</strong>');
    expect(html).toContain(
      '<a href="https://example.com" target="_blank" rel="noopener noreferrer">link</a>',
    );
  });

  it('checks itself: the assertions catch unsafe HTML', () => {
    expect(() => expectSafe('<p onclick="x">a</p>')).toThrow();
    expect(() => expectSafe('<a href="javascript:alert(1)">a</a>')).toThrow();
    expect(() => expectSafe('<a href="&#106;avascript:alert(1)">a</a>')).toThrow();
    expect(() => expectSafe('<img src="x">')).toThrow();
    expect(() => expectSafe('<a href="/x" style="color:red">a</a>')).toThrow();
    expect(() => expectSafe('<p>ok</p>')).not.toThrow();
  });

  itReturns(render, [
    // Removes script content entirely, not just the tags.
    ['<script>alert(1)</script>after', '<p>after</p>'],
    ['<style>p{color:red}</style>text', '<p>text</p>'],
    // Keeps the text of a link whose URL was removed, without the URL.
    ['[click](javascript:alert(1))', '<p><a>click</a></p>'],
    ['<a href="data:text/html,x">x</a>', '<p><a>x</a></p>'],
    // Keeps template-injection strings as inert text.
    [
      "{{constructor.constructor('alert(1)')()}}",
      "<p>{{constructor.constructor('alert(1)')()}}</p>",
    ],
    ['<%= 7*7 %>', '<p>&lt;%= 7*7 %&gt;</p>'],
    // Does not accept protocol-relative links to another host.
    ['<a href="//evil.example/">x</a>', '<p><a>x</a></p>'],
    ['<a href="/\\evil.example/">x</a>', '<p><a>x</a></p>'],
  ]);
});

describe('renderBody markup', () => {
  itReturns(render, [
    // Renders bold, italic, underline and links.
    [
      '**bold** *italic* <u>under</u> [home](/contact)',
      '<p><strong>bold</strong> <em>italic</em> <u>under</u> <a href="/contact">home</a></p>',
    ],
    // Makes each line a paragraph and skips blank lines.
    ['first\n\n  \nsecond\r\nthird\n', '<p>first</p>\n<p>second</p>\n<p>third</p>'],
    // Returns nothing for an empty body.
    ['', ''],
    ['\n  \n', ''],
    ['<script>x</script>', ''],
    // Opens links to other hosts in a new tab without opener.
    [
      '[tax](https://www.gov.il/he/departments)',
      '<p><a href="https://www.gov.il/he/departments" target="_blank" rel="noopener noreferrer">tax</a></p>',
    ],
    [
      '<a href="http://other.example/x" target="_self" rel="opener">x</a>',
      '<p><a href="http://other.example/x" target="_blank" rel="noopener noreferrer">x</a></p>',
    ],
    // Keeps links to the site itself, relative links, mailto and tel in the same tab.
    [`[a](${SITE}/products)`, `<p><a href="${SITE}/products">a</a></p>`],
    ['[a](/en/contact)', '<p><a href="/en/contact">a</a></p>'],
    ['[mail](mailto:info@example.com)', '<p><a href="mailto:info@example.com">mail</a></p>'],
    [
      '<a href="tel:+972501234567" title="Call">call</a>',
      '<p><a href="tel:+972501234567" title="Call">call</a></p>',
    ],
    // Gives an author-set new tab a safe rel and drops other targets on internal links.
    [
      '<a href="/x" target="_blank">x</a>',
      '<p><a href="/x" target="_blank" rel="noopener noreferrer">x</a></p>',
    ],
    ['<a href="/x" target="_top" rel="opener">x</a>', '<p><a href="/x">x</a></p>'],
    // Allows the listed block tags without wrapping them in a paragraph.
    [
      '<h2>Heading</h2>\n<ul><li>one</li><li><b>two</b></li></ul>',
      '<h2>Heading</h2>\n<ul><li>one</li><li><b>two</b></li></ul>',
    ],
    ['<ol><li><i>x</i></li></ol>', '<ol><li><i>x</i></li></ol>'],
    ['a<br>b', '<p>a<br />b</p>'],
    // Turns a body <h1> into an <h2>: the title is the page heading.
    ['<h1>Big</h1>', '<h2>Big</h2>'],
    // Drops tags outside the allow-list but keeps their text.
    ['<span class="x">kept</span> <div>too</div> <del>old</del>', '<p>kept too old</p>'],
    // Closes a tag left open at the end of its own line.
    ['**a** <b>open\nnext line', '<p><strong>a</strong> <b>open</b></p>\n<p>next line</p>'],
    // Escapes stray angle brackets and ampersands.
    ['5 < 6 & 7 > 3', '<p>5 &lt; 6 &amp; 7 &gt; 3</p>'],
  ]);

  it('returns nothing for no body at all', () => {
    expect(renderBody(null)).toBe('');
  });

  it('keeps Hebrew text intact', () => {
    const line = 'מכונת פיצה אוטומטית עולה **75,000 ₪ + מע״מ** – כולל התקנה.';
    expect(render(line)).toBe(
      '<p>מכונת פיצה אוטומטית עולה <strong>75,000 ₪ + מע״מ</strong> – כולל התקנה.</p>',
    );
    expect(render('[השאירו פרטים כאן](/contact)')).toBe(
      '<p><a href="/contact">השאירו פרטים כאן</a></p>',
    );
  });
});
