import { describe, expect, it } from 'vitest';
import { EnvError, getEnv, parseEnv } from './env';

function problemsOf(source: Record<string, string>): string[] {
  try {
    parseEnv(source);
  } catch (error) {
    if (error instanceof EnvError) return error.problems;
    throw error;
  }
  throw new Error('expected parseEnv to fail');
}

describe('parseEnv', () => {
  it('runs on defaults when nothing is set', () => {
    const env = parseEnv({});
    expect(env.PORT).toBe(3000);
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.NODE_ENV).toBe('development');
  });

  it('treats blank values as unset', () => {
    expect(parseEnv({ DATABASE_URL: '  ', SMTP_URL: '' }).DATABASE_URL).toBeUndefined();
  });

  it('accepts a complete production configuration', () => {
    const env = parseEnv({
      NODE_ENV: 'production',
      PORT: '8080',
      DATABASE_URL: 'postgres://app:pw@db.internal:5432/vending',
      SITE_URL: 'https://www.example.co.il',
      BETTER_AUTH_SECRET: 'x'.repeat(40),
      SMTP_URL: 'smtps://mailer:pw@smtp.example.com:465',
      S3_BUCKET: 'media',
      S3_REGION: 'eu-central-1',
      S3_ACCESS_KEY_ID: 'AKIA',
      S3_SECRET_ACCESS_KEY: 'secret',
      REDIS_URL: 'rediss://default:pw@cache.internal:6380',
    });
    expect(env.PORT).toBe(8080);
    expect(env.REDIS_URL).toBe('rediss://default:pw@cache.internal:6380');
    expect(env.S3_BUCKET).toBe('media');
  });

  it.each([
    [{ PORT: 'abc' }, /^PORT must be a port number \(got "abc"\)$/],
    [{ PORT: '70000' }, /^PORT must be between 1 and 65535/],
    [{ DATABASE_URL: 'mysql://localhost/db' }, /^DATABASE_URL must be a URL like postgres:\/\//],
    [{ SITE_URL: 'www.example.co.il' }, /^SITE_URL must be a URL like https:\/\//],
    [{ SMTP_URL: 'http://mail' }, /^SMTP_URL must be a URL like smtp:\/\//],
    [{ REDIS_URL: 'cache.internal:6379' }, /^REDIS_URL must be a URL like redis:\/\//],
    [{ BETTER_AUTH_SECRET: 'short' }, /^BETTER_AUTH_SECRET must be at least 32 characters long$/],
    [{ SALES_EMAIL: 'not-an-email' }, /^SALES_EMAIL must be an e-mail address/],
    [{ NODE_ENV: 'staging' }, /^NODE_ENV /],
  ])('names the bad variable: %o', (source, message) => {
    const problems = problemsOf(source);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(message);
  });

  it('never echoes secret values', () => {
    const [problem] = problemsOf({ BETTER_AUTH_SECRET: 'tooshort-secret' });
    expect(problem).not.toContain('tooshort-secret');
    const [urlProblem] = problemsOf({ DATABASE_URL: 'mysql://user:hunter2@host/db' });
    expect(urlProblem).not.toContain('hunter2');
    const [redisProblem] = problemsOf({ REDIS_URL: 'http://:hunter2@cache' });
    expect(redisProblem).not.toContain('hunter2');
  });

  it('requires the whole S3 set once any of it is given', () => {
    const problems = problemsOf({ S3_BUCKET: 'media' });
    expect(problems.map((p) => p.split(' ')[0]).sort()).toEqual([
      'S3_ACCESS_KEY_ID',
      'S3_REGION',
      'S3_SECRET_ACCESS_KEY',
    ]);
    expect(problems[0]).toContain('is required when S3_BUCKET is set');
  });

  it('requires an auth secret in production with an external database', () => {
    const problems = problemsOf({ NODE_ENV: 'production', DATABASE_URL: 'postgres://h/db' });
    expect(problems).toEqual([
      expect.stringMatching(/^BETTER_AUTH_SECRET is required in production/),
    ]);
  });

  it('requires ADMIN_EMAIL and ADMIN_PASSWORD together', () => {
    expect(problemsOf({ ADMIN_EMAIL: 'boss@example.com' })).toEqual([
      expect.stringMatching(/^ADMIN_PASSWORD is required/),
    ]);
  });

  it('lists every bad variable at once', () => {
    const problems = problemsOf({ PORT: '0', SITE_URL: 'nope' });
    expect(problems.map((p) => p.split(' ')[0])).toEqual(['PORT', 'SITE_URL']);
  });
});

describe('getEnv', () => {
  it('reads each variable when asked, so a value set later is seen', () => {
    const previous = process.env.SALES_EMAIL;
    try {
      process.env.SALES_EMAIL = 'one@example.com';
      expect(getEnv().SALES_EMAIL).toBe('one@example.com');
      process.env.SALES_EMAIL = ' two@example.com ';
      expect(getEnv().SALES_EMAIL).toBe('two@example.com');
      delete process.env.SALES_EMAIL;
      expect(getEnv().SALES_EMAIL).toBeUndefined();
      expect(getEnv().MAIL_RETRY_SCALE).toBe(1);
    } finally {
      if (previous === undefined) delete process.env.SALES_EMAIL;
      else process.env.SALES_EMAIL = previous;
    }
  });

  it('names a bad variable when it is read', () => {
    const previous = process.env.SITE_CHAT_NUMBER;
    process.env.SITE_CHAT_NUMBER = '+972-50';
    try {
      expect(() => getEnv().SITE_CHAT_NUMBER).toThrow(
        /SITE_CHAT_NUMBER must be 8 to 15 digits, e\.g\. 972501234567 \(got "\+972-50"\)/,
      );
    } finally {
      if (previous === undefined) delete process.env.SITE_CHAT_NUMBER;
      else process.env.SITE_CHAT_NUMBER = previous;
    }
  });
});
