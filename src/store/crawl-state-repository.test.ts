/**
 * Where each domain's crawl stands (core/web/crawl-state.ts, CrawlStateStore), one contract on
 * both homes: the claim and its webhooks in Redis with the provenance in PostgreSQL
 * (crawl-state-repository.ts), and all of it in PostgreSQL (-pg.ts). Then what only one of them
 * has: the Redis shape's keys, TTLs and the order of its two writes; the PostgreSQL shape's one
 * transaction per crawl's end and its sweep.
 */
import pg from 'pg';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { freshSchema, type TestSchema } from '../../test/support/postgres.js';
import { deletePrefix } from '../../test/support/harness.js';
import { redisSide, skippableClock, type RedisSide } from '../../test/support/store-shapes.js';
import type { Redis } from '../redis.js';
import { MAX_WEBHOOKS_PER_CRAWL, type CrawlStateStore } from '../core/web/crawl-state.js';
import { CrawlStateRepository } from './crawl-state-repository.js';
import { PgCrawlStateRepository } from './crawl-state-repository-pg.js';

const T0 = new Date('2025-06-01T08:00:00.000Z');
const at = (minutes: number) => new Date(T0.getTime() + minutes * 60_000);

interface Side {
  crawls: CrawlStateStore;
  schema: TestSchema;
  /** The same store over another pool (for the provenance queries). */
  withPool(pool: pg.Pool): CrawlStateStore;
  /** Forgets every claim and crawl. */
  clear(): Promise<void>;
  elapse(ms: number): Promise<void>;
  close(): Promise<void>;
}

const shapes: { name: string; open(): Promise<Side> }[] = [
  {
    name: 'redis',
    async open() {
      const schema = await freshSchema(10);
      const side = redisSide('crawl-state');
      return {
        schema,
        crawls: new CrawlStateRepository(side.redis, side.prefix, schema.db.pool),
        withPool: (pool) => new CrawlStateRepository(side.redis, side.prefix, pool),
        async clear() {
          await schema.db.pool.query('TRUNCATE crawls');
          await deletePrefix(side.redis, side.prefix);
        },
        elapse: (ms) => side.elapse(ms),
        async close() {
          await side.close();
          await schema.drop();
        },
      };
    },
  },
  {
    name: 'postgres',
    async open() {
      const schema = await freshSchema(10);
      const clock = skippableClock();
      return {
        schema,
        crawls: new PgCrawlStateRepository(schema.db.pool, clock.now),
        withPool: (pool) => new PgCrawlStateRepository(pool, clock.now),
        clear: async () => void (await schema.db.pool.query('TRUNCATE crawls, crawl_claims, crawl_hooks')),
        elapse: async (ms) => clock.elapse(ms),
        close: () => schema.drop(),
      };
    },
  },
];

