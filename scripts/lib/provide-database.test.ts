import { spawnSync } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../tests/setup/test-db';
import { provideDatabase } from './provide-database';

let t: TestDatabase;
beforeAll(async () => (t = await createTestDatabase()));
afterAll(() => t.drop());

const postgresCount = () =>
  spawnSync('ps', ['-eo', 'args='])
    .stdout.toString()
    .split('\n')
    .filter((l) => l.includes('bin/postgres -D')).length;

describe('provideDatabase', () => {
  it('uses DATABASE_URL as given and starts nothing', async () => {
    const before = postgresCount();
    const previous = process.env.DATABASE_URL;
    process.env.DATABASE_URL = t.url;
    try {
      const provided = await provideDatabase(() => {});
      expect(provided.embedded).toBeUndefined();
      expect(provided.url).toBe(t.url);
      expect(provided.description).toMatch(/^PostgreSQL at 127\.0\.0\.1:\d+\/test_/);
      expect(postgresCount()).toBe(before);
    } finally {
      process.env.DATABASE_URL = previous;
    }
  });
});
