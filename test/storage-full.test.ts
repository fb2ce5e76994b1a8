/**
 * When Redis fills (issue 19), on a redis-server of the test's own with a small maxmemory and the
 * `noeviction` policy BullMQ needs (README, "When the store fills"):
 * - an upload that cannot fit is refused at once with 507 storage_full, and nothing of it stays;
 * - a bulk admitted before the store filled (here: filled by other data after it was admitted)
 *   ends `failed` with reason storage_full, its stored parts freed first, its counts true;
 * - while Redis is full, keyed requests are answered (counted and limited as usual) and never
 *   500; a request that needs to write Redis is 503 storage_full with Retry-After; health says
 *   degraded with the cause and /metrics shows the store full;
 * - once there is room again, a smaller bulk completes.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../src/logger.js';
import { createRedis, type Redis } from '../src/redis.js';
import { startWorker, type RunningWorker } from '../src/worker.js';
import { startHarness, type Harness } from './support/harness.js';
import { resultsCsv, uploadCsv, waitForBulk } from './support/pipeline.js';
import { startRedisServer, type RedisServer } from './support/redis-server.js';

const MAXMEMORY = 64 * 1024 * 1024;
/** A bulk the store admits (about 49 MB at its peak by admission's estimate) that takes a few seconds. */
const BULK_ROWS = 120_000;

function csv(rows: number, tag: string): string {
  const lines = ['email,row'];
  for (let i = 0; i < rows; i++) lines.push(`${tag}${i}@company${i % 97}.test,${i}`);
  return lines.join('\n') + '\n';
}

async function usedMemory(redis: Redis): Promise<number> {
  return Number(/used_memory:(\d+)/.exec(await redis.info('memory'))![1]);
}

/**
 * Makes Redis full as other data would: its maxmemory set just under what it uses now, so every
 * write that may grow memory is refused until something is freed (a filler of our own would sit
 * at the threshold, and the expiry of a few counters would let writes through again).
 */
async function makeFull(redis: Redis): Promise<number> {
  const limit = (await usedMemory(redis)) - 1024 * 1024;
  await redis.config('SET', 'maxmemory', String(limit));
  return limit;
}

