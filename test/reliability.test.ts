/**
 * Crashes lose no rows and duplicate none: a worker process killed with SIGKILL in the middle of
 * a 21,500-row bulk (two split windows), on each shape: queues and bulks in PostgreSQL (the
 * postgres project), and on Redis (the redis project), where Redis itself is also restarted
 * mid-bulk (AOF on). The Redis shape runs its own redis-server (a fixed socket in a temp folder,
 * so it can be restarted); both run real worker processes (`cli work`).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { testShape } from './support/harness.js';
import { bulkCsv, expectEveryRowOnce, killWorkerMidBulk, openBulkStack, ROWS, waitFor } from './support/crash-bulk.js';


interface RedisProcess {
  url: string;
  dir: string;
  child: ChildProcess;
}

async function startRedis(dir: string): Promise<RedisProcess> {
  const socket = join(dir, 'redis.sock');
  const child = spawn('redis-server', ['--port', '0', '--unixsocket', socket, '--unixsocketperm', '700', '--dir', dir, '--appendonly', 'yes', '--appendfsync', 'always', '--save', ''], { stdio: 'ignore' });
  const until = Date.now() + 10_000;
  while (!existsSync(socket)) {
    if (Date.now() > until) throw new Error('redis-server did not start');
    await new Promise((r) => setTimeout(r, 20));
  }
  return { url: `unix://${socket}`, dir, child };
}

async function stopRedis(r: RedisProcess): Promise<void> {
  if (r.child.exitCode !== null) return;
  const exited = new Promise((res) => r.child.once('exit', res));
  r.child.kill('SIGTERM'); // a clean shutdown: the AOF is flushed
  await exited;
}

describe('crash safety', () => {
  const cleanups: (() => Promise<void> | void)[] = [];
  afterEach(async () => {
    for (const c of cleanups.reverse()) await c();
    cleanups.length = 0;
  });

  async function setUp() {
    const onRedis = testShape() === 'redis';
    const dir = onRedis ? mkdtempSync(join(tmpdir(), 'cds-crash-')) : null;
    let redisProcess = dir ? await startRedis(dir) : null;
    cleanups.push(async () => {
      if (redisProcess) await stopRedis(redisProcess);
      if (dir) rmSync(dir, { recursive: true, force: true });
    });
    const stack = await openBulkStack(redisProcess ? { REDIS_URL: redisProcess.url } : { QUEUE_BACKEND: 'postgres' }, 'crash:');
    cleanups.push(() => stack.close());
    const record = await stack.pipeline.bulks.create({ keyId: 'test', kind: 'verify', upload: [bulkCsv()] });
    return {
      stack,
      pipeline: stack.pipeline,
      id: record.id,
      restartRedis: async () => {
        if (!redisProcess || !dir) throw new Error('no Redis in this shape');
        await stopRedis(redisProcess);
        redisProcess = await startRedis(dir);
      },
    };
  }

  it('completes with every row exactly once after a worker is killed with SIGKILL mid-bulk', async () => {
    const { stack, pipeline, id } = await setUp();
    await killWorkerMidBulk(stack, id);
    await expectEveryRowOnce(pipeline, id);
  }, 180_000);

  it.skipIf(testShape() !== 'redis')('completes with no row lost when Redis restarts mid-bulk (AOF on) (redis project only: no Redis in the postgres shape)', async () => {
    const { stack, pipeline, id, restartRedis } = await setUp();
    stack.worker();
    await waitFor('some progress', 60_000, async () => {
      const b = await pipeline.bulks.get(id);
      return b && b.processed >= ROWS / 10 && b.processed < ROWS / 2;
    });
    await restartRedis();
    await waitFor('completion', 150_000, async () => (await pipeline.bulks.get(id))?.state === 'completed');
    await expectEveryRowOnce(pipeline, id);
  }, 180_000);
});
