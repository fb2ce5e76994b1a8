/**
 * The bulks' change feed (core/bulk/bulk-record.ts, BulkChangeFeed), one contract on both homes:
 * Redis pub/sub (bulk-change-feed.ts) and PostgreSQL LISTEN/NOTIFY (-pg.ts). Each listener is
 * told of its own bulk's changes only, until it stops; after a lost connection the gap handlers
 * run (announcements made meanwhile are lost: followers re-read) and listening goes on.
 */
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshSchema, type TestSchema } from '../../test/support/postgres.js';
import { privateRedis } from '../../test/support/harness.js';
import type { Redis } from '../redis.js';
import type { BulkChangeFeed } from '../core/bulk/bulk-record.js';
import { RedisBulkChangeFeed } from './bulk-change-feed.js';
import { announce, BULK_EVENTS_CHANNEL, parseAnnouncement, PgBulkChangeFeed } from './bulk-change-feed-pg.js';
import { RedisKeys } from './redis-keys.js';

interface Side {
  /** A feed, and what ends its connection from the server's side (once it listens). */
  feed(onError: (err: Error) => void): Promise<{ feed: BulkChangeFeed; kill(): Promise<void> }>;
  /** Announces a change of the bulk as the store does. */
  announce(id: string): Promise<void>;
  close(): Promise<void>;
}

const shapes: { name: string; open(): Promise<Side> }[] = [
  {
    name: 'redis',
    async open() {
      const redis: Redis = privateRedis();
      const prefix = `test:feed:${randomUUID()}:`;
      const keys = new RedisKeys(prefix);
      return {
        async feed(onError) {
          const feed = new RedisBulkChangeFeed(redis, prefix, onError);
          // The subscriber's id, asked before it subscribes (a subscribed connection answers no CLIENT).
          const sub = (feed as unknown as { connection(): Redis }).connection();
          const id = (await sub.client('ID')) as number;
          return { feed, kill: async () => void (await redis.client('KILL', 'ID', String(id))) };
        },
        announce: async (id) => void (await redis.publish(keys.bulkEvents(id), 'chunk')),
        close: async () => redis.disconnect(),
      };
    },
  },
  {
    name: 'postgres',
    async open() {
      const schema: TestSchema = await freshSchema();
      return {
        async feed(onError) {
          const feed = new PgBulkChangeFeed(schema.db.url, onError);
          return {
            feed,
            async kill() {
              const client = (feed as unknown as { client: (pg.Client & { processID: number }) | null }).client;
              if (!client) throw new Error('the feed has no connection');
              await schema.db.pool.query('SELECT pg_terminate_backend($1)', [client.processID]);
            },
          };
        },
        announce: async (id) => void (await schema.db.pool.query(`SELECT ${announce('$1', 'chunk')}`, [id])),
        close: () => schema.drop(),
      };
    },
  },
];

async function until(check: () => boolean): Promise<void> {
  for (let i = 0; i < 300 && !check(); i++) await new Promise((r) => setTimeout(r, 10));
  expect(check()).toBe(true);
}

describe.each(shapes)('bulk change feed on $name', (shape) => {
  let side: Side;
  beforeAll(async () => {
    side = await shape.open();
  }, 60_000);
  afterAll(async () => side?.close());

  it("tells each listener of its own bulk's changes until it stops", async () => {
    const errors: Error[] = [];
    const { feed } = await side.feed((err) => errors.push(err));
    const [a, b, c] = [randomUUID(), randomUUID(), randomUUID()];
    const heard: string[] = [];
    const stopA1 = await feed.listen(a, () => heard.push('a1'));
    const stopA2 = await feed.listen(a, () => heard.push('a2'));
    const stopB = await feed.listen(b, () => heard.push('b'));
    await side.announce(a);
    await side.announce(b);
    await side.announce(c); // nobody follows c
    await until(() => heard.length === 3);
    expect(heard.sort()).toEqual(['a1', 'a2', 'b']);
    stopA1();
    await side.announce(a);
    await side.announce(b);
    await until(() => heard.length === 5);
    expect(heard.slice(3).sort()).toEqual(['a2', 'b']);
    stopA2();
    stopB();
    await feed.close();
    expect(errors).toEqual([]);
  });

  it('runs the gap handlers when its connection comes back, and listens again', async () => {
    const { feed, kill } = await side.feed(() => {});
    let gaps = 0;
    feed.onGap(() => gaps++);
    const bulk = randomUUID();
    let heard = 0;
    const stop = await feed.listen(bulk, () => heard++);
    await side.announce(bulk);
    await until(() => heard === 1);
    expect(gaps).toBe(0);
    await kill();
    await until(() => gaps === 1);
    // Listening again: a change after the reconnect is heard.
    for (let i = 0; i < 300 && heard < 2; i++) {
      await side.announce(bulk);
      await new Promise((r) => setTimeout(r, 10));
    }
    expect(heard).toBeGreaterThanOrEqual(2);
    stop();
    await feed.close();
  });
});

