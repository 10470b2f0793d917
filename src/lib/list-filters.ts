import { z } from 'zod';
import { fromLocalInput } from './site-time';
import './zod-jitless';

/**
 * What the back office's filtered lists (the inbox, the audit log) share: their views live in
 * the URL, so a search parameter is read leniently — a malformed value is dropped, never an error
 * — and date filters are calendar days on the site's clock.
 */

/** A calendar day "2026-11-23", or nothing. */
export const dayParam = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .optional()
  .catch(undefined);

/** A 1-based page number; page 1 (and anything malformed) reads as nothing. */
export const pageParam = z.coerce
  .number()
  .int()
  .min(1)
  .max(100_000)
  .optional()
  .catch(undefined)
  .transform((page) => (page && page > 1 ? page : undefined));

type SearchParams = Record<string, string | string[] | undefined> | URLSearchParams;

/**
 * The view a URL's search parameters ask for, read with `schema` (whose fields all `.catch`):
 * the first value of a repeated parameter, and no key for what was left out or dropped.
 */
export function parseListFilters<T extends Record<string, unknown>>(
  schema: z.ZodType<T>,
  params: SearchParams,
): Partial<T> {
  const record: Record<string, string | undefined> = {};
  const entries =
    params instanceof URLSearchParams ? [...params.entries()] : Object.entries(params);
  for (const [key, value] of entries) record[key] ??= Array.isArray(value) ? value[0] : value;
  return Object.fromEntries(
    Object.entries(schema.parse(record)).filter(([, value]) => value !== undefined),
  ) as Partial<T>;
}

/**
 * The instants bounding the days `from`…`to` (both included) on the site's clock: rows with
 * `start <= time < end`. Either bound may be missing.
 */
export function dayRange(from?: string, to?: string): { start?: Date; end?: Date } {
  const start = from ? fromLocalInput(`${from}T00:00`) : null;
  let end: Date | null = null;
  if (to) {
    const next = new Date(`${to}T00:00:00Z`);
    next.setUTCDate(next.getUTCDate() + 1);
    end = fromLocalInput(`${next.toISOString().slice(0, 10)}T00:00`);
  }
  return { start: start ?? undefined, end: end ?? undefined };
}
