/**
 * The per-client rate limit (core/access/client-limits.ts), one contract on both homes: Redis
 * (client-rate-limit-repository.ts) and PostgreSQL (-pg.ts). Refused requests do not count, the
 * windows are the epoch second and minute, and the count is exact under concurrent requests.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshSchema, type TestSchema } from '../../test/support/postgres.js';
import { redisSide, type RedisSide } from '../../test/support/store-shapes.js';
import type { ClientRateLimiter } from '../core/access/client-limits.js';
import { ClientRateLimitRepository } from './client-rate-limit-repository.js';
import { PgClientRateLimitRepository } from './client-rate-limit-repository-pg.js';

/** 2025-03-14T10:20:10Z: ten seconds into a minute. */
const T0 = Date.UTC(2025, 2, 14, 10, 20, 10);

interface Side {
  limiter: ClientRateLimiter;
  close(): Promise<void>;
}

const shapes: { name: string; open(): Promise<Side> }[] = [
  {
    name: 'redis',
    async open() {
      const side: RedisSide = redisSide('client-limits');
      return {
        limiter: new ClientRateLimitRepository(side.redis, side.prefix),
        close: async () => void (await side.close()),
      };
    },
  },
  {
    name: 'postgres',
    async open() {
      const schema = await freshSchema(10);
      return { limiter: new PgClientRateLimitRepository(schema.db.pool), close: () => schema.drop() };
    },
  },
];

let client = 0;
/** A client address no other test uses. */
const fresh = () => `192.0.2.${++client}`;

describe.each(shapes)('client rate limits on $name', (shape) => {
  let side: Side;
  beforeAll(async () => {
    side = await shape.open();
  }, 60_000);
  afterAll(async () => side?.close());

  it('admits up to the per-second limit, refuses the next without counting it, admits again the next second', async () => {
    const ip = fresh();
    const limits = { perSecond: 2, perMinute: 100 };
    expect(await side.limiter.hit(ip, limits, T0)).toEqual({ kind: 'ok' });
    expect(await side.limiter.hit(ip, limits, T0 + 500)).toEqual({ kind: 'ok' });
    expect(await side.limiter.hit(ip, limits, T0 + 900)).toEqual({ kind: 'limited', retryAfterSeconds: 1, limit: 2, window: 'second' });
    expect(await side.limiter.hit(ip, limits, T0 + 999)).toEqual({ kind: 'limited', retryAfterSeconds: 1, limit: 2, window: 'second' });
    expect(await side.limiter.hit(ip, limits, T0 + 1000)).toEqual({ kind: 'ok' });
  });

  it('limits per minute, with Retry-After the seconds left in the minute; refused requests do not count', async () => {
    const ip = fresh();
    const limits = { perSecond: 100, perMinute: 3 };
    for (let i = 0; i < 3; i++) expect(await side.limiter.hit(ip, limits, T0 + i * 1000)).toEqual({ kind: 'ok' });
    // 10:20:13: 47 seconds to the next minute.
    expect(await side.limiter.hit(ip, limits, T0 + 3000)).toEqual({ kind: 'limited', retryAfterSeconds: 47, limit: 3, window: 'minute' });
    expect(await side.limiter.hit(ip, limits, T0 + 49_000)).toEqual({ kind: 'limited', retryAfterSeconds: 1, limit: 3, window: 'minute' });
    // The next minute: three again (the refused ones took nothing from it).
    for (let i = 0; i < 3; i++) expect(await side.limiter.hit(ip, limits, T0 + 50_000 + i)).toEqual({ kind: 'ok' });
    expect((await side.limiter.hit(ip, limits, T0 + 50_003)).kind).toBe('limited');
  });

  it('keeps clients apart', async () => {
    const [a, b] = [fresh(), fresh()];
    const limits = { perSecond: 1, perMinute: 10 };
    expect(await side.limiter.hit(a, limits, T0)).toEqual({ kind: 'ok' });
    expect(await side.limiter.hit(b, limits, T0)).toEqual({ kind: 'ok' });
    expect((await side.limiter.hit(a, limits, T0)).kind).toBe('limited');
  });

  it('counts exactly under concurrent requests: per second', async () => {
    const ip = fresh();
    const limits = { perSecond: 37, perMinute: 10_000 };
    const outcomes = await Promise.all(Array.from({ length: 150 }, () => side.limiter.hit(ip, limits, T0)));
    expect(outcomes.filter((o) => o.kind === 'ok')).toHaveLength(37);
    expect(outcomes.filter((o) => o.kind === 'limited' && o.window === 'second')).toHaveLength(113);
  });

  it('counts exactly under concurrent requests spread over the seconds of one minute', async () => {
    const ip = fresh();
    const limits = { perSecond: 1000, perMinute: 41 };
    // 150 requests over 10 different seconds of one minute, all at once.
    const outcomes = await Promise.all(Array.from({ length: 150 }, (_, i) => side.limiter.hit(ip, limits, T0 + (i % 10) * 1000)));
    expect(outcomes.filter((o) => o.kind === 'ok')).toHaveLength(41);
    expect(outcomes.filter((o) => o.kind === 'limited' && o.window === 'minute')).toHaveLength(109);
  });
});

describe('client rate limits on postgres: the sweep', () => {
  let schema: TestSchema;
  beforeAll(async () => {
    schema = await freshSchema();
  }, 60_000);
  afterAll(async () => schema?.drop());

  it('deletes a second once it is over (and its minute once that is), and a swept window counts from 0 again', async () => {
    const limiter = new PgClientRateLimitRepository(schema.db.pool);
    const rows = async () =>
      (await schema.db.pool.query<{ win: string; hits: number }>('SELECT win, hits FROM rate_limit_counters ORDER BY win, slot')).rows.map((r) => `${r.win}:${r.hits}`);
    const limits = { perSecond: 1, perMinute: 10 };
    expect(await limiter.hit('198.51.100.7', limits, T0)).toEqual({ kind: 'ok' });
    expect(await rows()).toEqual(['m:1', 's:1']);
    // Still this second: nothing to sweep.
    expect(await limiter.sweep(new Date(T0 + 999))).toBe(0);
    expect((await limiter.hit('198.51.100.7', limits, T0 + 999)).kind).toBe('limited');
    expect(await limiter.sweep(new Date(T0 + 3000))).toBe(1);
    expect(await rows()).toEqual(['m:1']);
    // 10:21:01: the minute 10:20 is over.
    expect(await limiter.sweep(new Date(T0 + 51_000))).toBe(1);
    expect(await rows()).toEqual([]);
  });
});
