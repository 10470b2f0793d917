/**
 * What a page weighs on the wire: its HTML raw and gzipped as the server sends it, the JavaScript
 * its script tags load (gzipped, as served), and two things that swell the HTML (the inline RSC
 * payload and inline SVG icons).
 */
import { get } from 'node:http';
import { gunzipSync } from 'node:zlib';

export type PageWeight = {
  htmlBytes: number;
  htmlGzipBytes: number;
  jsGzipBytes: number;
  scripts: number;
  rscPayloadBytes: number;
  inlineSvgs: number;
};

/** The body as sent: its bytes on the wire and, decoded, the text. */
function download(url: string): Promise<{ wire: number; body: Buffer; status: number }> {
  return new Promise((resolve, reject) => {
    get(url, { headers: { 'accept-encoding': 'gzip' } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        const raw = Buffer.concat(chunks);
        const gzipped = res.headers['content-encoding'] === 'gzip';
        resolve({
          wire: raw.length,
          body: gzipped ? gunzipSync(raw) : raw,
          status: res.statusCode ?? 0,
        });
      });
      res.on('error', reject);
    }).on('error', reject);
  });
}

/**
 * The src of every external script a current browser loads (Next's chunks), relative to the page.
 * Not the `noModule` polyfills (39 KB gzip): only browsers without ES modules fetch them.
 */
export function scriptSources(html: string): string[] {
  return [...html.matchAll(/<script\b([^>]*)>/g)]
    .filter((m) => !/\bnomodule\b/i.test(m[1]!))
    .flatMap((m) => {
      const src = /\bsrc="([^"]+)"/.exec(m[1]!)?.[1];
      return src ? [src.replaceAll('&amp;', '&')] : [];
    });
}

/** Bytes of the inline `self.__next_f.push(...)` scripts: the RSC payload repeated in the HTML. */
export function rscPayloadBytes(html: string): number {
  return [
    ...html.matchAll(/<script(?:\s[^>]*)?>(self\.__next_f\.push\([\s\S]*?)<\/script>/g),
  ].reduce((sum, m) => sum + Buffer.byteLength(m[1]!), 0);
}

export async function weighPage(url: string): Promise<PageWeight & { html: Buffer }> {
  // A page not prerendered at build is rendered for its first request (with a nonce on each
  // script); what visitors get is the cached copy that follows.
  await download(url);
  const page = await download(url);
  if (page.status !== 200) throw new Error(`${url} answered ${page.status}`);
  const html = page.body.toString('utf8');
  const sources = [...new Set(scriptSources(html))];
  const scripts = await Promise.all(sources.map((src) => download(new URL(src, url).href)));
  return {
    html: page.body,
    htmlBytes: page.body.length,
    htmlGzipBytes: page.wire,
    jsGzipBytes: scripts.reduce((sum, script) => sum + script.wire, 0),
    scripts: sources.length,
    rscPayloadBytes: rscPayloadBytes(html),
    inlineSvgs: (html.match(/<svg\b/g) ?? []).length,
  };
}

/** One page's compressed document, as a phone receives it. */
export type DocumentWeight = { path: string; gzipBytes: number };

/**
 * The gzipped document of every page listed (the whole sitemap): the target holds for every public
 * page, not only the ones the load runs on. Four at a time; each page twice, the second counted
 * (as in weighPage: the first request may render it).
 */
export async function weighDocuments(appUrl: string, paths: string[]): Promise<DocumentWeight[]> {
  const weights: DocumentWeight[] = [];
  const queue = [...paths];
  const worker = async () => {
    for (let pagePath = queue.shift(); pagePath !== undefined; pagePath = queue.shift()) {
      await download(`${appUrl}${pagePath}`);
      const page = await download(`${appUrl}${pagePath}`);
      if (page.status !== 200) throw new Error(`${pagePath} answered ${page.status}`);
      weights.push({ path: pagePath, gzipBytes: page.wire });
    }
  };
  await Promise.all([worker(), worker(), worker(), worker()]);
  return weights.sort((a, b) => b.gzipBytes - a.gzipBytes);
}
