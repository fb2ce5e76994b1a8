/**
 * CrawlStateRepository against a real PostgreSQL and Redis: the claim and its webhooks in Redis,
 * a crawl's end recorded in both, the re-crawl scan (`crawledBefore`) from PostgreSQL in the
 * order the Redis sorted set served, and the order of the two writes when one side fails.
 */
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { freshSchema, type TestSchema } from '../../test/support/postgres.js';
import { deletePrefix, privateRedis } from '../../test/support/harness.js';
import type { Redis } from '../redis.js';
import { CrawlStateRepository } from './crawl-state-repository.js';

const prefix = `test:crawl-state:${randomUUID()}:`;
let database: TestSchema;
let redis: Redis;
let crawls: CrawlStateRepository;

beforeAll(async () => {
  database = await freshSchema();
  redis = privateRedis();
  crawls = new CrawlStateRepository(redis, prefix, database.db.pool);
}, 60_000);

afterAll(async () => {
  if (redis) {
    await deletePrefix(redis, prefix);
    const left = await keysUnder(prefix);
    redis.disconnect();
    expect(left).toEqual([]);
  }
  await database?.drop();
});

// Each test starts from no crawl at all, in either store.
beforeEach(async () => {
  await database.db.pool.query('TRUNCATE crawls');
  await deletePrefix(redis, prefix);
});

async function keysUnder(match: string): Promise<string[]> {
  const found: string[] = [];
  let cursor = '0';
  do {
    const [next, keys] = await redis.scan(cursor, 'MATCH', `${match}*`, 'COUNT', 1000);
    cursor = next;
    found.push(...keys);
  } while (cursor !== '0');
  return found.sort();
}

async function row(domain: string) {
  const { rows } = await database.db.pool.query<{ outcome: string; reason: string | null; crawled_at: Date }>(
    'SELECT outcome, reason, crawled_at FROM crawls WHERE domain = $1',
    [domain],
  );
  return rows[0] ? { outcome: rows[0].outcome, reason: rows[0].reason, crawled_at: rows[0].crawled_at.toISOString() } : null;
}

const T0 = new Date('2025-06-01T08:00:00.000Z');
const at = (minutes: number) => new Date(T0.getTime() + minutes * 60_000);

