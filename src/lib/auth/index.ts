import { APIError, betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { createAuthMiddleware, getSessionFromCtx } from 'better-auth/api';
import { customSession } from 'better-auth/plugins/custom-session';
import { twoFactor as twoFactorPlugin } from 'better-auth/plugins';
import { eq } from 'drizzle-orm';
import { getDb, type Database } from '@/db';
import {
  account,
  authRateLimit,
  profiles,
  session,
  twoFactor,
  user,
  verification,
  type Role,
} from '@/db/schema';
import { resetPasswordEmail, twoFactorChangedEmail, verificationEmail } from './email';
import {
  ACCOUNT_DEACTIVATED,
  MAX_PASSWORD_LENGTH,
  MIN_PASSWORD_LENGTH,
  authFieldErrors,
  type AuthErrorKey,
} from './schema';
import { checkAuthBody } from './input-rules';
import { passwordStrength } from './password-strength';
import type { PasswordOwner, PasswordStrength } from './password-strength-rules';
import { passwordStrengthText } from './password-strength-text';
import { CLIENT_IP_HEADER } from '@/lib/client-ip';
import { getEnv } from '@/config/env';
import { sendMail, withoutAddresses } from '@/lib/mail';
import { queueStaffMail } from '@/lib/staff-mail';
import { siteUrl } from '@/lib/site-url';
import { refusedOriginLine, trustedOriginsFor } from '@/lib/trusted-origins';

// Not marked 'server-only': the start script and `npm run admin:create` (plain Node) use it too.
// App code reaches it only through server modules (src/lib/admin/guard.ts, the API route).

export const AUTH_BASE_PATH = '/api/auth';

/** Sign-in attempts allowed per client address in RATE_WINDOW seconds; the next one gets 429. */
export const SIGN_IN_LIMIT = { window: 10, max: 3 };

/**
 * Second-factor codes (and the password-guarded two-factor endpoints) allowed per client address
 * and endpoint per minute. Besides this, the plugin ends a sign-in's challenge after 5 wrong codes
 * and locks the account's second factor for 15 minutes after 10 wrong codes in a row, from any
 * address (its `accountLockout`).
 */
export const TWO_FACTOR_LIMIT = { window: 60, max: 5 };

/** The site's name in Better Auth; authenticator apps list the account under it (the issuer). */
export const AUTH_APP_NAME = 'AutoPizza';

/**
 * A user's role (src/lib/admin/roles.ts): their profile's. 'user' (no back office) for a missing
 * profile, a deactivated account and when the lookup fails (logged) — never more by accident.
 */
export async function roleOf(db: Database, userId: string): Promise<Role> {
  try {
    const [row] = await db
      .select({ role: profiles.role, deactivatedAt: profiles.deactivatedAt })
      .from(profiles)
      .where(eq(profiles.id, userId))
      .limit(1);
    return row && !row.deactivatedAt ? row.role : 'user';
  } catch (error) {
    console.error(
      `[auth] role lookup for user ${userId} failed; treating as no role:`,
      error instanceof Error ? error.message : error,
    );
    return 'user';
  }
}

/**
 * A logged value without the parameters of a failed query: Better Auth logs the database error,
 * whose message ends with "params: …" — a session token, an e-mail address. The first line and
 * the driver's error code are enough to act on.
 */
function withoutQueryParams(value: unknown): unknown {
  const firstLine = (text: string) => text.split('\n')[0]!.replace(/\s*params:.*$/s, '');
  if (value instanceof Error) {
    const { code } = value as { code?: unknown };
    const causeCode = (value.cause as { code?: unknown } | undefined)?.code;
    const shown = typeof causeCode === 'string' ? causeCode : typeof code === 'string' ? code : '';
    return `${value.name}: ${firstLine(value.message)}${shown ? ` (${shown})` : ''}`;
  }
  return typeof value === 'string' ? firstLine(value) : value;
}

/** An error as a log line may show it: first line, no query parameters, the driver's code. */
export const loggableError = (error: unknown): string => String(withoutQueryParams(error));

/** Refuses a body: 400 INVALID_INPUT with an `auth.errors` key (src/lib/auth/schema.ts). */
function invalidInput(key: AuthErrorKey): never {
  // `message` is the key: the page shows its own translation of it.
  throw new APIError('BAD_REQUEST', { code: 'INVALID_INPUT', message: key });
}

/**
 * Refuses a new password too easy to guess: 400 INVALID_INPUT `passwordWeak`, with its reasons and
 * tips as keys (the forms word them) and in Hebrew (for anyone else reading the answer).
 */
function weakPassword(strength: PasswordStrength): never {
  const { reasons, tips } = passwordStrengthText(strength);
  throw new APIError('BAD_REQUEST', {
    code: 'INVALID_INPUT',
    message: 'passwordWeak' satisfies AuthErrorKey,
    reasons,
    tips,
  });
}

/** The endpoints that set a password, and the body field that carries the new one. */
const NEW_PASSWORD_FIELD: Record<string, string> = {
  '/sign-up/email': 'password',
  '/reset-password': 'newPassword',
  '/change-password': 'newPassword',
};

const text = (value: unknown) => (typeof value === 'string' ? value : undefined);

type HookContext = Parameters<Parameters<typeof createAuthMiddleware>[0]>[0];

/**
 * Queues the "two-factor turned on / off" e-mail when a user update changed the flag. Better Auth
 * changes it in exactly two places, both through its user update (so this database hook sees
 * them): the first right code of an enrolment (/two-factor/verify-totp) and /two-factor/disable.
 * Both run with the user's own session, read before the update: its `twoFactorEnabled` is the
 * value before, the updated row the value after. "Disable" when it was already off changes
 * nothing and mails nothing. Hooking the endpoints instead would have to tell an enrolment's
 * verify-totp from a sign-in's, and a disable that found nothing to disable.
 */
async function mailTwoFactorChange(
  db: Database,
  updated: { id: string; email: string; name: string; twoFactorEnabled?: unknown },
  endpoint: { context: { session?: { user: { id: string } } | null } } | null,
): Promise<void> {
  const before = endpoint?.context.session?.user as
    { id: string; twoFactorEnabled?: unknown } | undefined;
  if (!before || before.id !== updated.id) return;
  if (typeof updated.twoFactorEnabled !== 'boolean') return;
  if (Boolean(before.twoFactorEnabled) === updated.twoFactorEnabled) return;
  try {
    const accountUrl = new URL('/account', siteUrl()).toString();
    await queueStaffMail(db, twoFactorChangedEmail(updated, updated.twoFactorEnabled, accountUrl));
  } catch (error) {
    // The change itself is made and stays; failing the request now would only hide that.
    console.error(
      `[auth] queueing the two-factor e-mail to user ${updated.id} failed:`,
      loggableError(error),
    );
  }
}

/**
 * Whose new password it is (their name and address must not be in it): the sign-up's own fields,
 * the signed-in user of a change, the user of a reset link. Null when there is no such user (no
 * session, a dead link): the endpoint refuses that itself, and "the link is not valid" helps more
 * than advice on a password that cannot be set anyway.
 */
async function newPasswordOwner(
  ctx: HookContext,
  body: Record<string, unknown>,
): Promise<PasswordOwner | null> {
  switch (ctx.path) {
    case '/sign-up/email':
      return { email: text(body.email), name: text(body.name) };
    case '/change-password': {
      const current = await getSessionFromCtx(ctx, { disableRefresh: true });
      return current ? { email: current.user.email, name: current.user.name } : null;
    }
    case '/reset-password': {
      const token = text(body.token) ?? text(ctx.query?.token);
      if (!token) return null;
      const { internalAdapter } = ctx.context;
      const link = await internalAdapter.findVerificationValue(`reset-password:${token}`);
      if (!link || link.expiresAt < new Date()) return null;
      const owner = await internalAdapter.findUserById(link.value);
      return owner ? { email: owner.email, name: owner.name } : null;
    }
  }
  return null;
}

/**
 * Better Auth for one database: e-mail + password with required e-mail verification, database
 * sessions in HTTP-only SameSite=Lax cookies (Secure when the site is https), rate limits counted
 * in the database, origin/CSRF checks on in every environment.
 */
export function createAuth(db: Database) {
  const base = siteUrl();
  const { BETTER_AUTH_SECRET, SITE_URL, TRUSTED_ORIGINS } = getEnv();
  const origins = { siteUrl: base, siteUrlSet: SITE_URL !== undefined, extra: TRUSTED_ORIGINS };
  // Secure cookies only where the site is served over https: a browser drops them on plain http
  // (except on localhost), which would sign nobody in on the demo opened at a LAN address.
  const secure = new URL(base).protocol === 'https:';
  return betterAuth({
    appName: AUTH_APP_NAME,
    baseURL: base,
    basePath: AUTH_BASE_PATH,
    // scripts/lib/bootstrap.ts generates one for local runs; production with DATABASE_URL must set it.
    secret: BETTER_AUTH_SECRET,
    trustedOrigins: trustedOriginsFor(origins),
    logger: {
      // Better Auth's own "Invalid origin" line does not say what to do about it; ours does.
      log: (level, message, ...args) => {
        const refused = /^Invalid origin: (.*)$/.exec(message);
        if (refused) return console.warn(refusedOriginLine(refused[1]!, origins));
        // No addresses either: some of its lines quote one ("Sign-up attempt for existing email").
        const clean = (v: unknown) => (typeof v === 'string' ? withoutAddresses(v) : v);
        console[level](
          clean(`[auth] ${message}`),
          ...args.map((a) => clean(withoutQueryParams(a))),
        );
      },
    },
    telemetry: { enabled: false },
    // A failure that is not a refusal (the database unreachable, mostly) is thrown to our route
    // (src/lib/auth/http.ts), which answers 503 or a JSON 500. A failing rate-limit lookup is
    // thrown anyway; without this, a query failing inside an endpoint became an empty 500.
    onAPIError: { throw: true },
    database: drizzleAdapter(db, {
      provider: 'pg',
      schema: { user, session, account, verification, rateLimit: authRateLimit, twoFactor },
    }),
    emailAndPassword: {
      enabled: true,
      minPasswordLength: MIN_PASSWORD_LENGTH,
      maxPasswordLength: MAX_PASSWORD_LENGTH,
      requireEmailVerification: true,
      // With these, sign-up of an existing address answers exactly like a new one (no enumeration).
      autoSignIn: false,
      // "Forgot password": a link valid for an hour, used once (Better Auth consumes the token);
      // the new password signs every session out.
      resetPasswordTokenExpiresIn: 60 * 60,
      revokeSessionsOnPasswordReset: true,
      sendResetPassword: async ({ user: to, url }) => {
        // Not awaited: an unknown address answers at once, so a known one must too (timing
        // would otherwise tell which addresses have accounts). A failure is logged.
        void sendMail(resetPasswordEmail(to, url)).catch((error: unknown) =>
          console.error(
            `[auth] the password reset e-mail to user ${to.id} failed:`,
            error instanceof Error ? error.message : error,
          ),
        );
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      // An unverified user who signs in with the right password gets a fresh link.
      sendOnSignIn: true,
      autoSignInAfterVerification: false,
      expiresIn: 24 * 60 * 60,
      sendVerificationEmail: async ({ user: to, url }) => {
        await sendMail(verificationEmail(to, url));
      },
    },
    session: {
      expiresIn: 7 * 24 * 60 * 60,
      // A session used after a day is extended to a full 7 days again (automatic refresh).
      updateAge: 24 * 60 * 60,
    },
    rateLimit: {
      enabled: true,
      storage: 'database',
      window: 60,
      max: 100,
      customRules: {
        '/sign-in/email': SIGN_IN_LIMIT,
        '/sign-up/email': { window: 60, max: 5 },
        '/send-verification-email': { window: 60, max: 3 },
        '/verify-email': { window: 60, max: 10 },
        '/request-password-reset': { window: 60, max: 3 },
        '/reset-password': { window: 60, max: 10 },
        '/change-password': { window: 60, max: 5 },
        '/two-factor/verify-totp': TWO_FACTOR_LIMIT,
        '/two-factor/verify-backup-code': TWO_FACTOR_LIMIT,
        '/two-factor/enable': TWO_FACTOR_LIMIT,
        '/two-factor/disable': TWO_FACTOR_LIMIT,
        '/two-factor/generate-backup-codes': TWO_FACTOR_LIMIT,
        '/two-factor/get-totp-uri': TWO_FACTOR_LIMIT,
      },
    },
    advanced: {
      // Better Auth turns these off when NODE_ENV=test; we want them in every environment.
      disableCSRFCheck: false,
      disableOriginCheck: false,
      useSecureCookies: secure,
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax', secure },
      // Our server (scripts/start.ts) sets this header to the real client address on every
      // request; nothing else a client sends is trusted.
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
    },
    databaseHooks: {
      session: {
        create: {
          // Every way in (password, then a second factor) ends here, after the credentials were
          // right: a deactivated account gets no session, and is told so (no address is
          // revealed to someone without its password).
          before: async (started) => {
            const [profile] = await db
              .select({ deactivatedAt: profiles.deactivatedAt })
              .from(profiles)
              .where(eq(profiles.id, started.userId))
              .limit(1);
            if (profile?.deactivatedAt) {
              throw new APIError('FORBIDDEN', {
                code: ACCOUNT_DEACTIVATED,
                message: 'accountDeactivated',
              });
            }
          },
          // The users screen's "last sign-in". Not the password step of a two-factor sign-in: the
          // plugin drops that session at once, and the code's own session counts instead.
          after: async (started, endpoint) => {
            if (endpoint?.path === '/sign-in/email') {
              const [owner] = await db
                .select({ twoFactorEnabled: user.twoFactorEnabled })
                .from(user)
                .where(eq(user.id, started.userId))
                .limit(1);
              if (owner?.twoFactorEnabled) return;
            }
            await db
              .update(profiles)
              .set({ lastSignInAt: new Date() })
              .where(eq(profiles.id, started.userId));
          },
        },
      },
      user: {
        create: {
          // Every user gets a profile with role 'user'; only admin:create / ADMIN_EMAIL promote.
          after: async (created) => {
            await db
              .insert(profiles)
              .values({ id: created.id, role: 'user' })
              .onConflictDoNothing();
          },
        },
        update: {
          after: async (updated, endpoint) => mailTwoFactorChange(db, updated, endpoint),
        },
      },
    },
    hooks: {
      before: createAuthMiddleware(async (ctx) => {
        // Types, lengths and normalised names on every endpoint that takes them
        // (src/lib/auth/input-rules.ts); a normalised name replaces the one sent…
        const checked = checkAuthBody(ctx.path, ctx.body);
        if (checked.error) invalidInput(checked.error);
        // …and the forms' own rules on sign-in and sign-up.
        if (ctx.path === '/sign-in/email' || ctx.path === '/sign-up/email') {
          const errors = authFieldErrors(ctx.path === '/sign-up/email' ? 'signUp' : 'signIn', {
            ...(checked.body ?? ctx.body),
          });
          const first = errors.name ?? errors.email ?? errors.password;
          if (first) invalidInput(first);
        }
        // …and, where a password is set, its strength (src/lib/auth/password-strength-rules.ts).
        // A length out of bounds gets its own message first (above, or Better Auth's own).
        const field = NEW_PASSWORD_FIELD[ctx.path];
        const body = (checked.body ?? ctx.body) as Record<string, unknown>;
        const password = field ? body[field] : undefined;
        if (
          typeof password === 'string' &&
          password.length >= MIN_PASSWORD_LENGTH &&
          password.length <= MAX_PASSWORD_LENGTH
        ) {
          const owner = await newPasswordOwner(ctx, body);
          if (owner) {
            const strength = passwordStrength(password, owner);
            if (!strength.acceptable) weakPassword(strength);
          }
        }
        if (checked.body) return { context: { body: checked.body } };
      }),
    },
    plugins: [
      // Two-factor sign-in with an authenticator app (TOTP, 6 digits, 30 s) and ten one-use
      // backup codes, both stored encrypted with the auth secret. A user with it on who signs in
      // with the right password gets no session but `twoFactorRedirect: true` and a signed,
      // HTTP-only `two_factor` cookie valid 10 minutes; the code (verify-totp) or a backup code
      // (verify-backup-code) then starts the session. Enrolment: /two-factor/enable (password)
      // answers the otpauth URI and the backup codes; the first right code turns it on.
      twoFactorPlugin({
        // The 5-wrong-codes end of a challenge and this lockout are the plugin's defaults, stated.
        accountLockout: { enabled: true, maxFailedAttempts: 10, durationSeconds: 15 * 60 },
      }),
      // The session answer carries the role, so the browser knows it too.
      customSession(async ({ user: signedIn, session: current }) => {
        const role = await roleOf(db, signedIn.id);
        return {
          user: signedIn,
          session: current,
          role,
          isAdmin: role === 'admin',
          isStaff: role === 'admin' || role === 'editor' || role === 'sales',
        };
      }),
    ],
  });
}

export type Auth = ReturnType<typeof createAuth>;

const holder = globalThis as typeof globalThis & { __vendingAuth?: Auth };

/** The app's Better Auth instance on the app's database (created on first use). */
export function getAuth(): Auth {
  holder.__vendingAuth ??= createAuth(getDb());
  return holder.__vendingAuth;
}
