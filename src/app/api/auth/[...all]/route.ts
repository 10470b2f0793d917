import { handleAuthRequest } from '@/lib/auth/http';

/**
 * Better Auth's endpoints under /api/auth (sign-in, sign-up, sign-out, session, e-mail
 * verification, password reset). Its own origin/CSRF checks and database rate limits apply to
 * every call; src/lib/auth/http.ts keeps the session token out of JSON and answers a failure
 * with a readable 503.
 */
export { handleAuthRequest as GET, handleAuthRequest as POST };