describe('bulk change feed on redis: a channel per bulk followed', () => {
  it('gives a channel up when nobody follows its bulk any more', async () => {
    const redis = privateRedis();
    const prefix = `test:feed:${randomUUID()}:`;
    const feed = new RedisBulkChangeFeed(redis, prefix, () => {});
    try {
      const stopA = await feed.listen(randomUUID(), () => {});
      const stopB = await feed.listen(randomUUID(), () => {});
      const channels = () => redis.pubsub('CHANNELS', `${prefix}*`) as Promise<string[]>;
      expect(await channels()).toHaveLength(2);
      stopA();
      stopB();
      // The UNSUBSCRIBE is sent, not awaited.
      for (let i = 0; i < 200 && (await channels()).length > 0; i++) await new Promise((r) => setTimeout(r, 10));
      expect(await channels()).toEqual([]);
    } finally {
      await feed.close();
      redis.disconnect();
    }
  });
});

describe('bulk change feed on postgres: one channel for every bulk, kept apart by schema', () => {
  let schema: TestSchema;
  beforeAll(async () => {
    schema = await freshSchema();
  }, 60_000);
  afterAll(async () => schema?.drop());

  it('reads back the schema, the bulk and the change an announcement carries', async () => {
    const client = new pg.Client({ connectionString: schema.db.url });
    await client.connect();
    try {
      const payloads: string[] = [];
      client.on('notification', (msg) => payloads.push(msg.payload ?? ''));
      await client.query(`LISTEN ${BULK_EVENTS_CHANNEL}`);
      const id = randomUUID();
      await schema.db.pool.query(`SELECT ${announce('$1', 'pending')}`, [id]);
      await until(() => payloads.length === 1);
      expect(payloads[0]).toBe(`${schema.schema} ${id} pending`);
      expect(parseAnnouncement(payloads[0]!)).toEqual({ schema: schema.schema, id, change: 'pending' });
      expect(parseAnnouncement('no-spaces')).toBeNull();
    } finally {
      await client.end();
    }
  });

  it("does not tell a listener of another schema's bulk with the same id", async () => {
    const feed = new PgBulkChangeFeed(schema.db.url, () => {});
    const id = randomUUID();
    let heard = 0;
    const stop = await feed.listen(id, () => heard++);
    // The same database, another deployment's schema: an announcement of a bulk with that id.
    await schema.db.pool.query('SELECT pg_notify($1, $2)', [BULK_EVENTS_CHANNEL, `t_someone_else ${id} chunk`]);
    await schema.db.pool.query(`SELECT ${announce('$1', 'chunk')}`, [id]);
    await until(() => heard >= 1);
    // Both announcements were sent before this one, on the same connection's order.
    await schema.db.pool.query(`SELECT ${announce('$1', 'state')}`, [id]);
    await until(() => heard >= 2);
    expect(heard).toBe(2);
    stop();
    await feed.close();
  });

  it('refuses to listen once closed', async () => {
    const feed = new PgBulkChangeFeed(schema.db.url, () => {});
    await feed.close();
    await expect(feed.listen(randomUUID(), () => {})).rejects.toThrow('closed');
  });
});
