import { z } from 'zod';
import { parseKeep, parseSchedule } from './backup-env';

/**
 * The environment: the one place that reads process.env. Every variable is optional: without
 * them the app runs on its embedded defaults (see scripts/start.ts). A bad value stops start-up
 * with a message that names the variable (`parseEnv`, called by the start scripts); at run time
 * `getEnv()` reads each variable when asked, so a value set later (the start script's embedded
 * database URL, a test) is seen.
 */
const optionalString = z
  .string()
  .trim()
  .transform((v) => (v === '' ? undefined : v))
  .optional();

const urlWithProtocols = (protocols: string[], example: string) =>
  optionalString.refine(
    (v) => {
      if (v === undefined) return true;
      try {
        return protocols.includes(new URL(v).protocol);
      } catch {
        return false;
      }
    },
    { message: `must be a URL like ${example}` },
  );

/** A comma-separated list of web origins ("https://a.example, https://b.example") as a list. */
const originList = optionalString
  .refine(
    (v) =>
      v === undefined ||
      v.split(',').every((item) => {
        try {
          const url = new URL(item.trim());
          return (
            ['http:', 'https:'].includes(url.protocol) &&
            url.origin === item.trim().replace(/\/$/, '')
          );
        } catch {
          return false;
        }
      }),
    {
      message:
        'must be comma-separated origins like https://www.example.co.il,https://admin.example.co.il',
    },
  )
  .transform((v) => (v ? v.split(',').map((item) => new URL(item.trim()).origin) : []));

const optionalEmail = optionalString.pipe(
  z.email({ message: 'must be an e-mail address' }).optional(),
);
const optionalWebUrl = urlWithProtocols(['http:', 'https:'], 'https://www.example.co.il');
const optionalMinLength = (length: number) =>
  optionalString.refine((v) => v === undefined || v.length >= length, {
    message: `must be at least ${length} characters long`,
  });
const optionalMatching = (pattern: RegExp, message: string) =>
  optionalString.pipe(z.string().regex(pattern, message).optional());

