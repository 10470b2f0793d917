import { describe, expect, it } from 'vitest';
import { inboundLinkCounts } from './inbound-links';

describe('inboundLinkCounts', () => {
  it('counts the other pages linking to each page, once per linking page, encoded or not', () => {
    const counts = inboundLinkCounts([
      { path: '/', linkedPaths: ['/products/מכונת-פיצה', '/about', '/about'] },
      { path: '/about', linkedPaths: ['/about', encodeURI('/products/מכונת-פיצה')] },
      { path: '/products/מכונת-פיצה', linkedPaths: ['/products/מכונת-פיצה/'] },
      { path: '/en/blog/orphan', linkedPaths: ['/'] },
    ]);
    // "/about" links itself (not counted); the product links only itself (not counted).
    expect(counts).toEqual([1, 1, 2, 0]);
  });
});
