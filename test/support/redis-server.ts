/**
 * A redis-server of a test's own, on a Unix socket in a temp folder (no port to collide with), with
 * the settings the test needs (AOF for a restart, a small maxmemory for a full store). `restart`
 * stops it cleanly (SIGTERM: the AOF is flushed) and starts it again on the same folder; `stop`
 * also removes the folder.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { stopProcess } from './crash-bulk.js';

export interface RedisServer {
  /** unix:// URL for REDIS_URL. */
  readonly url: string;
  restart(): Promise<void>;
  stop(): Promise<void>;
}

export async function startRedisServer(args: readonly string[] = []): Promise<RedisServer> {
  const dir = mkdtempSync(join(tmpdir(), 'cds-redis-own-'));
  const socket = join(dir, 'redis.sock');
  const start = async (): Promise<ChildProcess> => {
    const child = spawn('redis-server', ['--port', '0', '--unixsocket', socket, '--unixsocketperm', '700', '--dir', dir, '--save', '', ...args], { stdio: 'ignore' });
    const until = Date.now() + 10_000;
    while (!existsSync(socket)) {
      if (Date.now() > until || child.exitCode !== null) throw new Error('redis-server did not start');
      await new Promise((r) => setTimeout(r, 20));
    }
    return child;
  };
  let child = await start();
  return {
    url: `unix://${socket}`,
    async restart() {
      await stopProcess(child, 'SIGTERM');
      child = await start();
    },
    async stop() {
      await stopProcess(child, 'SIGTERM');
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