const S3_KEYS = ['S3_BUCKET', 'S3_REGION', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const;
const BACKUP_S3_KEYS = [
  'BACKUP_S3_BUCKET',
  'BACKUP_S3_REGION',
  'BACKUP_S3_ACCESS_KEY_ID',
  'BACKUP_S3_SECRET_ACCESS_KEY',
] as const;

const fields = {
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce
    .number({ message: 'must be a port number' })
    .int('must be a whole number')
    .min(1, 'must be between 1 and 65535')
    .max(65535, 'must be between 1 and 65535')
    .default(3000),
  DATABASE_URL: urlWithProtocols(
    ['postgres:', 'postgresql:'],
    'postgres://user:password@host:5432/database',
  ),
  /** The public base URL; see siteUrl() for its default. */
  SITE_URL: optionalWebUrl,
  /** More origins allowed to sign in when SITE_URL is set (e.g. a second domain). */
  TRUSTED_ORIGINS: originList,
  BETTER_AUTH_SECRET: optionalMinLength(32),
  SMTP_URL: urlWithProtocols(['smtp:', 'smtps:'], 'smtp://user:password@mail.example.com:587'),
  /** Sender of the site's e-mails, e.g. "AutoPizza <no-reply@example.co.il>". */
  MAIL_FROM: optionalString,
  /** First value of the leads' inbox (a company setting, /admin/settings, once saved). */
  SALES_EMAIL: optionalEmail,
  /** Stretches or shrinks the e-mail retry schedule (tests use 0.02: 30 s become 0.6 s). */
  MAIL_RETRY_SCALE: z.coerce
    .number({ message: 'must be a positive number' })
    .positive('must be a positive number')
    .default(1),
  ADMIN_EMAIL: optionalEmail,
  ADMIN_PASSWORD: optionalMinLength(6),
  S3_ENDPOINT: urlWithProtocols(['http:', 'https:'], 'https://s3.eu-central-1.amazonaws.com'),
  S3_REGION: optionalString,
  S3_BUCKET: optionalString,
  S3_ACCESS_KEY_ID: optionalString,
  S3_SECRET_ACCESS_KEY: optionalString,
  /**
   * Redis/Valkey shared by several instances for Next's cache (next.config.ts); unset, each
   * instance keeps its own. Needs keyspace notifications `Exe` (src/cache-handlers/options.mjs).
   */
  REDIS_URL: urlWithProtocols(['redis:', 'rediss:'], 'redis://cache.internal:6379'),
  /** "1" when exactly one reverse proxy stands in front and sets X-Forwarded-For. */
  TRUST_PROXY: z.enum(['0', '1', 'true', 'false']).optional(),
  /**
   * Open sockets one client address may hold at once; the next is answered 503 (scripts/lib/
   * connection-limits.ts). Behind a reverse proxy every socket is the proxy's: at least its
   * connections to us, or 0 for no cap.
   */
  MAX_CONNECTIONS_PER_CLIENT: z.coerce
    .number({ message: 'must be a whole number (0: no cap)' })
    .int('must be a whole number (0: no cap)')
    .min(0, 'must be a whole number (0: no cap)')
    .default(256),
  /**
   * Page-view beacons one client address may send per minute (POST /api/views); more are
   * answered 429 and not counted (src/features/analytics). The bench raises it.
   */
  ANALYTICS_BEACONS_PER_MINUTE: z.coerce
    .number({ message: 'must be a whole number of at least 1' })
    .int('must be a whole number of at least 1')
    .min(1, 'must be a whole number of at least 1')
    .default(60),
  /** Where the embedded database, generated secrets and mail files live. */
  DATA_DIR: optionalString,
  /** Where `npm run backup` writes archives (default `<DATA_DIR>/backups`). */
  BACKUP_DIR: optionalString,
  /**
   * When set, archives are encrypted with it (scrypt + AES-256-GCM, src/lib/backup/encryption.ts)
   * and `npm run restore` needs it. Lose it and the archives are lost too.
   */
  BACKUP_PASSPHRASE: optionalString,
  /** When the server backs up: "03:00" (default, Israel time), "every 6h", "off" (schedule.ts). */
  BACKUP_SCHEDULE: optionalString.refine((v) => parseSchedule(v) !== null, {
    message: 'must be a time like 03:00, "every 30m", "every 6h" or "off"',
  }),
  /** Which archives are kept: "7d,4w,6m" (default) or a count like "10" (keep.ts). */
  BACKUP_KEEP: optionalString.refine((v) => parseKeep(v) !== null, {
    message: 'must be like "7d,4w,6m" or a number of archives like "10"',
  }),
  /** Archives go to this S3 bucket instead of BACKUP_DIR (all four BACKUP_S3_* together). */
  BACKUP_S3_BUCKET: optionalString,
  BACKUP_S3_REGION: optionalString,
  BACKUP_S3_ACCESS_KEY_ID: optionalString,
  BACKUP_S3_SECRET_ACCESS_KEY: optionalString,
  BACKUP_S3_ENDPOINT: urlWithProtocols(
    ['http:', 'https:'],
    'https://s3.eu-central-1.amazonaws.com',
  ),
  /** The key prefix of the archives in that bucket (default "backups/"). */
  BACKUP_S3_PREFIX: optionalMatching(
    /^[A-Za-z0-9._-]+(\/[A-Za-z0-9._-]+)*\/?$/,
    'must be like backups/',
  ),
  // The company's contact data: only the first values of an empty database (companyDefaults() in
  // src/config/site.ts, each with a demo default there); /admin/settings edits them afterwards.
  SITE_NAME_HE: optionalString,
  SITE_NAME_EN: optionalString,
  SITE_PHONE: optionalString,
  SITE_SECOND_PHONE: optionalString,
  /** The chat-app (WhatsApp) number in international form without "+", e.g. 972501234567. */
  SITE_CHAT_NUMBER: optionalMatching(/^\d{8,15}$/, 'must be 8 to 15 digits, e.g. 972501234567'),
  SITE_EMAIL: optionalEmail,
  SITE_FACEBOOK_URL: optionalWebUrl,
  SITE_INSTAGRAM_URL: optionalWebUrl,
  SITE_LINKEDIN_URL: optionalWebUrl,
  SITE_BUSINESS_LISTING_URL: optionalWebUrl,
  // The accessibility coordinator named in the accessibility statement.
  A11Y_CONTACT_NAME_HE: optionalString,
  A11Y_CONTACT_NAME_EN: optionalString,
  A11Y_CONTACT_PHONE: optionalString,
  A11Y_CONTACT_EMAIL: optionalEmail,
  A11Y_STATEMENT_DATE: optionalMatching(/^\d{4}-\d{2}-\d{2}$/, 'must be a date like 2025-06-17'),
};

type Key = keyof typeof fields;
const KEYS = Object.keys(fields) as Key[];

export const envSchema = z.object(fields).superRefine((env, ctx) => {
  // S3 is all or nothing: a half-configured store would lose uploads (or backups).
  for (const keys of [S3_KEYS, BACKUP_S3_KEYS]) {
    const set = keys.filter((k) => env[k] !== undefined);
    if (set.length > 0 && set.length < keys.length) {
      for (const key of keys.filter((k) => env[k] === undefined)) {
        ctx.addIssue({
          code: 'custom',
          path: [key],
          message: `is required when ${set.join(', ')} ${set.length === 1 ? 'is' : 'are'} set`,
        });
      }
    }
  }
  if ((env.ADMIN_EMAIL === undefined) !== (env.ADMIN_PASSWORD === undefined)) {
    const missing = env.ADMIN_EMAIL === undefined ? 'ADMIN_EMAIL' : 'ADMIN_PASSWORD';
    ctx.addIssue({ code: 'custom', path: [missing], message: 'is required with its pair' });
  }
  // Production against a real database must bring its own secret: a generated one in a
  // server's local folder would sign users out on every new instance.
  if (env.NODE_ENV === 'production' && env.DATABASE_URL && !env.BETTER_AUTH_SECRET) {
    ctx.addIssue({
      code: 'custom',
      path: ['BETTER_AUTH_SECRET'],
      message: 'is required in production when DATABASE_URL is set (32+ random characters)',
    });
  }
});

export type Env = z.infer<typeof envSchema>;

export class EnvError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid environment:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'EnvError';
  }
}

