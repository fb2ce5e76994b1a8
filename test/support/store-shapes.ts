/**
 * The two homes a store's contract test runs its interface on: the private Redis (under a key
 * prefix of the test file's own, deleted afterwards) and PostgreSQL (a migrated schema of the
 * file's own, dropped afterwards), and a way to let time pass in each without waiting:
 * - Redis counts a key's TTL itself: `elapse` takes the time skipped off every TTL under the
 *   prefix, deleting the keys with less left (what Redis would have done by then);
 * - the PostgreSQL stores count lifetimes on the clock they are given: `clock` runs with real
 *   time plus the time skipped.
 */
import { randomUUID } from 'node:crypto';
import type { Redis } from '../../src/redis.js';
import { deletePrefix, privateRedis } from './harness.js';

export interface RedisSide {
  redis: Redis;
  prefix: string;
  /** Lets `ms` pass for the prefix's keys with a TTL. */
  elapse(ms: number): Promise<void>;
  /** The keys under the prefix, sorted. */
  keys(): Promise<string[]>;
  /** Deletes the prefix's keys, disconnects, and returns what was left before the delete. */
  close(): Promise<string[]>;
}

export function redisSide(label: string): RedisSide {
  const redis = privateRedis();
  const prefix = `test:${label}:${randomUUID()}:`;
  const keys = async () => {
    const found: string[] = [];
    let cursor = '0';
    do {
      const [next, batch] = await redis.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 1000);
      cursor = next;
      found.push(...batch);
    } while (cursor !== '0');
    return found.sort();
  };
  return {
    redis,
    prefix,
    keys,
    async elapse(ms) {
      for (const key of await keys()) {
        const left = await redis.pttl(key);
        if (left < 0) continue; // no TTL (-1), or gone meanwhile (-2)
        if (left <= ms) await redis.del(key);
        else await redis.pexpire(key, left - ms);
      }
    },
    async close() {
      const left = await keys();
      await deletePrefix(redis, prefix);
      redis.disconnect();
      return left;
    },
  };
}

/** A clock for the PostgreSQL stores: real time plus what the test skipped. */
export function skippableClock(): { now: () => number; elapse(ms: number): void } {
  let skipped = 0;
  return {
    now: () => Date.now() + skipped,
    elapse(ms) {
      skipped += ms;
    },
  };
}
