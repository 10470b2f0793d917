import { mkdtemp, rm } from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { startEmbeddedPostgres } from './embedded-postgres';

const asRoot = process.getuid?.() === 0;

describe('embedded PostgreSQL', () => {
  // CI may clone the project under /root, which the `postgres` OS user cannot enter.
  it.runIf(asRoot)(
    'starts as root from a folder the postgres user cannot reach, and says where its data went',
    async () => {
      const privateDir = await mkdtemp('/root/vending-private-');
      const logs: string[] = [];
      const server = await startEmbeddedPostgres({
        stateDir: path.join(privateDir, '.data'),
        database: 'probe',
        ephemeral: true,
        log: (m) => logs.push(m),
      });
      try {
        expect(logs.join('\n')).toMatch(
          /"postgres" OS user cannot reach .*vending-private-.*chmod o\+x/s,
        );
        expect(server.dataDir.startsWith('/var/lib/vending-site/')).toBe(true);
        const client = new pg.Client({ connectionString: server.url });
        await client.connect();
        const { rows } = await client.query<{ db: string }>('select current_database() as db');
        await client.end();
        expect(rows[0]?.db).toBe('probe');
      } finally {
        await server.stop();
        await rm(server.dataDir, { recursive: true, force: true });
        await rm(privateDir, { recursive: true, force: true });
      }
    },
  );

  it('listens on loopback only, with a password', async () => {
    const stateDir = await mkdtemp('/tmp/vending-pg-');
    const server = await startEmbeddedPostgres({
      stateDir,
      database: 'probe',
      ephemeral: true,
      log: () => {},
    });
    try {
      const client = new pg.Client({ connectionString: server.url });
      await client.connect();
      const { rows } = await client.query<{ listen: string; auth: string }>(
        "select current_setting('listen_addresses') as listen, current_setting('password_encryption') as auth",
      );
      await client.end();
      expect(rows[0]).toEqual({ listen: '127.0.0.1', auth: 'scram-sha-256' });
      const wrong = new URL(server.url);
      wrong.password = 'wrong';
      const intruder = new pg.Client({ connectionString: wrong.toString() });
      await expect(intruder.connect()).rejects.toThrow(/password authentication failed/);
    } finally {
      await server.stop();
      await rm(server.dataDir, { recursive: true, force: true });
      await rm(stateDir, { recursive: true, force: true });
    }
  });
});

describe('a relocated cluster whose data folder was deleted', () => {
  it.runIf(asRoot)(
    'is replaced by a fresh one instead of failing on the lost password',
    async () => {
      const privateDir = await mkdtemp('/root/vending-private-');
      const stateDir = path.join(privateDir, '.data');
      const quiet = { database: 'probe', ephemeral: true, log: () => {} };
      const first = await startEmbeddedPostgres({ stateDir, ...quiet });
      await first.stop();
      await rm(stateDir, { recursive: true, force: true }); // e.g. the e2e run's `rm -rf .data/e2e`
      const logs: string[] = [];
      const second = await startEmbeddedPostgres({ stateDir, ...quiet, log: (m) => logs.push(m) });
      try {
        expect(second.dataDir).toBe(first.dataDir);
        expect(logs.join('\n')).toContain(
          `Removing ${first.dataDir}: its data folder ${stateDir} was deleted`,
        );
        const client = new pg.Client({ connectionString: second.url });
        await client.connect();
        await client.end();
      } finally {
        await second.stop();
        await rm(second.dataDir, { recursive: true, force: true });
        await rm(privateDir, { recursive: true, force: true });
      }
    },
  );
});