/** "KEY message (got "value")", never echoing a secret. */
function describeProblem(key: string, message: string, value: string | undefined): string {
  const shown =
    value === undefined || /SECRET|PASSWORD|PASSPHRASE|DATABASE_URL|SMTP_URL|REDIS_URL/.test(key)
      ? ''
      : ` (got "${value}")`;
  return `${key} ${message}${shown}`;
}

/**
 * Validates a whole environment, the rules between variables included; throws EnvError listing
 * each bad variable by name. The start scripts call it once before anything else.
 */
export function parseEnv(source: Record<string, string | undefined>): Env {
  const result = envSchema.safeParse(source);
  if (result.success) return result.data;
  throw new EnvError(
    result.error.issues.map((issue) => {
      const key = String(issue.path[0] ?? 'environment');
      return describeProblem(key, issue.message, source[key]);
    }),
  );
}

/** One variable's parsed value, parsed again only when its text changes. */
const parsed = new Map<Key, { raw: string | undefined; value: unknown }>();

function readVariable(key: Key): unknown {
  const raw = process.env[key];
  const hit = parsed.get(key);
  if (hit && hit.raw === raw) return hit.value;
  const result = fields[key].safeParse(raw);
  if (!result.success) {
    throw new EnvError(
      result.error.issues.map((issue) => describeProblem(key, issue.message, raw)),
    );
  }
  parsed.set(key, { raw, value: result.data });
  return result.data;
}

const liveEnv = Object.freeze(
  Object.defineProperties(
    {},
    Object.fromEntries(
      KEYS.map((key) => [key, { enumerable: true, get: () => readVariable(key) }]),
    ),
  ),
) as Env;

/**
 * The environment for the code that runs: `getEnv().SMTP_URL`. Each read parses that variable
 * (memoised per value), so it is cheap on hot paths and never stale.
 */
export function getEnv(): Env {
  return liveEnv;
}

/**
 * Whether this is the Node.js server starting to serve (not `next build`, which also loads
 * instrumentation, and not the edge runtime). Next sets both variables itself.
 */
export function isServingNodeRuntime(): boolean {
  return (
    process.env.NEXT_RUNTIME === 'nodejs' && process.env.NEXT_PHASE !== 'phase-production-build'
  );
}
