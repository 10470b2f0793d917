import { describe, expect, it } from 'vitest';
import { pathsOfSitemap, sitePathChecker } from './site-paths';

describe('the site’s pages for the view endpoint', () => {
  it('reads the decoded paths of a sitemap', () => {
    const xml = `<?xml version="1.0"?><urlset>
      <url><loc>https://autopizza.example/</loc></url>
      <url><loc>https://autopizza.example/en</loc></url>
      <url><loc>https://autopizza.example/products/%D7%9E%D7%9B%D7%95%D7%A0%D7%94</loc></url>
      <url><loc>not a url</loc></url></urlset>`;
    expect(pathsOfSitemap(xml)).toEqual(['/', '/en', '/products/מכונה']);
  });

  it('keeps the list a minute, and reads it again sooner only for an unknown path', async () => {
    let now = 0;
    let reads = 0;
    let list = ['/'];
    const isPage = sitePathChecker(
      async () => {
        reads += 1;
        return list;
      },
      () => now,
    );
    expect(await isPage('/')).toBe(true);
    expect(await isPage('/new-post')).toBe(false);
    expect(reads).toBe(1);
    list = ['/', '/new-post'];
    now = 5_000;
    expect(await isPage('/new-post')).toBe(false); // read 5 s ago: not again yet
    now = 11_000;
    expect(await isPage('/new-post')).toBe(true);
    expect(reads).toBe(2);
    now = 30_000;
    expect(await isPage('/')).toBe(true);
    expect(reads).toBe(2);
    now = 75_000;
    expect(await isPage('/')).toBe(true);
    expect(reads).toBe(3);
  });

  it('answers from the last list while the sitemap cannot be read', async () => {
    let now = 0;
    let fail = false;
    const isPage = sitePathChecker(
      async () => {
        if (fail) throw new Error('down');
        return ['/'];
      },
      () => now,
    );
    expect(await isPage('/')).toBe(true);
    fail = true;
    now = 61_000;
    expect(await isPage('/')).toBe(true);
  });
});
