/**
 * A verify bulk run by real worker processes (`cli work`) on a deployment given by its environment
 * (REDIS_URL, REDIS_CLUSTER_NODES, REDIS_SENTINELS, or QUEUE_BACKEND=postgres), for the crash and
 * failover tests (reliability, Sentinel, Cluster, the read replica): the bulk is created and
 * watched through an in-test pipeline on the same deployment (or uploaded to a real API process,
 * `cli serve`), a worker is killed with SIGKILL or stopped with SIGTERM mid-bulk, and the output
 * is checked row by row (every row once, in upload order), counting what was lost or doubled.
 */
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { request as httpRequest } from 'node:http';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { parse } from 'csv-parse/sync';
import { expect } from 'vitest';
import { loadConfig, type Config } from '../../src/config.js';
import { createLogger } from '../../src/logger.js';
import { connectRedis, type Redis } from '../../src/redis.js';
import { buildPipeline, buildServices, openSharedState, type Pipeline } from '../../src/composition/index.js';
import { freshSchema, schemaUrl } from './postgres.js';
import { deletePrefix, type BulkStoreHome } from './harness.js';

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

/** How a child process ended: its exit code, or the signal that ended it. */
export interface ProcessExit {
  code: number | null;
  signal: NodeJS.Signals | null;
}

/** Resolves when `child` has exited (at once if it has); rejects after `timeoutMs`. */
export function exited(child: ChildProcess, timeoutMs = 60_000): Promise<ProcessExit> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve({ code: child.exitCode, signal: child.signalCode });
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`process ${child.pid} did not exit within ${timeoutMs} ms`)), timeoutMs);
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      resolve({ code, signal });
    });
  });
}

/** Sends `signal` to `child` unless it has exited, and resolves with how it exited. */
export function stopProcess(child: ChildProcess, signal: NodeJS.Signals = 'SIGKILL', timeoutMs = 60_000): Promise<ProcessExit> {
  if (child.exitCode === null && child.signalCode === null) child.kill(signal);
  return exited(child, timeoutMs);
}

export interface BulkStack extends BulkStoreHome {
  env: Record<string, string>;
  /** The configuration the in-test pipeline and the processes share. */
  config: Config;
  pipeline: Pipeline;
  /** The deployment's Redis (null when the queues are in PostgreSQL). */
  redis: Redis | null;
  /** Starts a `cli work` process on the deployment (killed by `close` if still running). */
  worker(): ChildProcess;
  /** Starts a `cli serve` process (the API only) on the deployment; resolves once it listens. */
  api(): Promise<ApiProcess>;
  /** Creates an API key with `cli keys create` on the deployment; resolves with the key. */
  createKey(name: string): Promise<string>;
  /** What the `store.sweep` job does, at `now`: deletes the PostgreSQL rows expired by then (nothing on Redis). */
  sweep(now: Date): Promise<number>;
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

export interface ApiProcess {
  child: ChildProcess;
  /** Its address, `http://127.0.0.1:<port>`. */
  base: string;
}

/**
 * Starts a `cli serve` process with `env` on a free loopback port, rate limits out of the way;
 * resolves when it logs its address (it logs at info level for that: its output goes nowhere else).
 */
export async function apiProcess(env: Record<string, string>, started: (child: ChildProcess) => void = () => {}): Promise<ApiProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/cli.ts', 'serve'], {
    cwd: ROOT,
    env: { ...process.env, ...env, HOST: '127.0.0.1', PORT: '0', LOG_LEVEL: 'info', RATE_LIMIT_PER_SECOND: '100000', RATE_LIMIT_PER_MINUTE: '1000000' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  started(child);
  let output = '';
  const listen = /"address":"(http:\/\/[^"]+)"/;
  child.stdout!.on('data', (d: Buffer) => {
    if (!listen.test(output)) output += d.toString('utf8');
  });
  child.stderr!.on('data', (d: Buffer) => (output += d.toString('utf8')));
  const gone = () => child.exitCode !== null || child.signalCode !== null;
  await waitFor('the API to listen', 90_000, async () => listen.test(output) || gone()).catch(() => undefined);
  const address = listen.exec(output);
  if (!address) throw new Error(`the API ${gone() ? 'exited' : 'did not listen'}: ${output.slice(-2000)}`);
  return { child, base: address[1]! };
}

/**
 * Starts a chunked text/csv POST of `body` to `url` and sends its first `sendBytes` bytes (as the
 * server takes them), leaving the request open; `outcome` resolves with "answered <status>" if
 * the server answers, or with the error's code when the connection fails.
 */
