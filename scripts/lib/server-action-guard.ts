import { IncomingMessage } from 'node:http';

/**
 * Server actions refused before Next sees them (issue 28). Next 16.4 answers a server-action POST
 * from a foreign origin, and one whose body it cannot decode (bad JSON, deep nesting, huge
 * arrays, broken multipart), with a 500 — nothing runs, but it reads as a server fault and fills
 * the log. Here the same origin rule gives 403, and a body that would not decode gives 400.
 *
 * Which POSTs are actions follows Next (server-action-request-meta.js): a `Next-Action` header
 * (a fetch action), or a multipart body (a form posted without JavaScript). A body is read whole
 * (the request limits have capped it: 2 MB) and handed on to Next in a fresh request object.
 */

/** Nesting and array length no action of the site comes near (a reorder sends ~100 ids). */
export const ACTION_BODY_LIMITS = { depth: 64, arrayLength: 10_000 } as const;

export function isPossibleServerAction(
  method: string | undefined,
  pathname: string,
  headers: IncomingMessage['headers'],
): boolean {
  if (method !== 'POST' || pathname.startsWith('/api/')) return false;
  return (
    typeof headers['next-action'] === 'string' ||
    String(headers['content-type'] ?? '').startsWith('multipart/form-data')
  );
}

/**
 * Next's CSRF rule (action-handler.js): an Origin header, when present, must name the host the
 * request was sent to — X-Forwarded-Host's first value, else Host. (No Origin: a hand-made request
 * carries no one's cookies unwittingly, and Next lets it through; so do we.)
 */
export function hasForeignOrigin(headers: IncomingMessage['headers']): boolean {
  const origin = headers.origin;
  if (origin === undefined) return false;
  let originHost: string;
  try {
    originHost = origin === 'null' ? 'null' : new URL(origin).host;
  } catch {
    return true;
  }
  const forwarded = headers['x-forwarded-host'];
  const host =
    (Array.isArray(forwarded) ? forwarded[0] : forwarded?.split(',')[0]?.trim()) || headers.host;
  return originHost !== host;
}

/** Reads a request's body whole. */
export async function readBody(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/**
 * Why Next could not decode this action body, or undefined when it can be tried. A fetch
 * action's body is JSON (React's encodeReply as one string) or multipart whose numbered fields
 * are JSON rows; a form posted without JavaScript is multipart with `$ACTION_…` fields.
 */
export async function actionBodyProblem(
  body: Buffer,
  contentType: string | undefined,
): Promise<string | undefined> {
  if (String(contentType ?? '').startsWith('multipart/form-data')) {
    let form: FormData;
    try {
      form = await new Response(new Uint8Array(body), {
        headers: { 'content-type': contentType! },
      }).formData();
    } catch {
      return 'the multipart body does not parse';
    }
    for (const [name, value] of form) {
      if (typeof value === 'string' && /^(?:\d+|\$ACTION_\d+:\d+)$/.test(name)) {
        const problem = jsonProblem(value);
        if (problem) return `field ${name}: ${problem}`;
      }
    }
    return undefined;
  }
  return jsonProblem(body.toString('utf8'));
}

function jsonProblem(text: string): string | undefined {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return 'not JSON';
  }
  // Iterative, so a hostile nesting cannot overflow this walk's own stack.
  const stack: { value: unknown; depth: number }[] = [{ value, depth: 0 }];
  while (stack.length > 0) {
    const { value: node, depth } = stack.pop()!;
    if (node === null || typeof node !== 'object') continue;
    if (depth >= ACTION_BODY_LIMITS.depth) return `nested deeper than ${ACTION_BODY_LIMITS.depth}`;
    const children = Array.isArray(node) ? node : Object.values(node);
    if (Array.isArray(node) && node.length > ACTION_BODY_LIMITS.arrayLength) {
      return `an array longer than ${ACTION_BODY_LIMITS.arrayLength}`;
    }
    for (const child of children) stack.push({ value: child, depth: depth + 1 });
  }
  return undefined;
}

/**
 * A request Next can read `body` from, standing in for `req` (whose stream this module has read):
 * the same socket, method, address and headers object — what the steps before wrote into the
 * headers (the nonce, the client address) stays visible to Next.
 */
export function replayRequest(req: IncomingMessage, body: Buffer): IncomingMessage {
  const replay = new IncomingMessage(req.socket);
  replay.method = req.method;
  replay.url = req.url;
  replay.headers = req.headers;
  replay.rawHeaders = req.rawHeaders;
  replay.httpVersion = req.httpVersion;
  replay.httpVersionMajor = req.httpVersionMajor;
  replay.httpVersionMinor = req.httpVersionMinor;
  replay.complete = true;
  replay.push(body);
  replay.push(null);
  return replay;
}
