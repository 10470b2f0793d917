/**
 * The `'use cache'` entries (our catalogue, blog and SEO queries) in Redis/Valkey, shared by every
 * instance: next.config.ts points `cacheHandlers.default` here when REDIS_URL is set. Next calls
 * refreshTags() at the start of each request, which is how an updateTag made on another instance
 * is seen at this instance's next request.
 *
 * The handler is made at its first call, not when Next imports this file: its options read the
 * build's id (options.mjs), which does not exist yet while `next build` loads it.
 */
import { getRedisCacheComponentsHandler } from '@trieb.work/nextjs-turbo-redis-cache';
import { redisOptions } from './options.mjs';

let shared;
const handler = () => (shared ??= getRedisCacheComponentsHandler(redisOptions()));

const dataCacheHandler = {
  get: (...args) => handler().get(...args),
  set: (...args) => handler().set(...args),
  refreshTags: (...args) => handler().refreshTags(...args),
  getExpiration: (...args) => handler().getExpiration(...args),
  updateTags: (...args) => handler().updateTags(...args),
};

export default dataCacheHandler;
