/**
 * A verify bulk run by real worker processes (`cli work`) on a deployment given by its environment
 * (REDIS_URL, REDIS_CLUSTER_NODES, REDIS_SENTINELS, or QUEUE_BACKEND=postgres), for the crash and
 * failover tests (reliability, Sentinel, Cluster, the read replica): the bulk is created and
 * watched through an in-test pipeline on the same deployment, a worker is killed with SIGKILL
 * mid-bulk, and the output is checked row by row (every row once, in upload order), counting what
 * was lost or doubled.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { parse } from 'csv-parse/sync';
import { expect } from 'vitest';
import { loadConfig } from '../../src/config.js';
import { createLogger } from '../../src/logger.js';
import { connectRedis, type Redis } from '../../src/redis.js';
import { buildPipeline, buildServices, openSharedState, type Pipeline } from '../../src/composition/index.js';
import { freshSchema, schemaUrl } from './postgres.js';
import { deletePrefix } from './harness.js';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/** Two split windows (WINDOW_ROWS is 20,000), as test/reliability.test.ts. */
export const ROWS = 21_500;

export function bulkCsv(rows = ROWS): Buffer {
  const lines = ['email,row'];
  for (let i = 0; i < rows; i++) lines.push(`person${i}@company${i % 97}.test,${i}`);
  return Buffer.from(lines.join('\n'));
}

export async function waitFor<T>(what: string, ms: number, check: () => Promise<T | null | undefined | false>): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    const v = await check().catch(() => null);
    if (v) return v;
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

export interface BulkStack {
  env: Record<string, string>;
  pipeline: Pipeline;
  /** The deployment's Redis (null when the queues are in PostgreSQL). */
  redis: Redis | null;
  /** Starts a `cli work` process on the deployment (killed by `close` if still running). */
  worker(): ChildProcess;
  close(): Promise<void>;
}

/**
 * What the crash tests' processes share: no network checks (rows are quick and need no world),
 * small chunks (a bulk is many jobs), a lock that a killed worker loses in 2 s, no schedules.
 */
export function crashEnv(prefix: string): Record<string, string> {
  return {
    REDIS_PREFIX: prefix,
    BULK_NETWORK_CHECKS: 'false',
    BULK_CHUNK_SIZE: '25',
    WORKER_LOCK_MS: '2000',
    LOG_LEVEL: 'silent',
    REVERIFY_CRON: '0 0 1 1 *',
    RECRAWL_CRON: '0 0 1 1 *',
  };
}

/** Starts a `cli work` process with `env` (over the test process's own environment). */
export function workerProcess(env: Record<string, string>): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', 'src/cli.ts', 'work', '--concurrency', '2'], {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'ignore'],
  });
}

/**
 * The in-test pipeline and the workers' environment over `shapeEnv` (where the queues are), a
 * schema of its own, a prefix of its own.
 */
export async function openBulkStack(shapeEnv: Record<string, string>, prefix: string): Promise<BulkStack> {
  const database = await freshSchema(2);
  const env: Record<string, string> = { ...shapeEnv, DATABASE_URL: schemaUrl(database.schema), ...crashEnv(prefix) };
  const config = loadConfig(env);
  const redis = config.queueBackend === 'redis' ? connectRedis(config.redis) : null;
  redis?.on('error', () => {});
  const state = openSharedState(config, database.db, createLogger('silent'), redis ? { redis } : {});
  const services = buildServices(config, state, database.db);
  const pipeline = buildPipeline(config, state, services, createLogger('silent'));
  const workers: ChildProcess[] = [];
  return {
    env,
    pipeline,
    redis,
    worker() {
      const child = workerProcess(env);
      workers.push(child);
      return child;
    },
    async close() {
      await Promise.all(
        workers.map(async (w) => {
          if (w.exitCode !== null || w.signalCode !== null) return;
          const exited = new Promise((r) => w.once('exit', r));
          w.kill('SIGKILL');
          await exited;
        }),
      );
      await pipeline.close().catch(() => undefined);
      await state.close().catch(() => undefined);
      if (redis) {
        await deletePrefix(redis, prefix).catch(() => undefined);
        redis.disconnect();
      }
      await database.drop();
    },
  };
}

