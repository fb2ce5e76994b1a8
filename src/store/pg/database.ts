/**
 * The service's PostgreSQL: a pool on the primary (every write), a pool for lookups (the read
 * replica DATABASE_READ_URL names, failing over to the primary while it is down: read-pool.ts;
 * else the primary), the schema migrated (on the primary only) before first use.
 *
 * With no DATABASE_URL the embedded server stands in (store/pg/embedded-postgres.ts): on the
 * cluster in EMBEDDED_PG_DIR, started by this process, or joined when another process of ours
 * already runs it there; or, for the demo and the tests, a throw-away cluster.
 */
import { resolve } from 'node:path';
import pg from 'pg';
import { migrate } from './migrator.js';
import { runningEmbedded, startEmbeddedPostgres, type EmbeddedPostgres } from './embedded-postgres.js';
import { ReadPool, replicaPoolConfig, type ReadQueries, type ReplicaEvent } from './read-pool.js';

export interface Database {
  /** The primary: writes, and reads that must see them. */
  readonly pool: pg.Pool;
  /**
   * Lookups: the read replica (the primary while the replica is down), or the primary when none is
   * configured. Single statements only; never a write (the replica refuses them).
   */
  readonly read: ReadQueries;
  /** The replica's breaker, when DATABASE_READ_URL is set (null otherwise). */
  readonly replica: ReadPool | null;
  /** 'given' (DATABASE_URL), 'embedded' (started here) or 'joined' (another process's embedded server). */
  readonly server: 'given' | 'embedded' | 'joined';
  /** The primary's connection string (it may hold a password: never log it). */
  readonly url: string;
  /** The data folder of an embedded server this machine runs ('embedded' or 'joined'); null for a given server. */
  readonly dataDir: string | null;
  /**
   * Where BullMQ's PostgreSQL backend keeps the queues (QUEUE_BACKEND=postgres): the server's URL
   * (no search_path: BullMQ pins its own) and a schema of their own, `<schema>_queues` beside a
   * schema given here (dropped with it by `dropSchema`), else `bullmq`.
   */
  readonly queues: { readonly url: string; readonly schema: string };
  /** Migrations this open applied (empty when the schema was up to date). */
  readonly applied: readonly string[];
  close(): Promise<void>;
}

export interface DatabaseOptions {
  url: string | null;
  readUrl?: string | null;
  /** Where the embedded cluster lives when `url` is null; null: a temporary cluster, removed on close. */
  embeddedDataDir: string | null;
  /** A schema of its own (created when missing): the tests give each harness one. */
  schema?: string;
  /** Connections per pool. */
  max?: number;
  onError?: (err: Error) => void;
  /** Told when lookups leave the replica for the primary (it failed) and when they come back. */
  onReplica?: (event: ReplicaEvent) => void;
  /** How long lookups stay on the primary after the replica failed (read-pool.ts RETRY_MS by default). */
  replicaRetryMs?: number;
}

const SCHEMA_NAME = /^[a-z_][a-z0-9_]{0,62}$/;

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  let embedded: EmbeddedPostgres | null = null;
  let url = options.url;
  let server: Database['server'] = 'given';
  if (url === null) {
    const joined = options.embeddedDataDir === null ? null : runningEmbedded(options.embeddedDataDir);
    if (joined) {
      url = joined;
      server = 'joined';
    } else {
      embedded = await startEmbeddedPostgres(options.embeddedDataDir === null ? {} : { dataDir: options.embeddedDataDir });
      url = embedded.url;
      server = 'embedded';
    }
  }
  const schema = options.schema;
  if (schema !== undefined && !SCHEMA_NAME.test(schema)) throw new RangeError(`schema "${schema}": use lower-case letters, digits and _`);
  const onError = options.onError ?? (() => undefined);
  const makePool = (connectionString: string, replica = false) => {
    const config: pg.PoolConfig = {
      connectionString,
      max: options.max ?? 10,
      // Connections stay open once made (at most `max`): closing idle ones costs a timer per
      // query on a busy pool, and a service reopens them at its next burst anyway.
      idleTimeoutMillis: 0,
      ...(schema ? { options: `-c search_path=${schema},public` } : {}),
    };
    const pool = new pg.Pool(replica ? replicaPoolConfig(config) : config);
    // An idle connection the server ends (restart, failover) must not crash the process.
    pool.on('error', onError);
    return pool;
  };
  const pool = makePool(url);
  let applied: string[];
  try {
    if (schema) await pool.query(`CREATE SCHEMA IF NOT EXISTS ${schema}`);
    applied = await migrate(pool);
  } catch (err) {
    await pool.end();
    await embedded?.stop();
    throw err;
  }
  // The migrations above ran on the primary only: a replica replays them like any other write.
  const replicaPool = options.readUrl && options.url !== null ? makePool(options.readUrl, true) : null;
  const replica = replicaPool
    ? new ReadPool(replicaPool, pool, {
        ...(options.replicaRetryMs !== undefined ? { retryMs: options.replicaRetryMs } : {}),
        ...(options.onReplica ? { onChange: options.onReplica } : {}),
      })
    : null;
  let closed: Promise<void> | null = null;
  return {
    pool,
    read: replica ?? pool,
    replica,
    server,
    dataDir: embedded?.dataDir ?? (server === 'joined' && options.embeddedDataDir !== null ? resolve(options.embeddedDataDir) : null),
    url: schema ? withSearchPath(url, schema) : url,
    queues: queuesOf(url, schema ?? null),
    applied,
    close() {
      closed ??= (async () => {
        await replicaPool?.end();
        await pool.end();
        await embedded?.stop();
      })();
      return closed;
    },
  };
}

/**
 * Where the queues go for a primary at `url` with the service in `schema`: the URL without a
 * search_path of its own (BullMQ pins the queues' schema on its connections, and libpq's options
 * in the URL would override it), and the schema beside the service's, which a URL made by
 * `withSearchPath` (a child process of a test or the demo) names as well.
 */
function queuesOf(url: string, schema: string | null): { url: string; schema: string } {
  const u = new URL(url);
  const fromUrl = /(?:^|\s)-c\s+search_path=([a-z_][a-z0-9_]*)/.exec(u.searchParams.get('options') ?? '')?.[1] ?? null;
  u.searchParams.delete('options');
  return { url: u.toString(), schema: queueSchemaOf(schema ?? fromUrl) };
}

/** The queues' schema beside a database schema (null: the deployment's own, BullMQ's default name). */
export function queueSchemaOf(schema: string | null): string {
  return schema === null ? 'bullmq' : `${schema}_queues`;
}

/** Drops a schema made with `openDatabase({schema})` and everything in it, its queues' schema too (tests, the demo). */
export async function dropSchema(pool: pg.Pool, schema: string): Promise<void> {
  if (!SCHEMA_NAME.test(schema)) throw new RangeError(`schema "${schema}": use lower-case letters, digits and _`);
  await pool.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
  await pool.query(`DROP SCHEMA IF EXISTS ${queueSchemaOf(schema)} CASCADE`);
}

/** The URL with libpq's `options` setting the search_path to `schema` (then public), for another process. */
export function withSearchPath(url: string, schema: string): string {
  const u = new URL(url);
  u.searchParams.set('options', `-c search_path=${schema},public`);
  return u.toString();
}
