import { vi } from 'vitest';

/**
 * `next/cache` for tests that call server code outside a Next request (admin actions):
 * `vi.mock('next/cache', () => import('<path>/tests/setup/next-cache'))`. The cache reads stay
 * Next's own; `updateTag` records the tag in `updatedTags` (cleared by `forgetUpdatedTags()`), and
 * `refresh` does nothing, as outside a real server action there is no page to re-render.
 */
const actual = await vi.importActual<typeof import('next/cache')>('next/cache');

export const { cacheLife, cacheTag } = actual;

/** The tags the code under test updated, in order, since the last `forgetUpdatedTags()`. */
export const updatedTags: string[] = [];

export const forgetUpdatedTags = () => void updatedTags.splice(0);

export const updateTag = (tag: string) => void updatedTags.push(tag);

export const refresh = () => {};

/**
 * The tags the code under test expired with `revalidateTag` (route handlers, outside a server
 * action), with the profile it gave, in order, since the last `forgetRevalidatedTags()`.
 */
export const revalidatedTags: { tag: string; profile: unknown }[] = [];

export const forgetRevalidatedTags = () => void revalidatedTags.splice(0);

export const revalidateTag = (tag: string, profile?: unknown) =>
  void revalidatedTags.push({ tag, profile });