export interface RowCheck {
  rows: number;
  /** Upload rows with no line in the output, or with more than one. */
  lost: number;
  doubled: number;
  /** Lines not where upload order puts them, or not the row's own input. */
  misplaced: number;
}

/** Reads the bulk's output and counts, by the `row` column, what was lost, doubled or misplaced. */
export async function checkRows(pipeline: Pipeline, id: string, rows = ROWS): Promise<RowCheck> {
  const bulk = (await pipeline.bulks.get(id))!;
  let text = '';
  for await (const piece of pipeline.bulks.results(bulk, 'csv')) text += piece;
  const lines = parse(text, { columns: true }) as Record<string, string>[];
  const seen = new Array<number>(rows).fill(0);
  let misplaced = 0;
  lines.forEach((line, i) => {
    const row = Number(line.row);
    if (Number.isInteger(row) && row >= 0 && row < rows) seen[row]! += 1;
    if (line.row !== String(i) || line['verification.email'] !== `person${i}@company${i % 97}.test`) misplaced++;
  });
  return { rows: lines.length, lost: seen.filter((n) => n === 0).length, doubled: seen.filter((n) => n > 1).length, misplaced };
}

/**
 * Runs bulk `id` with a worker process killed with SIGKILL between 10% and 50% of its rows and a
 * second one started after it; resolves when the bulk completed.
 */
export async function killWorkerMidBulk(s: Pick<BulkStack, 'pipeline' | 'worker'>, id: string, rows = ROWS): Promise<void> {
  const first = s.worker();
  await waitFor('some progress', 120_000, async () => {
    const b = await s.pipeline.bulks.get(id);
    return b && b.processed >= rows / 10 && b.processed < rows / 2;
  });
  first.kill('SIGKILL');
  await new Promise((r) => first.once('exit', r));
  const stopped = (await s.pipeline.bulks.get(id))!.processed;
  if (stopped >= rows) throw new Error(`the bulk had finished (${stopped} rows) before its worker was killed`);
  s.worker();
  await waitFor('completion', 240_000, async () => (await s.pipeline.bulks.get(id))?.state === 'completed');
}

/** The bulk completed with every row once, in upload order, and its counts add up to the rows. */
export async function expectEveryRowOnce(pipeline: Pipeline, id: string, rows = ROWS): Promise<void> {
  const bulk = (await pipeline.bulks.get(id))!;
  expect(bulk).toMatchObject({ state: 'completed', total: rows, processed: rows });
  expect(Object.values(bulk.counts).reduce((a, b) => a + b, 0)).toBe(rows);
  expect(await checkRows(pipeline, id, rows)).toEqual({ rows, lost: 0, doubled: 0, misplaced: 0 });
}

/**
 * Runs bulk `id` on two worker processes and, between 10% and 50% of its rows, calls `kill` (a
 * Redis master killed, say) with the time it was called; resolves when the bulk completed, with
 * what `kill` answered, the rows done at the kill, the milliseconds from the kill to completion
 * and the check of every row.
 */
export async function killDuringBulk<T>(
  s: Pick<BulkStack, 'pipeline' | 'worker'>,
  id: string,
  kill: (killedAt: number) => Promise<T>,
): Promise<{ killed: T; processedAtKill: number; completedMs: number; rows: RowCheck }> {
  s.worker();
  s.worker();
  await waitFor('some progress', 120_000, async () => {
    const b = await s.pipeline.bulks.get(id);
    return b && b.processed >= ROWS / 10 && b.processed < ROWS / 2;
  });
  const processedAtKill = (await s.pipeline.bulks.get(id))!.processed;
  const killedAt = Date.now();
  const killed = await kill(killedAt);
  await waitFor('completion', 300_000, async () => (await s.pipeline.bulks.get(id))?.state === 'completed');
  const completedMs = Date.now() - killedAt;
  return { killed, processedAtKill, completedMs, rows: await checkRows(s.pipeline, id) };
}
