import type { ServerResponse } from 'node:http';

export type Method = (...args: unknown[]) => unknown;

const NAMES = ['writeHead', 'flushHeaders', 'write', 'end'] as const;
export type WrappedName = (typeof NAMES)[number];

/**
 * For a wrapper of a response's output (scripts/lib/security-response.ts, full-error-pages.ts):
 * `call` passes to the methods the response has now, `patched` is where the wrapper puts its own.
 * A wrapper stays in place for the whole response: those installed after it (compression, the
 * framework's) wrap it in turn, so it must never be removed.
 */
export function wrapResponse(res: ServerResponse) {
  const original = Object.fromEntries(
    NAMES.map((name) => [name, (res as unknown as Record<WrappedName, Method>)[name]]),
  ) as Record<WrappedName, Method>;
  return {
    names: NAMES,
    patched: res as unknown as Record<WrappedName, Method>,
    call: (name: WrappedName, args: unknown[]) => original[name].apply(res, args),
  };
}
