import { describe, expect, it } from 'vitest';
import { analyzeHtml, EMPTY_CONTENT } from './analyze-html';
import { GENERATED_DESCRIPTION_LENGTH } from './schemas';

const origin = 'https://autopizza.example.co.il';

/** A page shaped like the site's: header and footer around <main>, Next's scripts after it. */
const page = (main: string, { lang = 'he', head = '', outside = '' } = {}) => `<!DOCTYPE html>
<html lang="${lang}" dir="${lang === 'he' ? 'rtl' : 'ltr'}">
<head><meta charset="utf-8"><title>כותרת הדף</title>${head}
<script>self.__next_f=self.__next_f||[]</script></head>
<body>
<a class="sr-only" href="#main">דילוג לתוכן</a>
<header><nav><a href="/">בית</a><a href="/products">מוצרים</a><h1 hidden>לוגו</h1></nav></header>
<main id="main">${main}</main>
<footer><p>כל הזכויות שמורות</p><a href="/privacy">פרטיות</a><img src="/f.png"></footer>
${outside}
<script>self.__next_f.push([1,"<p>לא תוכן</p>"])</script>
</body></html>`;

const hebrewMain = `
  <nav aria-label="breadcrumb"><ol><li><a href="/">ראשי</a></li><li><a href="/products">מוצרים</a></li><li aria-current="page">מכונת פיצה</li></ol></nav>
  <h1>מכונת פיצה אוטומטית</h1>
  <p></p>
  <p>  מכונת הפיצה שלנו אופה פיצה טרייה תוך <strong>3&nbsp;דקות</strong>,&nbsp;24/7.  </p>
  <p>מתאימה ל<a href="/locations">מיקומים</a> עם תנועה ערה: קמפוסים, בתי חולים ותחנות דלק.</p>
  <p>שירות ותחזוקה בכל הארץ &amp; ליווי אישי.</p>
  <img src="/uploads/product-images/a.jpg" alt="מכונת פיצה בלובי">
  <img src="/uploads/product-images/deco.svg" alt="">
  <img src="/uploads/product-images/b.jpg">
  <div hidden><p>טקסט מוסתר</p><img src="/x.jpg"></div>
  <div style="display: none">גם זה מוסתר</div>
  <template><h1>בתבנית</h1><p>בתבנית</p></template>
  <script type="application/ld+json">{"@type":"Product","name":"סקריפט"}</script>
  <style>.x{color:red}</style>
  <ul><li>מהירה</li><li>נקייה</li></ul>
  <a href="/products/%D7%9E%D7%9B%D7%95%D7%A0%D7%AA-%D7%A4%D7%99%D7%A6%D7%94">עוד</a>
  <a href="${origin}/en/about">About</a>
  <a href="https://wa.me/972500000000">וואטסאפ</a>
  <a href="//other.example.com/x">אחר</a>
  <a href="#top">למעלה</a>
  <a href="mailto:info@example.co.il">מייל</a>
  <a href="tel:+972500000000">טלפון</a>
  <a>ללא קישור</a>
`;

