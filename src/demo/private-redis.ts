/**
 * A throw-away redis-server on a temporary unix socket, without persistence: for the tests and
 * the example run when no REDIS_URL is configured, so they never touch another process's data.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface PrivateRedis {
  readonly url: string;
  /** The redis-server process (for measurements). */
  readonly pid: number | undefined;
  stop(): Promise<void>;
}

export async function startPrivateRedis(extraArgs: readonly string[] = []): Promise<PrivateRedis> {
  const dir = mkdtempSync(join(tmpdir(), 'cds-redis-'));
  const socket = join(dir, 'redis.sock');
  const child = spawn(
    'redis-server',
    ['--port', '0', '--unixsocket', socket, '--unixsocketperm', '700', '--save', '', '--appendonly', 'no', '--dir', dir, ...extraArgs],
    { stdio: 'ignore' },
  );
  const failed = new Promise<never>((_, reject) => {
    child.once('error', (err) => reject(new Error(`could not start redis-server (is it installed?): ${err.message}`)));
    child.once('exit', (code) => reject(new Error(`redis-server exited with code ${code}`)));
  });
  const ready = (async () => {
    const until = Date.now() + 10_000;
    while (!existsSync(socket)) {
      if (Date.now() > until) throw new Error(`redis-server did not open ${socket} within 10 s`);
      await new Promise((r) => setTimeout(r, 20));
    }
  })();
  await Promise.race([ready, failed]);
  failed.catch(() => undefined);
  return {
    url: `unix://${socket}`,
    pid: child.pid,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        await exited;
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
