/**
 * `npm run demo`: the main job, offline. Starts what it needs (the sandbox world of DNS and mail
 * servers on 127.0.0.0/8, a private Redis unless REDIS_URL, REDIS_SENTINELS or REDIS_CLUSTER_NODES
 * is set, a worker and the API), loads the example index, uploads examples/contacts.csv as a bulk
 * enrichment through the API, writes examples/contacts.enriched.csv, prints what it found and
 * exits. `--keep` keeps serving.
 */
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { parse } from 'csv-parse/sync';
import { readFile } from 'node:fs/promises';
import type { Config } from '../config.js';
import { createLogger } from '../logger.js';
import { connectRedis } from '../redis.js';
import { buildApp } from '../api/app.js';
import { compose, openServiceDatabase } from '../composition/index.js';
import { dropSchema } from '../store/pg/database.js';
import { IndexImporter } from '../importer/index-importer.js';
import { importExampleIndex } from '../importer/example-index.js';
import { PACKAGE_ROOT } from '../package-root.js';
import { startSandbox } from '../sandbox/index.js';
import { startWorker } from '../worker.js';
import { startPrivateRedis, type PrivateRedis } from './private-redis.js';
import { summaryTable, waitForCompletion } from './bulk-runner.js';
import { RedisKeys } from '../store/redis-keys.js';
import { ensureWebBuild } from './web-build.js';

const CONTACTS = join(PACKAGE_ROOT, 'examples', 'contacts.csv');
const ENRICHED = join(PACKAGE_ROOT, 'examples', 'contacts.enriched.csv');

