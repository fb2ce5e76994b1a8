/**
 * bench/pipeline, two parts (each in its own processes: an API, N workers, a private Redis):
 *
 * 1. Throughput and memory: a generated email CSV through `verify` with network checks off
 *    (syntax, lists, gibberish only), end to end (upload, queue, workers, download of the
 *    enriched CSV), against a plain csv-parse -> csv-stringify pass-through of the same file in
 *    the same run; peak RSS of the API and of the worker, for two sizes (memory must stay flat).
 * 2. Scale-out: rows over the sandbox's mail servers (50 ms per SMTP reply) with 1, 2 and 4
 *    worker processes.
 *
 *   npm run bench:pipeline [-- --rows 1000000 --small 100000 --sandbox-rows 20000 --skip-sandbox --skip-throughput]
 *                          [--worker-flags "--max-old-space-size=128"]  (V8 flags for the workers)
 *                          [--api-flags "--max-old-space-size=128"]     (V8 flags for the API)
 *                          [--profile DIR]  (part 1's API and worker run with --cpu-prof into DIR/<rows>/;
 *                                            bench/support/cpu-profile-top.ts DIR/<rows> prints the top costs)
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createReadStream, createWriteStream, readFileSync, rmSync, writeFileSync, mkdtempSync } from 'node:fs';
import { once } from 'node:events';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { parse } from 'csv-parse';
import { stringify } from 'csv-stringify';
import { startPrivateRedis } from '../../src/demo/private-redis.js';
import { createRedis } from '../../src/redis.js';
import { ApiKeyRepository } from '../../src/store/api-key-repository.js';
import { benchDatabase } from '../support/database.js';
import { generate, runBulk } from './support.js';

function arg(name: string, fallback: number): number {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
}
const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const big = arg('rows', 1_000_000);
const small = arg('small', 100_000);
const sandboxRows = arg('sandbox-rows', 20_000);
const dir = mkdtempSync(join(tmpdir(), 'cds-bench-pipeline-'));
const profileArg = process.argv.indexOf('--profile');
const profileDir = profileArg > 0 ? process.argv[profileArg + 1] : undefined;
// V8 flags for the worker processes only (e.g. --max-old-space-size=128, to see what is live).
const workerFlagsArg = process.argv.indexOf('--worker-flags');
const workerFlags = workerFlagsArg > 0 ? process.argv[workerFlagsArg + 1]!.split(/\s+/).filter(Boolean) : [];
const apiFlagsArg = process.argv.indexOf('--api-flags');
const apiFlags = apiFlagsArg > 0 ? process.argv[apiFlagsArg + 1]!.split(/\s+/).filter(Boolean) : [];

/** CPU seconds (user + system) a process has used so far (/proc/PID/stat, clock ticks of 10 ms). */
function cpuSeconds(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

function peakRssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmHWM:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return kb / 1024;
}

async function passThrough(file: string): Promise<number> {
  const started = performance.now();
  await pipeline(createReadStream(file), parse(), stringify(), createWriteStream(join(dir, 'passthrough.csv')));
  return (performance.now() - started) / 1000;
}

interface Stack {
  redisPid: number;
  base: string;
  key: string;
  api: ChildProcess;
  workers: ChildProcess[];
  stop(): Promise<void>;
}

async function startStack(env: Record<string, string>, workers: number, cpuProfileDir?: string): Promise<Stack> {
  const redis = await startPrivateRedis();
  const database = await benchDatabase('pipeline');
  const client = createRedis(redis.url);
  const prefix = 'bench:';
  const { plain } = await new ApiKeyRepository(database.db.pool, client, prefix).create({ name: 'bench' });
  client.disconnect();
  const common = { ...process.env, DATABASE_URL: database.db.url, REDIS_URL: redis.url, REDIS_PREFIX: prefix, LOG_LEVEL: 'warn', REVERIFY_CRON: '0 0 1 1 *', RATE_LIMIT_PER_SECOND: '100000', RATE_LIMIT_PER_MINUTE: '1000000', ...env };
  const node = (args: string[], extra: Record<string, string> = {}, flags: string[] = []) =>
    spawn(process.execPath, [...flags, ...(cpuProfileDir ? ['--cpu-prof', `--cpu-prof-dir=${cpuProfileDir}`] : []), 'dist/src/cli.js', ...args], { cwd: ROOT, env: { ...common, ...extra }, stdio: ['ignore', 'pipe', 'inherit'] });
  // The API logs its address at info level; requests are not logged below info.
  const api = node(['serve'], { LOG_LEVEL: 'info', PORT: '0' }, apiFlags);
  const port = await new Promise<number>((resolve, reject) => {
    const lines = createInterface({ input: api.stdout! });
    lines.on('line', (l) => {
      const m = /"address":"http:\/\/[^"]+:(\d+)"/.exec(l);
      if (m) resolve(Number(m[1]));
    });
    api.once('exit', (code) => reject(new Error(`api exited ${code}`)));
  });
  const ws = Array.from({ length: workers }, () => {
    const w = node(['work'], {}, workerFlags);
    w.stdout!.resume();
    return w;
  });
  // Time starts when every worker is connected (process start-up is not throughput).
  const base = `http://127.0.0.1:${port}`;
  for (;;) {
    const status = (await (await fetch(`${base}/v2/status`, { headers: { 'x-api-key': plain } })).json()) as { data: { queues?: { name: string; workers: number }[] } };
    if ((status.data.queues ?? []).every((q) => q.workers >= workers)) break;
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    redisPid: redis.pid!,
    base,
    key: plain,
    api,
    workers: ws,
    async stop() {
      for (const p of [api, ...ws]) {
        p.kill('SIGTERM');
        await once(p, 'exit');
      }
      await redis.stop();
      await database.close();
    },
  };
}

