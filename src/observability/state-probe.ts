/**
 * What the health and status routes ask of the store that holds the queues and the short-lived
 * state: Redis in the Redis shape, the records' PostgreSQL in the others (then the database's own
 * check covers it, and there is no Redis INFO to report).
 */
import type { Redis } from '../redis.js';
import { readRedisFacts, type RedisFacts } from './redis-info.js';

export interface StateProbe {
  /** 'Redis' or 'PostgreSQL', for messages ("Redis is not reachable."). */
  readonly name: 'Redis' | 'PostgreSQL';
  /** Resolves when the store answers; rejects otherwise. */
  ping(): Promise<void>;
  /** Redis' INFO facts for the status route; null where the store is PostgreSQL. */
  redisFacts(): Promise<RedisFacts> | null;
}

export function redisProbe(redis: Redis): StateProbe {
  return {
    name: 'Redis',
    async ping() {
      const answer = await redis.ping();
      if (answer !== 'PONG') throw new Error(`Redis answered PING with ${answer}`);
    },
    redisFacts: () => readRedisFacts(redis),
  };
}

export function postgresProbe(database: { ping(): Promise<void> }): StateProbe {
  return { name: 'PostgreSQL', ping: () => database.ping(), redisFacts: () => null };
}

/** Resolves true when the store answers within `timeoutMs`, else false (never rejects). */
export async function answersWithin(probe: StateProbe, timeoutMs: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), timeoutMs);
  });
  try {
    return await Promise.race([probe.ping().then(() => true, () => false), timeout]);
  } finally {
    clearTimeout(timer);
  }
}
