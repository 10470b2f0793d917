import { z } from 'zod';

/**
 * The environment, validated once at start-up. Every variable is optional: without them the app
 * runs on its embedded defaults (see scripts/start.ts). A bad value stops start-up with a message
 * that names the variable.
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

const S3_KEYS = ['S3_BUCKET', 'S3_REGION', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const;

export const envSchema = z
  .object({
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
    SITE_URL: urlWithProtocols(['http:', 'https:'], 'https://www.example.co.il'),
    BETTER_AUTH_SECRET: optionalString.refine((v) => v === undefined || v.length >= 32, {
      message: 'must be at least 32 characters long',
    }),
    SMTP_URL: urlWithProtocols(['smtp:', 'smtps:'], 'smtp://user:password@mail.example.com:587'),
    SALES_EMAIL: optionalString.pipe(z.email({ message: 'must be an e-mail address' }).optional()),
    ADMIN_EMAIL: optionalString.pipe(z.email({ message: 'must be an e-mail address' }).optional()),
    ADMIN_PASSWORD: optionalString.refine((v) => v === undefined || v.length >= 6, {
      message: 'must be at least 6 characters long',
    }),
    S3_ENDPOINT: urlWithProtocols(['http:', 'https:'], 'https://s3.eu-central-1.amazonaws.com'),
    S3_REGION: optionalString,
    S3_BUCKET: optionalString,
    S3_ACCESS_KEY_ID: optionalString,
    S3_SECRET_ACCESS_KEY: optionalString,
    S3_PUBLIC_URL: urlWithProtocols(['http:', 'https:'], 'https://cdn.example.co.il'),
    /** "1" when exactly one reverse proxy stands in front and sets X-Forwarded-For. */
    TRUST_PROXY: z.enum(['0', '1', 'true', 'false']).optional(),
    /** Where the embedded database, generated secrets and mail files live. */
    DATA_DIR: optionalString,
  })
  .superRefine((env, ctx) => {
    // S3 is all or nothing: a half-configured store would lose uploads.
    const set = S3_KEYS.filter((k) => env[k] !== undefined);
    if (set.length > 0 && set.length < S3_KEYS.length) {
      for (const key of S3_KEYS.filter((k) => env[k] === undefined)) {
        ctx.addIssue({
          code: 'custom',
          path: [key],
          message: `is required when ${set.join(', ')} ${set.length === 1 ? 'is' : 'are'} set`,
        });
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

/** Parses an environment; throws EnvError listing each bad variable by name. */
export function parseEnv(source: Record<string, string | undefined>): Env {
  const result = envSchema.safeParse(source);
  if (result.success) return result.data;
  throw new EnvError(
    result.error.issues.map((issue) => {
      const key = String(issue.path[0] ?? 'environment');
      const value = source[key];
      // Never echo secrets back into logs.
      const shown =
        value === undefined || /SECRET|PASSWORD|DATABASE_URL|SMTP_URL/.test(key)
          ? ''
          : ` (got "${value}")`;
      return `${key} ${issue.message}${shown}`;
    }),
  );
}

let cached: Env | undefined;

/** The validated process environment (memoised). */
export function getEnv(): Env {
  cached ??= parseEnv(process.env);
  return cached;
}
