/**
 * bench/mcp (issue 20): the MCP server over Streamable HTTP against the REST API it stands on.
 *
 * 1. Throughput: a lookup as a tool call (POST /mcp, tools/call Company-Enrichment, one JSON-RPC
 *    message per request: the stateless transport needs no session) against the same lookup as
 *    REST (GET /v2/companies/find), same server process, same run, autocannon with 50
 *    connections; the goal is a ratio of at least 0.8.
 * 2. Sessions: 100 SDK clients at once on the one API process, each initializing (one in ten
 *    listing the tools) and calling a lookup in a loop, in waves; the server's RSS sampled every 250 ms
 *    (/proc/PID/status), to see memory stay flat across waves.
 *
 *   npm run bench:mcp [-- --seconds 10] [-- --sessions 100] [-- --waves 3]
 */
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';

const arg = (name: string, fallback: number) => Number(process.argv[process.argv.indexOf(`--${name}`) + 1]) || fallback;
const seconds = arg('seconds', 10);
const sessions = arg('sessions', 100);
const waves = arg('waves', 3);
const connections = 50;
const DOMAIN = 'northwind-robotics.test';

const child = spawn(process.execPath, ['--import', 'tsx', fileURLToPath(new URL('./server.ts', import.meta.url))], { stdio: ['ignore', 'pipe', 'inherit'] });
const firstLine = await new Promise<string>((resolve, reject) => {
  createInterface({ input: child.stdout! }).once('line', resolve);
  child.once('exit', (code) => reject(new Error(`bench server exited with ${code}`)));
});
const { url, key, pid } = JSON.parse(firstLine) as { url: string; key: string; pid: number };

function rssMiB(): number {
  const m = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return m ? Number(m[1]) / 1024 : NaN;
}

interface Figure {
  name: string;
  rps: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
}

async function measure(name: string, options: autocannon.Options): Promise<Figure> {
  await autocannon({ ...options, connections, duration: 2 });
  const r = await autocannon({ ...options, connections, duration: seconds });
  return { name, rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, non2xx: r.non2xx, errors: r.errors };
}

const toolCall = JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name: 'Company-Enrichment', arguments: { domain: DOMAIN } } });
// A check that the tool call answers what the route answers before anything is timed.
const probe = await fetch(`${url}/mcp`, { method: 'POST', headers: { 'x-api-key': key, 'content-type': 'application/json', accept: 'application/json, text/event-stream' }, body: toolCall });
const probed = (await probe.json()) as { result?: { structuredContent?: { data?: { domain?: string } }; isError?: boolean } };
if (probed.result?.isError || probed.result?.structuredContent?.data?.domain !== DOMAIN) throw new Error(`the tool call does not answer the lookup: ${JSON.stringify(probed).slice(0, 300)}`);

const rest = await measure('REST GET /v2/companies/find', { url: `${url}/v2/companies/find?domain=${DOMAIN}`, headers: { 'x-api-key': key } });
const mcp = await measure('MCP tools/call Company-Enrichment', {
  url: `${url}/mcp`,
  method: 'POST',
  headers: { 'x-api-key': key, 'content-type': 'application/json', accept: 'application/json, text/event-stream', 'mcp-protocol-version': '2025-06-18' },
  body: toolCall,
});

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
console.log('round                                  req/s   p50 ms  p99 ms  non-2xx  errors');
for (const f of [rest, mcp]) {
  console.log(`${f.name.padEnd(37)} ${f.rps.toFixed(0).padStart(7)}  ${f.p50.toFixed(2).padStart(6)}  ${f.p99.toFixed(2).padStart(6)}  ${String(f.non2xx).padStart(7)}  ${String(f.errors).padStart(6)}`);
}
const ratio = mcp.rps / rest.rps;
console.log(`\nratio MCP / REST: ${ratio.toFixed(2)} (goal >= 0.8)`);
console.log(`\n${sessions} concurrent MCP sessions (SDK clients: initialize, tools/list in one of ten, Person-Enrichment in a loop), ${waves} waves of ${seconds} s; server RSS before: ${rssBefore.toFixed(0)} MiB`);
console.log('wave  calls   failed  p50 ms  peak RSS MiB  RSS after MiB');
for (const w of waveFigures) {
  console.log(`${String(w.wave).padStart(4)}  ${String(w.calls).padStart(6)}  ${String(w.failed).padStart(6)}  ${w.p50.toFixed(1).padStart(6)}  ${w.peak.toFixed(0).padStart(12)}  ${w.after.toFixed(0).padStart(13)}`);
}
if (rest.non2xx + mcp.non2xx + rest.errors + mcp.errors > 0 || waveFigures.some((w) => w.failed > 0)) process.exitCode = 1;
