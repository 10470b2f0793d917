import localFont from 'next/font/local';

/**
 * Heebo (variable weight), self-hosted from @fontsource-variable/heebo through next/font: the two
 * files a page needs are preloaded, and `display: optional` keeps the first paint's font for the
 * whole page view — if Heebo is not there in time (a first visit on a slow phone), the system font
 * stays instead of the text reflowing under the reader (that swap was the layout shift Lighthouse
 * measured); from the next page on it comes from the cache. Each file covers its own characters
 * (the unicode ranges fontsource uses), so Latin and Hebrew text each take the one they need.
 */
const heeboHebrew = localFont({
  src: '../../node_modules/@fontsource-variable/heebo/files/heebo-hebrew-wght-normal.woff2',
  weight: '100 900',
  display: 'optional',
  variable: '--font-heebo-hebrew',
  adjustFontFallback: false,
  declarations: [
    {
      prop: 'unicode-range',
      value: 'U+0307-0308,U+0590-05FF,U+200C-2010,U+20AA,U+25CC,U+FB1D-FB4F',
    },
  ],
});

const heeboLatin = localFont({
  src: '../../node_modules/@fontsource-variable/heebo/files/heebo-latin-wght-normal.woff2',
  weight: '100 900',
  display: 'optional',
  variable: '--font-heebo-latin',
  adjustFontFallback: false,
  declarations: [
    {
      prop: 'unicode-range',
      value:
        'U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD',
    },
  ],
});

/** For the root <html>: defines --font-heebo-latin and --font-heebo-hebrew (globals.css). */
export const fontVariables = `${heeboLatin.variable} ${heeboHebrew.variable}`;
