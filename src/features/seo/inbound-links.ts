import { comparablePath } from './analyze-html';

/*
 * Which pages link to which (issue 36's "pages that link to this one"): a page no other page
 * links to from its content is hard for search engines to find and gets no link weight (Yoast's
 * "orphaned content"; not orphans.ts, which is about settings rows whose page is gone). Only
 * links inside <main> count: the header and footer link the same pages from everywhere.
 */

/**
 * For each page, how many of the other pages link to it (each linking page counted once),
 * in the pages' order.
 */
export function inboundLinkCounts(
  pages: readonly { path: string; linkedPaths: readonly string[] }[],
): number[] {
  const counts = new Map<string, number>();
  for (const page of pages) {
    const own = comparablePath(page.path);
    for (const target of new Set(page.linkedPaths.map(comparablePath))) {
      if (target !== own) counts.set(target, (counts.get(target) ?? 0) + 1);
    }
  }
  return pages.map((page) => counts.get(comparablePath(page.path)) ?? 0);
}
