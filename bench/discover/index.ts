/**
 * bench/discover: discover over an index of generated companies (bench/discover/generate.ts),
 * p50/p99 latency per request shape, against a single-key /v2/companies/find measured in the
 * same run the same way (sequential in-process requests through the whole Fastify app).
 *
 *   npm run bench:discover [-- --companies 100000 --rounds 300]
 */
import { createLogger } from '../../src/logger.js';
import { buildApp } from '../../src/api/app.js';
import { startBenchStack } from '../support/bench-stack.js';
import { loadCompanies } from './generate.js';

function arg(name: string, fallback: number): number {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
}
const companies = arg('companies', 100_000);
const rounds = arg('rounds', 300);

const stack = await startBenchStack('discover');
const { config, db, services } = stack;
const index = services.index;

const t0 = performance.now();
await loadCompanies(index, companies);
const loadSeconds = (performance.now() - t0) / 1000;
await db.pool.query('VACUUM ANALYZE companies, company_funding_rounds');
const { rows: sizeRows } = await db.pool.query<{ size: string }>(`SELECT pg_size_pretty(pg_total_relation_size('companies')) AS size`);
const memory = `companies table ${sizeRows[0]!.size}, service RSS ${(process.memoryUsage().rss / 1048576).toFixed(0)} MB`;

const { plain } = await services.keys.create({ name: 'bench' });
const app = await buildApp({ config, logger: createLogger('silent'), ...stack.graph });
await app.ready();
const headers = { 'x-api-key': plain, 'content-type': 'application/json' };

interface Shape {
  name: string;
  method: 'GET' | 'POST';
  url: string;
  body?: object;
}
const shapes: Shape[] = [
  { name: 'companies/find (baseline)', method: 'GET', url: '/v2/companies/find?domain=gen-4242.test' },
  { name: 'discover country', method: 'POST', url: '/v2/discover', body: { headquarters_location: { include: [{ country: 'FR' }] } } },
  { name: 'discover country+industry+size', method: 'POST', url: '/v2/discover', body: { headquarters_location: { include: [{ country: 'US' }] }, industry: { include: ['Software'] }, headcount: ['51-250', '251-1K'] } },
  { name: 'discover US (largest set)', method: 'POST', url: '/v2/discover', body: { headquarters_location: { include: [{ country: 'US' }] } } },
  { name: 'discover tech all + exclude', method: 'POST', url: '/v2/discover', body: { technology: { include: ['react', 'stripe'], match: 'all' }, headquarters_location: { exclude: [{ country: 'US' }] } } },
  { name: 'discover plain-language', method: 'POST', url: '/v2/discover', body: { query: 'software companies in France with more than 50 employees' } },
  { name: 'discover plain-language (ja)', method: 'POST', url: '/v2/discover', body: { query: 'ドイツ biotech companies' } },
  // Issue 14: every Hunter filter.
  { name: 'discover continent (Europe)', method: 'POST', url: '/v2/discover', body: { headquarters_location: { include: [{ continent: 'Europe' }] } } },
  { name: 'discover APAC + Hunter buckets', method: 'POST', url: '/v2/discover', body: { headquarters_location: { include: [{ business_region: 'APAC' }] }, headcount: ['51-200', '201-500'] } },
  { name: 'discover year_founded + country', method: 'POST', url: '/v2/discover', body: { year_founded: { from: 2015 }, headquarters_location: { include: [{ country: 'DE' }] } } },
  { name: 'discover founded (broad range)', method: 'POST', url: '/v2/discover', body: { year_founded: { from: 1960, to: 2020 } } },
  { name: 'discover funding series+amount+date', method: 'POST', url: '/v2/discover', body: { funding: { series: ['series_a', 'series_b'], amount: { from: 10_000_000 }, date: { from: '2018-01-01' } } } },
  { name: 'discover funding any round', method: 'POST', url: '/v2/discover', body: { funding: { amount: { from: 1 } } } },
  { name: 'discover keywords (full text)', method: 'POST', url: '/v2/discover', body: { keywords: { include: ['robots', 'drones'] } } },
  { name: 'discover keywords all + country', method: 'POST', url: '/v2/discover', body: { keywords: { include: ['payments', 'banks'], match: 'all' }, headquarters_location: { include: [{ country: 'US' }] } } },
  { name: 'discover similar_to (ranked)', method: 'POST', url: '/v2/discover', body: { similar_to: { domain: 'gen-4242.test' } } },
  { name: 'discover similar_to + continent', method: 'POST', url: '/v2/discover', body: { similar_to: { domain: 'gen-4242.test' }, headquarters_location: { include: [{ continent: 'Europe' }] } } },
  { name: 'discover every filter at once', method: 'POST', url: '/v2/discover', body: { headquarters_location: { include: [{ business_region: 'EMEA' }] }, industry: { include: ['Software', 'IT Services'] }, headcount: ['11-50', '51-200'], year_founded: { from: 2000 }, funding: { series: ['seed', 'series_a'] }, keywords: { include: ['platforms'] }, technology: { include: ['react'] } } },
  { name: 'discover plain-language (keywords)', method: 'POST', url: '/v2/discover', body: { query: 'drones startups in Europe founded after 2010' } },
  { name: 'discover deep page (offset 10,000)', method: 'POST', url: '/v2/discover', body: { headquarters_location: { include: [{ country: 'US' }] }, offset: 10_000 } },
];

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

const rows: { name: string; p50: number; p99: number; results: number }[] = [];
for (const shape of shapes) {
  let results = 0;
  const times: number[] = [];
  for (let i = 0; i < rounds + 20; i++) {
    const start = performance.now();
    const res = await app.inject({ method: shape.method, url: shape.url, headers, ...(shape.body ? { payload: shape.body } : {}) });
    const ms = performance.now() - start;
    if (res.statusCode !== 200) throw new Error(`${shape.name}: ${res.statusCode} ${res.body}`);
    if (i >= 20) times.push(ms); // the first 20 warm the JIT
    results = (res.json() as { meta: { results?: number } }).meta.results ?? 1;
  }
  times.sort((a, b) => a - b);
  rows.push({ name: shape.name, p50: percentile(times, 50), p99: percentile(times, 99), results });
}

const base = rows[0]!;
console.log(`\nbench/discover: ${companies} generated companies (loaded in ${loadSeconds.toFixed(1)} s, ${memory}, ${db.server} PostgreSQL), ${rounds} sequential requests per shape, node ${process.version}\n`);
console.log('request                              matches   p50 ms   p99 ms   p50 / find p50   p99 / find p99');
for (const r of rows) {
  console.log(
    `${r.name.padEnd(36)} ${String(r.results).padStart(7)}  ${r.p50.toFixed(2).padStart(7)}  ${r.p99.toFixed(2).padStart(7)}  ${(r.p50 / base.p50).toFixed(1).padStart(15)}  ${(r.p99 / base.p99).toFixed(1).padStart(15)}`,
  );
}
const worst = Math.max(...rows.slice(1).map((r) => r.p99));
console.log(`\nworst discover p99: ${worst.toFixed(2)} ms (goal < 50 ms): ${worst < 50 ? 'met' : 'NOT met'}`);

await app.close();
await stack.close();
