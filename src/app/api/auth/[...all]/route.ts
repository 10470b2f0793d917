import { getAuth } from '@/lib/auth';

/**
 * Better Auth's endpoints under /api/auth (sign-in, sign-up, sign-out, session, e-mail
 * verification, password reset). Its own origin/CSRF checks and database rate limits apply to
 * every call.
 *
 * A failure of ours (the database unreachable, mostly) answers 503 with a JSON body the forms
 * read as "An unexpected error occurred" and a Retry-After, never an empty 500.
 */
async function handle(request: Request): Promise<Response> {
  try {
    const response = await getAuth().handler(request);
    if (response.status < 500) return response;
    console.error(`[auth] ${new URL(request.url).pathname} answered ${response.status}: 503 sent`);
  } catch (error) {
    console.error(
      `[auth] ${new URL(request.url).pathname} failed: 503 sent`,
      error instanceof Error ? error.name : '',
    );
  }
  return Response.json(
    { code: 'UNAVAILABLE', message: 'unexpectedError' },
    { status: 503, headers: { 'Retry-After': '5', 'Cache-Control': 'no-store' } },
  );
}

export { handle as GET, handle as POST };
