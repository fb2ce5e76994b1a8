/**
 * The API (and optionally workers) as child processes running the built JavaScript, on the
 * Redis+PostgreSQL shape: a private redis-server, the bench's database (bench/support/database.ts),
 * a key of its own. What bench/upload and bench/overload share: the build, the processes, their
 * resident set sampled while a bench runs, a CSV of a given size, an HTTP client with many sockets.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { closeSync, openSync, readFileSync, statSync, writeSync } from 'node:fs';
import { once } from 'node:events';
import http from 'node:http';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { startPrivateRedis, type PrivateRedis } from '../../src/demo/private-redis.js';
import { createRedis } from '../../src/redis.js';
import { ApiKeyRepository } from '../../src/store/api-key-repository.js';
import { benchDatabase, type BenchDatabase } from './database.js';

export const ROOT = fileURLToPath(new URL('../..', import.meta.url));
export const PREFIX = 'bench:';

/**
 * The benches' processes' environment: no scheduled jobs, no rate limits in the way, bulks with
 * network checks off, warnings only in the logs.
 */
export const BENCH_ENV: Record<string, string> = {
  PATH: process.env.PATH ?? '',
  HOME: process.env.HOME ?? '',
  LOG_LEVEL: 'warn',
  REVERIFY_CRON: '0 0 1 1 *',
  RECRAWL_CRON: '0 0 1 1 *',
  RATE_LIMIT_PER_SECOND: '100000',
  RATE_LIMIT_PER_MINUTE: '1000000',
  BULK_NETWORK_CHECKS: 'false',
  REDIS_PREFIX: PREFIX,
};

/** `npm run build`: the processes run the built JavaScript, as in production. */
export async function build(): Promise<void> {
  const child = spawn('npm', ['run', 'build'], { cwd: ROOT, stdio: 'ignore' });
  const [code] = (await once(child, 'exit')) as [number];
  if (code !== 0) throw new Error('npm run build failed');
}

/** The value after `--name` on the command line, else `fallback`. */
export function arg(name: string, fallback: string): string {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1]! : fallback;
}

export interface ApiStack {
  base: string;
  key: string;
  api: ChildProcess;
  workers: ChildProcess[];
  /** The private redis-server (null on the postgres shape). */
  redis: PrivateRedis | null;
  database: BenchDatabase;
  stop(): Promise<void>;
}

export interface StackOptions {
  /** Environment of the API and the workers (over the bench defaults). */
  env?: Record<string, string>;
  workers?: number;
  /** V8 flags of the API process (e.g. --cpu-prof). */
  apiFlags?: string[];
  /** 'postgres': no Redis, the queues and bulks in PostgreSQL too (QUEUE_BACKEND=postgres). */
  shape?: 'redis' | 'postgres';
  /** Runs on the bench's database before the processes start (e.g. an index import). */
  prepare?: (database: BenchDatabase) => Promise<void>;
}

export async function startApiStack(name: string, options: StackOptions = {}): Promise<ApiStack> {
  const redis = options.shape === 'postgres' ? null : await startPrivateRedis();
  const database = await benchDatabase(name);
  await options.prepare?.(database);
  const env = { ...BENCH_ENV, DATABASE_URL: database.db.url, ...(redis ? { REDIS_URL: redis.url } : { QUEUE_BACKEND: 'postgres' }), ...options.env };
  const node = (args: string[], extra: Record<string, string>, flags: string[] = [], stderr: 'inherit' | 'ignore' = 'inherit') =>
    spawn(process.execPath, [...flags, 'dist/src/cli.js', ...args], { cwd: ROOT, env: { ...env, ...extra }, stdio: ['ignore', 'pipe', stderr] });
  let plain: string;
  if (redis) {
    const client = createRedis(redis.url);
    plain = (await new ApiKeyRepository(database.db.pool, client, PREFIX).create({ name: 'bench' })).plain;
    client.disconnect();
  } else {
    // The key repository caches in Redis; without it the CLI makes the key.
    // Its "key ... created" note on stderr would fall in the bench's table.
    const cli = node(['keys', 'create', '--name', 'bench'], {}, [], 'ignore');
    let text = '';
    cli.stdout!.on('data', (d: Buffer) => (text += d.toString('utf8')));
    if (((await once(cli, 'exit')) as [number])[0] !== 0) throw new Error('cli keys create failed');
    plain = text.trim();
  }
  // The API logs its address at info level (and each request: its stdout is read and dropped).
  const api = node(['serve'], { LOG_LEVEL: 'info', PORT: '0' }, options.apiFlags);
  const port = await new Promise<number>((resolve, reject) => {
    createInterface({ input: api.stdout! }).on('line', (l) => {
      const m = /"address":"http:\/\/[^"]+:(\d+)"/.exec(l);
      if (m) resolve(Number(m[1]));
    });
    api.once('exit', (code) => reject(new Error(`api exited ${code}`)));
  });
  const workers = Array.from({ length: options.workers ?? 0 }, () => {
    const w = node(['work'], {});
    w.stdout!.resume();
    return w;
  });
  return {
    base: `http://127.0.0.1:${port}`,
    key: plain,
    api,
    workers,
    redis,
    database,
    async stop() {
      for (const p of [...workers, api]) {
        if (p.exitCode !== null) continue;
        p.kill('SIGTERM');
        await once(p, 'exit');
      }
      await redis?.stop();
      await database.close();
    },
  };
}

