/**
 * bench/api: requests/s and latency of /v2/companies/find and /v2/domain-search on the example
 * index with 50 concurrent connections, against a Fastify hello-world route on the same server
 * in the same run, first for one domain (a hot key), then with a domain drawn at random per
 * request from generated ones (bench/api/spread.ts: a working set). The server runs in its own process. The load comes from wrk when it is
 * installed (apt-get install wrk: C, so it leaves the server most of the second core), else from
 * autocannon in this process.
 *
 *   npm run bench:api [-- --seconds 10] [-- --autocannon]
 */
import { execFileSync, spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { SPREAD_COMPANIES, SPREAD_SEARCH_DOMAINS, wrkSpreadScript } from './spread.js';

const seconds = Number(process.argv[process.argv.indexOf('--seconds') + 1]) || 10;
const connections = 50;

const child = spawn(process.execPath, ['--import', 'tsx', fileURLToPath(new URL('./server.ts', import.meta.url))], {
  stdio: ['ignore', 'pipe', 'inherit'],
});
const firstLine = await new Promise<string>((resolve, reject) => {
  createInterface({ input: child.stdout! }).once('line', resolve);
  child.once('exit', (code) => reject(new Error(`bench server exited with ${code}`)));
});
const { url, key } = JSON.parse(firstLine) as { url: string; key: string };

interface Figure {
  name: string;
  rps: number;
  p50: number;
  p99: number;
  non2xx: number;
}

function hasWrk(): boolean {
  if (process.argv.includes('--autocannon')) return false;
  try {
    execFileSync('wrk', ['--version'], { stdio: 'ignore' });
    return true;
  } catch (err) {
    // wrk prints its version and exits 1; only a missing binary throws ENOENT
    return (err as NodeJS.ErrnoException).code !== 'ENOENT';
  }
}
const useWrk = hasWrk();

/** wrk's latency figures ("99%   4.21ms") in milliseconds. */
function wrkMs(text: string, label: string): number {
  const m = new RegExp(`${label}\\s+([\\d.]+)(us|ms|s)`).exec(text);
  if (!m) return NaN;
  const v = Number(m[1]);
  return m[2] === 'us' ? v / 1000 : m[2] === 's' ? v * 1000 : v;
}

/** A route whose domain is drawn at random per request: `{n}` in the path, 0..count-1. */
interface Spread {
  count: number;
}

const scripts = mkdtempSync(join(tmpdir(), 'cds-bench-api-'));
process.once('exit', () => rmSync(scripts, { recursive: true, force: true }));

function runWrk(path: string, headers: Record<string, string>, duration: number, spread?: Spread): string {
  const args = ['-t1', `-c${connections}`, `-d${duration}s`, '--latency'];
  for (const [k, v] of Object.entries(headers)) args.push('-H', `${k}: ${v}`);
  if (spread) {
    const script = join(scripts, 'spread.lua');
    writeFileSync(script, wrkSpreadScript(path, spread.count));
    args.push('-s', script);
  }
  return execFileSync('wrk', [...args, url + path.replace('{n}', '0')], { encoding: 'utf8' });
}

async function measure(name: string, path: string, headers: Record<string, string> = {}, spread?: Spread): Promise<Figure> {
  if (useWrk) {
    runWrk(path, headers, 2, spread); // warm-up: JIT and connection set-up stay out of the figure
    const out = runWrk(path, headers, seconds, spread);
    const rps = Number(/Requests\/sec:\s+([\d.]+)/.exec(out)?.[1] ?? NaN);
    const non2xx = Number(/Non-2xx or 3xx responses:\s+(\d+)/.exec(out)?.[1] ?? 0);
    return { name, rps, p50: wrkMs(out, '50%'), p99: wrkMs(out, '99%'), non2xx };
  }
  // autocannon cycles through a fixed list of requests: 1,000 draws stand for the spread.
  const requests = spread ? Array.from({ length: 1000 }, () => ({ path: path.replace('{n}', String(Math.floor(Math.random() * spread.count))) })) : undefined;
  await autocannon({ url: url + path.replace('{n}', '0'), connections, duration: 2, headers, requests });
  const r = await autocannon({ url: url + path.replace('{n}', '0'), connections, duration: seconds, headers, requests });
  return { name, rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, non2xx: r.non2xx };
}

const auth = { 'x-api-key': key };
const rounds: Figure[] = [];
rounds.push(await measure('hello-world (baseline)', '/hello'));
rounds.push(await measure('/v2/companies/find', '/v2/companies/find?domain=northwind-robotics.test', auth));
rounds.push(await measure('/v2/domain-search', '/v2/domain-search?domain=northwind-robotics.test', auth));
rounds.push(await measure('/v2/domain-search (filtered)', '/v2/domain-search?domain=northwind-robotics.test&type=personal&seniority=executive,senior', auth));
rounds.push(await measure(`/v2/companies/find (${SPREAD_COMPANIES / 1000}k spread)`, '/v2/companies/find?domain=gen-{n}.test', auth, { count: SPREAD_COMPANIES }));
rounds.push(await measure(`/v2/domain-search (${SPREAD_SEARCH_DOMAINS / 1000}k spread)`, '/v2/domain-search?domain=gen-{n}.test', auth, { count: SPREAD_SEARCH_DOMAINS }));
child.kill('SIGTERM');

const base = rounds[0]!.rps;
console.log(`\nbench/api: ${useWrk ? 'wrk' : 'autocannon'}, ${connections} connections, ${seconds} s per route, node ${process.version}\n`);
console.log('route                               req/s     p50 ms  p99 ms  ratio to hello-world  non-2xx');
for (const f of rounds) {
  console.log(
    `${f.name.padEnd(35)} ${f.rps.toFixed(0).padStart(7)}  ${f.p50.toFixed(2).padStart(6)}  ${f.p99.toFixed(2).padStart(6)}  ${(f.rps / base).toFixed(2).padStart(20)}  ${String(f.non2xx).padStart(7)}`,
  );
}
const bad = rounds.filter((f) => f.non2xx > 0);
if (bad.length > 0) {
  console.error(`non-2xx answers on: ${bad.map((f) => f.name).join(', ')}`);
  process.exitCode = 1;
}
