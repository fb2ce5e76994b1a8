/**
 * The mail core's caches (core/mail/mail-cache.ts), one contract on both homes: Redis
 * (mail-cache-repository.ts) and PostgreSQL (-pg.ts). A value is read back as it was put, for
 * its kind and id only, until its lifetime is over; a lifetime of 0 keeps nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshSchema } from '../../test/support/postgres.js';
import { redisSide, skippableClock } from '../../test/support/store-shapes.js';
import type { MailCache } from '../core/mail/mail-cache.js';
import { MailCacheRepository } from './mail-cache-repository.js';
import { PgMailCacheRepository } from './mail-cache-repository-pg.js';

interface Side {
  cache: MailCache;
  /** Lets time pass for the stored lifetimes. */
  elapse(ms: number): Promise<void>;
  close(): Promise<void>;
}

const shapes: { name: string; open(): Promise<Side> }[] = [
  {
    name: 'redis',
    async open() {
      const side = redisSide('mail-cache');
      return { cache: new MailCacheRepository(side.redis, side.prefix), elapse: (ms) => side.elapse(ms), close: async () => void (await side.close()) };
    },
  },
  {
    name: 'postgres',
    async open() {
      const schema = await freshSchema();
      const clock = skippableClock();
      const cache = new PgMailCacheRepository(schema.db.pool, clock.now);
      return {
        cache,
        elapse: async (ms) => clock.elapse(ms),
        close: () => schema.drop(),
      };
    },
  },
];

describe.each(shapes)('mail caches on $name', (shape) => {
  let side: Side;
  beforeAll(async () => {
    side = await shape.open();
  }, 60_000);
  afterAll(async () => side?.close());

  it('reads back what was put, by kind and id, and null for what was not', async () => {
    const route = { kind: 'mx', hosts: [{ host: 'mx1.kranich.test', preference: 10 }] };
    await side.cache.put('route', 'kranich.test', route, 600);
    await side.cache.put('accept-all', 'kranich.test', false, 600);
    await side.cache.put('result', 'anna@kranich.test', { status: 'valid', smtp: '250 2.1.5 ok', note: 'nul \u0000 and \ud800 kept' }, 600);
    expect(await side.cache.get('route', 'kranich.test')).toEqual(route);
    expect(await side.cache.get('accept-all', 'kranich.test')).toBe(false);
    expect(await side.cache.get('result', 'anna@kranich.test')).toEqual({ status: 'valid', smtp: '250 2.1.5 ok', note: 'nul \u0000 and \ud800 kept' });
    expect(await side.cache.get('host', 'kranich.test')).toBeNull();
    expect(await side.cache.get('result', 'bert@kranich.test')).toBeNull();
  });

  it('replaces a value put again, with its new lifetime', async () => {
    await side.cache.put('host', 'mx1.olivaro.test', { kind: 'ok', ips: ['127.0.0.10'] }, 5);
    await side.cache.put('host', 'mx1.olivaro.test', { kind: 'ok', ips: ['127.0.0.11'] }, 3600);
    await side.elapse(10_000);
    expect(await side.cache.get('host', 'mx1.olivaro.test')).toEqual({ kind: 'ok', ips: ['127.0.0.11'] });
  });

  it('forgets a value once its lifetime is over, and keeps nothing for a lifetime of 0', async () => {
    await side.cache.put('accept-all', 'short.test', true, 30);
    await side.cache.put('accept-all', 'long.test', true, 7200);
    await side.cache.put('accept-all', 'never.test', true, 0);
    expect(await side.cache.get('accept-all', 'never.test')).toBeNull();
    expect(await side.cache.get('accept-all', 'short.test')).toBe(true);
    await side.elapse(60_000);
    expect(await side.cache.get('accept-all', 'short.test')).toBeNull();
    expect(await side.cache.get('accept-all', 'long.test')).toBe(true);
  });
});

describe('mail caches on postgres: the sweep', () => {
  it('deletes the values whose lifetime is over, and only those', async () => {
    const schema = await freshSchema();
    try {
      const clock = skippableClock();
      const cache = new PgMailCacheRepository(schema.db.pool, clock.now);
      await cache.put('route', 'a.test', { kind: 'mx' }, 10);
      await cache.put('route', 'b.test', { kind: 'mx' }, 1000);
      expect(await cache.sweep()).toBe(0);
      clock.elapse(20_000);
      expect(await cache.sweep()).toBe(1);
      const { rows } = await schema.db.pool.query<{ id: string }>('SELECT id FROM mail_cache');
      expect(rows).toEqual([{ id: 'b.test' }]);
      // The table is unlogged: a cache the server may empty after a crash.
      const kind = await schema.db.pool.query<{ relpersistence: string }>("SELECT relpersistence FROM pg_class WHERE oid = 'mail_cache'::regclass");
      expect(kind.rows[0]!.relpersistence).toBe('u');
    } finally {
      await schema.drop();
    }
  }, 60_000);
});
