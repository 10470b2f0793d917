import type { OutgoingHttpHeaders, ServerResponse } from 'node:http';

/**
 * The one way a step of the server changes what Next writes (pipeline.ts): no module patches a
 * response's methods itself.
 *
 * An interception holds the answer's head — writeHead's status and headers go onto the response,
 * flushHeaders waits — until the first write or end(). Then `head` runs once, sees the status,
 * the headers and the first bytes, and may change the status and headers: only then do they go
 * out. Or it may `collect` the answer: the body is then held whole and given to `end`, which
 * sends what it likes (the page memo, the full error pages).
 *
 * An interception stays in place for the whole response: those installed after it (closer to
 * Next) write through it, those before it (compression) are what it writes to. Their `head`s
 * run innermost first: each sees the headers as the ones inside it left them.
 */
export type Interception = {
  /**
   * Any write makes the head due, even an empty one. With this, the head waits for one with bytes
   * in it (or end()); the empty ones are dropped: nothing to send, and sending them would send
   * the head.
   */
  waitForBytes?: boolean;
  /**
   * The head is due. `first`: the bytes of the write or end() that made it due (undefined: none).
   * `whole`: it was end(), so `first` is the whole answer. Returns 'collect' to hold the body.
   */
  head(first: Buffer | undefined, whole: boolean): 'collect' | void;
  /**
   * A collected answer, at its end() (the head is still held: it goes with what is sent, as the
   * response's status and headers are then). `pass` ends it through the wrappers outside this
   * one, with end()'s callback; `done` is that callback, for an answer sent another way. By
   * default the body goes on as it was, in one piece.
   */
  end?(body: Buffer, out: { pass(body?: Buffer | string): void; done?: () => void }): void;
};

type Method = (...args: unknown[]) => unknown;
type Wrapped = Record<'writeHead' | 'flushHeaders' | 'write' | 'end', Method>;

export function interceptResponse(res: ServerResponse, interception: Interception): void {
  const patched = res as unknown as Wrapped;
  const original = {
    writeHead: patched.writeHead,
    flushHeaders: patched.flushHeaders,
    write: patched.write,
    end: patched.end,
  };
  let state: 'holding' | 'passing' | 'collecting' = 'holding';
  let heldHead = false;
  const chunks: Buffer[] = [];

  /** Runs `head`; true when the answer then goes on (the held head sent), false if collected. */
  const headIsDue = (first: Buffer | undefined, whole: boolean): boolean => {
    if (interception.head(first, whole) === 'collect') {
      state = 'collecting';
      return false;
    }
    state = 'passing';
    if (heldHead) original.writeHead.call(res, res.statusCode);
    return true;
  };
  const collect = (chunk: unknown, bytes: Buffer | undefined) => {
    // A copy: a writer may reuse its buffer once the write returns.
    if (bytes) chunks.push(typeof chunk === 'string' ? bytes : Buffer.from(bytes));
  };

  patched.writeHead = (...args) => {
    if (state === 'passing') return original.writeHead.apply(res, args);
    applyWriteHead(res, args);
    heldHead = true;
    return res;
  };
  // Next flushes the headers just before its first write: the head waits for that write.
  patched.flushHeaders = (...args) =>
    state === 'passing' ? original.flushHeaders.apply(res, args) : undefined;
  patched.write = (chunk, ...rest) => {
    if (state === 'passing') return original.write.call(res, chunk, ...rest);
    const bytes = chunkBytes(chunk, rest[0]);
    if (state === 'holding') {
      if (interception.waitForBytes && !bytes?.length) {
        callbackIn(rest)?.();
        return true;
      }
      if (headIsDue(bytes, false)) return original.write.call(res, chunk, ...rest);
    }
    collect(chunk, bytes);
    callbackIn(rest)?.();
    return true;
  };
  patched.end = (...args) => {
    if (state === 'passing') return original.end.apply(res, args);
    const chunk = typeof args[0] === 'function' ? undefined : args[0];
    const bytes = chunkBytes(chunk, args[1]);
    if (state === 'holding') {
      if (headIsDue(bytes, true)) return original.end.apply(res, args);
    }
    collect(chunk, bytes);
    // Whatever comes after (a late flush, the answer sent by `end`) goes straight on.
    state = 'passing';
    const done = callbackIn(args);
    const pass = (body?: Buffer | string) => void original.end.call(res, body, done);
    const body = Buffer.concat(chunks);
    if (interception.end) interception.end(body, { pass, done });
    else pass(body);
    return res;
  };
}

/** A write's or end()'s callback: its last argument when that is a function. */
function callbackIn(args: unknown[]): (() => void) | undefined {
  const last = args.at(-1);
  return typeof last === 'function' ? (last as () => void) : undefined;
}

/** Puts a held writeHead's status and headers on the response, where the wrappers read them. */
function applyWriteHead(res: ServerResponse, args: unknown[]): void {
  if (typeof args[0] === 'number') res.statusCode = args[0];
  const headers = args.find((arg) => arg && typeof arg === 'object' && !Array.isArray(arg));
  for (const [name, value] of Object.entries((headers as OutgoingHttpHeaders) ?? {})) {
    if (value !== undefined) res.setHeader(name, value);
  }
}

/** A written chunk as bytes (a Buffer, a string in its encoding, any Uint8Array); else undefined. */
function chunkBytes(chunk: unknown, encoding?: unknown): Buffer | undefined {
  if (Buffer.isBuffer(chunk)) return chunk;
  if (typeof chunk === 'string') {
    return Buffer.from(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8');
  }
  if (chunk instanceof Uint8Array) return Buffer.from(chunk.buffer, chunk.byteOffset, chunk.length);
  return undefined;
}
