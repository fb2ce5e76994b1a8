/**
 * How much room the store of bulks, queues and counters has (core/storage.ts HeadroomProbe):
 *
 * - Redis: INFO memory of every master (a Cluster's bulks and queues may sit on any of them; the
 *   one with least room decides): `used_memory` against `maxmemory`, or against the machine's
 *   memory (`total_system_memory`) when no maxmemory is set. It refuses writes when
 *   `used_memory` has reached `maxmemory` under the `noeviction` policy (the one BullMQ needs);
 *   under an evicting policy it would drop keys instead, which the status route already flags.
 * - PostgreSQL: the database's size (`pg_database_size`) against STORAGE_MAX_BYTES when set (the
 *   disk or quota of a managed database), else, for the embedded server, against the size plus
 *   the free space of the file system that holds its data folder. A server the service does not
 *   run and that has no STORAGE_MAX_BYTES has no limit the service can see (null).
 *
 * Each answer is kept for a second: admission asks once per upload, health and metrics on every
 * request, and INFO or a size query per call would be work for nothing under load.
 */
import { statfs } from 'node:fs/promises';
import type pg from 'pg';
import type { HeadroomProbe, StorageHeadroom } from '../core/storage.js';
import { isCluster, type Redis } from '../redis.js';
import { parseInfo } from '../observability/redis-info.js';

const KEEP_MS = 1000;

/** Keeps a probe's answer for KEEP_MS, one read in flight at a time. */
function kept(read: () => Promise<StorageHeadroom>): HeadroomProbe {
  let last: { at: number; value: Promise<StorageHeadroom> } | null = null;
  return {
    headroom() {
      const now = Date.now();
      if (!last || now - last.at > KEEP_MS) {
        const value = read();
        last = { at: now, value };
        // A failed read is not kept: the next call asks again.
        value.catch(() => {
          if (last?.value === value) last = null;
        });
      }
      return last.value;
    },
  };
}

const mb = (n: number) => `${(n / 1e6).toFixed(1)} MB`;

/** One Redis node's room from its INFO memory text. */
export function redisNodeHeadroom(info: string): StorageHeadroom {
  const f = parseInfo(info);
  const num = (name: string) => {
    const v = f.get(name);
    return v !== undefined && /^\d+$/.test(v) ? Number(v) : null;
  };
  const used = num('used_memory');
  const max = num('maxmemory');
  const system = num('total_system_memory');
  const policy = f.get('maxmemory_policy') ?? null;
  const limit = max ? max : system || null;
  const full = Boolean(max && used !== null && used >= max && policy === 'noeviction');
  const cause =
    used !== null && limit !== null && used >= limit * 0.95
      ? `Redis uses ${mb(used)} of its ${max ? `maxmemory of ${mb(limit)}` : `machine's ${mb(limit)}`}${full ? ' and refuses writes (noeviction)' : ''}`
      : null;
  return { store: 'Redis', usedBytes: used, limitBytes: limit, full, cause };
}

export function redisHeadroom(redis: Redis): HeadroomProbe {
  return kept(async () => {
    const nodes = isCluster(redis) ? redis.nodes('master') : [redis];
    const rooms = await Promise.all(nodes.map(async (node) => redisNodeHeadroom(await node.info('memory'))));
    // The node with least room decides (a full one first): it refuses the writes of whatever lives on it.
    const room = (h: StorageHeadroom) => (h.full ? -Infinity : h.limitBytes === null || h.usedBytes === null ? Infinity : h.limitBytes - h.usedBytes);
    return rooms.reduce((a, b) => (room(b) < room(a) ? b : a));
  });
}

export interface PostgresHeadroomOptions {
  /** STORAGE_MAX_BYTES: the most the database may hold (null: not configured). */
  maxBytes: number | null;
  /** The embedded server's data folder (null: a server the service does not run). */
  dataDir: string | null;
}

export function postgresHeadroom(pool: pg.Pool, options: PostgresHeadroomOptions): HeadroomProbe {
  return kept(async () => {
    const { rows } = await pool.query<{ size: string }>('SELECT pg_database_size(current_database())::text AS size');
    const used = Number(rows[0]?.size ?? 0);
    let limit = options.maxBytes;
    let diskFree: number | null = null;
    if (options.dataDir !== null) {
      const fs = await statfs(options.dataDir);
      diskFree = fs.bavail * fs.bsize;
      // The database may grow into the file system's free space, but no further than the cap.
      limit = Math.min(limit ?? Infinity, used + diskFree);
    }
    const full = (limit !== null && used >= limit) || (diskFree !== null && diskFree < 16 * 1024 * 1024);
    const cause =
      limit !== null && used >= limit * 0.95
        ? `PostgreSQL's database holds ${mb(used)} of ${options.maxBytes !== null && limit === options.maxBytes ? `STORAGE_MAX_BYTES (${mb(limit)})` : `the ${mb(limit)} its disk allows`}`
        : null;
    return { store: 'PostgreSQL', usedBytes: used, limitBytes: limit, full, cause };
  });
}