/** A process's resident set (VmRSS) read every `everyMs`; peak() is the largest seen, in MB. */
export function sampleRss(pid: number, everyMs = 50): { peak(): number; stop(): number } {
  let peak = 0;
  const read = () => {
    try {
      const kb = Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);
      peak = Math.max(peak, kb / 1024);
    } catch {
      // the process has exited
    }
  };
  read();
  const timer = setInterval(read, everyMs);
  return {
    peak: () => peak,
    stop() {
      clearInterval(timer);
      read();
      return peak;
    },
  };
}

/**
 * Writes a `verify` CSV of exactly `bytes` bytes to `file`: a header, then rows of `rowBytes`
 * (an address unique in the file, a name, a company, a padding column), the last row shortened.
 */
export function writeCsv(file: string, bytes: number, rowBytes: number): number {
  const fd = openSync(file, 'w');
  const header = 'email,first_name,company,note\n';
  let written = writeSync(fd, header);
  const batch: string[] = [];
  let batchBytes = 0;
  let rows = 0;
  const flush = () => {
    written += writeSync(fd, batch.join(''));
    batch.length = 0;
    batchBytes = 0;
  };
  while (written + batchBytes < bytes) {
    const head = `person.${rows}@company-${rows % 2000}.test,Name${rows % 500},Company ${rows % 2000},`;
    const left = bytes - written - batchBytes;
    const pad = Math.max(0, Math.min(rowBytes, left) - head.length - 1);
    const row = `${head}${'x'.repeat(pad)}\n`.slice(0, left);
    batch.push(row);
    batchBytes += row.length;
    rows++;
    if (batchBytes >= 1 << 20) flush();
  }
  flush();
  closeSync(fd);
  if (statSync(file).size !== bytes) throw new Error(`${file}: ${statSync(file).size} bytes, not ${bytes}`);
  return rows;
}

/** One HTTP exchange: its status and body, or the error that ended it (status 0). */
export interface Answer {
  status: number;
  body: string;
  error: string | null;
}

/** An agent with sockets enough for every concurrent request of a bench. */
export const agent = new http.Agent({ keepAlive: true, maxSockets: 2000 });

/** A request whose body, when given, is streamed from `body` with its Content-Length. */
export function request(url: string, options: { method?: string; headers?: Record<string, string>; body?: NodeJS.ReadableStream; length?: number } = {}): Promise<Answer> {
  return new Promise((resolve) => {
    const headers = { ...options.headers, ...(options.length !== undefined ? { 'content-length': String(options.length) } : {}) };
    const req = http.request(url, { method: options.method ?? 'GET', headers, agent }, (res) => {
      const parts: Buffer[] = [];
      res.on('data', (d: Buffer) => parts.push(d));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(parts).toString('utf8'), error: null }));
      res.on('error', (err) => resolve({ status: 0, body: '', error: err.message }));
    });
    req.on('error', (err) => resolve({ status: 0, body: '', error: (err as NodeJS.ErrnoException).code ?? err.message }));
    if (options.body) options.body.pipe(req);
    else req.end();
  });
}

/** Whether a non-2xx body is the API's Hunter-style `{"errors":[{"id","code","details"}]}`. */
export function hunterStyle(body: string): boolean {
  try {
    const parsed = JSON.parse(body) as { errors?: { id?: unknown; code?: unknown; details?: unknown }[] };
    return Array.isArray(parsed.errors) && parsed.errors.length > 0 && parsed.errors.every((e) => typeof e.id === 'string' && typeof e.code === 'number' && typeof e.details === 'string');
  } catch {
    return false;
  }
}

export const out = (s = '') => process.stdout.write(`${s}\n`);