export async function startUpload(url: string, key: string, body: Buffer, sendBytes: number): Promise<{ outcome: Promise<string> }> {
  const request = httpRequest(url, { method: 'POST', headers: { 'content-type': 'text/csv', 'x-api-key': key, 'transfer-encoding': 'chunked' } });
  let settled = false;
  const outcome = new Promise<string>((resolve) => {
    request.once('response', (res) => {
      res.resume();
      resolve(`answered ${res.statusCode}`);
    });
    request.on('error', (err: NodeJS.ErrnoException) => resolve(err.code ?? err.message));
  }).finally(() => {
    settled = true;
    request.destroy();
  });
  const PART = 64 * 1024;
  for (let at = 0; at < sendBytes && !settled; at += PART) {
    if (!request.write(body.subarray(at, Math.min(at + PART, sendBytes)))) await Promise.race([once(request, 'drain').catch(() => undefined), outcome]);
  }
  return { outcome };
}

/** Runs `cli keys create` with `env`: an ordinary key in the deployment's key store, as an operator makes one. */
export async function cliKey(env: Record<string, string>, name: string): Promise<string> {
  const { stdout } = await promisify(execFile)(process.execPath, ['--import', 'tsx', 'src/cli.ts', 'keys', 'create', '--name', name], {
    cwd: ROOT,
    env: { ...process.env, ...env },
    timeout: 90_000,
  });
  return stdout.trim();
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
  const children: ChildProcess[] = [];
  return {
    env,
    config,
    pipeline,
    redis,
    prefix,
    database,
    worker() {
      const child = workerProcess(env);
      children.push(child);
      return child;
    },
    api: () => apiProcess(env, (child) => children.push(child)),
    createKey: (name) => cliKey(env, name),
    sweep: (now) => services.shared.sweep(now),
    async close() {
      await Promise.all(children.map((c) => stopProcess(c, 'SIGKILL')));
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

/** Waits until bulk `id` is between 10% and 50% of its rows ("mid-bulk"); resolves with the rows done. */
export function waitForProgress(pipeline: Pipeline, id: string, rows = ROWS): Promise<number> {
  return waitFor('some progress', 120_000, async () => {
    const b = await pipeline.bulks.get(id);
    return b && b.processed >= rows / 10 && b.processed < rows / 2 && b.processed;
  });
}

/** Waits until bulk `id` completed. */
export async function waitForCompletion(pipeline: Pipeline, id: string, ms = 240_000): Promise<void> {
  await waitFor('completion', ms, async () => (await pipeline.bulks.get(id))?.state === 'completed');
}

/**
 * Runs bulk `id` with a worker process stopped with `signal` between 10% and 50% of its rows and,
 * once it has exited (within `exitMs`) and `whileStopped` has looked at what it left, a second one
 * started; resolves when the bulk completed, with how the first exited and the rows done then.
 */
export async function stopWorkerMidBulk(
  s: Pick<BulkStack, 'pipeline' | 'worker'>,
  id: string,
  { rows = ROWS, signal = 'SIGKILL', exitMs = 60_000, whileStopped }: { rows?: number; signal?: NodeJS.Signals; exitMs?: number; whileStopped?: (exit: ProcessExit) => Promise<void> } = {},
): Promise<{ exit: ProcessExit; processedAtStop: number }> {
  const first = s.worker();
  await waitForProgress(s.pipeline, id, rows);
  const exit = await stopProcess(first, signal, exitMs);
  const processedAtStop = (await s.pipeline.bulks.get(id))!.processed;
  if (processedAtStop >= rows) throw new Error(`the bulk had finished (${processedAtStop} rows) before its worker was stopped`);
  await whileStopped?.(exit);
  s.worker();
  await waitForCompletion(s.pipeline, id);
  return { exit, processedAtStop };
}

/**
 * Runs bulk `id` with a worker process killed with SIGKILL between 10% and 50% of its rows and a
 * second one started after it; resolves when the bulk completed.
 */
export async function killWorkerMidBulk(s: Pick<BulkStack, 'pipeline' | 'worker'>, id: string, rows = ROWS): Promise<void> {
  await stopWorkerMidBulk(s, id, { rows });
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
 * Redis master killed, say, or one of the two workers) with the time it was called and the
 * workers; resolves when the bulk completed, with what `kill` answered, the rows done at the
 * kill, the milliseconds from the kill to completion and the check of every row.
 */
export async function killDuringBulk<T>(
  s: Pick<BulkStack, 'pipeline' | 'worker'>,
  id: string,
  kill: (killedAt: number, workers: [ChildProcess, ChildProcess]) => Promise<T>,
): Promise<{ killed: T; processedAtKill: number; completedMs: number; rows: RowCheck }> {
  const workers: [ChildProcess, ChildProcess] = [s.worker(), s.worker()];
  const processedAtKill = await waitForProgress(s.pipeline, id);
  const killedAt = Date.now();
  const killed = await kill(killedAt, workers);
  await waitForCompletion(s.pipeline, id, 300_000);
  const completedMs = Date.now() - killedAt;
  return { killed, processedAtKill, completedMs, rows: await checkRows(s.pipeline, id) };
}
