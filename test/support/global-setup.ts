/**
 * Gives the tests a Redis of their own: REDIS_URL when the caller set one, else a private
 * redis-server on a temporary unix socket, without persistence, stopped after the run. Tests
 * never touch another process's data: each file also writes under its own key prefix.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    redisUrl: string;
  }
}

let server: ChildProcess | null = null;
let dir: string | null = null;

async function waitFor(path: string, ms: number): Promise<void> {
  const until = Date.now() + ms;
  while (!existsSync(path)) {
    if (Date.now() > until) throw new Error(`redis-server did not create ${path} within ${ms} ms`);
    await new Promise((r) => setTimeout(r, 25));
  }
}

export async function setup(project: TestProject): Promise<void> {
  const given = process.env.REDIS_URL;
  if (given) {
    project.provide('redisUrl', given);
    return;
  }
  dir = mkdtempSync(join(tmpdir(), 'cds-test-redis-'));
  const socket = join(dir, 'redis.sock');
  server = spawn(
    'redis-server',
    ['--port', '0', '--unixsocket', socket, '--unixsocketperm', '700', '--save', '', '--appendonly', 'no', '--dir', dir],
    { stdio: 'ignore' },
  );
  server.on('error', (err) => {
    throw new Error(`could not start redis-server (is it installed?): ${err.message}`);
  });
  await waitFor(socket, 10_000);
  project.provide('redisUrl', `unix://${socket}`);
}

export async function teardown(): Promise<void> {
  if (server) {
    server.kill('SIGTERM');
    await new Promise((r) => server!.once('exit', r));
  }
  if (dir) rmSync(dir, { recursive: true, force: true });
}
