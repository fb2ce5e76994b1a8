/**
 * bench/events: do 1,000 open event streams (GET /v2/bulks/{id}/events) cost one API process
 * flat memory? An API (`cli serve`) and a worker (`cli work`) run as their own processes (the
 * built JavaScript) over a private redis-server; the bench uploads `--bulks` verify bulks (network
 * checks off, 5 rows a chunk, the bulk queue held to `--jobs` chunk jobs a second by BullMQ's
 * global rate limit, so every bulk stays running through the bench while the one at the head of
 * the queue changes many times a second), then opens `--baseline` streams spread over them,
 * holds them `--hold` seconds, opens more up to `--streams`, holds again. The API's resident set (VmRSS from /proc, the median of
 * the last samples of a hold) and its V8 heap (from /metrics) are read idle, with the baseline
 * and with all streams (twice: memory must not grow while events keep coming); the ratio of the
 * baseline's and the full count's is printed. Then every bulk is cancelled and the
 * bench times how long until every stream has its `end` event. Linux only (/proc).
 *
 *   npm run bench:events [-- --streams 1000 --baseline 100 --bulks 10 --rows 20000 --jobs 20 --hold 20]
 *                        [--profile DIR]  (the API writes a heap snapshot after the baseline's hold and
 *                                          one after the last: node --heapsnapshot-signal=SIGUSR2, into
 *                                          DIR; bench/support/heap-snapshot-top.ts DIR compares them)
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { startPrivateRedis } from '../../src/demo/private-redis.js';
import { createRedis } from '../../src/redis.js';
import { ApiKeyRepository } from '../../src/store/api-key-repository.js';
import { PipelineQueue } from '../../src/pipeline/pipeline-queue.js';
import { createLogger } from '../../src/logger.js';
import { benchDatabase } from '../support/database.js';

function arg(name: string, fallback: number): number {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
}
const total = arg('streams', 1000);
const baseline = arg('baseline', 100);
const bulkCount = arg('bulks', 10);
const rows = arg('rows', 20_000);
const jobsPerSecond = arg('jobs', 20);
const holdSeconds = arg('hold', 20);
const profileArg = process.argv.indexOf('--profile');
const profileDir = profileArg > 0 ? process.argv[profileArg + 1] : undefined;
const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const out = (s = '') => process.stdout.write(`${s}\n`);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

const rssMb = (pid: number) => Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))![1]) / 1024;
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

/** One open stream: what it has received, counted as it arrives. */
interface Follower {
  bulk: string;
  events: number;
  lastEvent: string | null;
  lastData: string;
  ended: boolean;
  request: http.ClientRequest;
}

function follow(base: string, key: string, bulk: string): Promise<Follower> {
  return new Promise((resolve, reject) => {
    const f = { bulk, events: 0, lastEvent: null, lastData: '', ended: false } as Omit<Follower, 'request'> as Follower;
    let buffer = '';
    f.request = http.get(`${base}/v2/bulks/${bulk}/events`, { headers: { 'x-api-key': key }, agent: false }, (res) => {
      if (res.statusCode !== 200) {
        reject(new Error(`events: ${res.statusCode}`));
        return;
      }
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        buffer += chunk;
        let cut: number;
        while ((cut = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, cut);
          buffer = buffer.slice(cut + 2);
          const event = /^event: (.*)$/m.exec(block)?.[1];
          if (!event) continue;
          f.events++;
          f.lastEvent = event;
          f.lastData = /^data: (.*)$/m.exec(block)?.[1] ?? '';
        }
      });
      res.on('end', () => {
        f.ended = true;
      });
      resolve(f);
    });
    f.request.on('error', (err) => {
      if (!f.ended) reject(err);
    });
  });
}

// The processes run the built JavaScript, as in production (no TypeScript loader in the RSS).
const build = spawn('npm', ['run', 'build'], { cwd: ROOT, stdio: 'ignore' });
if (((await once(build, 'exit')) as [number])[0] !== 0) throw new Error('npm run build failed');

const dir = mkdtempSync(join(tmpdir(), 'cds-bench-events-'));
const redisServer = await startPrivateRedis();
const database = await benchDatabase('events');
const prefix = 'bench:';
const client = createRedis(redisServer.url);
const keys = new ApiKeyRepository(database.db.pool, client, prefix);
const { plain: key } = await keys.create({ name: 'bench' });
const { plain: adminKey } = await keys.create({ name: 'bench-admin', role: 'admin' });
client.disconnect();
// Chunks of every bulk wait their turn (one queue, in order): held to a steady pace, none of the
// bulks ends during the bench, and the one at the head changes many times a second.
const pace = new PipelineQueue({ connection: { backend: 'redis', redis: { kind: 'single', url: redisServer.url }, prefix }, logger: createLogger('silent') });
await pace.queue('bulk').setGlobalRateLimit(jobsPerSecond, 1000);
await pace.close();

