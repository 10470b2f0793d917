import { decodeAttribute } from '../../setup/html-attributes';

/*
 * What search engines read in a page's HTML, extracted from the server's answer (no browser, no
 * JavaScript): canonical and alternate links, robots, Open Graph and the JSON-LD scripts.
 */

/** The attributes of every `<tag …>` start tag in `html`, names lowercased, values decoded. */
export function startTags(html: string, tag: string): Record<string, string>[] {
  const tags: Record<string, string>[] = [];
  for (const match of html.matchAll(new RegExp(`<${tag}\\b([^>]*)>`, 'gi'))) {
    const attributes: Record<string, string> = {};
    for (const [, name, value] of match[1]!.matchAll(/([\w:-]+)="([^"]*)"/g)) {
      attributes[name!.toLowerCase()] = decodeAttribute(value!);
    }
    tags.push(attributes);
  }
  return tags;
}

export type PageHead = {
  canonicals: string[];
  /** hreflang → URL */
  alternates: Record<string, string>;
  robots: string | undefined;
  meta: (name: string) => string | undefined;
  jsonLd: string[];
};

export function readHead(html: string): PageHead {
  const links = startTags(html, 'link');
  const metas = startTags(html, 'meta');
  return {
    canonicals: links.filter((l) => l.rel === 'canonical').map((l) => l.href!),
    alternates: Object.fromEntries(
      links.filter((l) => l.rel === 'alternate' && l.hreflang).map((l) => [l.hreflang!, l.href!]),
    ),
    robots: metas.find((m) => m.name === 'robots')?.content,
    meta: (name) => metas.find((m) => m.name === name || m.property === name)?.content,
    jsonLd: [
      ...html.matchAll(/<script[^>]*type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g),
    ].map((match) => match[1]!),
  };
}
