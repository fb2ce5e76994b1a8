/**
 * bench/pipeline on each deployment shape (README, "Deployment shapes"): the same generated file
 * through `verify` with network checks off, end to end (upload, queue, workers, download), with
 * 1, 2 and 4 worker processes, on
 * - redis: BullMQ and the shared state on a private redis-server, records in PostgreSQL;
 * - postgres: everything in one PostgreSQL (QUEUE_BACKEND=postgres);
 * - embedded: no DATABASE_URL and no REDIS_URL: the API process starts an embedded PostgreSQL in a
 *   fresh data folder, the workers join it.
 * The shapes take turns within each worker count (one machine, shared and noisy: the ratios are
 * read within a round). Then the embedded shape's cold start: process start to /v2/health
 * answering 200, on a new data folder and again on the existing one.
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run bench:shapes [-- --rows 100000 --workers 1,2,4]
 *
 * Without DATABASE_URL the redis and postgres shapes run on a throw-away embedded cluster too.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, chmodSync } from 'node:fs';
import { once } from 'node:events';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { startPrivateRedis, type PrivateRedis } from '../../src/demo/private-redis.js';
import { benchDatabase, type BenchDatabase } from '../support/database.js';
import { BENCH_ENV } from '../support/api-process.js';
import { generate, runBulk } from './support.js';

type Shape = 'redis' | 'postgres' | 'embedded';
const SHAPES: Shape[] = ['redis', 'postgres', 'embedded'];

function arg(name: string, fallback: string): string {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1]! : fallback;
}
const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const rows = Number(arg('rows', '100000'));
const workerCounts = arg('workers', '1,2,4').split(',').map(Number);
const dir = mkdtempSync(join(tmpdir(), 'cds-bench-shapes-'));
// Under root the embedded server runs as another user, which must reach its folder.
chmodSync(dir, 0o755);
const out = (s = '') => process.stdout.write(`${s}\n`);

const COMMON: Record<string, string> = { ...BENCH_ENV, WORKER_CONCURRENCY: '4' };

function node(args: string[], env: Record<string, string>): ChildProcess {
  return spawn(process.execPath, ['dist/src/cli.js', ...args], { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'inherit'] });
}

async function apiPort(api: ChildProcess): Promise<number> {
  return new Promise<number>((resolve, reject) => {
    const lines = createInterface({ input: api.stdout! });
    lines.on('line', (l) => {
      const m = /"address":"http:\/\/[^"]+:(\d+)"/.exec(l);
      if (m) resolve(Number(m[1]));
    });
    api.once('exit', (code) => reject(new Error(`api exited ${code}`)));
  });
}

async function cli(args: string[], env: Record<string, string>): Promise<string> {
  const child = node(args, env);
  let text = '';
  child.stdout!.on('data', (d: Buffer) => (text += d.toString('utf8')));
  const [code] = (await once(child, 'exit')) as [number];
  if (code !== 0) throw new Error(`cli ${args.join(' ')} exited ${code}`);
  return text.trim();
}

interface Stack {
  base: string;
  key: string;
  stop(): Promise<void>;
}

async function startStack(shape: Shape, workers: number): Promise<Stack> {
  let redis: PrivateRedis | null = null;
  let database: BenchDatabase | null = null;
  let dataDir: string | null = null;
  const env: Record<string, string> = { ...COMMON };
  if (shape === 'embedded') {
    dataDir = join(dir, `pg-${Date.now()}`);
    env.EMBEDDED_PG_DIR = dataDir;
  } else {
    database = await benchDatabase(`shapes_${shape}`);
    env.DATABASE_URL = database.db.url;
    if (shape === 'redis') {
      redis = await startPrivateRedis();
      env.REDIS_URL = redis.url;
    } else {
      env.QUEUE_BACKEND = 'postgres';
    }
  }
  // The API first: on the embedded shape it starts the server the workers and the CLI join.
  const api = node(['serve'], { ...env, LOG_LEVEL: 'info', PORT: '0' });
  const base = `http://127.0.0.1:${await apiPort(api)}`;
  const key = await cli(['keys', 'create', '--name', 'bench', '--admin'], env);
  const ws = Array.from({ length: workers }, () => {
    const w = node(['work'], env);
    w.stdout!.resume();
    return w;
  });
  // Time starts when every worker is connected (process start-up is not throughput).
  for (;;) {
    const status = (await (await fetch(`${base}/v2/status`, { headers: { 'x-api-key': key } })).json()) as { data: { queues?: { name: string; workers: number }[] } };
    if ((status.data.queues ?? []).length > 0 && status.data.queues!.every((q) => q.workers >= workers)) break;
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    base,
    key,
    async stop() {
      // Workers first: the API (the embedded server's owner) goes last.
      for (const p of [...ws, api]) {
        p.kill('SIGTERM');
        await once(p, 'exit');
      }
      await redis?.stop();
      await database?.close();
      if (dataDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Process start to /v2/health answering 200 (`start`: API and worker in one process), on `dataDir`. */
