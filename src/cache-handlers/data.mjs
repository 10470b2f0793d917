/**
 * The `'use cache'` entries (our catalogue, blog and SEO queries) in Redis/Valkey, shared by every
 * instance: next.config.ts points `cacheHandlers.default` here when REDIS_URL is set. Next calls
 * refreshTags() at the start of each request, which is how an updateTag made on another instance
 * is seen at this instance's next request.
 */
import { getRedisCacheComponentsHandler } from '@trieb.work/nextjs-turbo-redis-cache';
import { REDIS_OPTIONS } from './options.mjs';

export default getRedisCacheComponentsHandler(REDIS_OPTIONS);