describe('claim, finish and get', () => {
  it('claims once, gathers the webhooks, and a crawled end records both stores and hands the webhooks over once', async () => {
    expect(await crawls.get('kranich.test')).toBeNull();
    const first = await crawls.claim('kranich.test', 600, 'https://a.test/hook', at(0));
    expect(first).toEqual({ claimed: true, state: { state: 'queued', at: '2025-06-01T08:00:00.000Z', reason: null } });
    const second = await crawls.claim('kranich.test', 600, 'https://b.test/hook', at(1));
    // The second lookup joins the crawl already queued, and sees its state (set at minute 0).
    expect(second).toEqual({ claimed: false, state: { state: 'queued', at: '2025-06-01T08:00:00.000Z', reason: null } });
    expect(await crawls.get('kranich.test')).toEqual({ state: 'queued', at: '2025-06-01T08:00:00.000Z', reason: null });
    expect(await redis.ttl(`${prefix}crawl:state:kranich.test`)).toBeGreaterThan(590);
    expect(await row('kranich.test')).toBeNull();

    const hooks = await crawls.finish('kranich.test', 'crawled', null, at(5), 60);
    expect(hooks.sort()).toEqual(['https://a.test/hook', 'https://b.test/hook']);
    expect(await crawls.get('kranich.test')).toEqual({ state: 'crawled', at: '2025-06-01T08:05:00.000Z', reason: null });
    // A crawled state holds until the next crawl (no TTL), as before.
    expect(await redis.ttl(`${prefix}crawl:state:kranich.test`)).toBe(-1);
    expect(await row('kranich.test')).toEqual({ outcome: 'crawled', reason: null, crawled_at: '2025-06-01T08:05:00.000Z' });
    // The webhooks were taken: a second end hands none over.
    expect(await crawls.finish('kranich.test', 'crawled', null, at(6), 60)).toEqual([]);
    // Only the state key is left in Redis: no hooks set, no sorted set of crawl times.
    expect(await keysUnder(prefix)).toEqual([`${prefix}crawl:state:kranich.test`]);
  });

  it('a crawled domain is not claimed again by a lookup, only by a re-crawl', async () => {
    await crawls.finish('olivaro.test', 'crawled', null, at(0), 60);
    expect(await crawls.claim('olivaro.test', 600, 'https://a.test/hook', at(1))).toEqual({
      claimed: false,
      state: { state: 'crawled', at: '2025-06-01T08:00:00.000Z', reason: null },
    });
    expect(await redis.exists(`${prefix}crawl:hooks:olivaro.test`)).toBe(0);
    expect((await crawls.claim('olivaro.test', 600, null, at(2), true)).claimed).toBe(true);
    expect(await crawls.get('olivaro.test')).toEqual({ state: 'queued', at: '2025-06-01T08:02:00.000Z', reason: null });
  });

  it('a no_website end is cached in Redis for the miss TTL and recorded with its reason', async () => {
    await crawls.claim('gone.test', 600, null, at(0));
    expect(await crawls.finish('gone.test', 'no_website', 'dns: no such host', at(1), 90)).toEqual([]);
    expect(await crawls.get('gone.test')).toEqual({ state: 'no_website', at: '2025-06-01T08:01:00.000Z', reason: 'dns: no such host' });
    const ttl = await redis.ttl(`${prefix}crawl:state:gone.test`);
    expect(ttl).toBeGreaterThan(80);
    expect(ttl).toBeLessThanOrEqual(90);
    expect(await row('gone.test')).toEqual({ outcome: 'no_website', reason: 'dns: no such host', crawled_at: '2025-06-01T08:01:00.000Z' });
  });

  it('release drops a queued claim only, and restoreHooks puts webhooks back', async () => {
    await crawls.claim('lost.test', 600, 'https://a.test/hook', at(0));
    await crawls.release('lost.test');
    expect(await crawls.get('lost.test')).toBeNull();
    await crawls.finish('kept.test', 'crawled', null, at(0), 60);
    await crawls.release('kept.test');
    expect((await crawls.get('kept.test'))?.state).toBe('crawled');
    await crawls.restoreHooks('kept.test', ['https://x.test/1', 'https://x.test/2']);
    expect((await crawls.finish('kept.test', 'crawled', null, at(1), 60)).sort()).toEqual(['https://x.test/1', 'https://x.test/2']);
  });

  it('the migration refuses an outcome other than crawled or no_website', async () => {
    await expect(
      database.db.pool.query("INSERT INTO crawls (domain, outcome, crawled_at) VALUES ('x.test', 'queued', now())"),
    ).rejects.toMatchObject({ code: '23514' });
    expect(await row('x.test')).toBeNull();
  });
});

describe('a re-crawl', () => {
  it('replaces the row: the new time, outcome and reason', async () => {
    await crawls.finish('northwind.test', 'no_website', 'refused', at(0), 60);
    expect(await crawls.crawledBefore(at(10), 10)).toEqual(['northwind.test']);
    expect((await crawls.claim('northwind.test', 600, null, at(20), true)).claimed).toBe(true);
    await crawls.finish('northwind.test', 'crawled', null, at(30), 60);
    expect(await row('northwind.test')).toEqual({ outcome: 'crawled', reason: null, crawled_at: '2025-06-01T08:30:00.000Z' });
    expect(await crawls.crawledBefore(at(10), 10)).toEqual([]);
    expect(await crawls.crawledBefore(at(31), 10)).toEqual(['northwind.test']);
    const { rows } = await database.db.pool.query<{ n: number }>('SELECT count(*)::int AS n FROM crawls');
    expect(rows[0]!.n).toBe(1);
  });

  it('the last crawl to finish wins, as the sorted set did (an older time replaces a newer one)', async () => {
    await crawls.finish('olivaro.test', 'crawled', null, at(30), 60);
    await crawls.finish('olivaro.test', 'crawled', null, at(-40 * 24 * 60), 60);
    expect(await row('olivaro.test')).toEqual({ outcome: 'crawled', reason: null, crawled_at: '2025-04-22T08:00:00.000Z' });
    expect(await crawls.crawledBefore(at(0), 10)).toEqual(['olivaro.test']);
  });
});

