/**
 * bench/discover/explain: where discover's time goes. Loads the discover bench's generated
 * companies, then runs each request shape's SQL (as the repository builds it) under
 * EXPLAIN (ANALYZE, BUFFERS) and prints the execution time and the plan's costliest nodes.
 *
 *   npx tsx bench/discover/explain.ts [-- --companies 100000]
 */
import type pg from 'pg';
import { IndexRepository } from '../../src/store/index-repository.js';
import { DiscoverService } from '../../src/core/discover/discover-service.js';
import type { DiscoverFilters } from '../../src/core/discover/filters.js';
import { benchDatabase } from '../support/database.js';
import { loadCompanies } from './generate.js';

const i = process.argv.indexOf('--companies');
const companies = i > 0 ? Number(process.argv[i + 1]) : 100_000;
const database = await benchDatabase('discover_explain');
const pool = database.db.pool;
await loadCompanies(new IndexRepository(pool), companies);
await pool.query('VACUUM ANALYZE companies, company_funding_rounds');

/** A pool that runs each discover statement under EXPLAIN ANALYZE and keeps the plans. */
const plans: { ms: number; plan: string }[] = [];
const explaining = {
  async query(q: string | { text: string; values?: unknown[] }, values?: unknown[]) {
    const text = typeof q === 'string' ? q : q.text;
    const params = typeof q === 'string' ? values : q.values;
    if (/FROM companies WHERE|LATERAL/.test(text)) {
      const { rows } = await pool.query(`EXPLAIN (ANALYZE, BUFFERS, FORMAT TEXT) ${text}`, params);
      const lines = rows.map((r) => r['QUERY PLAN'] as string);
      const ms = Number(/Execution Time: ([\d.]+)/.exec(lines.join('\n'))?.[1] ?? NaN);
      plans.push({ ms, plan: lines.filter((l) => /actual time|Execution/.test(l)).slice(0, 14).join('\n') });
    }
    return pool.query(q as string, values);
  },
} as unknown as pg.Pool;
const service = new DiscoverService(new IndexRepository(pool, explaining));

const shapes: [string, DiscoverFilters & { query?: string }][] = [
  ['every filter at once', { headquarters_location: { include: [{ business_region: 'EMEA' }] }, industry: { include: ['Software', 'IT Services'] }, headcount: ['11-50', '51-200'], year_founded: { from: 2000 }, funding: { series: ['seed', 'series_a'] }, keywords: { include: ['platforms'] }, technology: { include: ['react'] } }],
  ['keywords (full text)', { keywords: { include: ['robots', 'drones'] } }],
  ['APAC + Hunter buckets', { headquarters_location: { include: [{ business_region: 'APAC' }] }, headcount: ['51-200', '201-500'] }],
  ['year_founded + country', { year_founded: { from: 2015 }, headquarters_location: { include: [{ country: 'DE' }] } }],
  ['founded (broad range)', { year_founded: { from: 1960, to: 2020 } }],
  ['funding any round', { funding: { amount: { from: 1 } } }],
  ['similar_to (ranked)', { similar_to: { domain: 'gen-4242.test' } }],
];
for (const [name, { query, ...filters }] of shapes) {
  for (let k = 0; k < 3; k++) {
    plans.length = 0;
    await service.discover(query, filters, 100, name.includes('deep') ? 10_000 : 0);
  }
  console.log(`\n=== ${name}`);
  for (const p of plans) console.log(`${p.ms.toFixed(1)} ms\n${p.plan}`);
}
await database.close();