describe('analyzeHtml', () => {
  const content = analyzeHtml(page(hebrewMain), { origin });

  it('reads the visible text of <main> only, whitespace collapsed', () => {
    expect(content.found).toBe(true);
    expect(content.text.startsWith('ראשי מוצרים מכונת פיצה מכונת פיצה אוטומטית')).toBe(true);
    expect(content.text).toContain('תוך 3 דקות, 24/7.');
    expect(content.text).toContain('מתאימה למיקומים עם תנועה ערה');
    expect(content.text).toContain('שירות ותחזוקה בכל הארץ & ליווי אישי.');
    expect(content.text).toContain('מהירה נקייה');
    expect(content.text).not.toMatch(/\s{2}/);
    for (const absent of ['דילוג', 'כל הזכויות', 'מוסתר', 'בתבנית', 'סקריפט', 'color', 'לא תוכן']) {
      expect(content.text).not.toContain(absent);
    }
  });

  it('takes the first non-empty paragraph, and the lead paragraphs joined', () => {
    expect(content.firstParagraph).toBe('מכונת הפיצה שלנו אופה פיצה טרייה תוך 3 דקות, 24/7.');
    expect(content.leadText).toBe(
      'מכונת הפיצה שלנו אופה פיצה טרייה תוך 3 דקות, 24/7. ' +
        'מתאימה למיקומים עם תנועה ערה: קמפוסים, בתי חולים ותחנות דלק. ' +
        'שירות ותחזוקה בכל הארץ & ליווי אישי.',
    );
  });

  it('counts the h1 of the whole document, hidden ones too, not those in templates', () => {
    expect(content.h1Count).toBe(2);
    expect(
      analyzeHtml(page('<h1>אחת</h1>').replace('<h1 hidden>לוגו</h1>', ''), { origin }).h1Count,
    ).toBe(1);
  });

  it('counts the images of <main> without an alt attribute (alt="" is decorative)', () => {
    // b.jpg and the hidden x.jpg; the footer's image is outside <main>.
    expect(content.imagesWithoutAlt).toBe(2);
  });

  it('counts links to pages of this site: relative or same origin, not fragments, mail or phone', () => {
    // ראשי, מוצרים, מיקומים, עוד, About.
    expect(content.internalLinks).toBe(5);
  });

  it('accepts several origins and leaves out links to the page itself', () => {
    const html = page(`<p>
      <a href="http://127.0.0.1:3000/about">local</a>
      <a href="/products/מכונת-פיצה/">self</a>
      <a href="/products/%D7%9E%D7%9B%D7%95%D7%A0%D7%AA-%D7%A4%D7%99%D7%A6%D7%94#specs">self</a>
      <a href="./other">relative</a>
      <a href="https://autopizza.example.co.il:8443/x">other port</a></p>`);
    expect(
      analyzeHtml(html, { origin: [origin, 'http://127.0.0.1:3000'], path: '/products/מכונת-פיצה' })
        .internalLinks,
    ).toBe(2);
  });

  it('reads an English page', () => {
    const english = analyzeHtml(
      page(
        `<section><h1>Pizza Vending Machine</h1>
         <p>Our <em>pizza vending machine</em> bakes a fresh pizza in three minutes.</p>
         <div><p>Rent it for offices &amp; campuses.</p></div>
         <img src="/a.jpg" alt="The machine"><a href="/en/contact">Contact us</a></section>`,
        { lang: 'en' },
      ),
      { origin },
    );
    expect(english).toMatchObject({
      found: true,
      firstParagraph: 'Our pizza vending machine bakes a fresh pizza in three minutes.',
      h1Count: 2,
      imagesWithoutAlt: 0,
      internalLinks: 1,
    });
    expect(english.text).toBe(
      'Pizza Vending Machine Our pizza vending machine bakes a fresh pizza in three minutes. ' +
        'Rent it for offices & campuses. Contact us',
    );
  });

  it('separates words in spans and links laid out as blocks, not before punctuation', () => {
    const html = page(
      '<p><span class="block">מחיר השכרה</span><span>החל מ-650 ₪ לחודש</span></p>' +
        '<p>ראו את <a href="/products">המכונות</a>, <a href="/locations">המיקומים</a>ועוד.</p>',
    );
    const content = analyzeHtml(html, { origin });
    expect(content.firstParagraph).toBe('מחיר השכרה החל מ-650 ₪ לחודש');
    expect(content.text).toBe('מחיר השכרה החל מ-650 ₪ לחודש ראו את המכונות, המיקומים ועוד.');
  });

  it('keeps text formatting inside words and separates blocks', () => {
    const html = page('<div>מכונ<b>ה</b></div><div>אחת</div><p>שתיים<br>שלוש</p>');
    expect(analyzeHtml(html, { origin }).text).toBe('מכונה אחת שתיים שלוש');
    expect(analyzeHtml(html, { origin }).firstParagraph).toBe('שתיים שלוש');
  });

  it('starts the first paragraph after the h1, as the site puts a label above its headings', () => {
    const html = page(
      `<section aria-labelledby="about-heading"><div><p>About us</p>
       <h1 id="about-heading">Bringing fresh pizza everywhere – around the clock</h1>
       <p>AutoPizza develops, installs and operates automatic pizza machines across Israel.</p>
       <p>Every machine bakes a fresh pizza in 3 minutes.</p></div></section>`,
      { lang: 'en' },
    );
    const about = analyzeHtml(html, { origin });
    expect(about.firstParagraph).toBe(
      'AutoPizza develops, installs and operates automatic pizza machines across Israel.',
    );
    expect(about.leadText).toBe(
      'AutoPizza develops, installs and operates automatic pizza machines across Israel. ' +
        'Every machine bakes a fresh pizza in 3 minutes.',
    );
    expect(about.text.startsWith('About us Bringing fresh pizza')).toBe(true);
    // The lead stays with the first paragraph's own block, not a card's text further down.
    const home = analyzeHtml(
      page(
        `<section><div><p>מכונות פיצה אוטומטיות בישראל</p><h1>פיצה חמה וטרייה תוך 3 דקות</h1>
         <p>מכירה, השכרה וזכיינות של מכונות פיצה לעסקים.</p></div></section>
         <section><h2>פתרונות</h2><p>פתרונות אוטומטיים שעובדים בשבילכם</p>
         <article><p>ועוד 6 תכונות...</p></article></section>`,
      ),
      { origin },
    );
    expect(home.firstParagraph).toBe('מכירה, השכרה וזכיינות של מכונות פיצה לעסקים.');
    expect(home.leadText).toBe(home.firstParagraph);
    // Without an h1 in <main> (or no paragraph after it), the first paragraph of all.
    const noHeading = analyzeHtml(page('<p>מכונות למכירה</p><h2>דגמים</h2><p>שלוש מכונות.</p>'), {
      origin,
    });
    expect(noHeading.firstParagraph).toBe('מכונות למכירה');
    const nothingAfter = analyzeHtml(page('<p>תווית</p><h1>כותרת</h1>'), { origin });
    expect(nothingAfter.firstParagraph).toBe('תווית');
  });

  it('stops the lead once it has enough for a generated description', () => {
    const sentence = 'משפט ארוך מספיק כדי למלא חלק מתיאור שנוצר אוטומטית לעמוד.';
    const html = page(Array.from({ length: 8 }, () => `<p>${sentence}</p>`).join(''));
    const { leadText } = analyzeHtml(html, { origin });
    expect(leadText.length).toBeGreaterThan(GENERATED_DESCRIPTION_LENGTH);
    expect(leadText.length).toBeLessThan(GENERATED_DESCRIPTION_LENGTH + sentence.length + 2);
  });

  it('finds nothing in a page without <main>', () => {
    const html = '<html><body><h1>כותרת</h1><p>טקסט</p><img src="/a.jpg"></body></html>';
    expect(analyzeHtml(html, { origin })).toEqual({ ...EMPTY_CONTENT, found: true, h1Count: 1 });
  });

  it('reads the served head: title, description, keywords, canonical, Open Graph, Twitter, JSON-LD', () => {
    const head = `
      <meta name="description" content="  מכונת פיצה אוטומטית   שאופה פיצה. ">
      <meta name="keywords" content="מכונת פיצה,פיצה">
      <link rel="canonical" href="${origin}/products/מכונת-פיצה">
      <meta property="og:title" content="OG כותרת"><meta property="og:description" content="OG תיאור">
      <meta property="og:image" content="${origin}/og.webp">
      <meta name="twitter:title" content="TW כותרת"><meta name="twitter:description" content="TW תיאור">
      <meta name="twitter:image" content="${origin}/tw.webp">
      <meta property="og:title" content="a second one is ignored">`;
    const served = analyzeHtml(page('<h1>x</h1>', { head }), { origin });
    expect(served.head).toEqual({
      title: 'כותרת הדף',
      description: 'מכונת פיצה אוטומטית שאופה פיצה.',
      keywords: 'מכונת פיצה,פיצה',
      canonical: `${origin}/products/מכונת-פיצה`,
      ogTitle: 'OG כותרת',
      ogDescription: 'OG תיאור',
      ogImage: `${origin}/og.webp`,
      twitterTitle: 'TW כותרת',
      twitterDescription: 'TW תיאור',
      twitterImage: `${origin}/tw.webp`,
      // The JSON-LD of <main> (the hebrewMain fixture's is not in this page).
      schema: '',
    });
    // JSON-LD anywhere in the document; the page's <main> text unchanged by it.
    expect(content.head.schema).toBe('{"@type":"Product","name":"סקריפט"}');
    expect(content.head.title).toBe('כותרת הדף');
    expect(content.head.description).toBe('');
  });

  it('reads metadata Next streamed into <body>, not an <svg> title', () => {
    const html = `<!DOCTYPE html><html><head></head><body>
      <svg><title>Icon</title></svg><main><h1>x</h1></main>
      <title>Streamed title</title><meta name="description" content="Streamed description"></body></html>`;
    const served = analyzeHtml(html, { origin });
    expect(served.head.title).toBe('Streamed title');
    expect(served.head.description).toBe('Streamed description');
    expect(served.text).toBe('x');
  });

  it('reads the subheadings, image alts, paragraphs and links of <main>', () => {
    const html = page(`<h1>מכונת פיצה</h1><p>פתיחה.</p>
      <h2>למה <b>מכונת</b> פיצה?</h2><p>כי היא מהירה.</p><h3 hidden>מוסתרת</h3>
      <h4>פרטים</h4><ul><li>רשימה</li></ul>
      <img src="/a.jpg" alt=" מכונת פיצה בלובי "><img src="/b.jpg" alt="">
      <a href="/about">אודות</a><a href="/about/">שוב</a><a href="https://wa.me/1">וואטסאפ</a>
      <a href="http://example.com/x">חיצוני</a><a href="mailto:a@b.c">מייל</a>`);
    const read = analyzeHtml(html, { origin, path: '/products/מכונת-פיצה' });
    expect(read.subheadings).toEqual(['למה מכונת פיצה?']);
    expect(read.imageAlts).toEqual(['מכונת פיצה בלובי']);
    expect(read.blocks).toEqual([
      { kind: 'paragraph', text: 'פתיחה.' },
      { kind: 'heading', text: 'למה מכונת פיצה?' },
      { kind: 'paragraph', text: 'כי היא מהירה.' },
      { kind: 'heading', text: 'פרטים' },
    ]);
    expect(read.internalLinks).toBe(2);
    expect(read.linkedPaths).toEqual(['/about']);
    expect(read.outboundLinks).toBe(2);
    // The fixture page: WhatsApp and //other.example.com lead out of the site.
    expect(content.outboundLinks).toBe(2);
    expect(content.linkedPaths).toEqual([
      '/',
      '/products',
      '/locations',
      '/products/מכונת-פיצה',
      '/en/about',
    ]);
  });

  it('survives broken markup', () => {
    const html = page('<p>פסקה <b>לא סגורה<p>שנייה</div></span> <a href="/x">קישור');
    const broken = analyzeHtml(html, { origin });
    expect(broken.firstParagraph).toBe('פסקה לא סגורה');
    expect(broken.text).toBe('פסקה לא סגורה שנייה קישור');
    expect(broken.internalLinks).toBe(1);
  });
});