describe('crawledBefore', () => {
  // Ties at one instant, and names whose byte order differs from a linguistic collation's
  // ('-' < '.' < '0' < 'a' in bytes; en_US would ignore the punctuation).
  const crawled: [string, number][] = [
    ['zeta.test', 0],
    ['a0.test', 1],
    ['a.test', 1],
    ['a-b.test', 1],
    ['b.test', 1],
    ['early.test', -5],
    ['mid.test', 3],
    ['edge.test', 10],
    ['late.test', 11],
  ];
  // Oldest first, ties by domain in byte order; `edge.test` sits exactly at the bound: excluded.
  const expected = ['early.test', 'zeta.test', 'a-b.test', 'a.test', 'a0.test', 'b.test', 'mid.test'];

  beforeEach(async () => {
    for (const [domain, minute] of crawled) await crawls.finish(domain, minute === 3 ? 'no_website' : 'crawled', null, at(minute), 600);
  });

  it('returns the domains crawled strictly before the bound, oldest first, ties by byte order', async () => {
    expect(await crawls.crawledBefore(at(10), 100)).toEqual(expected);
    expect(await crawls.crawledBefore(at(12), 100)).toEqual([...expected, 'edge.test', 'late.test']);
    expect(await crawls.crawledBefore(at(-5), 100)).toEqual([]);
  });

  it('serves the order ZRANGEBYSCORE served over the same crawls', async () => {
    const zset = `${prefix}crawl:reference`;
    for (const [domain, minute] of crawled) await redis.zadd(zset, at(minute).getTime(), domain);
    for (const [bound, limit, offset] of [[10, 100, 0], [12, 3, 2], [1, 10, 0], [10, 2, 6], [12, 0, 0]] as const) {
      const sortedSet = await redis.zrangebyscore(zset, '-inf', `(${at(bound).getTime()}`, 'LIMIT', offset, limit);
      expect(await crawls.crawledBefore(at(bound), limit, offset)).toEqual(sortedSet);
    }
    await redis.del(zset);
  });

  it('keeps that order whatever plan the server picks (the ORDER BY says it, not the index)', async () => {
    // A pool whose sessions may not use an index: the rows come from the heap, in insertion order.
    const url = new URL(database.db.url);
    url.searchParams.set('options', `${url.searchParams.get('options') ?? ''} -c enable_indexscan=off -c enable_indexonlyscan=off -c enable_bitmapscan=off`);
    const noIndex = new pg.Pool({ connectionString: url.toString(), max: 1 });
    noIndex.on('error', () => undefined);
    try {
      const plain = new CrawlStateRepository(redis, prefix, noIndex);
      expect(await plain.crawledBefore(at(10), 100)).toEqual(expected);
      expect(await plain.crawledBefore(at(10), 3, 2)).toEqual(expected.slice(2, 5));
    } finally {
      await noIndex.end();
    }
  });

  it('pages by limit and offset without gaps or repeats', async () => {
    const pages: string[][] = [];
    for (let offset = 0; ; offset += 3) {
      const page = await crawls.crawledBefore(at(10), 3, offset);
      if (page.length === 0) break;
      pages.push(page);
    }
    expect(pages).toEqual([expected.slice(0, 3), expected.slice(3, 6), expected.slice(6)]);
    expect(await crawls.crawledBefore(at(10), 2)).toEqual(['early.test', 'zeta.test']);
    expect(await crawls.crawledBefore(at(10), 0)).toEqual([]);
    expect(await crawls.crawledBefore(at(10), 5, 100)).toEqual([]);
  });

  it('refuses a negative or fractional limit or offset', async () => {
    await expect(crawls.crawledBefore(at(10), -1)).rejects.toThrow(RangeError);
    await expect(crawls.crawledBefore(at(10), 2, 1.5)).rejects.toThrow(RangeError);
  });

  it('survives losing Redis: the fact is in PostgreSQL', async () => {
    await deletePrefix(redis, prefix);
    expect(await keysUnder(prefix)).toEqual([]);
    expect(await crawls.get('a.test')).toBeNull();
    expect(await crawls.crawledBefore(at(10), 100)).toEqual(expected);
    // A new repository (a restarted process) reads the same.
    const again = new CrawlStateRepository(redis, prefix, database.db.pool);
    expect(await again.crawledBefore(at(10), 3, 3)).toEqual(expected.slice(3, 6));
  });

  it('reads the index on (crawled_at, domain), not the table', async () => {
    const client = await database.db.pool.connect();
    try {
      // Over a few rows the planner rightly prefers reading them all and sorting: take those
      // plans away, so the plan shows whether the index serves the range in order.
      await client.query('SET enable_seqscan = off');
      await client.query('SET enable_bitmapscan = off');
      const { rows } = await client.query<{ 'QUERY PLAN': string }>(
        "EXPLAIN SELECT domain FROM crawls WHERE crawled_at < '2025-06-01T08:10:00Z' ORDER BY crawled_at, domain LIMIT 500 OFFSET 0",
      );
      const plan = rows.map((r) => r['QUERY PLAN']).join('\n');
      expect(plan).toMatch(/Index (Only )?Scan using crawls_crawled_at/);
      expect(plan).not.toMatch(/Sort/);
    } finally {
      await client.query('RESET enable_seqscan');
      await client.query('RESET enable_bitmapscan');
      client.release();
    }
  });
});

