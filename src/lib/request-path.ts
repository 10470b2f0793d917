/**
 * The header our own HTTP server (scripts/lib/site-pipeline.ts) sets on every request to the
 * path asked for, overwriting anything the client sent. The back office's layout reads it to
 * answer a page outside the viewer's role with 403 from its first bytes: a Next layout is not
 * told which page it wraps.
 */
export const REQUEST_PATH_HEADER = 'x-vending-path';
