/**
 * bench/mcp (issue 20): the MCP server over Streamable HTTP against the REST API it stands on.
 *
 * 1. Throughput: a lookup as a tool call (POST /mcp, tools/call Company-Enrichment, one JSON-RPC
 *    message per request: the stateless transport needs no session) against the same lookup as
 *    REST (GET /v2/companies/find), same server process, same run, autocannon with 50
 *    connections, in alternated rounds (REST, MCP, REST, MCP...) so a burst of the shared
 *    machine's other load falls on both; the ratio is the median of the rounds' pairs, the goal
 *    at least 0.8.
 * 2. Sessions: 100 SDK clients at once on the one API process, each initializing (one in ten
 *    listing the tools) and calling a lookup in a loop, in waves; the server's RSS sampled every 250 ms
 *    (/proc/PID/status), to see memory stay flat across waves.
 *
 *   npm run bench:mcp [-- --seconds 10] [-- --rounds 5] [-- --sessions 100] [-- --waves 3]
 *                     [-- --profile DIR]  (the server under --cpu-prof into DIR, MCP rounds only,
 *                                          no sessions; its top self-time functions printed)
 */
import { spawn } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { topSelf } from '../support/cpu-profile-top.js';

const arg = (name: string, fallback: number) => Number(process.argv[process.argv.indexOf(`--${name}`) + 1]) || fallback;
const seconds = arg('seconds', 10);
const sessions = arg('sessions', 100);
const waves = arg('waves', 3);
const rounds = arg('rounds', 5);
const profileAt = process.argv.indexOf('--profile');
const profileDir = profileAt > 0 ? resolve(process.argv[profileAt + 1] ?? '') : null;
const connections = 50;
const DOMAIN = 'northwind-robotics.test';

const child = spawn(process.execPath, ['--import', 'tsx', ...(profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : []), fileURLToPath(new URL('./server.ts', import.meta.url))], { stdio: ['ignore', 'pipe', 'inherit'] });
const firstLine = await new Promise<string>((resolve, reject) => {
  createInterface({ input: child.stdout! }).once('line', resolve);
  child.once('exit', (code) => reject(new Error(`bench server exited with ${code}`)));
});
const { url, key, pid } = JSON.parse(firstLine) as { url: string; key: string; pid: number };

function rssMiB(): number {
  const m = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return m ? Number(m[1]) / 1024 : NaN;
}

/** The server process's CPU time so far (user + system, /proc/PID/stat, clock ticks of 10 ms). */
function cpuMs(): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

interface Figure {
  name: string;
  rps: number;
  /** Server CPU per answered request, ms: what the other load on a shared machine moves least. */
  cpuPerRequest: number;
  /** Share of one core the server and the load generator (this process) used: which one limited the round. */
  serverBusy: number;
  loadBusy: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
}

async function measure(name: string, options: autocannon.Options, warm = false): Promise<Figure> {
  if (warm) await autocannon({ ...options, connections, duration: 2 });
  const cpuBefore = cpuMs();
  const loadBefore = process.cpuUsage();
  const wall = performance.now();
  const r = await autocannon({ ...options, connections, duration: seconds });
  const elapsed = performance.now() - wall;
  const load = process.cpuUsage(loadBefore);
  const serverCpu = cpuMs() - cpuBefore;
  const cpuPerRequest = serverCpu / Math.max(1, r.requests.total);
  return { name, rps: r.requests.average, cpuPerRequest, serverBusy: serverCpu / elapsed, loadBusy: (load.user + load.system) / 1000 / elapsed, p50: r.latency.p50, p99: r.latency.p99, non2xx: r.non2xx, errors: r.errors };
}

const toolCall = JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name: 'Company-Enrichment', arguments: { domain: DOMAIN } } });
// A check that the tool call answers what the route answers before anything is timed.
const probe = await fetch(`${url}/mcp`, { method: 'POST', headers: { 'x-api-key': key, 'content-type': 'application/json', accept: 'application/json, text/event-stream' }, body: toolCall });
const probed = (await probe.json()) as { result?: { structuredContent?: { data?: { domain?: string } }; isError?: boolean } };
if (probed.result?.isError || probed.result?.structuredContent?.data?.domain !== DOMAIN) throw new Error(`the tool call does not answer the lookup: ${JSON.stringify(probed).slice(0, 300)}`);

const restOptions: autocannon.Options = { url: `${url}/v2/companies/find?domain=${DOMAIN}`, headers: { 'x-api-key': key } };
const mcpOptions: autocannon.Options = {
  url: `${url}/mcp`,
  method: 'POST',
  headers: { 'x-api-key': key, 'content-type': 'application/json', accept: 'application/json, text/event-stream', 'mcp-protocol-version': '2025-06-18' },
  body: toolCall,
};

if (profileDir) {
  const figure = await measure('MCP tools/call Company-Enrichment', mcpOptions, true);
  await new Promise<void>((done) => {
    child.once('exit', () => done());
    child.kill('SIGTERM');
  });
  console.log(`\nbench/mcp --profile: ${figure.rps.toFixed(0)} tool calls/s under --cpu-prof, ${seconds} s`);
  for (const file of readdirSync(profileDir).filter((f) => f.endsWith('.cpuprofile'))) {
    const { total, rows } = topSelf(JSON.parse(readFileSync(join(profileDir, file), 'utf8')), 25);
    console.log(`\n${file}: ${(total / 1000).toFixed(1)} s sampled`);
    for (const r of rows) console.log(`${(r.share * 100).toFixed(1).padStart(5)}%  ${r.ms.toFixed(0).padStart(7)} ms  ${r.name}`);
  }
  process.exit(0);
}