describe('the order of the two writes', () => {
  it('a Redis failure after the PostgreSQL write keeps the claim and its webhooks: the retry hands them over once', async () => {
    await crawls.claim('retry.test', 600, 'https://a.test/hook', at(0));
    const redisDown = {
      cdsCrawlClaim: () => undefined,
      multi: () => {
        throw new Error('redis is down');
      },
    } as unknown as Redis;
    const failing = new CrawlStateRepository(redisDown, prefix, database.db.pool);
    await expect(failing.finish('retry.test', 'crawled', null, at(5), 60)).rejects.toThrow('redis is down');
    // The fact is recorded; the claim and its webhook are as they were.
    expect(await row('retry.test')).toEqual({ outcome: 'crawled', reason: null, crawled_at: '2025-06-01T08:05:00.000Z' });
    expect(await crawls.crawledBefore(at(6), 10)).toEqual(['retry.test']);
    expect((await crawls.get('retry.test'))?.state).toBe('queued');
    // The retry (a new crawl, a new time) takes the webhook, once.
    expect(await crawls.finish('retry.test', 'crawled', null, at(8), 60)).toEqual(['https://a.test/hook']);
    expect(await crawls.finish('retry.test', 'crawled', null, at(9), 60)).toEqual([]);
    expect(await row('retry.test')).toEqual({ outcome: 'crawled', reason: null, crawled_at: '2025-06-01T08:09:00.000Z' });
  });

  it('a PostgreSQL failure leaves Redis untouched: nothing taken, nothing marked crawled', async () => {
    await crawls.claim('pgdown.test', 600, 'https://a.test/hook', at(0));
    const pgDown = {
      query: async () => {
        throw new Error('database is down');
      },
    } as unknown as pg.Pool;
    const failing = new CrawlStateRepository(redis, prefix, pgDown);
    await expect(failing.finish('pgdown.test', 'crawled', null, at(5), 60)).rejects.toThrow('database is down');
    expect(await crawls.get('pgdown.test')).toEqual({ state: 'queued', at: '2025-06-01T08:00:00.000Z', reason: null });
    expect(await redis.smembers(`${prefix}crawl:hooks:pgdown.test`)).toEqual(['https://a.test/hook']);
    expect(await row('pgdown.test')).toBeNull();
    expect(await crawls.finish('pgdown.test', 'crawled', null, at(6), 60)).toEqual(['https://a.test/hook']);
  });
});
