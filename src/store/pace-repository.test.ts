/**
 * Mail servers' learned pace (core/mail/host-pace.ts, PaceStore), one contract on both homes:
 * Redis (pace-repository.ts) and PostgreSQL (-pg.ts). A record is read back as it was put until
 * its lifetime (at least a second) is over; the last put wins; every process sees it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshSchema, type TestSchema } from '../../test/support/postgres.js';
import { redisSide, skippableClock } from '../../test/support/store-shapes.js';
import { HostPace, type PaceRecord, type PaceStore } from '../core/mail/host-pace.js';
import { PaceRepository } from './pace-repository.js';
import { PgPaceRepository } from './pace-repository-pg.js';

interface Side {
  store: PaceStore;
  /** The store as another process sees it. */
  other(): Promise<{ store: PaceStore; close(): Promise<void> }>;
  elapse(ms: number): Promise<void>;
  close(): Promise<void>;
}

const shapes: { name: string; open(): Promise<Side> }[] = [
  {
    name: 'redis',
    async open() {
      const side = redisSide('pace');
      return {
        store: new PaceRepository(side.redis, side.prefix),
        async other() {
          const redis = side.connect();
          return { store: new PaceRepository(redis, side.prefix), close: async () => redis.disconnect() };
        },
        elapse: (ms) => side.elapse(ms),
        close: async () => void (await side.close()),
      };
    },
  },
  {
    name: 'postgres',
    async open() {
      const schema: TestSchema = await freshSchema();
      const clock = skippableClock();
      return {
        store: new PgPaceRepository(schema.db.pool, clock.now),
        async other() {
          return { store: new PgPaceRepository(schema.db.pool, clock.now), close: async () => undefined };
        },
        elapse: async (ms) => clock.elapse(ms),
        close: () => schema.drop(),
      };
    },
  },
];

const record = (change: Partial<PaceRecord>): PaceRecord => ({
  errorsBeforeSlow: null,
  errorsBeforeClose: null,
  maxSessions: null,
  spacingMs: null,
  notBefore: 0,
  backoffs: 0,
  greetingMs: null,
  why: '',
  ...change,
});

describe.each(shapes)('mail pace on $name', (shape) => {
  let side: Side;
  beforeAll(async () => {
    side = await shape.open();
  }, 60_000);
  afterAll(async () => side?.close());

  it('reads a record back as it was put, in another process too; null for a host with none', async () => {
    const r = record({ maxSessions: 2, spacingMs: 1500, notBefore: 1_750_000_000_000, backoffs: 1, why: '421 too many connections', expiresAt: 1_750_000_360_000 });
    await side.store.put('127.0.0.21', r, 3600);
    const other = await side.other();
    try {
      expect(await side.store.get('127.0.0.21')).toEqual(r);
      expect(await other.store.get('127.0.0.21')).toEqual(r);
      expect(await other.store.get('127.0.0.22')).toBeNull();
    } finally {
      await other.close();
    }
  });

  it('keeps the last record put, with its lifetime', async () => {
    await side.store.put('127.0.0.23', record({ maxSessions: 1 }), 5);
    await side.store.put('127.0.0.23', record({ maxSessions: 3 }), 600);
    await side.elapse(10_000);
    expect(await side.store.get('127.0.0.23')).toEqual(record({ maxSessions: 3 }));
  });

  it('forgets a record once its lifetime is over; a lifetime under a second is one second', async () => {
    await side.store.put('127.0.0.24', record({ spacingMs: 900 }), 20);
    await side.store.put('127.0.0.25', record({ spacingMs: 900 }), 0.2);
    expect(await side.store.get('127.0.0.25')).toEqual(record({ spacingMs: 900 }));
    await side.elapse(1_500);
    expect(await side.store.get('127.0.0.25')).toBeNull();
    expect(await side.store.get('127.0.0.24')).toEqual(record({ spacingMs: 900 }));
    await side.elapse(30_000);
    expect(await side.store.get('127.0.0.24')).toBeNull();
  });

  it('carries what HostPace learns from one process to another', async () => {
    const politeness = { perHost: 4, spacingMs: 0, commandTimeoutMs: 5000 };
    const learner = new HostPace(side.store, politeness);
    await learner.backOff('127.0.0.26', '421 4.7.0 try again later', true);
    const other = await side.other();
    try {
      const fresh = new HostPace(other.store, politeness);
      const session = await fresh.session('127.0.0.26');
      expect(session.maxSessions).toBe(3);
      expect(session.notBefore).toBeGreaterThan(0);
    } finally {
      await other.close();
    }
  });
});

describe('mail pace on postgres: the sweep', () => {
  it('deletes the records whose lifetime is over', async () => {
    const schema = await freshSchema();
    try {
      const clock = skippableClock();
      const store = new PgPaceRepository(schema.db.pool, clock.now);
      await store.put('127.0.0.31', record({ maxSessions: 1 }), 10);
      await store.put('127.0.0.32', record({ maxSessions: 1 }), 1000);
      clock.elapse(11_000);
      expect(await store.sweep()).toBe(1);
      const { rows } = await schema.db.pool.query<{ host: string }>('SELECT host FROM mail_pace');
      expect(rows).toEqual([{ host: '127.0.0.32' }]);
    } finally {
      await schema.drop();
    }
  }, 60_000);
});