const env = {
  PATH: process.env.PATH ?? '',
  DATABASE_URL: database.db.url,
  REDIS_URL: redisServer.url,
  REDIS_PREFIX: prefix,
  LOG_LEVEL: 'warn',
  REVERIFY_CRON: '0 0 1 1 *',
  RATE_LIMIT_PER_SECOND: '1000000',
  RATE_LIMIT_PER_MINUTE: '60000000',
  // Offline checks, 5 rows a chunk.
  BULK_NETWORK_CHECKS: 'false',
  BULK_CHUNK_SIZE: '1',
};
const node = (args: string[], extra: Record<string, string> = {}, flags: string[] = []): ChildProcess =>
  spawn(process.execPath, [...flags, 'dist/src/cli.js', ...args], { cwd: ROOT, env: { ...env, ...extra }, stdio: ['ignore', 'pipe', 'inherit'] });

const api = node(['serve'], { LOG_LEVEL: 'info', PORT: '0' }, profileDir ? ['--heapsnapshot-signal=SIGUSR2', `--diagnostic-dir=${profileDir}`] : []);
const base = await new Promise<string>((resolve, reject) => {
  createInterface({ input: api.stdout! }).on('line', (line) => {
    const m = /"address":"(http:\/\/[^"]+)"/.exec(line);
    if (m) resolve(m[1]!);
    // The API's faults, shown (its requests are logged below the level kept here).
    if (/"level":(50|60)/.test(line)) process.stderr.write(`api: ${line}\n`);
  });
  api.once('exit', (code) => reject(new Error(`the API exited with ${code}`)));
});
const worker = node(['work', '--concurrency', '1']);
worker.stdout!.resume();
const followers: Follower[] = [];

/** The API's V8 heap, used and committed (its own /metrics, prom-client's process metrics). */
async function heapMb(): Promise<{ used: number; total: number }> {
  const text = await (await fetch(`${base}/metrics`, { headers: { 'x-api-key': adminKey } })).text();
  const metric = (name: string) => Number(new RegExp(`^cds_nodejs_${name} (\\S+)`, 'm').exec(text)?.[1] ?? NaN) / 1024 / 1024;
  return { used: metric('heap_size_used_bytes'), total: metric('heap_size_total_bytes') };
}

async function bulkStates(ids: string[]): Promise<{ running: number; processed: number }> {
  const all = await Promise.all(ids.map(async (id) => (await (await fetch(`${base}/v2/bulks/${id}`, { headers: { 'x-api-key': key } })).json()) as { data: { state: string; processed: number } }));
  return { running: all.filter((b) => b.data.state === 'running').length, processed: all.reduce((n, b) => n + b.data.processed, 0) };
}

/** Holds what is open for `holdSeconds`; RSS and heap are the median of the last half's samples. */
async function hold(label: string, ids: string[]): Promise<{ label: string; rss: number; heap: number; heapTotal: number; eventsPerSecond: number; running: number; rowsPerSecond: number }> {
  const events0 = followers.reduce((n, f) => n + f.events, 0);
  const rows0 = (await bulkStates(ids)).processed;
  const rss: number[] = [];
  const heap: number[] = [];
  const heapTotal: number[] = [];
  const started = performance.now();
  for (let s = 0; s < holdSeconds; s++) {
    await sleep(1000);
    if (s >= holdSeconds / 2) {
      rss.push(rssMb(api.pid!));
      const h = await heapMb();
      heap.push(h.used);
      heapTotal.push(h.total);
    }
  }
  const seconds = (performance.now() - started) / 1000;
  const state = await bulkStates(ids);
  const events = followers.reduce((n, f) => n + f.events, 0) - events0;
  return { label, rss: median(rss), heap: median(heap), heapTotal: median(heapTotal), eventsPerSecond: events / seconds, running: state.running, rowsPerSecond: (state.processed - rows0) / seconds };
}

