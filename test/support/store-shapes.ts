/**
 * The two homes a store's contract test runs its interface on: the private Redis (under a key
 * prefix of the test file's own, deleted afterwards) and PostgreSQL (a migrated schema of the
 * file's own, dropped afterwards), and a way to let time pass in each without waiting. The Redis
 * side is a Redis Cluster instead when the run was given one (test/redis-cluster.test.ts runs the
 * contracts so, with TEST_REDIS_CLUSTER_NODES; global-setup.ts passes it on):
 * - Redis counts a key's TTL itself: `elapse` takes the time skipped off every TTL under the
 *   prefix, deleting the keys with less left (what Redis would have done by then);
 * - the PostgreSQL stores count lifetimes on the clock they are given: `clock` runs with real
 *   time plus the time skipped.
 */
import { randomUUID } from 'node:crypto';
import { inject } from 'vitest';
import { connectRedis, scanKeys, type Redis } from '../../src/redis.js';
import { deletePrefix, privateRedis } from './harness.js';

export interface RedisSide {
  redis: Redis;
  prefix: string;
  /** Another connection to the same Redis (as another process has); the caller disconnects it. */
  connect(): Redis;
  /** Lets `ms` pass for the prefix's keys with a TTL. */
  elapse(ms: number): Promise<void>;
  /** The keys under the prefix, sorted. */
  keys(): Promise<string[]>;
  /** Deletes the prefix's keys, disconnects, and returns what was left before the delete. */
  close(): Promise<string[]>;
}

/** The run's Redis Cluster nodes (host:port, ...), or '' when it has none. */
export function runClusterNodes(): string {
  return inject('redisClusterNodes');
}

export function redisSide(label: string): RedisSide {
  const nodes = runClusterNodes();
  const connect = (): Redis =>
    nodes
      ? connectRedis({
          kind: 'cluster',
          nodes: nodes.split(',').map((n) => ({ host: n.slice(0, n.lastIndexOf(':')), port: Number(n.slice(n.lastIndexOf(':') + 1)) })),
        })
      : privateRedis();
  const redis = connect();
  const prefix = `test:${label}:${randomUUID()}:`;
  const keys = async () => {
    const found: string[] = [];
    for await (const batch of scanKeys(redis, `${prefix}*`)) found.push(...batch);
    return found.sort();
  };
  return {
    redis,
    prefix,
    connect,
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
