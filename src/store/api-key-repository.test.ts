/**
 * API keys (core/access/api-keys.ts, ApiKeyStore), one contract on both homes: PostgreSQL records
 * with Redis in front (api-key-repository.ts: cache, rate limits and usage in Redis) and
 * PostgreSQL alone (-pg.ts: no cache, limits and usage in PostgreSQL). Then what only one of them
 * has: the Redis shape's cache (one round trip, write-through, versions), the PostgreSQL shape's
 * one statement per request and its sweep.
 */
import { createHash, randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshSchema, type TestSchema } from '../../test/support/postgres.js';
import { redisSide, type RedisSide } from '../../test/support/store-shapes.js';
import type { Redis } from '../redis.js';
import { USAGE_KINDS, type ApiKeyStore, type KeyRole, type RateLimits } from '../core/access/api-keys.js';
import { API_KEY_PREFIX, CACHE_SECONDS, hashApiKey, NEGATIVE_CACHE_SECONDS, ApiKeyRepository } from './api-key-repository.js';
import { PgApiKeyRepository } from './api-key-repository-pg.js';

const LIMITS: RateLimits = { perSecond: 1000, perMinute: 100_000 };
/** 2025-03-14T10:20:10Z: ten seconds into a minute, in March 2025. */
const T0 = Date.UTC(2025, 2, 14, 10, 20, 10);