// Both warmed before any round is timed (the first timed round otherwise pays the other's JIT).
for (const options of [restOptions, mcpOptions, restOptions, mcpOptions]) await autocannon({ ...options, connections, duration: 2 });
const pairs: { rest: Figure; mcp: Figure }[] = [];
for (let round = 0; round < rounds; round++) {
  const rest = await measure('REST GET /v2/companies/find', restOptions);
  const mcp = await measure('MCP tools/call Company-Enrichment', mcpOptions);
  pairs.push({ rest, mcp });
}

// --- sessions ---------------------------------------------------------------------------------
const samples: { t: number; rss: number }[] = [];
const started = Date.now();
const sampler = setInterval(() => samples.push({ t: Date.now() - started, rss: rssMiB() }), 250);
const rssBefore = rssMiB();
const waveFigures: { wave: number; calls: number; failed: number; p50: number; peak: number; after: number }[] = [];
for (let wave = 1; wave <= waves; wave++) {
  const from = samples.length;
  const latencies: number[] = [];
  let failed = 0;
  const until = Date.now() + seconds * 1000;
  await Promise.all(
    Array.from({ length: sessions }, async (_, i) => {
      const client = new Client({ name: 'bench', version: '1.0.0' });
      await client.connect(new StreamableHTTPClientTransport(new URL(`${url}/mcp`), { requestInit: { headers: { 'x-api-key': key } } }));
      // One session in ten lists the tools: the SDK client compiles a validator for each of the
      // 31 output schemas it lists, CPU of this (the load) process that would starve the calls.
      if (i % 10 === 0) await client.listTools();
      while (Date.now() < until) {
        const t0 = performance.now();
        const res = await client.callTool({ name: 'Person-Enrichment', arguments: { email: 'anne-sophie.delatour@northwind-robotics.test' } });
        latencies.push(performance.now() - t0);
        if (res.isError) failed++;
      }
      await client.close();
    }),
  );
  await new Promise((r) => setTimeout(r, 1000));
  latencies.sort((a, b) => a - b);
  const inWave = samples.slice(from).map((s) => s.rss);
  waveFigures.push({ wave, calls: latencies.length, failed, p50: latencies[Math.floor(latencies.length / 2)] ?? NaN, peak: Math.max(...inWave), after: rssMiB() });
}
clearInterval(sampler);
child.kill('SIGTERM');

console.log(`\nbench/mcp: autocannon, ${connections} connections, ${seconds} s per round, node ${process.version}\n`);
console.log('round                                     req/s   p50 ms  p99 ms  non-2xx  errors  ratio  server CPU ms/req  ratio  server/load busy');
pairs.forEach(({ rest, mcp }, i) => {
  for (const f of [rest, mcp]) {
    const ratio = f === mcp ? (mcp.rps / rest.rps).toFixed(2) : '';
    const cpuRatio = f === mcp ? (rest.cpuPerRequest / mcp.cpuPerRequest).toFixed(2) : '';
    console.log(
      `${`${i + 1} ${f.name}`.padEnd(40)} ${f.rps.toFixed(0).padStart(7)}  ${f.p50.toFixed(2).padStart(6)}  ${f.p99.toFixed(2).padStart(6)}  ${String(f.non2xx).padStart(7)}  ${String(f.errors).padStart(6)}  ${ratio.padStart(5)}  ${f.cpuPerRequest.toFixed(3).padStart(17)}  ${cpuRatio.padStart(5)}  ${`${f.serverBusy.toFixed(2)}/${f.loadBusy.toFixed(2)}`.padStart(16)}`,
    );
  }
});
const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return `${sorted[Math.floor(sorted.length / 2)]!.toFixed(2)} (range ${sorted[0]!.toFixed(2)}-${sorted.at(-1)!.toFixed(2)})`;
};
console.log(`\nratio MCP / REST, median of ${rounds} alternated pairs: throughput ${median(pairs.map((p) => p.mcp.rps / p.rest.rps))}, goal >= 0.8`);
console.log(`  calls per server CPU second (REST CPU per request / MCP's): ${median(pairs.map((p) => p.rest.cpuPerRequest / p.mcp.cpuPerRequest))}`);
console.log(`\n${sessions} concurrent MCP sessions (SDK clients: initialize, tools/list in one of ten, Person-Enrichment in a loop), ${waves} waves of ${seconds} s; server RSS before: ${rssBefore.toFixed(0)} MiB`);
console.log('wave  calls   failed  p50 ms  peak RSS MiB  RSS after MiB');
for (const w of waveFigures) {
  console.log(`${String(w.wave).padStart(4)}  ${String(w.calls).padStart(6)}  ${String(w.failed).padStart(6)}  ${w.p50.toFixed(1).padStart(6)}  ${w.peak.toFixed(0).padStart(12)}  ${w.after.toFixed(0).padStart(13)}`);
}
if (pairs.some(({ rest, mcp }) => rest.non2xx + mcp.non2xx + rest.errors + mcp.errors > 0) || waveFigures.some((w) => w.failed > 0)) process.exitCode = 1;
