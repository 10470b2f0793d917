import { createRequire } from 'node:module';
import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';

/**
 * Hebrew lives at unprefixed paths but is served by the [locale] segment as /he/...: a rewrite
 * instead of the next-intl proxy (which halved throughput), and /he/... redirects to the
 * unprefixed URL so each page has one address. Paths of other sections (/en, back office, API,
 * uploads, Next's own and files with an extension) are left alone.
 */
const UNPREFIXED_HEBREW =
  '/:path((?!(?:en|he|admin|auth|account|api|uploads|_next|_vercel)(?:/|$))(?!_)(?!.*\\.[A-Za-z0-9]+$).+)';

/**
 * With REDIS_URL (read when the server starts, so one build serves either way) Next's caches live
 * in Redis/Valkey, shared by every instance: rendered pages (`cacheHandler`) and 'use cache'
 * data (`cacheHandlers`), with no copy in each process's memory. Without it, Next's defaults.
 */
const resolve = createRequire(import.meta.url).resolve;
const sharedCache: NextConfig = process.env.REDIS_URL
  ? {
      cacheHandler: resolve('./src/cache-handlers/pages.mjs'),
      cacheHandlers: { default: resolve('./src/cache-handlers/data.mjs') },
      cacheMaxMemorySize: 0,
    }
  : {};

const nextConfig: NextConfig = {
  ...sharedCache,
  // Parallel builds (e.g. several e2e runs on one machine) each need their own output folder.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  cacheComponents: true,
  // With partial prefetching on, the first request after an edit served build-time data.
  partialPrefetching: false,
  poweredByHeader: false,
  // The start script compresses (after it has set each page's Content Security Policy from it).
  compress: false,
  // Next hashes the whole HTML in JavaScript, character by character, on every request to make an
  // ETag: a fifth of a cached page's CPU time (measured with --cpu-prof under the bench). Pages
  // are revalidated by shared caches (1 s) and browsers re-fetch a 20 KB gzip page cheaply.
  generateEtags: false,
  // Inlined into the build: the fixed pages' sitemap lastmod (their texts change only with a build).
  env: { BUILD_TIME: new Date().toISOString() },
  // `npm test` runs tsc over the whole project (tests and scripts too); the build need not repeat it.
  typescript: { ignoreBuildErrors: true },
  // Paths outside [locale] (e.g. /api/x) get our styled 404 instead of the framework's.
  // authInterrupts: admin actions refuse with unauthorized() / forbidden() (HTTP 401 / 403).
  experimental: { globalNotFound: true, authInterrupts: true },
  images: {
    deviceSizes: [384, 768, 1200],
    imageSizes: [64, 128, 256],
    qualities: [80],
    formats: ['image/avif', 'image/webp'],
  },
  async rewrites() {
    return {
      beforeFiles: [
        { source: '/', destination: '/he' },
        { source: UNPREFIXED_HEBREW, destination: '/he/:path' },
      ],
      afterFiles: [],
      fallback: [],
    };
  },
  async headers() {
    // The icon sprite's address carries a hash of its content (npm run icons).
    return [
      {
        source: '/icons.svg',
        headers: [{ key: 'Cache-Control', value: 'public, max-age=31536000, immutable' }],
      },
    ];
  },
  async redirects() {
    return [
      { source: '/he', destination: '/', permanent: true },
      { source: '/he/:path*', destination: '/:path*', permanent: true },
    ];
  },
};

/**
 * Messages are compiled at build time (icu-minify): the browser gets ready-to-format messages and
 * a formatter without the ICU parser (~9 KB gzip less JavaScript on every public page), and the
 * server skips parsing them per request. Every import of messages/*.json inside the app goes
 * through this loader; scripts and tests outside Next read the plain strings with the full parser.
 */
export default createNextIntlPlugin({
  requestConfig: './src/i18n/request.ts',
  experimental: {
    messages: { path: './messages', format: 'json', locales: 'infer', precompile: true },
  },
})(nextConfig);
