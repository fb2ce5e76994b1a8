/**
 * Monitoring: /v2/status (health without a key, queue and Redis details with one), Prometheus
 * /metrics (HTTP, queue, job and row metrics), and the Bull Board at /admin/queues behind the key
 * (query key once, then a board-scoped cookie for its assets and API).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { loadConfig } from '../src/config.js';
import { createLogger } from '../src/logger.js';
import { createRedis } from '../src/redis.js';
import { buildApp } from '../src/api/app.js';
import { compose, openSharedState } from '../src/composition/index.js';
import { SERVICE_VERSION } from '../src/version.js';
import { PipelineQueue } from '../src/pipeline/pipeline-queue.js';
import { PipelineWorkers } from '../src/pipeline/pipeline-workers.js';
import { JobName, type JobHandlers } from '../src/pipeline/job-names.js';
import { BadJobInput } from '../src/pipeline/job-errors.js';
import { workerMetrics, publishedWorkerMetrics, STALE_AFTER_MS } from '../src/observability/metrics-registry.js';
import { completedWithin } from '../src/observability/queue-throughput.js';
import { redisFacts } from '../src/observability/redis-info.js';
import { answersWithin, type StateProbe } from '../src/observability/state-probe.js';
import { cookieValue } from '../src/api/routes/queue-board.js';
import { shapeEnv, sharedStateFor } from './support/harness.js';
import { startPipelineHarness, uploadCsv, waitForBulk, type PipelineHarness } from './support/pipeline.js';

let h: PipelineHarness;

beforeAll(async () => {
  h = await startPipelineHarness({ BULK_NETWORK_CHECKS: 'false', BULK_CHUNK_SIZE: '2', CRAWL_ON_MISS: 'false' });
}, 30_000);
afterAll(async () => {
  await h?.close();
});

async function status(headers: Record<string, string> = {}, query = '') {
  const res = await h.app.inject({ url: `/v2/status${query}`, headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

async function until<T>(what: string, read: () => Promise<T>, ok: (v: T) => boolean, timeoutMs = 10_000): Promise<T> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const v = await read();
    if (ok(v)) return v;
    if (Date.now() > end) throw new Error(`${what}: still ${JSON.stringify(v).slice(0, 500)}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe('GET /v2/status', () => {
  it('answers the health part without a key (and with an unknown one)', async () => {
    for (const body of [await status(), await status({ 'x-api-key': 'cds_not-a-key' }), await status({}, '?api_key=cds_nope')]) {
      expect(body).toEqual({ data: { status: 'ok', version: SERVICE_VERSION }, meta: {} });
    }
  });

  it('answers only the health part to an ordinary key', async () => {
    expect(await status({ 'x-api-key': h.key })).toEqual({ data: { status: 'ok', version: SERVICE_VERSION }, meta: {} });
  });

  it('adds queues, workers, Redis and uptime with an operator key', async () => {
    const body = await until(
      'a worker on every queue',
      () => status({ authorization: `Bearer ${h.adminKey}` }),
      (b) => b.data.queues?.every((q: { workers: number }) => q.workers >= 1),
    );
    expect(body.data).toMatchObject({ status: 'ok', version: SERVICE_VERSION });
    expect(body.data.queues.map((q: { name: string }) => q.name).sort()).toEqual(['bulk', 'crawl', 'notify', 'verify']);
    for (const q of body.data.queues) {
      expect(Object.keys(q.counts).sort()).toEqual(['active', 'completed', 'delayed', 'failed', 'waiting']);
      for (const n of Object.values(q.counts)) expect(Number.isInteger(n)).toBe(true);
      expect(q.throughput).toEqual(h.shape === 'redis' ? { last_minute: expect.any(Number), last_hour: expect.any(Number) } : { last_minute: null, last_hour: null });
      expect(q).toHaveProperty('oldest_waiting_seconds');
    }
    expect(body.data.queue_backend).toBe(h.shape);
    if (h.shape === 'redis') {
      expect(body.data.redis.version).toMatch(/^\d+\.\d+/);
      expect(body.data.redis.used_memory_bytes).toBeGreaterThan(0);
      expect(typeof body.data.redis.maxmemory_policy).toBe('string');
      expect(typeof body.data.redis.aof_enabled).toBe('boolean');
      expect(Number.isInteger(body.data.redis.rdb_last_save_time)).toBe(true);
    } else {
      // No Redis in this deployment: nothing is said about one.
      expect(body.data).not.toHaveProperty('redis');
    }
    expect(body.data.uptime_seconds).toBeGreaterThanOrEqual(0);
  });

  it('shows a finished bulk in the queue counts and throughput', async () => {
    const csv = ['email', 'a@example.com', 'b@example.org', 'not-an-email', 'c@example.net', 'd@example.com'].join('\n');
    const up = await uploadCsv(h, csv, 'kind=verify');
    expect(up.status, JSON.stringify(up.body)).toBe(202);
    const done = await waitForBulk(h, up.body.data.id);
    expect(done).toMatchObject({ state: 'completed', total: 5, processed: 5 });
    // bulk.split, one bulk.chunk (without network checks a chunk holds five times BULK_CHUNK_SIZE), bulk.finalize
    const body = await until(
      'the bulk queue to show its jobs',
      () => status({ 'x-api-key': h.adminKey }),
      (b) => b.data.queues.find((q: { name: string }) => q.name === 'bulk').counts.completed >= 3,
    );
    const bulk = body.data.queues.find((q: { name: string }) => q.name === 'bulk');
    expect(bulk.counts).toMatchObject({ waiting: 0, active: 0, failed: 0 });
    if (h.shape === 'redis') {
      expect(bulk.throughput.last_hour).toBeGreaterThanOrEqual(3);
      expect(bulk.throughput.last_minute).toBeLessThanOrEqual(bulk.throughput.last_hour);
    } else {
      // BullMQ's PostgreSQL backend cannot tell a window: not known, so null (not 0).
      expect(bulk.throughput).toEqual({ last_minute: null, last_hour: null });
    }
    expect(bulk.oldest_waiting_seconds).toBeNull();
  });

  it('is in the OpenAPI document with its schema', async () => {
    const doc = (await h.app.inject({ url: '/v2/openapi.json' })).json();
    const op = doc.paths['/v2/status'].get;
    const schema = op.responses['200'].content['application/json'].schema;
    expect(schema.properties.data.properties).toHaveProperty('queues');
    const metrics = doc.paths['/metrics'].get.responses;
    expect(metrics['200'].content).toHaveProperty('text/plain');
    expect(metrics['401'].content).toHaveProperty('application/json');
    expect(Object.keys(doc.paths).filter((p) => p.startsWith('/admin'))).toEqual([]);
  });

  it('health answers 503 when PostgreSQL does not answer, and 200 again with it', async () => {
    const config = loadConfig({ ...shapeEnv(), REDIS_PREFIX: `${h.prefix}nodb:`, LOG_LEVEL: 'silent' });
    // Nothing listens on port 1: every connection is refused.
    const dead = new pg.Pool({ connectionString: 'postgres://nobody@127.0.0.1:1/none', connectionTimeoutMillis: 1000 });
    dead.on('error', () => undefined);
    const db = { ...h.database.db, pool: dead, read: dead };
    const graph = compose(config, sharedStateFor(h, config), db, createLogger('silent'));
    const app = await buildApp({ config, logger: createLogger('silent'), ...graph });
    try {
      const res = await app.inject({ url: '/v2/health' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ errors: [{ id: 'service_unavailable', code: 503, details: 'PostgreSQL is not reachable.' }] });
      expect((await h.app.inject({ url: '/v2/health' })).statusCode).toBe(200);
    } finally {
      await app.close();
      await graph.close();
      await dead.end();
    }
  });

  it('says degraded when the queues\' store (Redis, or PostgreSQL without it) does not answer', async () => {
    const config = loadConfig({ ...shapeEnv(), REDIS_PREFIX: `${h.prefix}dead:`, LOG_LEVEL: 'silent' });
    const deadRedis = createRedis('redis://127.0.0.1:1', { lazyConnect: true, enableOfflineQueue: false, retryStrategy: () => null });
    const deadPool = new pg.Pool({ connectionString: 'postgres://nobody@127.0.0.1:1/none', connectionTimeoutMillis: 1000 });
    deadPool.on('error', () => undefined);
    const db = h.shape === 'redis' ? h.database.db : { ...h.database.db, pool: deadPool, read: deadPool };
    const state = openSharedState(config, db, createLogger('silent'), { redis: deadRedis });
    const graph = compose(config, state, db, createLogger('silent'));
    const app = await buildApp({ config, logger: createLogger('silent'), ...graph });
    try {
      const res = await app.inject({ url: '/v2/status', headers: { 'x-api-key': h.adminKey } });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ data: { status: 'degraded', version: SERVICE_VERSION }, meta: {} });
    } finally {
      await app.close();
      await graph.close();
      await state.close();
      deadRedis.disconnect();
      await deadPool.end();
    }
  });

  it('gives up on a PING after the timeout', async () => {
    const silent: StateProbe = { name: 'Redis', ping: () => new Promise(() => {}), redisFacts: () => null };
    const started = Date.now();
    expect(await answersWithin(silent, 100)).toBe(false);
    expect(Date.now() - started).toBeLessThan(1000);
    expect(await answersWithin(h.services.shared.probe, 1000)).toBe(true);
  });
});

describe('throughput and INFO parsing', () => {
  const at = (min: number, sec = 0) => min * 60_000 + sec * 1000;

  it('counts the pending minute and the stored minutes within the window', () => {
    // 3 done in minute 100 (not yet flushed); minutes 99, 98, 97 stored as 5, 0, 7.
    const m = { meta: { count: 20, prevTS: at(100, 10), prevCount: 17 }, data: [5, 0, 7] };
    expect(completedWithin(m, 1, at(100, 50))).toBe(3);
    expect(completedWithin(m, 2, at(100, 50))).toBe(8);
    expect(completedWithin(m, 60, at(100, 50))).toBe(15);
    // an idle queue: an hour later nothing is in the last minute, nor in the last hour
    expect(completedWithin(m, 1, at(101, 5))).toBe(0);
    expect(completedWithin(m, 2, at(101, 5))).toBe(3);
    expect(completedWithin(m, 60, at(200))).toBe(0);
    expect(completedWithin({ meta: { count: 0, prevTS: 0, prevCount: 0 }, data: [] }, 60, at(1))).toBe(0);
  });

  it('reads version, memory and persistence from INFO', () => {
    const info = '# Server\r\nredis_version:7.2.4\r\n# Memory\r\nused_memory:1048576\r\nmaxmemory_policy:noeviction\r\n# Persistence\r\naof_enabled:1\r\nrdb_last_save_time:1700000000\r\n';
    expect(redisFacts(info)).toEqual({ version: '7.2.4', used_memory_bytes: 1048576, maxmemory_policy: 'noeviction', aof_enabled: true, rdb_last_save_time: 1700000000 });
    expect(redisFacts('')).toEqual({ version: null, used_memory_bytes: null, maxmemory_policy: null, aof_enabled: null, rdb_last_save_time: null });
  });
});

describe('GET /metrics', () => {
  it('needs an API key', async () => {
    const res = await h.app.inject({ url: '/metrics' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ errors: [{ id: 'unauthorized', code: 401, details: expect.any(String) }] });
    expect((await h.app.inject({ url: '/metrics', headers: { authorization: 'Bearer cds_wrong' } })).statusCode).toBe(401);
  });

  it('refuses an ordinary key with 403', async () => {
    const res = await h.app.inject({ url: '/metrics', headers: { authorization: `Bearer ${h.key}` } });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ errors: [{ id: 'forbidden', code: 403, details: expect.stringContaining('operator key') }] });
  });

  it('serves the Prometheus text with HTTP counts by route pattern and the queue gauges', async () => {
    const find = await h.app.inject({ url: '/v2/companies/find?domain=monitoring-probe.test', headers: { 'x-api-key': h.key } });
    expect([200, 404]).toContain(find.statusCode);
    await h.app.inject({ url: '/v2/no/such/route/monitoring-probe' });

    const res = await h.app.inject({ url: '/metrics', headers: { authorization: `Bearer ${h.adminKey}` } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = res.body;
    for (const name of ['cds_http_requests_total', 'cds_http_request_duration_seconds', 'cds_queue_jobs', 'cds_job_duration_seconds', 'cds_bulk_rows_processed_total']) {
      expect(text).toContain(`# TYPE ${name} `);
    }
    expect(text).toMatch(new RegExp(`^cds_http_requests_total\\{method="GET",route="/v2/companies/find",status="${find.statusCode}"\\} [1-9]`, 'm'));
    expect(text).toMatch(/^cds_http_request_duration_seconds_bucket\{le="\+Inf",method="GET",route="\/v2\/companies\/find",status="\d+"\} [1-9]/m);
    expect(text).toMatch(/^cds_http_requests_total\{method="GET",route="\(unmatched\)",status="404"\} [1-9]/m);
    expect(text).not.toContain('monitoring-probe');
    for (const queue of ['bulk', 'crawl', 'notify', 'verify']) {
      for (const state of ['waiting', 'active', 'delayed', 'failed', 'completed']) {
        expect(text).toMatch(new RegExp(`^cds_queue_jobs\\{queue="${queue}",state="${state}"\\} \\d+`, 'm'));
      }
      expect(text).toMatch(new RegExp(`^cds_queue_workers\\{queue="${queue}"\\} [1-9]`, 'm'));
    }
    expect(text).toMatch(/^cds_queue_jobs\{queue="bulk",state="completed"\} [1-9]/m);
  });

  it('counts the scrape itself on the next scrape', async () => {
    const res = await h.app.inject({ url: '/metrics', headers: { 'x-api-key': h.adminKey } });
    expect(res.body).toMatch(/^cds_http_requests_total\{method="GET",route="\/metrics",status="200"\} [1-9]/m);
  });

  it('adds up the job durations and rows the workers publish', async () => {
    const prefix = `${h.prefix}hook:`;
    const logger = createLogger('silent');
    const seen: string[] = [];
    const wm = workerMetrics({ store: h.services.shared.published });
    const other = workerMetrics({ store: h.services.shared.published });
    const ok = async () => ({});
    const handlers: JobHandlers = {
      [JobName.BulkSplit]: ok,
      [JobName.BulkChunk]: async () => ({ rows: 3, outcome: 'progress', kind: 'verify' }),
      [JobName.BulkFinalize]: ok,
      [JobName.BulkWebhook]: ok,
      [JobName.ReverifyScan]: ok,
      [JobName.ReverifyChunk]: async () => ({ rows: 99 }),
      [JobName.VerifyRetry]: async () => {
        throw new BadJobInput('no such address');
      },
      [JobName.CrawlDomain]: ok,
      [JobName.CrawlScan]: ok,
      [JobName.CrawlWebhook]: ok,
      [JobName.StoreSweep]: ok,
      [JobName.BulkSweep]: ok,
    };
    // Queues of their own: under a prefix of their own on Redis, in a schema of their own on PostgreSQL.
    const connection = h.state.queueConnection.backend === 'redis' ? { ...h.state.queueConnection, prefix } : { ...h.state.queueConnection, schema: `${h.state.queueConnection.schema}_hook` };
    const workers = new PipelineWorkers(
      {
        connection,
        logger,
        concurrency: 1,
        onJobDone: (...args) => {
          seen.push(`${args[0]}:${args[2]}`);
          wm.onJobDone(...args);
        },
      },
      handlers,
    );
    const queue = new PipelineQueue({ connection, logger });
    try {
      await queue.add(JobName.BulkChunk, { bulkId: 'b1', chunk: 0, items: [] });
      await queue.add(JobName.ReverifyChunk, { leadIds: [] });
      await queue.add(JobName.VerifyRetry, { address: 'x@example.com', attempt: 1 });
      await until('three jobs done', async () => [...seen], (s) => s.length >= 3);
      expect(seen.sort()).toEqual(['bulk.chunk:completed', 'reverify.chunk:completed', 'verify.retry:failed']);
    } finally {
      await workers.close();
      await queue.close();
      if (connection.backend === 'postgres') await h.database.db.pool.query(`DROP SCHEMA IF EXISTS ${connection.schema} CASCADE`);
    }
    other.onJobDone(JobName.BulkChunk, 0.2, 'completed', 2);
    await wm.close();
    await other.close();

    const text = (await h.app.inject({ url: '/metrics', headers: { 'x-api-key': h.adminKey } })).body;
    expect(text).toMatch(/^cds_job_duration_seconds_count\{job="bulk\.chunk",outcome="completed"\} 2$/m);
    expect(text).toMatch(/^cds_job_duration_seconds_count\{job="verify\.retry",outcome="failed"\} 1$/m);
    expect(text).toMatch(/^cds_job_duration_seconds_bucket\{le="\+Inf",job="reverify\.chunk",outcome="completed"\} 1$/m);
    expect(text).toMatch(/^cds_bulk_rows_processed_total\{kind="verify"\} 3$/m);
    expect(text).toMatch(/^cds_bulk_rows_processed_total\{kind="unknown"\} 2$/m);
    // rows of other jobs are not bulk rows
    expect(text).not.toMatch(/cds_bulk_rows_processed_total\{[^}]*\} 99/);

    // a worker that stopped publishing long ago is left out (and deleted)
    const later = await publishedWorkerMetrics(h.services.shared.published, Date.now() + STALE_AFTER_MS + 1000);
    expect(later).toContain('# TYPE cds_job_duration_seconds histogram');
    expect(later).not.toContain('job="bulk.chunk"');
    expect(await h.services.shared.published.all()).toEqual({});
  });
});

describe('/admin/queues', () => {
  it('refuses without a key or with an unknown one, in the API error shape', async () => {
    for (const url of ['/admin/queues', '/admin/queues?api_key=cds_wrong', '/admin/queues/api/queues', '/admin/queues/static/favicon.ico']) {
      const res = await h.app.inject({ url });
      expect(res.statusCode, url).toBe(401);
      expect(res.json()).toEqual({ errors: [{ id: 'unauthorized', code: 401, details: expect.any(String) }] });
    }
    const bad = await h.app.inject({ url: '/admin/queues/api/queues', headers: { cookie: 'cds_board=v1.abc.99999999999.forged' } });
    expect(bad.statusCode).toBe(401);
    expect(String(bad.headers['set-cookie'])).toMatch(/^cds_board=; .*Max-Age=0/);
  });

  it('sends a browser without a session to the sign-in form', async () => {
    const res = await h.app.inject({ url: '/admin/queues', headers: { accept: 'text/html' } });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/admin/queues/login');
    const form = await h.app.inject({ url: '/admin/queues/login' });
    expect(form.statusCode).toBe(200);
    expect(form.body).toContain('<form method="post" action="/admin/queues/login">');
  });

  it('serves the board with ?api_key= and a signed session cookie, then its assets and API with the cookie only', async () => {
    const page = await h.app.inject({ url: `/admin/queues?api_key=${encodeURIComponent(h.adminKey)}` });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).toContain('<base href="/admin/queues/"');
    const setCookie = String(page.headers['set-cookie']);
    expect(setCookie).toMatch(/^cds_board=[^;]+; Path=\/admin\/queues; HttpOnly; SameSite=Strict; Max-Age=\d+$/);
    const cookie = setCookie.split(';')[0]!;
    // the session names the key by id and is signed; the key itself is not in it
    expect(cookieValue(cookie, 'cds_board')).toMatch(/^v1\.[A-Za-z0-9_-]+\.\d+\.[A-Za-z0-9_-]+$/);
    expect(cookie).not.toContain(h.adminKey);

    const script = /src="(static\/js\/main\.[^"]+\.js)"/.exec(page.body)?.[1];
    expect(script).toBeTruthy();
    const asset = await h.app.inject({ url: `/admin/queues/${script}`, headers: { cookie } });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['content-type']).toMatch(/javascript/);
    expect(asset.headers['set-cookie']).toBeUndefined();

    const api = await h.app.inject({ url: '/admin/queues/api/queues', headers: { cookie: `other=1; ${cookie}` } });
    expect(api.statusCode).toBe(200);
    expect(api.json().queues.map((q: { name: string }) => q.name).sort()).toEqual(['bulk', 'crawl', 'notify', 'verify']);

    const uiRoute = await h.app.inject({ url: '/admin/queues/queue/bulk', headers: { cookie } });
    expect(uiRoute.statusCode).toBe(200);

    // the cookie opens the board only, not the API
    expect((await h.app.inject({ url: '/v2/account', headers: { cookie } })).statusCode).toBe(401);
  });

  it('signs in through the form and accepts the key as a header too', async () => {
    const login = await h.app.inject({
      method: 'POST',
      url: '/admin/queues/login',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `api_key=${encodeURIComponent(h.adminKey)}`,
    });
    expect(login.statusCode).toBe(303);
    expect(login.headers.location).toBe('/admin/queues/');
    expect(String(login.headers['set-cookie'])).toMatch(/^cds_board=v1\./);
    const res = await h.app.inject({ url: '/admin/queues/api/queues', headers: { 'x-api-key': h.adminKey } });
    expect(res.statusCode).toBe(200);
    expect(String(res.headers['set-cookie'])).toMatch(/^cds_board=/);
  });

  it("refuses job options BullMQ would throw on (a client's mistake, not a 500), and adds a job with good ones", async () => {
    const add = (options: unknown) =>
      h.app.inject({ method: 'POST', url: '/admin/queues/api/queues/bulk/add', headers: { 'x-api-key': h.adminKey }, payload: { name: 'probe', data: { a: 1 }, options } as object });
    for (const options of [{ delay: ['__proto__'] }, { delay: -1 }, { attempts: 'x' }, { jobId: '12' }, { repeat: { every: 1 } }, ['delay'], 'fast']) {
      const res = await add(options);
      expect(res.statusCode, JSON.stringify(options)).toBe(400);
      expect(res.json().errors[0].details).toMatch(/job options are not valid/);
    }
    const ok = await add({ delay: 60_000, attempts: 2 });
    expect(ok.statusCode).toBe(200);
    const queue = h.graph.pipeline.queue.all().find((q) => q.name === 'bulk')!;
    const delayed = await queue.getDelayed();
    const job = delayed.find((j) => j.name === 'probe');
    expect(job?.opts).toMatchObject({ delay: 60_000, attempts: 2 });
    await job?.remove();
  });
});
