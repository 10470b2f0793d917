import { integer, pgTable, text } from 'drizzle-orm/pg-core';
import { timestamptz } from './columns';

/**
 * Fixed-window counters for rate limits, in the database so that every instance of the app
 * counts together. `key` names the limit and the client, e.g. "contact:203.0.113.9".
 */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  windowStartedAt: timestamptz('window_started_at').notNull().defaultNow(),
  count: integer('count').notNull().default(0),
});
