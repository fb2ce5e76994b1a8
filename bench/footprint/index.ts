/**
 * bench/footprint (issue 19): what a bulk stores in Redis, per kind, against admission.ts's
 * estimate. For each kind a 20,000-row bulk runs end to end (the API and one worker in their own
 * processes, the built JavaScript, Redis+PostgreSQL shape, network checks off, the example index
 * in the bench's database); Redis's `used_memory` is read before the upload, every 100 ms while
 * the bulk runs (its peak) and once it has completed; MEMORY USAGE of every key before and after,
 * by class. Reported: the peak growth against footprint(kind, bytes, rows), the figure admission
 * checks; what stays after completion per row; and the rows' results (the bulk's `:res:` keys) per
 * row against the estimate's bytes per row (RESULT_BYTES_PER_ROW, read as footprint(kind, 0, 1)).
 *
 * With `--shape postgres` the same on the PostgreSQL shape (QUEUE_BACKEND=postgres, no Redis): the
 * sizes of the bench's tables (with their indexes and TOAST) instead of used_memory, results
 * being the `bulk_chunks` table; deleted rows (the upload's pieces once split) keep their space
 * until VACUUM, as they do in a deployment.
 *
 *   npm run bench:footprint [-- --rows 20000 --kinds verify,enrich,find,domain-search --shape redis|postgres]
 */
