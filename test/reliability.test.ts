/**
 * Crashes lose no rows and duplicate none: a worker process killed with SIGKILL in the middle of
 * a 21,500-row bulk (two split windows), on each shape: queues and bulks in PostgreSQL (the
 * postgres project), and on Redis (the redis project), where Redis itself is also restarted
 * mid-bulk (AOF on). The Redis shape runs its own redis-server (a fixed socket in a temp folder,
 * so it can be restarted); both run real worker processes (`cli work`).
 */
import { freshSchema, schemaUrl } from './support/postgres.js';
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'csv-parse/sync';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.js';
import { createLogger } from '../src/logger.js';
import { buildPipeline, buildServices, openSharedState, type Pipeline } from '../src/composition/index.js';
import { testShape } from './support/harness.js';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const ROWS = 21_500;

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

function startWorkerProcess(env: Record<string, string>): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', 'src/cli.ts', 'work', '--concurrency', '2'], {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

function csv(): Buffer {
  const lines = ['email,row'];
  for (let i = 0; i < ROWS; i++) lines.push(`person${i}@company${i % 97}.test,${i}`);
  return Buffer.from(lines.join('\n'));
}

async function waitFor<T>(what: string, ms: number, check: () => Promise<T | null | undefined | false>): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    const v = await check().catch(() => null);
    if (v) return v;
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

async function expectEveryRowOnce(pipeline: Pipeline, id: string): Promise<void> {
  const bulk = (await pipeline.bulks.get(id))!;
  expect(bulk).toMatchObject({ state: 'completed', total: ROWS, processed: ROWS });
  expect(Object.values(bulk.counts).reduce((a, b) => a + b, 0)).toBe(ROWS);
  let text = '';
  for await (const piece of pipeline.bulks.results(bulk, 'csv')) text += piece;
  const rows = parse(text, { columns: true }) as Record<string, string>[];
  expect(rows).toHaveLength(ROWS);
  rows.forEach((r, i) => {
    if (r.row !== String(i) || r['verification.email'] !== `person${i}@company${i % 97}.test`) {
      throw new Error(`row ${i} is ${JSON.stringify(r).slice(0, 200)}`);
    }
  });
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
    const database = await freshSchema(2);
    cleanups.push(() => database.drop());
    const env = {
      DATABASE_URL: schemaUrl(database.schema),
      ...(redisProcess ? { REDIS_URL: redisProcess.url } : { QUEUE_BACKEND: 'postgres' }),
      REDIS_PREFIX: 'crash:',
      BULK_NETWORK_CHECKS: 'false',
      BULK_CHUNK_SIZE: '25',
      WORKER_LOCK_MS: '2000',
      LOG_LEVEL: 'silent',
      REVERIFY_CRON: '0 0 1 1 *',
    };
    const config = loadConfig(env);
    const logger = createLogger('silent');
    const state = openSharedState(config, database.db, logger);
    const services = buildServices(config, state, database.db);
    const pipeline = buildPipeline(config, state, services, logger);
    cleanups.push(async () => {
      await pipeline.close();
      await state.close();
    });
    const record = await pipeline.bulks.create({ keyId: 'test', kind: 'verify', upload: [csv()] });
    return {
      env,
      pipeline,
      id: record.id,
      restartRedis: async () => {
        if (!redisProcess || !dir) throw new Error('no Redis in this shape');
        await stopRedis(redisProcess);
        redisProcess = await startRedis(dir);
      },
    };
  }

  function worker(env: Record<string, string>): ChildProcess {
    const child = startWorkerProcess(env);
    cleanups.push(() => {
      if (child.exitCode === null) child.kill('SIGKILL');
    });
    return child;
  }

  it('completes with every row exactly once after a worker is killed with SIGKILL mid-bulk', async () => {
    const { env, pipeline, id } = await setUp();
    const first = worker(env);
    await waitFor('some progress', 60_000, async () => {
      const b = await pipeline.bulks.get(id);
      return b && b.processed >= ROWS / 10 && b.processed < ROWS / 2;
    });
    first.kill('SIGKILL');
    await new Promise((r) => first.once('exit', r));
    const stoppedAt = (await pipeline.bulks.get(id))!.processed;
    expect(stoppedAt).toBeLessThan(ROWS);
    worker(env);
    await waitFor('completion', 120_000, async () => (await pipeline.bulks.get(id))?.state === 'completed');
    await expectEveryRowOnce(pipeline, id);
  }, 180_000);

  it.skipIf(testShape() !== 'redis')('completes with no row lost when Redis restarts mid-bulk (AOF on) (redis project only: no Redis in the postgres shape)', async () => {
    const { env, pipeline, id, restartRedis } = await setUp();
    worker(env);
    await waitFor('some progress', 60_000, async () => {
      const b = await pipeline.bulks.get(id);
      return b && b.processed >= ROWS / 10 && b.processed < ROWS / 2;
    });
    await restartRedis();
    await waitFor('completion', 150_000, async () => (await pipeline.bulks.get(id))?.state === 'completed');
    await expectEveryRowOnce(pipeline, id);
  }, 180_000);
});
