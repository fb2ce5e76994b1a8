/**
 * The few facts of Redis' INFO that tell whether it can hold the service's data: version, memory,
 * eviction policy (the queues need `noeviction`) and persistence. A field the server does not
 * report (managed services hide some) is null.
 */
import type { Redis } from '../redis.js';

export interface RedisFacts {
  version: string | null;
  used_memory_bytes: number | null;
  maxmemory_policy: string | null;
  aof_enabled: boolean | null;
  /** Unix seconds of the last successful RDB save. */
  rdb_last_save_time: number | null;
}

export function parseInfo(text: string): Map<string, string> {
  const fields = new Map<string, string>();
  for (const line of text.split(/\r?\n/)) {
    if (line === '' || line.startsWith('#')) continue;
    const colon = line.indexOf(':');
    if (colon > 0) fields.set(line.slice(0, colon), line.slice(colon + 1).trim());
  }
  return fields;
}

function int(value: string | undefined): number | null {
  if (value === undefined || !/^\d+$/.test(value)) return null;
  return Number(value);
}

export function redisFacts(info: string): RedisFacts {
  const f = parseInfo(info);
  const aof = f.get('aof_enabled');
  return {
    version: f.get('redis_version') ?? f.get('valkey_version') ?? null,
    used_memory_bytes: int(f.get('used_memory')),
    maxmemory_policy: f.get('maxmemory_policy') ?? null,
    aof_enabled: aof === undefined ? null : aof === '1',
    rdb_last_save_time: int(f.get('rdb_last_save_time')),
  };
}

export async function readRedisFacts(redis: Redis): Promise<RedisFacts> {
  // server, memory and persistence are all in the default section set.
  return redisFacts(await redis.info());
}

/** `promise`, or a rejection after `ms` (the promise itself is left to settle on its own). */
export async function within<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} did not answer within ${ms} ms`)), ms);
  });
  try {
    return await Promise.race([promise, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