describe.each(shapes)('crawl state on $name', (shape) => {
  let side: Side;
  let crawls: CrawlStateStore;
  beforeAll(async () => {
    side = await shape.open();
    crawls = side.crawls;
  }, 60_000);
  afterAll(async () => side?.close());
  // Each test starts from no crawl at all.
  beforeEach(async () => side.clear());

  async function row(domain: string) {
    const { rows } = await side.schema.db.pool.query<{ outcome: string; reason: string | null; crawled_at: Date }>(
      'SELECT outcome, reason, crawled_at FROM crawls WHERE domain = $1',
      [domain],
    );
    return rows[0] ? { outcome: rows[0].outcome, reason: rows[0].reason, crawled_at: rows[0].crawled_at.toISOString() } : null;
  }

  describe('claim, finish and get', () => {
    it('claims once, gathers the webhooks, and a crawled end records the crawl and hands the webhooks over once', async () => {
      expect(await crawls.get('kranich.test')).toBeNull();
      const first = await crawls.claim('kranich.test', 600, 'https://a.test/hook', at(0));
      expect(first).toEqual({ claimed: true, state: { state: 'queued', at: '2025-06-01T08:00:00.000Z', reason: null } });
      const second = await crawls.claim('kranich.test', 600, 'https://b.test/hook', at(1));
      // The second lookup joins the crawl already queued, and sees its state (set at minute 0).
      expect(second).toEqual({ claimed: false, state: { state: 'queued', at: '2025-06-01T08:00:00.000Z', reason: null } });
      expect(await crawls.get('kranich.test')).toEqual({ state: 'queued', at: '2025-06-01T08:00:00.000Z', reason: null });
      expect(await row('kranich.test')).toBeNull();

      const hooks = await crawls.finish('kranich.test', 'crawled', null, at(5), 60);
      expect(hooks.sort()).toEqual(['https://a.test/hook', 'https://b.test/hook']);
      expect(await crawls.get('kranich.test')).toEqual({ state: 'crawled', at: '2025-06-01T08:05:00.000Z', reason: null });
      expect(await row('kranich.test')).toEqual({ outcome: 'crawled', reason: null, crawled_at: '2025-06-01T08:05:00.000Z' });
      // The webhooks were taken: a second end hands none over.
      expect(await crawls.finish('kranich.test', 'crawled', null, at(6), 60)).toEqual([]);
      // A crawled state holds until the next crawl, however long.
      await side.elapse(30 * 24 * 3600_000);
      expect((await crawls.get('kranich.test'))?.state).toBe('crawled');
    });

    it('a queued claim lasts its TTL: then the next lookup claims again', async () => {
      expect((await crawls.claim('stalled.test', 600, null, at(0))).claimed).toBe(true);
      await side.elapse(590_000);
      expect((await crawls.claim('stalled.test', 600, null, at(1))).claimed).toBe(false);
      await side.elapse(20_000);
      expect(await crawls.get('stalled.test')).toBeNull();
      expect(await crawls.claim('stalled.test', 600, null, at(2))).toEqual({ claimed: true, state: { state: 'queued', at: '2025-06-01T08:02:00.000Z', reason: null } });
    });

    it('a crawled domain is not claimed again by a lookup, only by a re-crawl; its webhook is not kept', async () => {
      await crawls.finish('olivaro.test', 'crawled', null, at(0), 60);
      expect(await crawls.claim('olivaro.test', 600, 'https://a.test/hook', at(1))).toEqual({
        claimed: false,
        state: { state: 'crawled', at: '2025-06-01T08:00:00.000Z', reason: null },
      });
      expect((await crawls.claim('olivaro.test', 600, null, at(2), true)).claimed).toBe(true);
      expect(await crawls.get('olivaro.test')).toEqual({ state: 'queued', at: '2025-06-01T08:02:00.000Z', reason: null });
      expect(await crawls.finish('olivaro.test', 'crawled', null, at(3), 60)).toEqual([]);
    });

    it('a no_website end is remembered for the miss TTL and recorded with its reason', async () => {
      await crawls.claim('gone.test', 600, null, at(0));
      expect(await crawls.finish('gone.test', 'no_website', 'dns: no such host', at(1), 90)).toEqual([]);
      expect(await crawls.get('gone.test')).toEqual({ state: 'no_website', at: '2025-06-01T08:01:00.000Z', reason: 'dns: no such host' });
      expect(await row('gone.test')).toEqual({ outcome: 'no_website', reason: 'dns: no such host', crawled_at: '2025-06-01T08:01:00.000Z' });
      await side.elapse(80_000);
      expect((await crawls.claim('gone.test', 600, null, at(2))).claimed).toBe(false);
      await side.elapse(20_000);
      expect(await crawls.get('gone.test')).toBeNull();
      expect((await crawls.claim('gone.test', 600, null, at(3))).claimed).toBe(true);
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
      await expect(side.schema.db.pool.query("INSERT INTO crawls (domain, outcome, crawled_at) VALUES ('x.test', 'queued', now())")).rejects.toMatchObject({ code: '23514' });
      expect(await row('x.test')).toBeNull();
    });
  });

  describe('concurrent lookups', () => {
    it('of one domain: exactly one claims the crawl, and every webhook waits on it', async () => {
      const outcomes = await Promise.all(Array.from({ length: 12 }, (_, n) => crawls.claim('busy.test', 600, `https://r.test/hook?n=${n}`, at(0))));
      expect(outcomes.filter((o) => o.claimed)).toHaveLength(1);
      for (const o of outcomes) expect(o.state).toEqual({ state: 'queued', at: '2025-06-01T08:00:00.000Z', reason: null });
      expect(await crawls.finish('busy.test', 'crawled', null, at(1), 60)).toHaveLength(12);
    });

    it(`keep at most ${MAX_WEBHOOKS_PER_CRAWL} webhooks per crawl, however many ask at once`, async () => {
      await Promise.all(Array.from({ length: MAX_WEBHOOKS_PER_CRAWL + 30 }, (_, n) => crawls.claim('many-hooks.test', 600, `https://r.test/hook?n=${n}`, at(0))));
      const hooks = await crawls.finish('many-hooks.test', 'no_website', null, at(1), 60);
      expect(hooks).toHaveLength(MAX_WEBHOOKS_PER_CRAWL);
      expect(new Set(hooks).size).toBe(MAX_WEBHOOKS_PER_CRAWL);
    });

    it('and a crawl ending meanwhile: every webhook is handed over once, by the end or left for the next crawl', async () => {
      await crawls.claim('racing.test', 600, 'https://r.test/first', at(0));
      const claims = Array.from({ length: 10 }, (_, n) => crawls.claim('racing.test', 600, `https://r.test/hook?n=${n}`, at(0)));
      const ended = crawls.finish('racing.test', 'no_website', 'refused', at(1), 600);
      const outcomes = await Promise.all(claims);
      const handed = await ended;
      // A lookup that came before the end joined the queued crawl: the end hands its webhook over.
      // One that came after saw no_website: its webhook is not kept. None is lost in between.
      const joined = outcomes.flatMap((o, n) => (o.state.state === 'queued' ? [`https://r.test/hook?n=${n}`] : []));
      expect(handed.sort()).toEqual(['https://r.test/first', ...joined].sort());
      expect(await crawls.finish('racing.test', 'no_website', 'refused', at(2), 600)).toEqual([]);
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
      const { rows } = await side.schema.db.pool.query<{ n: number }>('SELECT count(*)::int AS n FROM crawls');
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

    it('keeps that order whatever plan the server picks (the ORDER BY says it, not the index)', async () => {
      // A pool whose sessions may not use an index: the rows come from the heap, in insertion order.
      const url = new URL(side.schema.db.url);
      url.searchParams.set('options', `${url.searchParams.get('options') ?? ''} -c enable_indexscan=off -c enable_indexonlyscan=off -c enable_bitmapscan=off`);
      const noIndex = new pg.Pool({ connectionString: url.toString(), max: 1 });
      noIndex.on('error', () => undefined);
      try {
        const plain = side.withPool(noIndex);
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

    it('reads the index on (crawled_at, domain), not the table', async () => {
      const client = await side.schema.db.pool.connect();
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
});

describe('crawl state on redis: keys, TTLs and the order of the two writes', () => {
  let schema: TestSchema;
  let side: RedisSide;
  let redis: Redis;
  let prefix: string;
  let crawls: CrawlStateRepository;

  beforeAll(async () => {
    schema = await freshSchema();
    side = redisSide('crawl-state-redis');
    ({ redis, prefix } = side);
    crawls = new CrawlStateRepository(redis, prefix, schema.db.pool);
  }, 60_000);

  afterAll(async () => {
    await side?.close();
    await schema?.drop();
  });

  beforeEach(async () => {
    await schema.db.pool.query('TRUNCATE crawls');
    await deletePrefix(redis, prefix);
  });

  async function row(domain: string) {
    const { rows } = await schema.db.pool.query<{ outcome: string; crawled_at: Date }>('SELECT outcome, crawled_at FROM crawls WHERE domain = $1', [domain]);
    return rows[0] ? { outcome: rows[0].outcome, crawled_at: rows[0].crawled_at.toISOString() } : null;
  }

  it('keeps a queued state for its TTL, a crawled one without, a no_website one for the miss TTL; only state keys stay', async () => {
    await crawls.claim('kranich.test', 600, 'https://a.test/hook', at(0));
    expect(await redis.ttl(`${prefix}crawl:state:{kranich.test}`)).toBeGreaterThan(590);
    await crawls.finish('kranich.test', 'crawled', null, at(5), 60);
    expect(await redis.ttl(`${prefix}crawl:state:{kranich.test}`)).toBe(-1);
    await crawls.claim('gone.test', 600, null, at(0));
    await crawls.finish('gone.test', 'no_website', 'dns: no such host', at(1), 90);
    const ttl = await redis.ttl(`${prefix}crawl:state:{gone.test}`);
    expect(ttl).toBeGreaterThan(80);
    expect(ttl).toBeLessThanOrEqual(90);
    // No hooks set left, no sorted set of crawl times.
    expect(await side.keys()).toEqual([`${prefix}crawl:state:{gone.test}`, `${prefix}crawl:state:{kranich.test}`]);
  });

  it('serves the order ZRANGEBYSCORE served over the same crawls', async () => {
    const crawled: [string, number][] = [['zeta.test', 0], ['a0.test', 1], ['a.test', 1], ['a-b.test', 1], ['b.test', 1], ['early.test', -5], ['mid.test', 3], ['edge.test', 10], ['late.test', 11]];
    for (const [domain, minute] of crawled) await crawls.finish(domain, 'crawled', null, at(minute), 600);
    const zset = `${prefix}crawl:reference`;
    for (const [domain, minute] of crawled) await redis.zadd(zset, at(minute).getTime(), domain);
    for (const [bound, limit, offset] of [[10, 100, 0], [12, 3, 2], [1, 10, 0], [10, 2, 6], [12, 0, 0]] as const) {
      const sortedSet = await redis.zrangebyscore(zset, '-inf', `(${at(bound).getTime()}`, 'LIMIT', offset, limit);
      expect(await crawls.crawledBefore(at(bound), limit, offset)).toEqual(sortedSet);
    }
    await redis.del(zset);
  });

  it('survives losing Redis: the fact is in PostgreSQL', async () => {
    await crawls.finish('a.test', 'crawled', null, at(1), 600);
    await deletePrefix(redis, prefix);
    expect(await crawls.get('a.test')).toBeNull();
    expect(await crawls.crawledBefore(at(10), 100)).toEqual(['a.test']);
  });

  it('a Redis failure after the PostgreSQL write keeps the claim and its webhooks: the retry hands them over once', async () => {
    await crawls.claim('retry.test', 600, 'https://a.test/hook', at(0));
    const redisDown = {
      cdsCrawlClaim: () => undefined,
      multi: () => {
        throw new Error('redis is down');
      },
    } as unknown as Redis;
    const failing = new CrawlStateRepository(redisDown, prefix, schema.db.pool);
    await expect(failing.finish('retry.test', 'crawled', null, at(5), 60)).rejects.toThrow('redis is down');
    // The fact is recorded; the claim and its webhook are as they were.
    expect(await row('retry.test')).toEqual({ outcome: 'crawled', crawled_at: '2025-06-01T08:05:00.000Z' });
    expect(await crawls.crawledBefore(at(6), 10)).toEqual(['retry.test']);
    expect((await crawls.get('retry.test'))?.state).toBe('queued');
    // The retry (a new crawl, a new time) takes the webhook, once.
    expect(await crawls.finish('retry.test', 'crawled', null, at(8), 60)).toEqual(['https://a.test/hook']);
    expect(await crawls.finish('retry.test', 'crawled', null, at(9), 60)).toEqual([]);
    expect(await row('retry.test')).toEqual({ outcome: 'crawled', crawled_at: '2025-06-01T08:09:00.000Z' });
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
    expect(await redis.smembers(`${prefix}crawl:hooks:{pgdown.test}`)).toEqual(['https://a.test/hook']);
    expect(await row('pgdown.test')).toBeNull();
    expect(await crawls.finish('pgdown.test', 'crawled', null, at(6), 60)).toEqual(['https://a.test/hook']);
  });
});

describe('crawl state on postgres: one transaction per crawl end, and the sweep', () => {
  let schema: TestSchema;
  beforeAll(async () => {
    schema = await freshSchema();
  }, 60_000);
  afterAll(async () => schema?.drop());

  it('a failure while taking the webhooks writes nothing: no provenance, the claim and its webhooks as they were', async () => {
    const crawls = new PgCrawlStateRepository(schema.db.pool);
    await crawls.claim('atomic.test', 600, 'https://a.test/hook', at(0));
    await schema.db.pool.query(`CREATE FUNCTION refuse_hook_delete() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'hooks are locked by the test'; END $$`);
    await schema.db.pool.query('CREATE TRIGGER refuse_hook_delete BEFORE DELETE ON crawl_hooks FOR EACH ROW EXECUTE FUNCTION refuse_hook_delete()');
    try {
      await expect(crawls.finish('atomic.test', 'crawled', null, at(5), 60)).rejects.toThrow('hooks are locked by the test');
    } finally {
      await schema.db.pool.query('DROP TRIGGER refuse_hook_delete ON crawl_hooks');
      await schema.db.pool.query('DROP FUNCTION refuse_hook_delete()');
    }
    expect((await schema.db.pool.query('SELECT 1 FROM crawls WHERE domain = $1', ['atomic.test'])).rowCount).toBe(0);
    expect(await crawls.get('atomic.test')).toEqual({ state: 'queued', at: '2025-06-01T08:00:00.000Z', reason: null });
    expect(await crawls.finish('atomic.test', 'crawled', null, at(6), 60)).toEqual(['https://a.test/hook']);
  });

  it('sweeps claims and webhooks whose lifetime is over, and keeps crawled states and put-back webhooks', async () => {
    const clock = skippableClock();
    const crawls = new PgCrawlStateRepository(schema.db.pool, clock.now);
    await schema.db.pool.query('TRUNCATE crawls, crawl_claims, crawl_hooks');
    await crawls.claim('queued.test', 60, 'https://a.test/1', at(0));
    await crawls.finish('crawled.test', 'crawled', null, at(0), 60);
    await crawls.restoreHooks('crawled.test', ['https://a.test/2']);
    await crawls.claim('missing.test', 600, null, at(0));
    await crawls.finish('missing.test', 'no_website', null, at(0), 30);
    expect(await crawls.sweep()).toBe(0);
    clock.elapse(61_000);
    expect(await crawls.sweep()).toBe(3); // queued.test's claim and webhook, missing.test's state
    const claims = await schema.db.pool.query<{ domain: string }>('SELECT domain FROM crawl_claims ORDER BY domain');
    expect(claims.rows.map((r) => r.domain)).toEqual(['crawled.test']);
    const hooks = await schema.db.pool.query<{ url: string }>('SELECT url FROM crawl_hooks');
    expect(hooks.rows.map((r) => r.url)).toEqual(['https://a.test/2']);
  });
});
