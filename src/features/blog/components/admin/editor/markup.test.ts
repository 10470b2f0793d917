import { describe, expect, it } from 'vitest';
import { itReturns } from '../../../../../../tests/setup/examples';
import { renderBody } from '../../../render-body';
import {
  applyEdit,
  checkLinkUrl,
  insertLink,
  linkTextOf,
  toggleInlineStyle,
  type InlineStyle,
  type TextSelection,
} from './markup';

/** "ab[cd]ef" → the text with "cd" selected; "ab|ef" → a caret after "ab". */
function parse(marked: string): TextSelection {
  const caret = marked.indexOf('|');
  if (caret >= 0) return { value: marked.replace('|', ''), start: caret, end: caret };
  const start = marked.indexOf('[');
  const end = marked.indexOf(']') - 1;
  return { value: marked.replace('[', '').replace(']', ''), start, end };
}

/** The result written the same way: the selected part in [ ], a caret as |. */
function show({ value, start, end }: TextSelection): string {
  if (start === end) return `${value.slice(0, start)}|${value.slice(start)}`;
  return `${value.slice(0, start)}[${value.slice(start, end)}]${value.slice(end)}`;
}

const style = (marked: string, kind: InlineStyle) => {
  const selection = parse(marked);
  return show(applyEdit(selection.value, toggleInlineStyle(selection, kind)));
};

const render = (body: string) => renderBody(body, { siteUrl: 'https://autopizza.example' });

describe('toggleInlineStyle', () => {
  // Each example: the text with its selection marked, the style toggled, what the editor then holds.
  itReturns(style, [
    // Wraps the selection and keeps the text selected.
    ['מכונת [פיצה] חמה', 'bold', 'מכונת **[פיצה]** חמה'],
    ['מכונת [פיצה] חמה', 'italic', 'מכונת *[פיצה]* חמה'],
    ['מכונת [פיצה] חמה', 'underline', 'מכונת <u>[פיצה]</u> חמה'],
    // Puts the markers at the caret when nothing is selected, the caret between them.
    ['abc|', 'bold', 'abc**|**'],
    ['|abc', 'italic', '*|*abc'],
    ['a|b', 'underline', 'a<u>|</u>b'],
    // Leaves spaces at the ends of the selection outside the markers.
    ['one[ two ]three', 'bold', 'one **[two]** three'],
    ['one[   ]two', 'italic', 'one   *|*two'],
    // Wraps each line of a selection over several lines on its own, skipping blank lines.
    ['[first\n\nsecond]', 'bold', '[**first**\n\n**second**]'],
    ['[first \r\n second]', 'underline', '[<u>first</u> \r\n <u>second</u>]'],
    // Removes the marks when the selection is already wrapped in the same style.
    ['a **[b]** c', 'bold', 'a [b] c'],
    ['a [**b**] c', 'bold', 'a [b] c'],
    ['a *[b]* c', 'italic', 'a [b] c'],
    ['a [*b*] c', 'italic', 'a [b] c'],
    ['a <u>[b]</u> c', 'underline', 'a [b] c'],
    ['a [<U>b</U>] c', 'underline', 'a [b] c'],
    ['***[b]***', 'italic', '**[b]**'],
    ['***[b]***', 'bold', '*[b]*'],
    // Tells bold from italic: italic on bold text makes it bold italic.
    ['**[b]**', 'italic', '***[b]***'],
    ['[**b**]', 'italic', '*[**b**]*'],
    ['*[b]*', 'bold', '***[b]***'],
    // Does not take a selection spanning two marked words for one marked span.
    ['[**a** and **b**]', 'bold', '**[**a** and **b**]**'],
  ]);

  it('produces what the public renderer shows as bold, italic and underline', () => {
    const selection = parse('מכונת [פיצה] חמה');
    const bold = applyEdit(selection.value, toggleInlineStyle(selection, 'bold'));
    expect(render(bold.value)).toBe('<p>מכונת <strong>פיצה</strong> חמה</p>');
    const italic = applyEdit(bold.value, toggleInlineStyle(bold, 'italic'));
    expect(render(italic.value)).toBe('<p>מכונת <em><strong>פיצה</strong></em> חמה</p>');
    const underline = applyEdit(
      'שורה אחת\nשורה שתיים',
      toggleInlineStyle({ value: 'שורה אחת\nשורה שתיים', start: 0, end: 19 }, 'underline'),
    );
    expect(render(underline.value)).toBe('<p><u>שורה אחת</u></p>\n<p><u>שורה שתיים</u></p>');
  });
});

