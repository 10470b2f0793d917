import { getAuth } from '@/lib/auth';

/**
 * Better Auth's endpoints under /api/auth (sign-in, sign-up, sign-out, session, e-mail
 * verification). Its own origin/CSRF checks and database rate limits apply to every call.
 */
const handle = (request: Request) => getAuth().handler(request);

export { handle as GET, handle as POST };