async function coldStart(dataDir: string): Promise<number> {
  const started = performance.now();
  const proc = node(['start'], { ...COMMON, EMBEDDED_PG_DIR: dataDir, LOG_LEVEL: 'info', PORT: '0' });
  const port = await apiPort(proc);
  for (;;) {
    const res = await fetch(`http://127.0.0.1:${port}/v2/health`).catch(() => null);
    if (res?.status === 200) break;
    await new Promise((r) => setTimeout(r, 20));
  }
  const seconds = (performance.now() - started) / 1000;
  proc.kill('SIGTERM');
  await once(proc, 'exit');
  return seconds;
}

// The processes run the built JavaScript, as in production.
const build = spawn('npm', ['run', 'build'], { cwd: ROOT, stdio: 'ignore' });
if (((await once(build, 'exit')) as [number])[0] !== 0) throw new Error('npm run build failed');
const file = join(dir, 'emails.csv');
const bytes = generate(rows, file);
out(`bench/pipeline shapes: node ${process.version}, ${rows} rows (${(bytes / 1e6).toFixed(1)} MB), verify with network checks off, workers at concurrency 4`);
out('workers   shape       seconds   rows/s');
const rate = new Map<string, number>();
for (const n of workerCounts) {
  for (const shape of SHAPES) {
    const stack = await startStack(shape, n);
    try {
      const run = await runBulk(stack, file, 'verify');
      if (run.rows !== rows) throw new Error(`${shape}: expected ${rows} rows back, got ${run.rows}`);
      rate.set(`${shape}:${n}`, rows / run.seconds);
      out(`${String(n).padEnd(9)} ${shape.padEnd(10)} ${run.seconds.toFixed(2).padStart(8)}   ${(rows / run.seconds).toFixed(0).padStart(6)}`);
    } finally {
      await stack.stop();
    }
  }
}
const first = workerCounts[0]!;
const last = workerCounts[workerCounts.length - 1]!;
out(`\nscaling efficiency ${first} -> ${last} workers (rows/s at ${last} / (${last / first} x rows/s at ${first})), and embedded / redis rows/s`);
for (const shape of SHAPES) {
  const eff = rate.get(`${shape}:${last}`)! / ((last / first) * rate.get(`${shape}:${first}`)!);
  out(`${shape.padEnd(10)} ${eff.toFixed(2)}`);
}
for (const n of workerCounts) out(`embedded / redis at ${n} worker(s): ${(rate.get(`embedded:${n}`)! / rate.get(`redis:${n}`)!).toFixed(2)}`);

const coldDir = join(dir, 'cold');
const fresh = await coldStart(coldDir);
const again = await coldStart(coldDir);
out(`\nembedded cold start (process start to /v2/health 200, \`start\`): new data folder ${fresh.toFixed(2)} s, existing one ${again.toFixed(2)} s`);
rmSync(dir, { recursive: true, force: true });
