/**
 * Servers our scripts start as child processes (the bench, the cluster test): each writes its
 * output to a log file, is awaited until a URL answers, and is stopped with SIGTERM (SIGKILL
 * after 20 s).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

// Not bootstrap's PROJECT_ROOT: the test runner loads this file and need not load the app's modules.
const PROJECT_ROOT = path.resolve(import.meta.dirname, '../..');

export type Running = {
  url: string;
  stop: () => Promise<void>;
  /**
   * The process started (launch's child). For the app, `node scripts/start.mjs` runs the server
   * in that very process, its embedded PostgreSQL as its child.
   */
  pid?: number;
};

export function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), 20_000);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

/** Resolves once `url` answers 200; rejects when the process exits first or after `timeoutMs`. */
async function waitUntilUp(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      throw new Error(`the server for ${url} exited (${child.exitCode})`);
    const ok = await fetch(url).then(
      (res) => res.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

/** The server once `probe` answers; stopped (and the error pointing at its log) if it never does. */
export async function startedOrStopped(
  child: ChildProcess,
  url: string,
  probe: string,
  timeoutMs: number,
  logPath: string,
): Promise<Running> {
  try {
    await waitUntilUp(`${url}${probe}`, child, timeoutMs);
  } catch (error) {
    await stopChild(child);
    throw new Error(`${(error as Error).message}; see ${logPath}`);
  }
  return { url, stop: () => stopChild(child), pid: child.pid };
}

/** Spawns `command` with this environment plus `env` (undefined removes a variable). */
export function launch(
  command: string,
  args: string[],
  env: Record<string, string | undefined>,
  logPath: string,
  cwd = PROJECT_ROOT,
): { child: ChildProcess } {
  mkdirSync(path.dirname(logPath), { recursive: true });
  const child = spawn(command, args, { cwd, env: { ...process.env, ...env } });
  writeFileSync(logPath, '');
  const append = (chunk: Buffer) => writeFileSync(logPath, chunk, { flag: 'a' });
  child.stdout?.on('data', append);
  child.stderr?.on('data', append);
  return { child };
}