import { createReadStream, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { footprint } from '../../src/core/bulk/admission.js';
import type { BulkKind } from '../../src/core/bulk/kinds/index.js';
import { IndexImporter } from '../../src/importer/index-importer.js';
import { importExampleIndex } from '../../src/importer/example-index.js';
import { createRedis } from '../../src/redis.js';
import { IndexRepository } from '../../src/store/index-repository.js';
import { arg, build, out, request, startApiStack } from '../support/api-process.js';

const rows = Number(arg('rows', '20000'));
const shape = arg('shape', 'redis') as 'redis' | 'postgres';
const kinds = arg('kinds', 'verify,enrich,find,domain-search').split(',') as BulkKind[];
const dir = mkdtempSync(join(tmpdir(), 'cds-bench-footprint-'));
/** Domains of the example index: enrich, find and domain-search rows find records there. */
const KNOWN = ['northwind-robotics.test', 'kranich-analytics.test', 'sakura-biolabs.test', 'sakura-biolabs-europe.test'];

/** Row i of a kind's input: known domains for one row in four, generated ones otherwise. */
function row(kind: BulkKind, i: number): string {
  const domain = i % 4 === 0 ? KNOWN[(i / 4) % KNOWN.length]! : `company-${i % 5000}.test`;
  if (kind === 'find') return `First${i},Last${i},${domain}`;
  if (kind === 'domain-search') return i % 4 === 0 ? domain : `company-${i}.test`;
  return `person.${i}@${domain}`;
}
const HEADER: Partial<Record<BulkKind, string>> = { find: 'first_name,last_name,domain', 'domain-search': 'domain' };

await build();
out(`bench/footprint: node ${process.version}, ${rows} rows per kind, one row in four on an example-index domain, ${shape === 'postgres' ? 'PostgreSQL shape (QUEUE_BACKEND=postgres, sizes of the schema\'s tables with their indexes and TOAST)' : 'Redis+PostgreSQL shape (Redis used_memory)'}, network checks off`);
out('kind            file KB   peak growth MB   footprint() MB   peak <= footprint   kept after MB   kept B/row   results B/row   estimate B/row   results <= estimate');
const stack = await startApiStack('footprint', {
  workers: 1,
  shape,
  env: { CRAWL_ON_MISS: 'false', WORKER_CONCURRENCY: '4' },
  prepare: async (database) => void (await importExampleIndex(new IndexImporter(new IndexRepository(database.db.pool)))),
});
const redis = stack.redis ? createRedis(stack.redis.url) : null;
/** The bulk's results: its chunks' blobs (Redis `:res:` keys, the `bulk_chunks` table). */
const RESULTS = shape === 'postgres' ? /bulk_chunks/ : /:res:/;

/** PostgreSQL: every table of the bench's schema and of its queues' schema, with indexes and TOAST, by table. */
async function tables(): Promise<Map<string, number>> {
  const { rows: sizes } = await stack.database.db.pool.query<{ name: string; bytes: string }>(
    `SELECT replace(n.nspname, current_schema(), 'bench') || '.' || c.relname AS name, pg_total_relation_size(c.oid) AS bytes
     FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
     WHERE c.relkind = 'r' AND n.nspname IN (current_schema(), current_schema() || '_queues')`,
  );
  return new Map(sizes.map((r) => [r.name, Number(r.bytes)]));
}

const used = async () => (redis ? Number(/used_memory:(\d+)/.exec(await redis.info('memory'))![1]) : [...(await tables()).values()].reduce((a, b) => a + b, 0));

/** Redis: MEMORY USAGE of every key, summed by class (a bulk's part, numbers as N); PostgreSQL: by table. */
async function byClass(): Promise<Map<string, number>> {
  if (!redis) return tables();
  const sums = new Map<string, number>();
  for (let cursor = '0'; ; ) {
    const [next, keys] = await redis.scan(cursor, 'COUNT', 1000);
    for (const key of keys) {
      const bytes = Number((await redis.memory('USAGE', key)) ?? 0);
      const cls = key.replace(/\{[0-9a-f-]{36}\}/, '{id}').replace(/:[0-9a-f-]{36}/, ':ID').replace(/\d+/g, 'N');
      sums.set(cls, (sums.get(cls) ?? 0) + bytes);
    }
    cursor = next;
    if (cursor === '0') return sums;
  }
}
const breakdown: string[] = [];
try {
  const headers = { 'x-api-key': stack.key };
  for (const kind of kinds) {
    const file = join(dir, `${kind}.csv`);
    writeFileSync(file, [HEADER[kind] ?? 'email', ...Array.from({ length: rows }, (_, i) => row(kind, i))].join('\n') + '\n');
    const bytes = statSync(file).size;
    const classesBefore = await byClass();
    const before = await used();
    let peak = before;
    const timer = setInterval(() => void used().then((u) => (peak = Math.max(peak, u))), 100);
    const up = await request(`${stack.base}/v2/bulks?kind=${kind}`, { method: 'POST', headers: { ...headers, 'content-type': 'text/csv' }, body: createReadStream(file), length: bytes });
    if (up.status !== 202) throw new Error(`${kind}: ${up.status} ${up.body.slice(0, 300)}`);
    const id = (JSON.parse(up.body) as { data: { id: string } }).data.id;
    for (;;) {
      const s = JSON.parse((await request(`${stack.base}/v2/bulks/${id}`, { headers })).body) as { data: { state: string; error: string | null } };
      if (s.data.state === 'completed') break;
      if (s.data.state === 'failed') throw new Error(`${kind}: failed ${s.data.error}`);
      await new Promise((r) => setTimeout(r, 200));
    }
    clearInterval(timer);
    const after = await used();
    peak = Math.max(peak, after);
    const grown = [...(await byClass()).entries()].map(([k, v]) => [k, v - (classesBefore.get(k) ?? 0)] as const).filter(([, v]) => v > 0);
    grown.sort((a, b) => b[1] - a[1]);
    breakdown.push(`${kind}: ${grown.slice(0, 5).map(([k, v]) => `${k} ${(v / rows).toFixed(0)}`).join(', ')}`);
    const results = grown.filter(([k]) => RESULTS.test(k)).reduce((sum, [, v]) => sum + v, 0) / rows;
    const estimate = footprint(kind, 0, 1);
    const total = footprint(kind, bytes, rows);
    const mb = (n: number) => (n / 1e6).toFixed(1);
    out(
      `${kind.padEnd(15)} ${(bytes / 1024).toFixed(0).padStart(7)}   ${mb(peak - before).padStart(14)}   ${mb(total).padStart(14)}   ${(peak - before <= total ? 'yes' : 'NO').padStart(17)}   ${mb(after - before).padStart(13)}   ${((after - before) / rows).toFixed(0).padStart(10)}   ${results.toFixed(0).padStart(13)}   ${String(estimate).padStart(14)}   ${(results <= estimate ? 'yes' : 'NO').padStart(19)}`,
    );
    rmSync(file);
  }
  out(`\nbytes per row kept, by ${redis ? 'key class (MEMORY USAGE' : 'table (pg_total_relation_size'} after completion less before; the five largest)`);
  for (const line of breakdown) out(line);
} finally {
  redis?.disconnect();
  await stack.stop();
  rmSync(dir, { recursive: true, force: true });
}
