import type { OutgoingHttpHeaders, ServerResponse } from 'node:http';

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

/**
 * For a wrapper that holds the head back: puts writeHead's status and headers on the response
 * (where the wrappers after it read them) without sending anything.
 */
export function applyWriteHead(res: ServerResponse, args: unknown[]): void {
  if (typeof args[0] === 'number') res.statusCode = args[0];
  const headers = args.find((arg) => arg && typeof arg === 'object' && !Array.isArray(arg));
  for (const [name, value] of Object.entries((headers as OutgoingHttpHeaders) ?? {})) {
    if (value !== undefined) res.setHeader(name, value);
  }
}

/** A written chunk as bytes (a Buffer, a string in its encoding, any Uint8Array); else undefined. */
export function chunkBytes(chunk: unknown, encoding?: unknown): Buffer | undefined {
  if (Buffer.isBuffer(chunk)) return chunk;
  if (typeof chunk === 'string') {
    return Buffer.from(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8');
  }
  if (chunk instanceof Uint8Array) return Buffer.from(chunk.buffer, chunk.byteOffset, chunk.length);
  return undefined;
}
