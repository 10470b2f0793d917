import { getAuth } from './auth';

/**
 * Better Auth behind our HTTP route (src/app/api/auth/[...all]/route.ts):
 *
 * - the session token never appears in a JSON body (sign-in, sign-up and get-session put it
 *   there): the browser's session travels in the HttpOnly cookie, which no script can read — a
 *   JSON answer can be, by any script on the page;
 * - a failure of ours (the database unreachable, mostly) answers 503 with a JSON body the forms
 *   read as "An unexpected error occurred" and a Retry-After, never an empty 500.
 */
export async function handleAuthRequest(request: Request): Promise<Response> {
  const path = new URL(request.url).pathname;
  try {
    const response = await getAuth().handler(request);
    if (response.status < 500) return await withoutSessionToken(response);
    console.error(`[auth] ${path} answered ${response.status}: 503 sent`);
  } catch (error) {
    console.error(`[auth] ${path} failed: 503 sent`, error instanceof Error ? error.name : '');
  }
  return Response.json(
    { code: 'UNAVAILABLE', message: 'unexpectedError' },
    { status: 503, headers: { 'Retry-After': '5', 'Cache-Control': 'no-store' } },
  );
}

async function withoutSessionToken(response: Response): Promise<Response> {
  if (!response.headers.get('content-type')?.includes('application/json')) return response;
  const text = await response.text();
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return new Response(text, response);
  }
  if (body && typeof body === 'object') {
    const record = body as { token?: unknown; session?: { token?: unknown } | null };
    delete record.token;
    if (record.session && typeof record.session === 'object') delete record.session.token;
  }
  const headers = new Headers(response.headers);
  headers.delete('content-length');
  return new Response(JSON.stringify(body), {
    status: response.status,
    statusText: response.statusText,
    headers,
  });
}
