/**
 * DATABASE_READ_URL on a real PostgreSQL streaming replica (test/support/pg-streaming.ts: the
 * machine's server binaries, a primary with wal_level=replica and a `pg_basebackup -R` hot
 * standby on loopback ports), the service built over both as a deployment configures it:
 * - migrations run on the primary only (the replica gets them by replaying);
 * - an import on the primary reaches the lookups once the replica has replayed it (waited for by
 *   comparing pg_last_wal_replay_lsn with the primary's pg_current_wal_lsn), and not before: the
 *   lookups read the replica;
 * - with replay paused (pg_wal_replay_pause), every read-your-writes path still sees its write:
 *   keys and their revocation, leads, lists and campaign recipients, a crawl finished a moment ago
 *   (the lookup, domain search, combined lookup and webhook that follow it), crawl and enrich bulks;
 * - the replica refuses writes, and the replica's log must show no refused write but the one this
 *   test makes on purpose: anything the service sent to the read pool that writes fails the test;
 * - the replica stopped: lookups fail over to the primary, and return to the replica once it is back.
 * Skipped, with the reason in its name, where the binaries are missing.
 */
import type { ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'csv-parse/sync';
import pg from 'pg';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { loadConfig, type Config } from '../src/config.js';
import { createLogger } from '../src/logger.js';
import { buildApp } from '../src/api/app.js';
import { compose, openServiceDatabase, openSharedState, type ServiceGraph, type SharedState } from '../src/composition/index.js';
import type { Database } from '../src/store/pg/database.js';
import { startWorker, type RunningWorker } from '../src/worker.js';
import { IndexImporter } from '../src/importer/index-importer.js';
import { importExampleIndex } from '../src/importer/example-index.js';
import { startSandbox, type RunningSandbox } from '../src/sandbox/index.js';
import { cleanUpPrefix, shapeEnv } from './support/harness.js';
import { sandboxEnv } from './support/sandbox-env.js';
import { bulkCsv, crashEnv, expectEveryRowOnce, killWorkerMidBulk, stopProcess, workerProcess } from './support/crash-bulk.js';
import { machinePostgres, startStreamingPair, type StreamingPair } from './support/pg-streaming.js';

const MIGRATIONS = fileURLToPath(new URL('../migrations', import.meta.url));
const machine = machinePostgres();
const skipped = 'missing' in machine ? machine.missing : null;

let pair: StreamingPair;
let sandbox: RunningSandbox;
let hookServer: Server;
let hookPort: number;
const hookCalls: { url: string; body: any }[] = [];
let config: Config;
let state: SharedState;
let db: Database;
let graph: ServiceGraph;
let app: FastifyInstance;
let worker: RunningWorker;
let key: string;
const prefix = `test:${randomUUID()}:`;

const get = (url: string, apiKey = key) => app.inject({ url, headers: { 'x-api-key': apiKey } });
const call = (method: 'POST' | 'PUT', url: string, body: unknown) =>
  app.inject({ method, url, headers: { 'x-api-key': key, 'content-type': 'application/json' }, payload: JSON.stringify(body) });

async function onReplica<R extends pg.QueryResultRow>(sql: string, params: unknown[] = []): Promise<R[]> {
  const client = new pg.Client({ connectionString: pair.replica.url });
  await client.connect();
  try {
    return (await client.query<R>(sql, params)).rows;
  } finally {
    await client.end();
  }
}

async function until<T>(what: string, probe: () => Promise<T | null | undefined | false>, timeoutMs = 30_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`still waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

async function bulk(csv: string, kind: string): Promise<Record<string, string>[]> {
  const up = await app.inject({ method: 'POST', url: `/v2/bulks?kind=${kind}`, headers: { 'x-api-key': key, 'content-type': 'text/csv' }, payload: csv });
  expect(up.statusCode, up.body).toBe(202);
  const id = up.json().data.id as string;
  const done = await until('the bulk', async () => {
    const data = (await get(`/v2/bulks/${id}`)).json().data;
    return ['completed', 'failed', 'cancelled'].includes(data.state) && data;
  });
  expect(done.state).toBe('completed');
  const res = await get(`/v2/bulks/${id}/results?format=csv`);
  expect(res.statusCode).toBe(200);
  return parse(res.body, { columns: true, bom: true }) as Record<string, string>[];
}

describe.skipIf(skipped !== null)(`DATABASE_READ_URL on a streaming replica${skipped ? ` (skipped: ${skipped})` : ''}`, () => {
  beforeAll(async () => {
    pair = await startStreamingPair();
    sandbox = await startSandbox();
    hookServer = createServer((req, res) => {
      let body = '';
      req.on('data', (c) => (body += c));
      req.on('end', () => {
        hookCalls.push({ url: req.url ?? '', body: JSON.parse(body) });
        res.writeHead(204).end();
      });
    });
    await new Promise<void>((r) => hookServer.listen(0, '127.0.0.1', r));
    hookPort = (hookServer.address() as { port: number }).port;
    config = loadConfig({
      ...sandboxEnv(sandbox, { FETCH_HTTP_PORT: String(sandbox.webPort), FETCH_TIMEOUT_MS: '1000', CRAWL_POLITENESS_MS: '0', WEBHOOK_ALLOW_PRIVATE: 'true' }),
      DATABASE_URL: pair.primary.url,
      DATABASE_READ_URL: pair.replica.url,
      ...shapeEnv(),
      REDIS_PREFIX: prefix,
      LOG_LEVEL: 'silent',
      RATE_LIMIT_PER_SECOND: '100000',
      RATE_LIMIT_PER_MINUTE: '1000000',
      PUBLIC_RATE_LIMIT_PER_SECOND: '100000',
      PUBLIC_RATE_LIMIT_PER_MINUTE: '1000000',
      REVERIFY_CRON: '0 0 1 1 *',
      RECRAWL_CRON: '0 0 1 1 *',
    });
    // Replay paused while the service opens its database: the migrations must not need the replica.
    await pair.pauseReplay();
    db = await openServiceDatabase(config, null, { replicaRetryMs: 100 });
    const logger = createLogger('silent');
    state = openSharedState(config, db, logger);
    graph = compose(config, state, db, logger);
    app = await buildApp({ config, logger, ...graph });
    await app.ready();
    worker = await startWorker(config, graph, logger, 4);
    key = (await graph.services.keys.create({ name: 'replica-test' })).plain;
  }, 60_000);

  afterAll(async () => {
    await worker?.close();
    await app?.close();
    await graph?.close();
    await state?.close();
    await cleanUpPrefix(prefix);
    await db?.close();
    await pair?.stop();
    await sandbox?.stop();
    hookServer?.close();
  }, 60_000);

  it('runs the migrations on the primary only; the replica gets them by replaying', async () => {
    const files = readdirSync(MIGRATIONS).filter((f) => f.endsWith('.sql')).sort();
    expect(db.applied).toEqual(files);
    // Replay was paused before the service opened its database: the replica has none of it yet.
    expect(await onReplica('SELECT 1 FROM pg_tables WHERE tablename = $1', ['schema_migrations'])).toEqual([]);
    await pair.resumeReplay();
    await pair.waitReplayed();
    const applied = await onReplica<{ name: string }>('SELECT name FROM schema_migrations ORDER BY name');
    expect(applied.map((r) => r.name.replace(/\.sql$/, ''))).toEqual(files.map((f) => f.replace(/\.sql$/, '')));
  });

  it('the read pool is the replica, which refuses writes (and the breaker stays closed on a statement error)', async () => {
    const [row] = (await db.read.query<{ standby: boolean }>({ text: 'SELECT pg_is_in_recovery() AS standby' })).rows;
    expect(row?.standby).toBe(true);
    const refused = await db.read.query({ text: "INSERT INTO deployment_secrets (name, value) VALUES ('x', 'y')" }).catch((err: unknown) => err);
    expect(refused).toMatchObject({ code: '25006' }); // read_only_sql_transaction
    expect(db.replica?.replicaUp).toBe(true);
  });

  it('with replay paused, a crawl finished a moment ago answers 200 (not a final 404), and its webhook and bulks carry what it found', async () => {
    await pair.pauseReplay();
    const hook = `http://127.0.0.1:${hookPort}/hook`;
    const first = await get(`/v2/companies/find?domain=kranich-analytics.test&webhook_url=${encodeURIComponent(hook)}`);
    expect(first.statusCode).toBe(202);
    await until('the crawl', async () => (await graph.services.crawls.get('kranich-analytics.test'))?.state === 'crawled');
    // The replica has replayed none of it: a lookup there misses, and the crawl's 'crawled' state
    // would have made that a final 404 "crawled and does not state it".
    expect(await onReplica('SELECT 1 FROM companies WHERE domain = $1', ['kranich-analytics.test'])).toEqual([]);
    const company = await get('/v2/companies/find?domain=kranich-analytics.test');
    expect(company.statusCode, company.body).toBe(200);
    expect(company.json().data.name).toBe('Kranich Analytics');
    const search = await get('/v2/domain-search?domain=kranich-analytics.test&limit=100');
    expect(search.statusCode, search.body).toBe(200);
    expect(search.json().data.organization).toBe('Kranich Analytics');
    expect(search.json().data.emails.map((e: { value: string }) => e.value)).toContain('jmuller@kranich-analytics.test');
    const combined = await get('/v2/combined/find?email=jmuller@kranich-analytics.test');
    expect(combined.statusCode, combined.body).toBe(200);
    expect(combined.json().data.company.name).toBe('Kranich Analytics');
    const called = await until('the webhook', async () => hookCalls.length > 0 && hookCalls);
    expect(called[0]!.body).toMatchObject({ event: 'crawl.finished', data: { domain: 'kranich-analytics.test', crawl: 'crawled', company: { name: 'Kranich Analytics' } } });

    // A crawl bulk reads the company its crawl just wrote; an enrich bulk reads the email record its
    // verification just wrote (a valid address the index did not hold).
    const [crawled] = await bulk('domain\nsakura-biolabs.test\n', 'crawl');
    expect(crawled).toMatchObject({ 'crawl.status': 'crawled', 'company.name': 'Sakura BioLabs' });
    const [enriched] = await bulk('email\nalice@mailbox.sandbox.test\n', 'enrich');
    expect(enriched).toMatchObject({ 'verification.status': 'valid', 'person.email': 'alice@mailbox.sandbox.test' });
    expect(await onReplica('SELECT 1 FROM email_records WHERE address = $1', ['alice@mailbox.sandbox.test'])).toEqual([]);
    await pair.resumeReplay();
    await pair.waitReplayed();
  });

  it('answers with the company from the primary when the replica is part-way through a finished crawl (addresses replayed, company not yet)', async () => {
    // What a crawl writes, in its order (addresses and people, then the company last), with the
    // replica stopped between the two: the state is what a lagging replica shows after a crawl.
    const dir = mkdtempSync(join(tmpdir(), 'cds-replica-import-'));
    const importer = new IndexImporter(graph.services.index);
    try {
      writeFileSync(join(dir, 'emails.jsonl'), '{"value":"ada.lind@halfway.test","type":"personal","confidence":80,"sources":[],"first_name":"Ada","last_name":"Lind","position":"CTO"}\n');
      writeFileSync(join(dir, 'people.csv'), 'email,name.givenName,name.familyName,employment.domain,employment.title\nada.lind@halfway.test,Ada,Lind,halfway.test,CTO\n');
      writeFileSync(join(dir, 'companies.jsonl'), '{"domain":"halfway.test","name":"Halfway Systems"}\n');
      expect((await importer.importFile('emails', join(dir, 'emails.jsonl'))).skipped).toBe(0);
      expect((await importer.importFile('people', join(dir, 'people.csv'))).skipped).toBe(0);
      await pair.waitReplayed();
      await pair.pauseReplay();
      expect((await importer.importFile('companies', join(dir, 'companies.jsonl'))).skipped).toBe(0);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
    await graph.services.crawls.finish('halfway.test', 'crawled', null, new Date(), 60);
    expect(await onReplica('SELECT 1 FROM people WHERE email = $1', ['ada.lind@halfway.test'])).toHaveLength(1);
    expect(await onReplica('SELECT 1 FROM companies WHERE domain = $1', ['halfway.test'])).toEqual([]);

    const search = await get('/v2/domain-search?domain=halfway.test');
    expect(search.statusCode, search.body).toBe(200);
    expect(search.json().data.organization).toBe('Halfway Systems');
    const combined = await get('/v2/combined/find?email=ada.lind@halfway.test');
    expect(combined.statusCode, combined.body).toBe(200);
    expect(combined.json().data.company?.name).toBe('Halfway Systems');
    await pair.resumeReplay();
    await pair.waitReplayed();
  });

  it('serves an import on the primary through the lookups once the replica has replayed it, and not before', async () => {
    await pair.pauseReplay();
    for (const summary of await importExampleIndex(new IndexImporter(graph.services.index))) expect(summary.skipped).toBe(0);
    // On the primary, not yet on the replica the lookups read (no crawl is queued by these routes).
    expect(await graph.services.index.getPerson('mathieu.lefevre@northwind-robotics.test')).not.toBeNull();
    expect((await get('/v2/people/find?email=mathieu.lefevre@northwind-robotics.test')).statusCode).toBe(404);
    expect((await get('/v2/domain-search/found?domain=northwind-robotics.test')).statusCode).toBe(404);
    expect((await get('/v2/email-count?domain=northwind-robotics.test')).json().data.total).toBe(0);
    expect((await app.inject({ url: '/v2/logos/northwind-robotics.test' })).statusCode).toBe(404);

    await pair.resumeReplay();
    await pair.waitReplayed();
    const person = await get('/v2/people/find?email=mathieu.lefevre@northwind-robotics.test');
    expect(person.statusCode).toBe(200);
    expect(person.json().data.name.fullName).toBe('Mathieu Lefèvre');
    const company = await get('/v2/companies/find?domain=northwind-robotics.test');
    expect(company.statusCode).toBe(200);
    expect(company.json().data.name).toBe('Northwind Robotics');
    const combined = await get('/v2/combined/find?email=mathieu.lefevre@northwind-robotics.test');
    expect(combined.json().data.company.domain).toBe('northwind-robotics.test');
    const search = await get('/v2/domain-search?domain=northwind-robotics.test&limit=100');
    expect(search.statusCode).toBe(200);
    expect(search.json().data.emails.map((e: { value: string }) => e.value)).toContain('mathieu.lefevre@northwind-robotics.test');
    expect((await get('/v2/email-count?domain=northwind-robotics.test')).json().data.total).toBe(search.json().meta.results);
    expect([200, 302]).toContain((await app.inject({ url: '/v2/logos/northwind-robotics.test' })).statusCode);
    const discover = await call('POST', '/v2/discover', { industry: { include: ['Machinery'] } });
    expect(discover.statusCode, discover.body).toBe(200);
    expect(discover.json().data.map((c: { domain: string }) => c.domain)).toContain('northwind-robotics.test');
  });

  it('with replay paused, reads what it just wrote from the primary: keys, revocation, leads, lists, campaign recipients', async () => {
    await pair.pauseReplay();
    // A key made a moment ago works at once, and stops at once when revoked.
    const made = await graph.services.keys.create({ name: 'fresh' });
    expect((await get('/v2/account', made.plain)).statusCode).toBe(200);
    await graph.services.keys.revoke(made.key.id);
    expect((await get('/v2/account', made.plain)).statusCode).toBe(401);

    // A person imported while replay is paused: the lookups do not see them yet, a new lead does.
    const dir = mkdtempSync(join(tmpdir(), 'cds-replica-import-'));
    try {
      const file = join(dir, 'people.csv');
      writeFileSync(file, 'email,name.givenName,name.familyName,employment.domain,employment.title\nines.ferreira@northwind-robotics.test,Inês,Ferreira,northwind-robotics.test,Head of Sales\n');
      expect((await new IndexImporter(graph.services.index).importFile('people', file)).skipped).toBe(0);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
    expect((await get('/v2/people/find?email=ines.ferreira@northwind-robotics.test')).statusCode).toBe(404);

    const list = await call('POST', '/v2/leads_lists', { name: 'Paused replica' });
    expect(list.statusCode, list.body).toBe(201);
    const listId = list.json().data.id;
    expect((await get(`/v2/leads_lists/${listId}`)).json().data.name).toBe('Paused replica');
    const created = await call('POST', '/v2/leads', { email: 'ines.ferreira@northwind-robotics.test', leads_list_id: listId });
    expect(created.statusCode, created.body).toBe(201);
    // Filled from the index as the primary holds it.
    expect(created.json().data).toMatchObject({ first_name: 'Inês', last_name: 'Ferreira', position: 'Head of Sales' });
    const read = await get(`/v2/leads/${created.json().data.id}`);
    expect(read.statusCode).toBe(200);
    expect(read.json().data).toMatchObject({ email: 'ines.ferreira@northwind-robotics.test', first_name: 'Inês' });
    const inList = (await get(`/v2/leads?leads_list_id=${listId}`)).json().data.leads;
    expect(inList.map((l: { email: string }) => l.email)).toEqual(['ines.ferreira@northwind-robotics.test']);

    const campaign = await call('POST', '/v2/campaigns', { name: 'Paused replica' });
    expect(campaign.statusCode, campaign.body).toBe(201);
    const id = campaign.json().data.id;
    const added = await call('POST', `/v2/campaigns/${id}/recipients`, { emails: ['ines.ferreira@northwind-robotics.test'] });
    expect(added.json().data.recipients_added).toBe(1);
    const recipients = await get(`/v2/campaigns/${id}/recipients`);
    expect(recipients.statusCode).toBe(200);
    expect(JSON.stringify(recipients.json().data)).toContain('ines.ferreira@northwind-robotics.test');

    // Nothing of it has reached the replica: every answer above came from the primary.
    expect(await onReplica('SELECT 1 FROM leads WHERE email = $1', ['ines.ferreira@northwind-robotics.test'])).toEqual([]);
    await pair.resumeReplay();
    await pair.waitReplayed();
    expect((await get('/v2/people/find?email=ines.ferreira@northwind-robotics.test')).statusCode).toBe(200);
  });

  it('fails the lookups over to the primary while the replica is stopped, and returns to it once it is back', async () => {
    await pair.replica.stop();
    for (const url of ['/v2/people/find?email=mathieu.lefevre@northwind-robotics.test', '/v2/companies/find?domain=northwind-robotics.test', '/v2/domain-search?domain=northwind-robotics.test', '/v2/email-count?domain=northwind-robotics.test']) {
      const res = await get(url);
      expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
    }
    expect((await call('POST', '/v2/discover', { industry: { include: ['Machinery'] } })).statusCode).toBe(200);
    expect(db.replica?.replicaUp).toBe(false);
    const [onPrimary] = (await db.read.query<{ standby: boolean }>({ text: 'SELECT pg_is_in_recovery() AS standby' })).rows;
    expect(onPrimary?.standby).toBe(false);

    await pair.replica.start();
    await until('the lookups to return to the replica', async () => {
      expect((await get('/v2/people/find?email=mathieu.lefevre@northwind-robotics.test')).statusCode).toBe(200);
      return db.replica?.replicaUp;
    });
    const [back] = (await db.read.query<{ standby: boolean }>({ text: 'SELECT pg_is_in_recovery() AS standby' })).rows;
    expect(back?.standby).toBe(true);
  });

  it('completes a verify bulk with every row once and in order after a worker process is killed with SIGKILL mid-bulk (workers on the primary and the replica)', async () => {
    // The in-process worker stops: worker processes (`cli work`, the same primary and replica) run this bulk.
    const running = worker;
    worker = undefined as unknown as RunningWorker;
    await running.close();
    const rows = 6000;
    const record = await graph.pipeline.bulks.create({ keyId: 'test', kind: 'verify', upload: [bulkCsv(rows)] });
    const env = { DATABASE_URL: pair.primary.url, DATABASE_READ_URL: pair.replica.url, ...shapeEnv(), ...crashEnv(prefix) };
    const children: ChildProcess[] = [];
    try {
      await killWorkerMidBulk({ pipeline: graph.pipeline, worker: () => children[children.push(workerProcess(env)) - 1]! }, record.id, rows);
      await expectEveryRowOnce(graph.pipeline, record.id, rows);
    } finally {
      await Promise.all(children.map((c) => stopProcess(c, 'SIGTERM')));
    }
  }, 200_000);

  it('sent no write to the replica but the one refused on purpose above', () => {
    const refused = pair.replica.log().match(/cannot execute \w+ in a read-only transaction/g) ?? [];
    expect(refused).toEqual(['cannot execute INSERT in a read-only transaction']);
  });
});
