import { getAuth, loggableError, type Auth } from '@/lib/auth';

/**
 * Better Auth behind our HTTP route (src/app/api/auth/[...all]/route.ts): what its answers look
 * like to the browser.
 *
 * - The session token never appears in a JSON body (sign-in, sign-up, get-session,
 *   change-password and list-sessions put it there): the browser's session travels in the
 *   HttpOnly cookie, which no script can read — a JSON answer can be, by any script on the page.
 * - A refusal never carries a validator's text: a 400 without one of Better Auth's error codes
 *   (a value of the wrong type caught before our `hooks.before`, a malformed body) becomes
 *   `{ code: 'INVALID_INPUT', message: 'invalidInput' }`, a key the forms translate.
 * - The database unreachable answers 503 `{ code: 'UNAVAILABLE', message: 'unexpectedError' }`
 *   with Retry-After: 5; any other failure 500 with the same message key — never an empty 500.
 *   The forms show "An unexpected error occurred" in the page's language for both.
 */
export const UNAVAILABLE_BODY = { code: 'UNAVAILABLE', message: 'unexpectedError' } as const;
export const INTERNAL_ERROR_BODY = { code: 'INTERNAL_ERROR', message: 'unexpectedError' } as const;
export const INVALID_INPUT_BODY = { code: 'INVALID_INPUT', message: 'invalidInput' } as const;
export const RETRY_AFTER_SECONDS = 5;

/** Node's and PostgreSQL's codes for "the server cannot be reached or has gone away". */
const CONNECTION_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EPIPE',
  '57P01', // admin_shutdown
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now (starting up, shutting down, recovering)
  '53300', // too_many_connections
]);
/** What node-postgres says, without a code, when a connection fails or drops. */
const CONNECTION_MESSAGES =
  /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Connection refused/i;

/**
 * Whether an error (anywhere in its `cause` chain, or among an AggregateError's errors: Drizzle
 * wraps the driver's error, Node aggregates one per address tried) says the database cannot be
 * reached: connection refused, reset or timed out, the server shutting down, SQLSTATE class 08.
 */
export function isDatabaseUnreachable(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== 'object' || depth > 8) return false;
  const { code, message, cause, errors } = error as {
    code?: unknown;
    message?: unknown;
    cause?: unknown;
    errors?: unknown;
  };
  if (typeof code === 'string' && (CONNECTION_CODES.has(code) || /^08[0-9A-Z]{3}$/.test(code))) {
    return true;
  }
  if (typeof message === 'string' && CONNECTION_MESSAGES.test(message.split('\n')[0]!)) return true;
  if (Array.isArray(errors) && errors.some((e) => isDatabaseUnreachable(e, depth + 1))) return true;
  return isDatabaseUnreachable(cause, depth + 1);
}

const noStore = { 'Cache-Control': 'no-store' };

/** The answer to a thrown failure: 503 and Retry-After when the database is unreachable. */
export function failureResponse(error: unknown): Response {
  return isDatabaseUnreachable(error)
    ? Response.json(UNAVAILABLE_BODY, {
        status: 503,
        headers: { ...noStore, 'Retry-After': String(RETRY_AFTER_SECONDS) },
      })
    : Response.json(INTERNAL_ERROR_BODY, { status: 500, headers: noStore });
}

/** `value` without any `token` property, at any depth (the same object when it had none). */
function withoutTokens(value: unknown): unknown {
  if (Array.isArray(value)) {
    const items = value.map(withoutTokens);
    return items.some((item, i) => item !== value[i]) ? items : value;
  }
  if (!value || typeof value !== 'object') return value;
  let changed = false;
  const entries: [string, unknown][] = [];
  for (const [key, item] of Object.entries(value)) {
    if (key === 'token') {
      changed = true;
      continue;
    }
    const cleaned = withoutTokens(item);
    if (cleaned !== item) changed = true;
    entries.push([key, cleaned]);
  }
  return changed ? Object.fromEntries(entries) : value;
}

/** Codes of 400 answers that carry a validator's or a parser's text rather than a meaning. */
const TEXT_ONLY_CODES = new Set(['VALIDATION_ERROR', 'BAD_REQUEST']);

/** A JSON answer as the browser may see it (no token; refusals as message keys). */
async function shaped(response: Response): Promise<Response> {
  if (!response.headers.get('content-type')?.includes('application/json')) return response;
  const text = await response.clone().text();
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return response;
  }
  let next = withoutTokens(body);
  if (response.status === 400 && next && typeof next === 'object') {
    const { code } = next as { code?: unknown };
    if (code === undefined || (typeof code === 'string' && TEXT_ONLY_CODES.has(code))) {
      next = INVALID_INPUT_BODY;
    }
  }
  if (next === body) return response;
  const headers = new Headers(response.headers);
  headers.delete('content-length');
  return new Response(JSON.stringify(next), {
    status: response.status,
    statusText: response.statusText,
    headers,
  });
}

/**
 * The route's handler for an auth instance (`getAuth` in the app; tests pass one on a database
 * that does not answer). Better Auth rethrows its non-API errors (`onAPIError.throw` in
 * src/lib/auth/index.ts), so the failure is classified here; it is logged without the failed query's
 * parameters (a session token, an address).
 */
export function authHttpHandler(auth: () => Pick<Auth, 'handler'>) {
  return async (request: Request): Promise<Response> => {
    const path = new URL(request.url).pathname;
    let response: Response;
    try {
      response = await auth().handler(request);
    } catch (error) {
      const answer = failureResponse(error);
      console.error(`[auth] ${path} failed, ${answer.status} sent:`, loggableError(error));
      return answer;
    }
    if (response.status >= 500) {
      console.error(`[auth] ${path} answered ${response.status}: a JSON 500 sent`);
      return Response.json(INTERNAL_ERROR_BODY, { status: 500, headers: noStore });
    }
    return shaped(response);
  };
}

/** The app's auth API (src/app/api/auth/[...all]/route.ts). */
export const handleAuthRequest = authHttpHandler(getAuth);