const out = (s = '') => process.stdout.write(`${s}\n`);
// The processes run the built JavaScript, as in production (no TypeScript loader in the RSS).
const build = spawn('npm', ['run', 'build'], { cwd: ROOT, stdio: 'ignore' });
const [code] = (await once(build, 'exit')) as [number];
if (code !== 0) throw new Error('npm run build failed');
out(`bench/pipeline: node ${process.version}, built JavaScript, temp ${dir}`);

// Part 1: throughput and memory, network checks off.
out('\n1. verify with network checks off, end to end vs csv-parse -> csv-stringify pass-through');
out('rows        file MB   pass-through s   pipeline s   rows/s pipeline   ratio   peak RSS API MB   peak RSS worker MB');
const phaseLines: string[] = [];
for (const rows of process.argv.includes('--skip-throughput') ? [] : [small, big]) {
  const file = join(dir, `emails-${rows}.csv`);
  const bytes = generate(rows, file);
  const baseline = await passThrough(file);
  const stack = await startStack({ BULK_NETWORK_CHECKS: 'false', WORKER_CONCURRENCY: '4' }, 1, profileDir ? join(profileDir, String(rows)) : undefined);
  const cpuBefore = [stack.api.pid!, stack.workers[0]!.pid!, stack.redisPid].map(cpuSeconds);
  const run = await runBulk(stack, file, 'verify');
  const cpu = [stack.api.pid!, stack.workers[0]!.pid!, stack.redisPid].map((pid, n) => cpuSeconds(pid) - cpuBefore[n]!);
  if (run.rows !== rows) throw new Error(`expected ${rows} rows back, got ${run.rows}`);
  const apiRss = peakRssMb(stack.api.pid!);
  const workerRss = peakRssMb(stack.workers[0]!.pid!);
  await stack.stop();
  phaseLines.push(
    `${String(rows).padEnd(10)} ${run.phases.upload.toFixed(2).padStart(8)}   ${run.phases.split.toFixed(2).padStart(7)}   ${run.phases.completed.toFixed(2).padStart(11)}   ${run.phases.download.toFixed(2).padStart(10)}   ${cpu.map((c) => c.toFixed(1).padStart(5)).join(' / ')}`,
  );
  out(
    `${String(rows).padEnd(10)} ${(bytes / 1e6).toFixed(1).padStart(8)}   ${baseline.toFixed(2).padStart(14)}   ${run.seconds.toFixed(2).padStart(10)}   ${(rows / run.seconds).toFixed(0).padStart(15)}   ${(baseline / run.seconds).toFixed(2).padStart(5)}   ${apiRss.toFixed(0).padStart(15)}   ${workerRss.toFixed(0).padStart(18)}`,
  );
  rmSync(file);
}

out('\nphases (seconds from the upload\'s start; the status is polled every 100 ms)');
out('rows         upload     split     completed   downloaded   CPU s API / worker / Redis');
for (const l of phaseLines) out(l);

// Part 2: scale-out over the sandbox's mail servers.
if (!process.argv.includes('--skip-sandbox')) {
  out(`\n2. ${sandboxRows} rows over the sandbox (50 ms per SMTP reply): 1, 2 and 4 worker processes`);
  const sandbox = spawn(process.execPath, ['--import', 'tsx', fileURLToPath(new URL('../verify/sandbox-process.ts', import.meta.url)), '200', String(Math.ceil(sandboxRows / 200)), '50'], {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'inherit', 'ipc'],
  });
  const [line] = (await once(createInterface({ input: sandbox.stdout! }), 'line')) as [string];
  const world = JSON.parse(line) as { dnsServer: string; smtpPort: number };
  const file = join(dir, 'sandbox.csv');
  const rowsOut: string[] = ['email'];
  for (let i = 0; i < sandboxRows; i++) rowsOut.push(`user${Math.floor(i / 200) + 1}@bench-${(i % 200) + 1}.sandbox.test`);
  writeFileSync(file, rowsOut.join('\n') + '\n');
  out('workers   seconds   rows/s');
  for (const n of [1, 2, 4]) {
    const stack = await startStack(
      {
        DNS_SERVERS: world.dnsServer,
        FETCH_ALLOW_CIDRS: '127.0.0.0/8',
        SMTP_PORT: String(world.smtpPort),
        SMTP_POLITENESS_MS: '500',
        SMTP_CONNECTIONS_PER_HOST: '2',
        WORKER_CONCURRENCY: '8',
        GREYLIST_RETRIES: '0',
        PROBE_BUDGET_MS: '120000',
      },
      n,
    );
    const run = await runBulk(stack, file, 'verify');
    await stack.stop();
    out(`${String(n).padEnd(8)} ${run.seconds.toFixed(2).padStart(8)}  ${(sandboxRows / run.seconds).toFixed(0).padStart(7)}`);
  }
  sandbox.kill('SIGTERM');
}
rmSync(dir, { recursive: true, force: true });
