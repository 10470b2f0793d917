import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analyzePage, EMPTY_CONTENT } from './page-analysis';

/** A stand-in for this site's server: what analyzePage fetches over HTTP. */
let server: Server;
const requested: string[] = [];
const savedEnv = { PORT: process.env.PORT, SITE_URL: process.env.SITE_URL };

beforeAll(async () => {
  server = createServer((request, response) => {
    requested.push(request.url ?? '');
    const path = decodeURI(request.url ?? '');
    if (path === '/products/מכונת-פיצה') {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      response.end(
        '<!DOCTYPE html><html lang="he"><head><title>מכונת פיצה | אוטופיצה</title></head>' +
          '<body><main><h1>מכונת פיצה</h1>' +
          '<p>אופה פיצה טרייה.</p><a href="https://autopizza.example.co.il/about">אודות</a> ' +
          '<a href="/products/מכונת-פיצה">כאן</a><img src="/a.jpg"></main></body></html>',
      );
    } else if (path === '/old') {
      response.writeHead(308, { location: encodeURI('/products/מכונת-פיצה') });
      response.end();
    } else {
      response.writeHead(404, { 'content-type': 'text/html' });
      response.end('<main><h1>לא נמצא</h1><p>העמוד לא נמצא</p></main>');
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  process.env.PORT = String((server.address() as AddressInfo).port);
  process.env.SITE_URL = 'https://autopizza.example.co.il';
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  for (const [key, value] of Object.entries(savedEnv)) {
    if (value === undefined) delete process.env[key];
    else process.env[key] = value;
  }
});

describe('analyzePage', () => {
  it('reads the page this server serves, decoded or percent-encoded path alike', async () => {
    const expected = {
      ...EMPTY_CONTENT,
      found: true,
      head: { ...EMPTY_CONTENT.head, title: 'מכונת פיצה | אוטופיצה' },
      text: 'מכונת פיצה אופה פיצה טרייה. אודות כאן',
      firstParagraph: 'אופה פיצה טרייה.',
      leadText: 'אופה פיצה טרייה.',
      h1Count: 1,
      imagesWithoutAlt: 1,
      blocks: [{ kind: 'paragraph', text: 'אופה פיצה טרייה.' }],
      // The link to the site's public address counts; the one to the page itself does not.
      internalLinks: 1,
      linkedPaths: ['/about'],
    };
    expect(await analyzePage('/products/מכונת-פיצה')).toEqual(expected);
    expect(await analyzePage(encodeURI('/products/מכונת-פיצה'))).toEqual(expected);
    expect(requested.slice(-2)).toEqual([
      encodeURI('/products/מכונת-פיצה'),
      encodeURI('/products/מכונת-פיצה'),
    ]);
  });

  it('gives empty content for a missing page and does not follow redirects', async () => {
    expect(await analyzePage('/nowhere')).toEqual(EMPTY_CONTENT);
    expect(await analyzePage('/old')).toEqual(EMPTY_CONTENT);
    expect(requested.at(-1)).toBe('/old');
  });

  it('gives empty content when the server does not answer', async () => {
    const port = process.env.PORT;
    process.env.PORT = '1';
    try {
      expect(await analyzePage('/')).toEqual(EMPTY_CONTENT);
    } finally {
      process.env.PORT = port;
    }
  });

  it('returns a fresh object each time (callers may change it)', async () => {
    const first = await analyzePage('/nowhere');
    first.text = 'changed';
    expect(EMPTY_CONTENT.text).toBe('');
  });
});
