/**
 * bench/overload (issue 19, Build 5): one API process (`node dist/src/cli.js serve`, the built
 * JavaScript) and one worker on the Redis+PostgreSQL shape (a private redis-server, the bench's
 * database holding the example index), under 1,000 concurrent lookups (each connection asks
 * again as soon as it is answered: companies/find, domain-search, people/find, combined/find of
 * example domains) while 20 uploads of a 50 MiB `verify` CSV arrive at once. Reported: the
 * answers by status, connection errors, refusals whose body is not the API's Hunter-style
 * errors body, the API's peak resident set (VmRSS every 50 ms) and the worker's, and whether
 * every accepted bulk ends `completed` (network checks off; no cancel).
 *
 * Rows are wide (--row-bytes, default 2,000: an address, a name, a company and a padding column)
 * so the bytes are 50 MiB per upload while the rows stay few enough for one worker on 2 cores.
 *
 *   npm run bench:overload [-- --lookups 1000 --uploads 20 --upload-mib 50 --row-bytes 2000 --wait 1800]
 */
import { createReadStream, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { IndexImporter } from '../../src/importer/index-importer.js';
import { importExampleIndex } from '../../src/importer/example-index.js';
import { IndexRepository } from '../../src/store/index-repository.js';
import { arg, build, hunterStyle, out, request, sampleRss, startApiStack, writeCsv, type Answer } from '../support/api-process.js';

const lookups = Number(arg('lookups', '1000'));
const uploads = Number(arg('uploads', '20'));
const uploadBytes = Number(arg('upload-mib', '50')) * 1024 * 1024;
const rowBytes = Number(arg('row-bytes', '2000'));
const waitSeconds = Number(arg('wait', '1800'));
const dir = mkdtempSync(join(tmpdir(), 'cds-bench-overload-'));

const ROUTES = [
  '/v2/companies/find?domain=northwind-robotics.test',
  '/v2/domain-search?domain=sakura-biolabs.test',
  '/v2/people/find?email=anne-sophie.delatour@northwind-robotics.test',
  '/v2/combined/find?email=mathieu.lefevre@northwind-robotics.test',
  '/v2/companies/find?domain=kranich-analytics.test',
];

/** Answers counted by status (0: a connection error), with the bodies that are not Hunter-style. */
class Tally {
  readonly byStatus = new Map<number, number>();
  readonly errors = new Map<string, number>();
  notHunter = 0;
  sample: string | null = null;
  add(a: Answer): void {
    this.byStatus.set(a.status, (this.byStatus.get(a.status) ?? 0) + 1);
    if (a.error) this.errors.set(a.error, (this.errors.get(a.error) ?? 0) + 1);
    else if (a.status >= 400 && !hunterStyle(a.body)) {
      this.notHunter++;
      this.sample ??= `${a.status} ${a.body.slice(0, 200)}`;
    }
  }
  line(): string {
    const statuses = [...this.byStatus.entries()].sort((a, b) => a[0] - b[0]).map(([s, n]) => `${s === 0 ? 'conn-error' : s}: ${n}`);
    const errors = [...this.errors.entries()].map(([e, n]) => `${e} x${n}`);
    return `${statuses.join(', ')}${errors.length ? `; errors ${errors.join(', ')}` : ''}; not Hunter-style: ${this.notHunter}${this.sample ? ` (e.g. ${this.sample})` : ''}`;
  }
}

await build();
const file = join(dir, 'upload.csv');
const rows = writeCsv(file, uploadBytes, rowBytes);
const stack = await startApiStack('overload', {
  workers: 1,
  env: { CRAWL_ON_MISS: 'false', WORKER_CONCURRENCY: '4' },
  prepare: async (database) => void (await importExampleIndex(new IndexImporter(new IndexRepository(database.db.pool)))),
});
try {
  const headers = { 'x-api-key': stack.key };
  await request(`${stack.base}/v2/health`);
  out(`bench/overload: node ${process.version}, built JavaScript, 1 API + 1 worker (concurrency 4), Redis+PostgreSQL shape`);
  out(`${lookups} concurrent lookups while ${uploads} uploads of ${(uploadBytes / 1048576).toFixed(0)} MiB (${rows} rows of ${rowBytes} bytes, verify, network checks off) arrive at once`);
  const apiRss = sampleRss(stack.api.pid!, 50);
  const workerRss = sampleRss(stack.workers[0]!.pid!, 100);
  const idle = apiRss.peak();
  const started = performance.now();
  const lookupTally = new Tally();
  let uploading = true;
  let n = 0;
  const latencies: number[] = [];
  const loops = Array.from({ length: lookups }, async (_, i) => {
    // Every connection asks at least once, and keeps asking while uploads are being received.
    do {
      const t = performance.now();
      lookupTally.add(await request(`${stack.base}${ROUTES[(i + n++) % ROUTES.length]}`, { headers }));
      latencies.push(performance.now() - t);
    } while (uploading);
  });
  const uploadTally = new Tally();
  const accepted: string[] = [];
  const uploadSeconds: number[] = [];
  await Promise.all(
    Array.from({ length: uploads }, async () => {
      const t = performance.now();
      const a = await request(`${stack.base}/v2/bulks?kind=verify`, { method: 'POST', headers: { ...headers, 'content-type': 'text/csv' }, body: createReadStream(file, { highWaterMark: 1 << 20 }), length: uploadBytes });
      uploadSeconds.push((performance.now() - t) / 1000);
      uploadTally.add(a);
      if (a.status === 202) accepted.push((JSON.parse(a.body) as { data: { id: string } }).data.id);
    }),
  );
  uploading = false;
  await Promise.all(loops);
  const loadSeconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const pct = (p: number) => latencies[Math.min(latencies.length - 1, Math.floor(p * latencies.length))]!.toFixed(0);
  out(`\nload phase: ${loadSeconds.toFixed(1)} s; API RSS idle ${idle.toFixed(0)} MB, peak ${apiRss.peak().toFixed(0)} MB`);
  out(`lookups: ${latencies.length} answered (p50 ${pct(0.5)} ms, p99 ${pct(0.99)} ms, max ${pct(1)} ms); ${lookupTally.line()}`);
  out(`uploads: ${uploadTally.line()}; answered in ${Math.min(...uploadSeconds).toFixed(1)}-${Math.max(...uploadSeconds).toFixed(1)} s`);

  // Every accepted bulk must end, and end completed.
  const states = new Map<string, string>();
  const until = performance.now() + waitSeconds * 1000;
  while (performance.now() < until) {
    for (const id of accepted) {
      if (['completed', 'failed', 'cancelled'].includes(states.get(id) ?? '')) continue;
      const a = await request(`${stack.base}/v2/bulks/${id}`, { headers });
      if (a.status === 200) states.set(id, (JSON.parse(a.body) as { data: { state: string } }).data.state);
    }
    if ([...states.values()].filter((s) => ['completed', 'failed', 'cancelled'].includes(s)).length === accepted.length) break;
    await new Promise((r) => setTimeout(r, 2000));
  }
  const byState = new Map<string, number>();
  for (const id of accepted) byState.set(states.get(id) ?? 'unknown', (byState.get(states.get(id) ?? 'unknown') ?? 0) + 1);
  out(`accepted bulks: ${accepted.length}; after ${((performance.now() - started) / 1000).toFixed(0)} s: ${[...byState.entries()].map(([s, k]) => `${s} ${k}`).join(', ')}`);
  out(`peak RSS over the whole run: API ${apiRss.stop().toFixed(0)} MB, worker ${workerRss.stop().toFixed(0)} MB`);
  const failedGoals = [
    lookupTally.byStatus.get(500) || uploadTally.byStatus.get(500) ? '500 answers' : '',
    lookupTally.errors.size + uploadTally.errors.size > 0 ? 'connection errors' : '',
    lookupTally.notHunter + uploadTally.notHunter > 0 ? 'non-Hunter error bodies' : '',
    byState.get('completed') !== accepted.length ? 'accepted bulks not all completed' : '',
  ].filter(Boolean);
  out(failedGoals.length ? `goals NOT met: ${failedGoals.join(', ')}` : 'goals met: no 500, no connection error, every refusal Hunter-style, every accepted bulk completed');
} finally {
  await stack.stop();
  rmSync(dir, { recursive: true, force: true });
}
