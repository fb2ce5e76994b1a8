/**
 * When the store that holds bulks, queues and counters has no room left, and how much room it
 * has. Declared here, measured by store/ (store/headroom.ts), used by the bulk admission and the
 * bulk lifecycle (core/bulk), the API's errors and health, and the metrics.
 *
 * How a full store shows itself:
 * - Redis at `maxmemory` with the `noeviction` policy (the one BullMQ needs: an evicted job key
 *   is a lost job) refuses every command that may grow memory with the error reply
 *   "OOM command not allowed when used memory > 'maxmemory'." (Redis docs, "Key eviction").
 *   Commands that free memory (DEL, UNLINK) and reads still run.
 * - PostgreSQL refuses a write that cannot extend a file with SQLSTATE 53100 `disk_full`
 *   (PostgreSQL docs, Appendix A, class 53 "Insufficient Resources").
 */

/** A write the store refused for lack of space. */
export class StorageFull extends Error {
  override readonly name = 'StorageFull';
  constructor(message = 'the store has no room left for this write') {
    super(message);
  }
}

/** The start of Redis's reply to a command refused at maxmemory (server.c, shared.oomerr). */
const REDIS_OOM = 'OOM command not allowed';

/**
 * Whether `err` is a write refused for lack of space: a StorageFull, Redis's OOM reply (also
 * when a Lua script's command got it: "ERR Error running script ... OOM command not allowed"),
 * or PostgreSQL's disk_full. The cause is looked through, as BullMQ and pg wrap some errors.
 */
export function isStorageFull(err: unknown): boolean {
  for (let e = err, depth = 0; e && typeof e === 'object' && depth < 4; e = (e as { cause?: unknown }).cause, depth++) {
    if (e instanceof StorageFull) return true;
    const { message, code } = e as { message?: unknown; code?: unknown };
    if (code === '53100') return true;
    if (typeof message === 'string' && message.includes(REDIS_OOM)) return true;
  }
  return false;
}

/** PostgreSQL cancelled the statement at its `statement_timeout` (SQLSTATE 57014 query_canceled). */
export function isStatementTimeout(err: unknown): boolean {
  const { code, message } = (err ?? {}) as { code?: unknown; message?: unknown };
  return code === '57014' && typeof message === 'string' && message.includes('statement timeout');
}

/** How much room the store has, as it says itself. */
export interface StorageHeadroom {
  /** Which store: 'Redis' (the Redis shape) or 'PostgreSQL' (the shapes without Redis). */
  store: 'Redis' | 'PostgreSQL';
  /** Bytes in use (Redis `used_memory`; PostgreSQL: the database's size), null when unknown. */
  usedBytes: number | null;
  /**
   * The most it may use (Redis `maxmemory`, else the machine's memory; PostgreSQL: the
   * configured STORE_MAX_BYTES, else the data folder's file system when the server is embedded),
   * null when nothing bounds it that the service can see.
   */
  limitBytes: number | null;
  /** Whether the store is refusing writes for lack of room right now. */
  full: boolean;
  /** Why it is full or close to it, in words (null when it is not). */
  cause: string | null;
}

export interface HeadroomProbe {
  headroom(): Promise<StorageHeadroom>;
}

/** Free bytes (limit minus used), or null when either is unknown. */
export function freeBytes(h: StorageHeadroom): number | null {
  return h.limitBytes === null || h.usedBytes === null ? null : Math.max(0, h.limitBytes - h.usedBytes);
}

/** The share of the limit still free (0..1), or null when unknown. */
export function freeRatio(h: StorageHeadroom): number | null {
  const free = freeBytes(h);
  return free === null || !h.limitBytes ? null : free / h.limitBytes;
}

/**
 * The share of the limit kept free for the service's own small writes (rate counters, queue
 * bookkeeping, a bulk's end): below it, uploads are refused and health says degraded.
 */
export const RESERVED_RATIO = 0.05;
