/**
 * Next's incremental cache (rendered pages and route answers) in Redis/Valkey, shared by every
 * instance: next.config.ts points `cacheHandler` here when REDIS_URL is set. Plain JavaScript
 * because Next imports it as it is, outside the bundles (in `next build` and at run time).
 *
 * @trieb.work/nextjs-turbo-redis-cache keeps the entries in Redis and the tags' revalidation times
 * in a map synchronised over Redis pub/sub, so an updateTag on one instance marks the page stale on
 * all of them. Keys are prefixed with the build's id: instances of one build share them and a new
 * deployment starts on an empty cache. In `next build` it never reaches Redis (options.mjs).
 */
import { RedisStringsHandler } from '@trieb.work/nextjs-turbo-redis-cache';
import { redisOptions } from './options.mjs';

let shared;

export default class PagesCacheHandler {
  constructor() {
    // Next makes a handler per request; one Redis connection per process, made at the first
    // (options.mjs reads the build's id then, not when Next imports this file during the build).
    shared ??= new RedisStringsHandler(redisOptions());
  }
  get(...args) {
    return shared.get(...args);
  }
  set(...args) {
    return shared.set(...args);
  }
  revalidateTag(...args) {
    return shared.revalidateTag(...args);
  }
  resetRequestCache(...args) {
    return shared.resetRequestCache(...args);
  }
}