function sha256(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

function wellFormedKey(): string {
  return API_KEY_PREFIX + randomBytes(32).toString('base64url');
}

/** One home of the keys, as the contract sees it. */
interface Side {
  keys: ApiKeyStore;
  /** The records' PostgreSQL. */
  pool: pg.Pool;
  /** The same keys as another process of the deployment sees them (its own connections). */
  otherProcess(): Promise<{ keys: ApiKeyStore; close(): Promise<void> }>;
  /** Every text the home holds (rows, keys, values), for the "no plain key stored" check. */
  everythingStored(): Promise<string[]>;
  close(): Promise<void>;
}

/** Each row of each table of the schema as JSON (bytea as hex), plus base64 forms of bytea columns. */
async function dumpSchema(pool: pg.Pool): Promise<string[]> {
  const { rows: tables } = await pool.query<{ name: string }>("SELECT tablename AS name FROM pg_tables WHERE schemaname = current_schema()");
  const out: string[] = [];
  for (const { name } of tables) {
    const { rows } = await pool.query<Record<string, unknown>>(`SELECT * FROM ${name}`);
    for (const row of rows) {
      for (const value of Object.values(row)) {
        out.push(...(Buffer.isBuffer(value) ? [value.toString('hex'), value.toString('base64'), value.toString('base64url'), value.toString('latin1')] : [JSON.stringify(value)]));
      }
    }
  }
  return out;
}

const shapes: { name: string; open(): Promise<Side & { schema: TestSchema }> }[] = [
  {
    name: 'redis',
    async open() {
      const schema = await freshSchema();
      const side: RedisSide = redisSide('api-keys');
      return {
        schema,
        keys: new ApiKeyRepository(schema.db.pool, side.redis, side.prefix),
        pool: schema.db.pool,
        async otherProcess() {
          const redis = side.connect();
          return { keys: new ApiKeyRepository(schema.db.pool, redis, side.prefix), close: async () => redis.disconnect() };
        },
        async everythingStored() {
          const out = await dumpSchema(schema.db.pool);
          for (const k of await side.keys()) {
            const type = await side.redis.type(k);
            out.push(k, type === 'hash' ? JSON.stringify(await side.redis.hgetall(k)) : type === 'string' ? String(await side.redis.get(k)) : '');
          }
          return out;
        },
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
      return {
        schema,
        keys: new PgApiKeyRepository(schema.db.pool),
        pool: schema.db.pool,
        async otherProcess() {
          const pool = new pg.Pool({ connectionString: schema.db.url, max: 2 });
          return { keys: new PgApiKeyRepository(pool), close: () => pool.end() };
        },
        everythingStored: () => dumpSchema(schema.db.pool),
        close: () => schema.drop(),
      };
    },
  },
];

describe.each(shapes)('API keys on $name', (shape) => {
  let side: Side;
  let keys: ApiKeyStore;
  beforeAll(async () => {
    side = await shape.open();
    keys = side.keys;
  }, 60_000);
  afterAll(async () => side?.close());

  describe('records', () => {
    it('creates keys and reads them back by id and in the list, in creation order', async () => {
      const first = await keys.create({ name: 'first' }, new Date('2025-01-02T03:04:05.678Z'));
      const second = await keys.create({ name: 'second', role: 'admin', team: ' North ' }, new Date('2025-01-02T03:04:06.000Z'));
      expect(first.plain).toMatch(/^cds_[A-Za-z0-9_-]{43}$/);
      expect(first.key).toEqual({ id: sha256(first.plain).slice(0, 12), name: 'first', createdAt: '2025-01-02T03:04:05.678Z', revokedAt: null, role: 'user', team: null });
      expect(second.key).toEqual({ id: sha256(second.plain).slice(0, 12), name: 'second', createdAt: '2025-01-02T03:04:06.000Z', revokedAt: null, role: 'admin', team: 'north' });
      expect(hashApiKey(first.plain)).toBe(sha256(first.plain));
      expect(await keys.byId(first.key.id)).toEqual(first.key);
      expect(await keys.byId(second.key.id)).toEqual(second.key);
      expect(await keys.byId('nosuchkey000')).toBeNull();
      const listed = (await keys.list()).filter((k) => k.id === first.key.id || k.id === second.key.id);
      expect(listed).toEqual([first.key, second.key]);
    });

    it('refuses a bad team name and writes nothing', async () => {
      const before = (await side.pool.query('SELECT count(*)::int AS n FROM api_keys')).rows[0].n;
      await expect(keys.create({ name: 'bad', team: 'Bad Team!' })).rejects.toThrow(RangeError);
      expect((await side.pool.query('SELECT count(*)::int AS n FROM api_keys')).rows[0].n).toBe(before);
    });

    it('changes roles and revokes; false for an unknown id', async () => {
      const { key } = await keys.create({ name: 'roles' }, new Date('2025-02-01T00:00:00.000Z'));
      expect(await keys.setRole(key.id, 'admin')).toBe(true);
      expect(await keys.byId(key.id)).toEqual({ ...key, role: 'admin' });
      expect(await keys.setRole(key.id, 'user')).toBe(true);
      expect(await keys.byId(key.id)).toEqual({ ...key, role: 'user' });
      expect(await keys.revoke(key.id, new Date('2025-02-03T04:05:06.789Z'))).toBe(true);
      const revoked = { ...key, revokedAt: '2025-02-03T04:05:06.789Z' };
      expect(await keys.byId(key.id)).toEqual(revoked);
      expect((await keys.list()).find((k) => k.id === key.id)).toEqual(revoked);
      expect(await keys.setRole('nosuchkey000', 'admin')).toBe(false);
      expect(await keys.revoke('nosuchkey000')).toBe(false);
    });

    it('stores the digest, never the key', async () => {
      const { plain, key } = await keys.create({ name: 'hashed', team: 'digest-team' });
      expect((await keys.authorize(plain, LIMITS)).kind).toBe('ok');
      await keys.countUse(key.id, 'searches', '2025-03');
      const { rows } = await side.pool.query('SELECT key_sha256 FROM api_keys WHERE id = $1', [key.id]);
      expect(rows[0].key_sha256).toEqual(Buffer.from(sha256(plain), 'hex'));
      const secretPart = plain.slice(API_KEY_PREFIX.length);
      const stored = await side.everythingStored();
      expect(stored.length).toBeGreaterThan(6);
      for (const text of stored) expect(text).not.toContain(secretPart);
    });

    it('lists every team some key was created in, revoked keys included, in byte order', async () => {
      await side.pool.query('DELETE FROM api_keys');
      expect(await keys.teams()).toEqual([]);
      await keys.create({ name: 'no team' });
      await keys.create({ name: 's', team: 'south' });
      await keys.create({ name: 'n1', team: 'north' });
      await keys.create({ name: 'n2', team: 'north' });
      await keys.create({ name: 'punct1', team: 'ab' });
      await keys.create({ name: 'punct2', team: 'a_b' });
      await keys.create({ name: 'punct3', team: 'a-b' });
      const west = await keys.create({ name: 'w', team: 'west' });
      await keys.revoke(west.key.id);
      expect(await keys.teams()).toEqual(['a-b', 'a_b', 'ab', 'north', 'south', 'west']);
    });
  });

  describe('authorize', () => {
    it('admits a valid key with its record and what is left of both windows', async () => {
      const { plain, key } = await keys.create({ name: 'ok', role: 'admin', team: 'auth-team' });
      expect(await keys.authorize(plain, LIMITS, T0)).toEqual({ kind: 'ok', key, remainingSecond: 999, remainingMinute: 99_999 });
      expect(await keys.authorize(plain, LIMITS, T0)).toEqual({ kind: 'ok', key, remainingSecond: 998, remainingMinute: 99_998 });
    });

    it('refuses unknown keys, well-formed or not', async () => {
      for (const plain of ['', 'cds_wrong', 'Basic abc', wellFormedKey(), wellFormedKey().replace('cds_', 'xyz_')]) {
        expect(await keys.authorize(plain, LIMITS), plain).toEqual({ kind: 'unknown_key' });
      }
    });

    it('limits per second: the request past the limit is refused (not counted), the next second admits again', async () => {
      const { plain, key } = await keys.create({ name: 'per-second' });
      const limits = { perSecond: 2, perMinute: 100 };
      expect(await keys.authorize(plain, limits, T0)).toEqual({ kind: 'ok', key, remainingSecond: 1, remainingMinute: 99 });
      expect(await keys.authorize(plain, limits, T0 + 400)).toEqual({ kind: 'ok', key, remainingSecond: 0, remainingMinute: 98 });
      expect(await keys.authorize(plain, limits, T0 + 900)).toEqual({ kind: 'limited', key, retryAfterSeconds: 1, limit: 2, window: 'second' });
      expect(await keys.authorize(plain, limits, T0 + 999)).toEqual({ kind: 'limited', key, retryAfterSeconds: 1, limit: 2, window: 'second' });
      expect(await keys.authorize(plain, limits, T0 + 1000)).toEqual({ kind: 'ok', key, remainingSecond: 1, remainingMinute: 97 });
    });

    it('limits per minute, with Retry-After the seconds left in the minute', async () => {
      const { plain, key } = await keys.create({ name: 'per-minute' });
      const limits = { perSecond: 100, perMinute: 3 };
      for (const [i, left] of [2, 1, 0].entries()) {
        expect(await keys.authorize(plain, limits, T0 + i * 1000)).toEqual({ kind: 'ok', key, remainingSecond: 99, remainingMinute: left });
      }
      // 10:20:13: 47 seconds to the next minute.
      expect(await keys.authorize(plain, limits, T0 + 3000)).toEqual({ kind: 'limited', key, retryAfterSeconds: 47, limit: 3, window: 'minute' });
      expect(await keys.authorize(plain, limits, T0 + 49_000)).toEqual({ kind: 'limited', key, retryAfterSeconds: 1, limit: 3, window: 'minute' });
      expect(await keys.authorize(plain, limits, T0 + 50_000)).toEqual({ kind: 'ok', key, remainingSecond: 99, remainingMinute: 2 });
    });

    it('counts usage per calendar month (UTC), admitted requests only', async () => {
      const { plain, key } = await keys.create({ name: 'usage' });
      const limits = { perSecond: 3, perMinute: 100 };
      for (let i = 0; i < 5; i++) await keys.authorize(plain, limits, T0); // 3 admitted, 2 refused
      await keys.authorize(plain, limits, Date.UTC(2025, 3, 1, 0, 0, 0)); // 1 in April
      await keys.authorize(plain, limits, Date.UTC(2025, 2, 31, 23, 59, 59)); // March's last second
      expect(await keys.usage(key.id, '2025-03')).toBe(4);
      expect(await keys.usage(key.id, '2025-04')).toBe(1);
      expect(await keys.usage(key.id, '2025-05')).toBe(0);
      expect(await keys.usage('nosuchkey000', '2025-03')).toBe(0);
    });

    it('counts answered searches and verifications per month and kind', async () => {
      const { key } = await keys.create({ name: 'uses' });
      const other = await keys.create({ name: 'uses, other key' });
      expect(await keys.uses(key.id, '2025-03')).toEqual({ searches: 0, verifications: 0 });
      await keys.countUse(key.id, 'searches', '2025-03');
      await keys.countUse(key.id, 'searches', '2025-03', 4);
      await keys.countUse(key.id, 'verifications', '2025-03', 2);
      await keys.countUse(key.id, 'verifications', '2025-04');
      await keys.countUse(other.key.id, 'searches', '2025-03', 7);
      await Promise.all(Array.from({ length: 20 }, () => keys.countUse(key.id, 'verifications', '2025-05')));
      expect(await keys.uses(key.id, '2025-03')).toEqual({ searches: 5, verifications: 2 });
      expect(await keys.uses(key.id, '2025-04')).toEqual({ searches: 0, verifications: 1 });
      expect(await keys.uses(key.id, '2025-05')).toEqual({ searches: 0, verifications: 20 });
      expect(await keys.uses(other.key.id, '2025-03')).toEqual({ searches: 7, verifications: 0 });
      expect(Object.keys(await keys.uses(key.id, '2025-03'))).toEqual([...USAGE_KINDS]);
      // Answered uses are not requests: the month's request count is the rate limit's.
      expect(await keys.usage(key.id, '2025-03')).toBe(0);
    });

    it('counts exactly under concurrent requests, from two processes at once', async () => {
      const { plain, key } = await keys.create({ name: 'concurrent' });
      const other = await side.otherProcess();
      try {
        const limits = { perSecond: 25, perMinute: 10_000 };
        const outcomes = await Promise.all(Array.from({ length: 120 }, (_, i) => (i % 2 === 0 ? keys : other.keys).authorize(plain, limits, T0)));
        expect(outcomes.filter((o) => o.kind === 'ok')).toHaveLength(25);
        expect(outcomes.filter((o) => o.kind === 'limited')).toHaveLength(95);
        // Each admitted request was told a different count of what is left.
        const left = outcomes.flatMap((o) => (o.kind === 'ok' ? [o.remainingSecond] : [])).sort((a, b) => a - b);
        expect(left).toEqual(Array.from({ length: 25 }, (_, i) => i));
        expect(await keys.usage(key.id, '2025-03')).toBe(25);
      } finally {
        await other.close();
      }
    });

    it('refuses a revoked key from the next request on, in every process', async () => {
      const { plain, key } = await keys.create({ name: 'to revoke' });
      const other = await side.otherProcess();
      try {
        expect(await keys.authorize(plain, LIMITS)).toMatchObject({ kind: 'ok' });
        expect(await other.keys.authorize(plain, LIMITS)).toMatchObject({ kind: 'ok' });
        expect(await other.keys.revoke(key.id)).toBe(true);
        expect(await keys.authorize(plain, LIMITS)).toEqual({ kind: 'unknown_key' });
        expect(await other.keys.authorize(plain, LIMITS)).toEqual({ kind: 'unknown_key' });
      } finally {
        await other.close();
      }
    });

    it('applies a role change from the next request on, in every process', async () => {
      const { plain, key } = await keys.create({ name: 'promote' });
      const other = await side.otherProcess();
      try {
        expect(await other.keys.authorize(plain, LIMITS)).toMatchObject({ kind: 'ok', key: { ...key, role: 'user' } });
        await keys.setRole(key.id, 'admin');
        expect(await other.keys.authorize(plain, LIMITS)).toMatchObject({ kind: 'ok', key: { ...key, role: 'admin' } });
        await keys.setRole(key.id, 'user');
        expect(await other.keys.authorize(plain, LIMITS)).toMatchObject({ kind: 'ok', key: { ...key, role: 'user' } });
      } finally {
        await other.close();
      }
    });

    it('agrees with the stored record after concurrent role changes', async () => {
      const { plain, key } = await keys.create({ name: 'flapping' });
      const roles = Array.from({ length: 30 }, (_, i): KeyRole => (i % 2 === 0 ? 'admin' : 'user'));
      await Promise.all(roles.map((role) => keys.setRole(key.id, role)));
      const stored = await keys.byId(key.id);
      const outcome = await keys.authorize(plain, LIMITS);
      expect(outcome.kind).toBe('ok');
      expect(outcome.kind === 'ok' && outcome.key.role).toBe(stored!.role);
    });
  });
});

describe('API keys on redis: the cache in front of PostgreSQL', () => {
  let schema: TestSchema;
  let side: RedisSide;
  let redis: Redis;
  let prefix: string;
  let keys: ApiKeyRepository;

  beforeAll(async () => {
    schema = await freshSchema();
    side = redisSide('api-key-cache');
    ({ redis, prefix } = side);
    keys = new ApiKeyRepository(schema.db.pool, redis, prefix);
  }, 60_000);

  afterAll(async () => {
    await side?.close();
    await schema?.drop();
  });

  function cacheKey(plain: string): string {
    return `${prefix}apikey:{${sha256(plain)}}:cache`;
  }

  /** A pool that counts its queries and can hold each result until `release()` is called. */
  function countingPool(pool: pg.Pool) {
    let gate: Promise<void> | null = null;
    let open: () => void = () => undefined;
    const seen = { queries: 0 };
    const wrapped = {
      async query(text: string, values?: unknown[]) {
        seen.queries++;
        const result = await pool.query(text, values);
        if (gate) await gate;
        return result;
      },
    } as unknown as pg.Pool;
    return {
      pool: wrapped,
      seen,
      hold() {
        gate = new Promise<void>((r) => (open = r));
      },
      release() {
        gate = null;
        open();
      },
    };
  }

  /** The Redis client with a record of the commands the repository sends (one call, one round trip). */
  function recordingRedis(client: Redis, fail: Set<string> = new Set()) {
    const calls: { name: string; args: unknown[] }[] = [];
    const proxy = new Proxy(client, {
      get(target, prop) {
        const value = Reflect.get(target, prop, target) as unknown;
        if (typeof value !== 'function' || prop === 'defineCommand') return value;
        return (...args: unknown[]) => {
          calls.push({ name: String(prop), args });
          if (fail.has(String(prop))) return Promise.reject(new Error(`${String(prop)} refused by the test`));
          return (value as (...a: unknown[]) => unknown).apply(target, args);
        };
      },
    });
    return { redis: proxy, calls };
  }

  /** A repository whose next create() uses a key the test chose. */
  class ChosenKeys extends ApiKeyRepository {
    next: string | null = null;
    protected override newPlainKey(): string {
      const chosen = this.next;
      this.next = null;
      return chosen ?? super.newPlainKey();
    }
  }

  it('keeps the usage counters apart from the cache entry: losing the entry loses no count', async () => {
    const { plain, key } = await keys.create({ name: 'usage' });
    for (let i = 0; i < 3; i++) await keys.authorize(plain, LIMITS, T0);
    await redis.del(cacheKey(plain));
    expect(await keys.usage(key.id, '2025-03')).toBe(3);
  });

  it('takes one Redis call and no PostgreSQL query once the key is cached, its keys all passed in and sharing one slot', async () => {
    const { plain, key } = await keys.create({ name: 'hot path' });
    const counted = countingPool(schema.db.pool);
    const recorded = recordingRedis(redis);
    const repo = new ApiKeyRepository(counted.pool, recorded.redis, prefix);
    await repo.authorize(plain, LIMITS, T0); // the cache was filled by create: still a hit
    for (let i = 1; i <= 3; i++) expect(await repo.authorize(plain, LIMITS, T0 + i)).toMatchObject({ kind: 'ok', key });
    expect(counted.seen.queries).toBe(0);
    expect(recorded.calls.map((c) => c.name)).toEqual(['cdsKeyAuthorize', 'cdsKeyAuthorize', 'cdsKeyAuthorize', 'cdsKeyAuthorize']);
    const tag = `{${sha256(plain)}}`;
    const keysOfCall = recorded.calls[0]!.args.slice(0, 4) as string[];
    expect(keysOfCall).toEqual([`${prefix}apikey:${tag}:cache`, `${prefix}ratelimit:${tag}:s:${T0 / 1000}`, `${prefix}ratelimit:${tag}:m:${Math.floor(T0 / 60_000)}`, `${prefix}apikey:${tag}:usage`]);
  });

  it('reads PostgreSQL on a miss and caches the key; PostgreSQL stays the record when the cache is lost', async () => {
    const { plain, key } = await keys.create({ name: 'miss' });
    await redis.del(cacheKey(plain));
    const counted = countingPool(schema.db.pool);
    const repo = new ApiKeyRepository(counted.pool, redis, prefix);
    expect(await repo.authorize(plain, LIMITS)).toMatchObject({ kind: 'ok', key });
    expect(counted.seen.queries).toBe(1);
    expect(await repo.authorize(plain, LIMITS)).toMatchObject({ kind: 'ok', key });
    expect(counted.seen.queries).toBe(1);
    const ttl = await redis.ttl(cacheKey(plain));
    expect(ttl).toBeGreaterThan(CACHE_SECONDS - 5);
    expect(ttl).toBeLessThanOrEqual(CACHE_SECONDS);
    expect(await redis.hgetall(cacheKey(plain))).toEqual({ v: '1', state: 'ok', id: key.id, name: 'miss', created_at: key.createdAt, role: 'user', team: '' });
  });

  it('caches an unknown digest briefly, and a key created with that digest works at once', async () => {
    const plain = wellFormedKey();
    const counted = countingPool(schema.db.pool);
    const repo = new ChosenKeys(counted.pool, redis, prefix);
    expect(await repo.authorize(plain, LIMITS)).toEqual({ kind: 'unknown_key' });
    expect(await repo.authorize(plain, LIMITS)).toEqual({ kind: 'unknown_key' });
    expect(counted.seen.queries).toBe(1);
    const ttl = await redis.ttl(cacheKey(plain));
    expect(ttl).toBeGreaterThan(0);
    expect(ttl).toBeLessThanOrEqual(NEGATIVE_CACHE_SECONDS);
    repo.next = plain;
    const created = await repo.create({ name: 'after a miss' });
    expect(created.plain).toBe(plain);
    expect(await repo.authorize(plain, LIMITS)).toMatchObject({ kind: 'ok', key: created.key });
    expect(await keys.authorize(plain, LIMITS)).toMatchObject({ kind: 'ok', key: created.key });
  });

  it('refuses a revoked key with a warm cache, and caches the revocation when the entry is refilled', async () => {
    const { plain, key } = await keys.create({ name: 'to revoke' });
    expect(await keys.authorize(plain, LIMITS)).toMatchObject({ kind: 'ok' });
    expect(await redis.hget(cacheKey(plain), 'state')).toBe('ok');
    expect(await keys.revoke(key.id)).toBe(true);
    expect(await keys.authorize(plain, LIMITS)).toEqual({ kind: 'unknown_key' });
    // Once the entry expires, PostgreSQL says the same.
    await redis.del(cacheKey(plain));
    expect(await keys.authorize(plain, LIMITS)).toEqual({ kind: 'unknown_key' });
    expect(await redis.hget(cacheKey(plain), 'state')).toBe('revoked');
  });

  it('does not let a slow cache fill that read the key before its revocation bring it back', async () => {
    const { plain, key } = await keys.create({ name: 'raced' });
    await redis.del(cacheKey(plain));
    const slow = countingPool(schema.db.pool);
    const slowRepo = new ApiKeyRepository(slow.pool, redis, prefix);
    slow.hold();
    const pending = slowRepo.authorize(plain, LIMITS); // misses, reads the valid row, then waits
    await expect.poll(() => slow.seen.queries).toBe(1);
    expect(await keys.revoke(key.id)).toBe(true); // PostgreSQL, then the cache (version 2)
    slow.release();
    expect(await pending).toEqual({ kind: 'unknown_key' });
    expect(await keys.authorize(plain, LIMITS)).toEqual({ kind: 'unknown_key' });
    expect(await redis.hmget(cacheKey(plain), 'v', 'state')).toEqual(['2', 'revoked']);
  });

  it('leaves the cache at the newest version after concurrent role changes', async () => {
    const { plain, key } = await keys.create({ name: 'flapping' });
    const roles = Array.from({ length: 30 }, (_, i): KeyRole => (i % 2 === 0 ? 'admin' : 'user'));
    await Promise.all(roles.map((role) => keys.setRole(key.id, role)));
    expect((await keys.authorize(plain, LIMITS)).kind).toBe('ok');
    expect(await redis.hget(cacheKey(plain), 'v')).toBe('31');
  });

  it('takes a created key back when its cache entry cannot be written', async () => {
    const recorded = recordingRedis(redis, new Set(['cdsKeyCachePut']));
    const repo = new ApiKeyRepository(schema.db.pool, recorded.redis, prefix);
    const before = (await schema.db.pool.query('SELECT count(*)::int AS n FROM api_keys')).rows[0].n;
    await expect(repo.create({ name: 'half' })).rejects.toThrow(/refused by the test/);
    expect((await schema.db.pool.query('SELECT count(*)::int AS n FROM api_keys')).rows[0].n).toBe(before);
  });
});

describe('API keys on postgres: one statement per request, and the sweep', () => {
  let schema: TestSchema;
  beforeAll(async () => {
    schema = await freshSchema();
  }, 60_000);
  afterAll(async () => schema?.drop());

  it('checks, limits and counts a request in one statement, read from the record itself', async () => {
    const keys = new PgApiKeyRepository(schema.db.pool);
    const { plain, key } = await keys.create({ name: 'one statement' });
    const seen: string[] = [];
    const counting = {
      query: (text: string, values?: unknown[]) => {
        seen.push(text);
        return schema.db.pool.query(text, values);
      },
    } as unknown as pg.Pool;
    const repo = new PgApiKeyRepository(counting);
    for (let i = 0; i < 3; i++) expect(await repo.authorize(plain, LIMITS, T0 + i)).toMatchObject({ kind: 'ok', key });
    expect(seen).toHaveLength(3);
    expect(await repo.authorize('cds_malformed', LIMITS, T0)).toEqual({ kind: 'unknown_key' });
    expect(seen).toHaveLength(3);
    // A change of the row is what the next request reads: nothing else holds the key.
    await schema.db.pool.query("UPDATE api_keys SET name = 'renamed behind its back' WHERE id = $1", [key.id]);
    expect(await repo.authorize(plain, LIMITS, T0 + 4)).toMatchObject({ kind: 'ok', key: { ...key, name: 'renamed behind its back' } });
  });

  it('sweeps the windows that are over, and keeps the usage', async () => {
    const keys = new PgApiKeyRepository(schema.db.pool);
    const { plain, key } = await keys.create({ name: 'swept' });
    await schema.db.pool.query('DELETE FROM rate_limit_counters');
    expect((await keys.authorize(plain, LIMITS, T0)).kind).toBe('ok');
    const counters = async () => (await schema.db.pool.query<{ n: number }>('SELECT count(*)::int AS n FROM rate_limit_counters')).rows[0]!.n;
    expect(await counters()).toBe(2);
    expect(await keys.sweep(new Date(T0 + 120_000))).toBe(2);
    expect(await counters()).toBe(0);
    expect(await keys.usage(key.id, '2025-03')).toBe(1);
  });
});
