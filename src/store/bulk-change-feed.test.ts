/**
 * The bulks' change feed on a real Redis: one subscriber connection for every bulk followed,
 * each listener told of its bulk's changes only, and after a lost connection the gap handlers
 * run (announcements made meanwhile are lost: followers re-read) and listening goes on.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { privateRedis } from '../../test/support/harness.js';
import type { Redis } from '../redis.js';
import { RedisBulkChangeFeed } from './bulk-change-feed.js';
import { RedisKeys } from './redis-keys.js';

const prefix = `test:feed:${randomUUID()}:`;
const keys = new RedisKeys(prefix);
let redis: Redis;

beforeAll(() => {
  redis = privateRedis();
});
afterAll(() => redis?.disconnect());

async function until(check: () => boolean): Promise<void> {
  for (let i = 0; i < 200 && !check(); i++) await new Promise((r) => setTimeout(r, 10));
  expect(check()).toBe(true);
}

describe('RedisBulkChangeFeed', () => {
  it("tells each listener of its own bulk's changes until it stops, on one connection", async () => {
    const errors: Error[] = [];
    const feed = new RedisBulkChangeFeed(redis, prefix, (err) => errors.push(err));
    const [a, b] = [randomUUID(), randomUUID()];
    const heard: string[] = [];
    const stopA1 = await feed.listen(a, () => heard.push('a1'));
    const stopA2 = await feed.listen(a, () => heard.push('a2'));
    const stopB = await feed.listen(b, () => heard.push('b'));
    await redis.publish(keys.bulkEvents(a), 'chunk');
    await redis.publish(keys.bulkEvents(b), 'state');
    await until(() => heard.length === 3);
    expect(heard.sort()).toEqual(['a1', 'a2', 'b']);
    stopA1();
    await redis.publish(keys.bulkEvents(a), 'chunk');
    await until(() => heard.length === 4);
    expect(heard[3]).toBe('a2');
    stopA2();
    stopB();
    // Nobody follows: the channels are given up (the UNSUBSCRIBE is sent, not awaited).
    const channels = () => redis.pubsub('CHANNELS', `${prefix}*`) as Promise<string[]>;
    for (let i = 0; i < 200 && (await channels()).length > 0; i++) await new Promise((r) => setTimeout(r, 10));
    expect(await channels()).toEqual([]);
    await feed.close();
    expect(errors).toEqual([]);
  });

  it('runs the gap handlers when its connection comes back, and listens again', async () => {
    const feed = new RedisBulkChangeFeed(redis, prefix, () => {});
    // The subscriber's id, asked before it subscribes (a subscribed connection answers no CLIENT).
    const sub = (feed as unknown as { connection(): Redis }).connection();
    const id = (await sub.client('ID')) as number;
    let gaps = 0;
    feed.onGap(() => gaps++);
    const bulk = randomUUID();
    let heard = 0;
    const stop = await feed.listen(bulk, () => heard++);
    await redis.publish(keys.bulkEvents(bulk), 'chunk');
    await until(() => heard === 1);
    await redis.client('KILL', 'ID', String(id));
    await until(() => gaps === 1);
    // Subscribed again by the client: a change after the reconnect is heard.
    for (let i = 0; i < 200 && heard < 2; i++) {
      await redis.publish(keys.bulkEvents(bulk), 'chunk');
      await new Promise((r) => setTimeout(r, 10));
    }
    expect(heard).toBeGreaterThanOrEqual(2);
    stop();
    await feed.close();
  });
});