describe('a full Redis', () => {
  let server: RedisServer;
  let h: Harness;
  let redis: Redis;
  let worker: RunningWorker | null = null;

  beforeAll(async () => {
    server = await startRedisServer(['--maxmemory', String(MAXMEMORY), '--maxmemory-policy', 'noeviction']);
    h = await startHarness({ REDIS_URL: server.url, BULK_NETWORK_CHECKS: 'false', REVERIFY_CRON: '0 0 1 1 *', RECRAWL_CRON: '0 0 1 1 *', CRAWL_ON_MISS: 'true' });
    redis = createRedis(server.url);
  });
  afterAll(async () => {
    await worker?.close();
    await h?.close();
    redis?.disconnect();
    await server?.stop();
  });

  it('refuses an upload that cannot fit with 507 storage_full, from its first megabytes, and keeps nothing of it', async () => {
    const before = await usedMemory(redis);
    const res = await uploadCsv(h, csv(400_000, 'big'), 'kind=verify');
    expect(res.status).toBe(507);
    expect(res.body.errors[0]).toMatchObject({ id: 'storage_full', code: 507 });
    expect(res.body.errors[0].details).toMatch(/no room/);
    expect(await h.storedUploadPieces()).toBe(0);
    // What it stored before it was refused is gone (a few kB of counters may remain).
    expect(await usedMemory(redis)).toBeLessThan(before + 512 * 1024);
    const list = await h.app.inject({ url: '/v2/bulks', headers: { 'x-api-key': h.key } });
    expect(list.json().meta.total).toBe(0);
  });

  it('keeps answering keyed requests while Redis is full, never 500: a write it needs is 503 storage_full, an upload 507, health degraded', async () => {
    const limit = await makeFull(redis);
    try {
      // The store's headroom is read at most once a second (store/headroom.ts): let it see the fill.
      await new Promise((r) => setTimeout(r, 1100));
      for (const url of ['/v2/account', '/v2/bulks', '/v2/companies/find?domain=northwind-robotics.test', '/v2/leads']) {
        const res = await h.app.inject({ url, headers: { 'x-api-key': h.key } });
        expect(res.statusCode, `${url}: ${res.body.slice(0, 200)}`).not.toBe(500);
      }
      // Counted and limited as usual (the rate-limit script may write at maxmemory).
      const account = await h.app.inject({ url: '/v2/account', headers: { 'x-api-key': h.key } });
      expect(account.statusCode).toBe(200);
      // A lookup that must write Redis (a crawl claim for a domain the index lacks) cannot: 503.
      const crawl = await h.app.inject({ url: '/v2/companies/find?domain=never-seen-before.test', headers: { 'x-api-key': h.key } });
      expect(crawl.statusCode).toBe(503);
      expect(crawl.json().errors[0]).toMatchObject({ id: 'storage_full', code: 503 });
      expect(crawl.headers['retry-after']).toBe('60');
      // Uploads are refused before a byte is stored.
      const refused = await uploadCsv(h, csv(10, 'tiny'), 'kind=verify');
      expect(refused.status).toBe(507);
      expect(refused.body.errors[0].details).toMatch(/store is full/);
      // Health says why; the metrics show it.
      const health = await h.app.inject({ url: '/v2/health' });
      expect(health.statusCode).toBe(200);
      expect(health.json().data).toMatchObject({ status: 'degraded', cause: expect.stringMatching(/maxmemory.*refuses writes/) });
      const metrics = await h.app.inject({ url: '/metrics', headers: { authorization: `Bearer ${h.adminKey}` } });
      expect(metrics.statusCode).toBe(200);
      expect(metrics.body).toContain('cds_store_full{store="Redis"} 1');
      expect(metrics.body).toContain(`cds_store_limit_bytes{store="Redis"} ${limit}`);
    } finally {
      await redis.config('SET', 'maxmemory', String(MAXMEMORY));
    }
    await new Promise((r) => setTimeout(r, 1100));
    expect((await h.app.inject({ url: '/v2/health' })).json().data).toMatchObject({ status: 'ok', cause: null });
  });

  it('fails a running bulk that meets a full store with storage_full, frees its parts, never answers 500, then completes a smaller bulk', async () => {
    worker = await startWorker(h.config, h.graph, createLogger('silent'), 2);
    // Keyed requests all along: none may be a 500.
    const statuses: number[] = [];
    let polling = true;
    const poller = (async () => {
      while (polling) {
        statuses.push((await h.app.inject({ url: '/v2/account', headers: { 'x-api-key': h.key } })).statusCode);
        await new Promise((r) => setTimeout(r, 20));
      }
    })();

    const up = await uploadCsv(h, csv(BULK_ROWS, 'mid'), 'kind=verify');
    expect(up.status, JSON.stringify(up.body)).toBe(202);
    const id = up.body.data.id as string;
    // Mid-bulk, something else fills Redis.
    for (;;) {
      const b = await h.graph.pipeline.bulks.get(id);
      if (b && b.processed > 0) {
        expect(b.state).not.toBe('completed');
        break;
      }
      await new Promise((r) => setTimeout(r, 10));
    }
    await makeFull(redis);
    const failed = await waitForBulk(h, id, 60_000);
    await redis.config('SET', 'maxmemory', String(MAXMEMORY));
    expect(failed).toMatchObject({ state: 'failed', error: expect.stringMatching(/^storage_full: /) });
    // Counts stay true: what it counted adds up to what it says it processed, short of the whole.
    expect(Object.values(failed.counts as Record<string, number>).reduce((a, b) => a + b, 0)).toBe(failed.processed);
    expect(failed.processed).toBeLessThan(BULK_ROWS);
    // Its parts are gone: upload, pages, results.
    expect(await h.storedUploadPieces(id)).toBe(0);
    expect(await redis.keys(`${h.prefix}bulk:{${id}}:*`)).toEqual(expect.not.arrayContaining([expect.stringMatching(/:(upload|in|res):/)]));
    const results = await h.app.inject({ url: `/v2/bulks/${id}/results`, headers: { 'x-api-key': h.key } });
    expect(results.statusCode).toBe(422);
    expect(results.json().errors[0].details).toMatch(/storage_full/);

    // Room again: a smaller bulk completes, every row once.
    const small = await uploadCsv(h, csv(2_000, 'small'), 'kind=verify');
    expect(small.status, JSON.stringify(small.body)).toBe(202);
    const done = await waitForBulk(h, small.body.data.id, 60_000);
    expect(done).toMatchObject({ state: 'completed', total: 2_000, processed: 2_000 });
    const rows = await resultsCsv(h, small.body.data.id);
    expect(rows.map((r) => r.row)).toEqual(Array.from({ length: 2_000 }, (_, i) => String(i)));

    polling = false;
    await poller;
    expect(statuses.length).toBeGreaterThan(10);
    expect(statuses.filter((s) => s !== 200)).toEqual([]);
  }, 120_000);
});
