import { describe, expect, it } from 'vitest';
import { chatHref, encodeQueryText } from './contact-links';

describe('encodeQueryText', () => {
  it('leads to the URL encodeURIComponent gives, with letters beyond ASCII left readable', () => {
    for (const text of [
      'שלום, אשמח לקבל פרטים על מכונות הפיצה.',
      'Hello – a question about "pizza" & drinks?',
      'no\u00a0break, rtl\u200fmark, emoji 😀, ₪5',
    ]) {
      const encoded = encodeQueryText(text);
      expect(new URL(`https://wa.me/1?text=${encoded}`).href).toBe(
        `https://wa.me/1?text=${encodeURIComponent(text)}`,
      );
      expect(decodeURIComponent(encoded)).toBe(text);
    }
  });

  it('keeps Hebrew letters as they are and spaces, invisible marks encoded', () => {
    expect(encodeQueryText('שלום עולם')).toBe('שלום%20עולם');
    expect(encodeQueryText('a\u200fb\u00a0c')).toBe('a%E2%80%8Fb%C2%A0c');
  });
});

describe('chatHref', () => {
  it('is the chat app address of the number with the message', () => {
    expect(chatHref('972500000000', 'שלום!')).toBe('https://wa.me/972500000000?text=שלום!');
  });
});
