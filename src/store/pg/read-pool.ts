/**
 * The lookups' pool when DATABASE_READ_URL names a read replica: statements go to the replica,
 * and to the primary while the replica cannot be reached (a short circuit breaker).
 *
 * Why fail over rather than answer 503: a lookup is a read the primary can always answer, with
 * data at least as new as the replica's, so a replica that is down (restarted, rebuilt, its host
 * lost) costs the primary some load, not the users their answers. What counts as "down":
 * - the replica refused or dropped the connection, or a new connection did not complete within
 *   CONNECT_TIMEOUT_MS (a host that stopped answering would otherwise hold the query for the
 *   kernel's TCP timeout, minutes);
 * - the server said it is shutting down or not accepting connections yet (SQLSTATE 57P01-57P03),
 *   or any connection exception (class 08).
 * Then the statement runs on the primary, and so does every lookup for `retryMs`; after that one
 * lookup tries the replica again (the others stay on the primary until it has answered): success
 * closes the breaker, failure opens it for another `retryMs`.
 *
 * Not "down", and not retried: an error of the statement itself (a syntax error, or 25006
 * read_only_sql_transaction: a write sent to the read pool is a bug, and must fail where it is
 * made). One replica-only error is retried on the primary without opening the breaker: a hot
 * standby cancels a query whose rows the primary's replayed changes must remove (SQLSTATE 40001,
 * or 40P01 for a lock conflict, "canceling statement due to conflict with recovery").
 *
 * Only single statements go through here (pool.query): no transactions, no held clients, so a
 * statement is always safe to run again elsewhere.
 */
import pg from 'pg';
import { pgCode } from './sql-text.js';

/** What the index's readers need of a pool: one statement at a time. */
export interface ReadQueries {
  query<R extends pg.QueryResultRow = pg.QueryResultRow>(config: pg.QueryConfig): Promise<pg.QueryResult<R>>;
}

/** How long a new connection to the replica may take before the replica counts as down. */
export const CONNECT_TIMEOUT_MS = 3_000;
/** How long lookups stay on the primary after the replica failed, before one tries it again. */
export const RETRY_MS = 5_000;

export type ReplicaEvent = { state: 'down'; error: Error } | { state: 'up' };

export interface ReadPoolOptions {
  /** Default RETRY_MS. */
  retryMs?: number;
  /** Told when the breaker opens (the replica failed) and when it closes again. */
  onChange?: (event: ReplicaEvent) => void;
  now?: () => number;
}

const DOWN_ERRNO = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'EHOSTDOWN', 'ENOTFOUND', 'EAI_AGAIN', 'EPIPE']);
const DOWN_SQLSTATE = new Set(['57P01', '57P02', '57P03']); // admin_shutdown, crash_shutdown, cannot_connect_now
const RECOVERY_CONFLICT = new Set(['40001', '40P01']);
// node-postgres' own errors for a connection that ended or never opened (they carry no code).
const DOWN_MESSAGE = /Connection terminated|not queryable|timeout expired|connection timeout/i;

/** Whether an error says the server could not be reached or dropped the connection. */
export function isUnreachable(err: unknown): boolean {
  const code = pgCode(err);
  if (code !== undefined && (DOWN_ERRNO.has(code) || DOWN_SQLSTATE.has(code) || code.startsWith('08'))) return true;
  return err instanceof Error && code === undefined && DOWN_MESSAGE.test(err.message);
}

/** A pg.Client whose connection attempts give up after CONNECT_TIMEOUT_MS (waiting for a free pooled client does not). */
function clientWithConnectTimeout(timeoutMs: number): new (config?: pg.ClientConfig) => pg.Client {
  return class extends pg.Client {
    constructor(config?: pg.ClientConfig) {
      super({ ...config, connectionTimeoutMillis: timeoutMs });
    }
  };
}

/** The replica pool's settings that differ from the primary's. */
export function replicaPoolConfig(config: pg.PoolConfig, connectTimeoutMs = CONNECT_TIMEOUT_MS): pg.PoolConfig {
  // On the Client rather than the pool: pg-pool's connectionTimeoutMillis also bounds the wait for
  // a free client, and a busy pool is not a replica that is down.
  return { ...config, Client: clientWithConnectTimeout(connectTimeoutMs) };
}

export class ReadPool implements ReadQueries {
  /** 0: closed (the replica is used). Otherwise the time until which lookups stay on the primary. */
  private openUntil = 0;
  /** A lookup is trying the replica after the breaker opened. */
  private probing = false;
  private readonly retryMs: number;
  private readonly now: () => number;

  constructor(
    private readonly replica: pg.Pool,
    private readonly primary: pg.Pool,
    private readonly options: ReadPoolOptions = {},
  ) {
    this.retryMs = options.retryMs ?? RETRY_MS;
    this.now = options.now ?? Date.now;
  }

  /** Whether lookups are on the replica now (false while the breaker is open). */
  get replicaUp(): boolean {
    return this.openUntil === 0;
  }

  async query<R extends pg.QueryResultRow = pg.QueryResultRow>(config: pg.QueryConfig): Promise<pg.QueryResult<R>> {
    const probe = this.openUntil !== 0;
    if (probe && (this.probing || this.now() < this.openUntil)) return this.primary.query<R>(config);
    if (probe) this.probing = true;
    let result: pg.QueryResult<R>;
    try {
      result = await this.replica.query<R>(config);
    } catch (err) {
      if (isUnreachable(err)) {
        this.open(err as Error, probe);
        return this.primary.query<R>(config);
      }
      // The replica answered (with an error of the statement): it is up.
      if (probe) this.close();
      if (RECOVERY_CONFLICT.has(pgCode(err) ?? '')) return this.primary.query<R>(config);
      throw err;
    }
    if (probe) this.close();
    return result;
  }

  private open(error: Error, probe: boolean): void {
    const wasUp = this.openUntil === 0;
    this.openUntil = this.now() + this.retryMs;
    if (probe) this.probing = false;
    if (wasUp) this.options.onChange?.({ state: 'down', error });
  }

  private close(): void {
    this.probing = false;
    if (this.openUntil === 0) return;
    this.openUntil = 0;
    this.options.onChange?.({ state: 'up' });
  }
}