describe('checkLinkUrl', () => {
  it.each([
    ['https://example.com/a?b=c#d', 'https://example.com/a?b=c#d'],
    ['  http://example.com  ', 'http://example.com'],
    ['HTTPS://Example.com', 'HTTPS://Example.com'],
    ['mailto:sales@example.com', 'mailto:sales@example.com'],
    ['tel:+972-50-123-4567', 'tel:+972-50-123-4567'],
    ['/contact', '/contact'],
    ['/en/blog/post?x=1', '/en/blog/post?x=1'],
    [
      'https://he.wikipedia.org/wiki/Pizza_(food)',
      'https://he.wikipedia.org/wiki/Pizza_%28food%29',
    ],
  ])('accepts %s', (input, url) => {
    expect(checkLinkUrl(input)).toEqual({ ok: true, url });
  });

  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    ' javascript:alert(1)',
    'data:text/html;base64,PHNjcmlwdD4=',
    'vbscript:msgbox',
    '//evil.example/path',
    'example.com',
    'www.example.com',
    'https:example.com',
    'https://',
    'ftp://example.com',
    'https://example.com/a b',
    'https://example.com/"onmouseover="x',
    'https://example.com/<script>',
    'mailto:nobody',
    'tel:call-me',
    'contact',
  ])('refuses %s', (input) => {
    expect(checkLinkUrl(input)).toEqual({ ok: false, reason: 'invalid' });
  });

  it('calls an empty address empty', () => {
    expect(checkLinkUrl('   ')).toEqual({ ok: false, reason: 'empty' });
  });
});

describe('insertLink', () => {
  const link = (marked: string, url: string) => {
    const selection = parse(marked);
    const edit = insertLink(selection, url);
    return edit && show(applyEdit(selection.value, edit));
  };

  it('builds [text](url) from the selection and selects the whole link', () => {
    expect(link('ראו [את המדריך] שלנו', 'https://example.com')).toBe(
      'ראו [[את המדריך](https://example.com)] שלנו',
    );
    expect(link('צרו [ קשר ]', '/contact')).toBe('צרו  [[קשר](/contact)] ');
  });

  it('needs selected text on one line and a valid address', () => {
    expect(linkTextOf(parse('abc|'))).toEqual({ ok: false, reason: 'noSelection' });
    expect(linkTextOf(parse('a[  ]b'))).toEqual({ ok: false, reason: 'noSelection' });
    expect(linkTextOf(parse('[a\nb]'))).toEqual({ ok: false, reason: 'multiline' });
    expect(link('abc|', 'https://example.com')).toBeNull();
    expect(link('[abc]', 'javascript:alert(1)')).toBeNull();
  });

  it('escapes brackets in the text so the link stays whole, and renders as a link', () => {
    const value = 'מבצע [חדש]';
    const selection = { value, start: 0, end: value.length };
    const edit = insertLink(selection, 'https://autopizza.example/deals');
    const result = applyEdit(selection.value, edit!);
    expect(result.value).toBe('[מבצע \\[חדש\\]](https://autopizza.example/deals)');
    expect(render(result.value)).toBe(
      '<p><a href="https://autopizza.example/deals">מבצע [חדש]</a></p>',
    );
    const external = applyEdit(
      'x',
      insertLink({ value: 'x', start: 0, end: 1 }, 'https://a.example')!,
    );
    expect(render(external.value)).toBe(
      '<p><a href="https://a.example" target="_blank" rel="noopener noreferrer">x</a></p>',
    );
  });
});