try {
  // Warm: the routes the bench uses, once.
  await fetch(`${base}/v2/bulks`, { headers: { 'x-api-key': key } });
  await heapMb();
  const csv = join(dir, 'emails.csv');
  writeFileSync(csv, ['email', ...Array.from({ length: rows }, (_, i) => `person.${i}@company-${i % 2000}.test`)].join('\n') + '\n');
  const file = readFileSync(csv);
  const idle = await hold('idle (no stream, no bulk)', []);
  const ids: string[] = [];
  for (let b = 0; b < bulkCount; b++) {
    const res = await fetch(`${base}/v2/bulks?kind=verify`, { method: 'POST', headers: { 'x-api-key': key, 'content-type': 'text/csv' }, body: file });
    if (res.status !== 202) throw new Error(`upload: ${res.status} ${await res.text()}`);
    ids.push(((await res.json()) as { data: { id: string } }).data.id);
  }
  // Every bulk split and running before the streams open.
  while ((await bulkStates(ids)).running < ids.length) await sleep(200);
  const noStreams = await hold(`${bulkCount} bulks running, no stream`, ids);

  const openUpTo = async (n: number) => {
    while (followers.length < n) {
      const batch = Array.from({ length: Math.min(50, n - followers.length) }, (_, i) => follow(base, key, ids[(followers.length + i) % ids.length]!));
      followers.push(...(await Promise.all(batch)));
    }
  };
  /** A heap snapshot of the API (written by V8 on SIGUSR2; the API pauses while it writes). */
  const snapshot = async () => {
    if (!profileDir) return;
    api.kill('SIGUSR2');
    await sleep(8000);
  };
  await openUpTo(baseline);
  const few = await hold(`${baseline} streams`, ids);
  await snapshot();
  await openUpTo(total);
  const many = await hold(`${total} streams`, ids);
  // The same streams a step later: events keep coming, memory should not.
  const later = await hold(`${total} streams, ${holdSeconds} s later`, ids);
  await snapshot();
  const alive = followers.filter((f) => !f.ended).length;
  const silent = followers.filter((f) => f.events === 0).length;

  // Every bulk cancelled: how long until the first and the last stream has its end.
  const cancelled = performance.now();
  let firstEndMs = NaN;
  const answered = Promise.all(ids.map((id) => fetch(`${base}/v2/bulks/${id}`, { method: 'DELETE', headers: { 'x-api-key': key } }).then(() => performance.now() - cancelled)));
  while (followers.some((f) => !f.ended) && performance.now() - cancelled < 60_000) {
    if (Number.isNaN(firstEndMs) && followers.some((f) => f.ended)) firstEndMs = performance.now() - cancelled;
    await sleep(20);
  }
  const endedMs = performance.now() - cancelled;
  const answerMs = Math.max(...(await answered));
  const endedCancelled = followers.filter((f) => f.ended && f.lastEvent === 'end' && f.lastData.includes('"state":"cancelled"')).length;

  out(`\nbench/events: ${total} event streams on one API process (cli serve, built JavaScript), node ${process.version}`);
  out(`${bulkCount} verify bulks of ${rows} rows (network checks off, 5 rows a chunk, ${jobsPerSecond} chunk jobs a second); streams spread evenly over the bulks; ${holdSeconds} s per step, RSS and heap the median of its last ${Math.ceil(holdSeconds / 2)} s\n`);
  out('step                                   API RSS MB   V8 heap used / committed MB   events/s received   bulks running   rows/s');
  for (const r of [idle, noStreams, few, many, later]) {
    out(`${r.label.padEnd(38)} ${r.rss.toFixed(1).padStart(10)}   ${`${r.heap.toFixed(1)} / ${r.heapTotal.toFixed(1)}`.padStart(27)}   ${r.eventsPerSecond.toFixed(0).padStart(17)}   ${String(r.running).padStart(13)}   ${r.rowsPerSecond.toFixed(0).padStart(6)}`);
  }
  const perStreamKb = ((many.rss - few.rss) / (total - baseline)) * 1024;
  out(`\nRSS ${total} / ${baseline} streams: ${(many.rss / few.rss).toFixed(3)}  (+${(many.rss - few.rss).toFixed(1)} MB for ${total - baseline} more streams, ${perStreamKb.toFixed(1)} KB each; heap used +${(many.heap - few.heap).toFixed(1)} MB, committed +${(many.heapTotal - few.heapTotal).toFixed(1)} MB)`);
  out(`streams open at the end of the last step: ${alive} of ${total}; streams that received no event: ${silent}`);
  out(`every bulk cancelled (${bulkCount} DELETEs at once, each removing its ${rows / 5} waiting chunk jobs; the last answered after ${answerMs.toFixed(0)} ms):`);
  out(`  ${endedCancelled} of ${total} streams ended with event: end (state cancelled), the first after ${firstEndMs.toFixed(0)} ms, the last after ${endedMs.toFixed(0)} ms`);
  if (profileDir) out(`heap snapshots of the API (${baseline}, then ${total} streams open): ${profileDir}`);
} finally {
  for (const f of followers) f.request.destroy();
  for (const p of [api, worker]) {
    if (p.exitCode === null) {
      p.kill('SIGTERM');
      await once(p, 'exit');
    }
  }
  await redisServer.stop();
  await database.close();
  rmSync(dir, { recursive: true, force: true });
}