export async function runDemo(base: Config, keep: boolean): Promise<void> {
  const out = (line = '') => process.stdout.write(`${line}\n`);
  // The web app at /app: built now when its build is missing or older than web/.
  const web = await ensureWebBuild();
  const sandbox = await startSandbox();
  let privateRedis: PrivateRedis | null = null;
  if (!base.redisGiven) privateRedis = await startPrivateRedis(['--appendonly', 'yes']);
  const config: Config = {
    ...base,
    redisUrl: privateRedis?.url ?? base.redisUrl,
    redis: privateRedis ? { kind: 'single', url: privateRedis.url } : base.redis,
    redisPrefix: privateRedis ? base.redisPrefix : new RedisKeys(base.redisPrefix).nested(`demo:${Date.now()}`),
    // Quiet (warnings and errors only), with --keep too: pino's JSON lines would cut through the
    // demo's tables. LOG_LEVEL=debug (or any level below warn) still asks for them.
    logLevel: ['trace', 'debug'].includes(base.logLevel) ? base.logLevel : 'warn',
    mail: {
      ...base.mail,
      dnsServers: [sandbox.dnsServer],
      smtpPort: sandbox.smtpPort,
      smtpHelo: 'demo.sandbox.test',
      smtpMailFrom: 'verify@demo.sandbox.test',
      smtpConnectTimeoutMs: 2000,
      smtpCommandTimeoutMs: 2000,
      smtpPolitenessMs: 0,
      probeBudgetMs: 8000,
    },
    bulk: { ...base.bulk, allowPrivateWebhooks: true },
    // The sandbox's websites: every site on one local port, reached through the sandbox DNS.
    fetch: { ...base.fetch, allowCidrs: [...base.fetch.allowCidrs, '127.0.0.0/8'], httpPortOverride: sandbox.webPort, timeoutMs: 2000 },
    crawl: { ...base.crawl, politenessMs: 0, budgetMs: 20_000 },
  };
  const logger = createLogger(config.logLevel);
  // The records: a throw-away embedded PostgreSQL, or a schema of its own in DATABASE_URL's database.
  const demoSchema = config.databaseUrl ? `cds_demo_${Date.now()}` : undefined;
  const db = await openServiceDatabase(config, logger, { temporary: true, ...(demoSchema ? { schema: demoSchema } : {}) });
  const redis = connectRedis(config.redis);
  const graph = compose(config, redis, db, logger);
  const { services, pipeline } = graph;
  const worker = await startWorker(config, redis, graph, logger);
  const app = await buildApp({ config, redis, logger, ...graph });
  try {
    out(`Sandbox world on 127.0.0.0/8: DNS ${sandbox.dnsServer}, mail servers on port ${sandbox.smtpPort}`);
    out(privateRedis ? 'Private Redis started (nothing of yours is touched).' : `Using the configured Redis under the key prefix ${config.redisPrefix}`);
    out(demoSchema ? `Using DATABASE_URL in the schema ${demoSchema}${keep ? '' : ' (dropped at the end)'}` : 'Embedded PostgreSQL started on a temporary cluster (removed at the end).');
    for (const s of await importExampleIndex(new IndexImporter(services.index))) {
      out(`Imported ${String(s.loaded).padStart(3)} ${s.kind} from examples/index/`);
    }
    const { plain: key } = await services.keys.create({ name: 'demo', role: 'admin' });
    let base_url: string;
    try {
      base_url = await app.listen({ host: config.host, port: config.port });
    } catch {
      base_url = await app.listen({ host: config.host, port: 0 });
    }
    // The URLs are printed only while they answer: with --keep (the server then keeps serving).
    if (keep) {
      out(`API on ${base_url} (docs ${base_url}/v2/docs, queue board ${base_url}/admin/queues), operator API key ${key}`);
      out(web === 'unavailable' ? 'Web app: not built (no web/ or no Vite here: run npm run build)\n' : `Web app on ${base_url}/app/ (sign in with the key above)${web === 'built' ? ', built into dist/web/ now' : ''}\n`);
    } else {
      out(`API started for the run (\`npm run demo -- --keep\` keeps it serving afterwards${web === 'unavailable' ? '' : ', with the web app at /app/'}).\n`);
    }

    const upload = await fetch(`${base_url}/v2/bulks?kind=enrich`, {
      method: 'POST',
      headers: { 'x-api-key': key, 'content-type': 'text/csv' },
      body: await readFile(CONTACTS),
    });
    const created = (await upload.json()) as { data: { id: string } };
    if (upload.status !== 202) throw new Error(`upload refused: ${JSON.stringify(created)}`);
    const statusUrl = `${base_url}/v2/bulks/${created.data.id}`;
    out(`Bulk enrichment of examples/contacts.csv queued (bulk ${created.data.id})`);
    const done = await waitForCompletion(pipeline.bulks, created.data.id, process.stderr.isTTY === true);
    if (done.state !== 'completed') throw new Error(`the bulk ${done.state}: ${done.error}`);

    const results = await fetch(`${base_url}/v2/bulks/${created.data.id}/results?format=csv`, { headers: { 'x-api-key': key } });
    const csv = await results.text();
    await writeFile(ENRICHED, csv);
    const rows = parse(csv, { columns: true, bom: true }) as Record<string, string>[];
    out(`\nWhat it found (${rows.length} rows, ${Object.keys(rows[0] ?? {}).length} columns in examples/contacts.enriched.csv):\n`);
    out(`${'email'.padEnd(44)} ${'status'.padEnd(11)} ${'score'.padStart(5)}  person / company`);
    for (const r of rows) {
      const who = [r['person.name.fullName'], r['person.employment.title'], r['company.name']].filter(Boolean).join(', ');
      const status = r['verification.status'] || r['bulk.status'] || '';
      out(`${(r.email || '(none)').slice(0, 43).padEnd(44)} ${status.padEnd(11)} ${(r['verification.score'] ?? '').padStart(5)}  ${who || r['bulk.error'] || ''}`);
    }
    out(`\n${summaryTable(done)}`);

    // The web core: crawl the example companies' websites (sandbox HTTP on 127.0.0.1) into the index.
    const domains = sandbox.sites.filter((site) => !site.redirectTo).map((site) => site.host);
    const crawlUpload = await fetch(`${base_url}/v2/bulks?kind=crawl`, {
      method: 'POST',
      headers: { 'x-api-key': key, 'content-type': 'text/csv' },
      body: `domain\n${domains.join('\n')}\n`,
    });
    const crawlCreated = (await crawlUpload.json()) as { data: { id: string } };
    if (crawlUpload.status !== 202) throw new Error(`crawl upload refused: ${JSON.stringify(crawlCreated)}`);
    out(`\nCrawl of the ${domains.length} company websites queued (a bulk of kind crawl)`);
    const crawled = await waitForCompletion(pipeline.bulks, crawlCreated.data.id, process.stderr.isTTY === true);
    if (crawled.state !== 'completed') throw new Error(`the crawl bulk ${crawled.state}: ${crawled.error}`);
    const crawlCsv = await (await fetch(`${base_url}/v2/bulks/${crawlCreated.data.id}/results?format=csv`, { headers: { 'x-api-key': key } })).text();
    out(`\n${'domain'.padEnd(26)} ${'pages'.padStart(5)} ${'found'.padStart(5)} ${'new'.padStart(4)}  ${'pattern'.padEnd(16)} technologies`);
    for (const r of parse(crawlCsv, { columns: true, bom: true }) as Record<string, string>[]) {
      out(
        `${(r.domain ?? '').padEnd(26)} ${(r['crawl.pages'] ?? '').padStart(5)} ${(r['crawl.addresses_found'] ?? '').padStart(5)} ${(r['crawl.addresses_new'] ?? '').padStart(4)}  ${(r['crawl.pattern'] ?? '').padEnd(16)} ${r['company.tech'] ?? ''}`,
      );
    }
    out('(technologies after the merge: imported values stay unless a site shows it is newer than the import)');

    // What the crawl taught it: fernhill-studio.test was not in the index; its site gave addresses
    // and their pattern, and the finder turns a name the site gives without an address into one,
    // asking the studio's mail server whether it exists (sandbox SMTP on 127.0.0.1).
    const learned = 'fernhill-studio.test';
    const finder = await fetch(`${base_url}/v2/email-finder?domain=${learned}&first_name=Priya&last_name=Raman`, { headers: { 'x-api-key': key } });
    const found = (await finder.json()) as { data?: { email: string; score: number; verification: { status: string | null } }; errors?: { details: string }[] };
    out(`\nLearned from the crawl: ${learned} was not in the index; its site named Priya Raman (Studio Manager) without an address.`);
    out(
      found.data
        ? `Email finder: ${found.data.email} (${found.data.verification.status ?? 'unverified'} over SMTP, score ${found.data.score}), from the {first} pattern the crawl learned`
        : `Email finder: no address (${found.errors?.[0]?.details ?? finder.status})`,
    );
    if (keep) {
      out(`\nAsk for more (the API keeps serving):`);
      out(`  curl -s "${base_url}/v2/domain-search?domain=${learned}" -H "X-API-KEY: ${key}"`);
      out(`  curl -s "${statusUrl}" -H "X-API-KEY: ${key}"`);
      out(`  curl -s "${statusUrl}/results" -H "X-API-KEY: ${key}"`);
      out('\nServing until Ctrl-C.');
      await new Promise<void>((resolve) => {
        process.once('SIGINT', resolve);
        process.once('SIGTERM', resolve);
      });
    }
  } finally {
    await app.close();
    await worker.close();
    await graph.close();
    redis.disconnect();
    if (demoSchema && !keep) await dropSchema(db.pool, demoSchema);
    await db.close();
    await privateRedis?.stop();
    await sandbox.stop();
  }
}
