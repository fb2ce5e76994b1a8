/**
 * Where BullMQ keeps the queues, and the one place Queue and Worker objects are made for it:
 * - Redis: one shared connection for every producing Queue, one per Worker (a worker blocks on
 *   its connection while it waits for jobs); BullMQ's keys under `<prefix>bull`.
 * - PostgreSQL: BullMQ 6's PostgreSQL backend (`createPostgresBackend`, PostgreSQL 13+) in a
 *   schema of its own. Each Queue and Worker owns a small pool plus, for a worker, one LISTEN
 *   connection (BullMQ's design: a LISTEN must not hold a pool slot); the pools stay small so
 *   that four queues, their workers and the service's own pool fit a server's default 100
 *   connections several processes over.
 */
import { Queue, Worker, createPostgresBackend, type Processor, type QueueOptions, type WorkerOptions } from 'bullmq';
import type { PostgresPoolConfig } from 'bullmq';
import type { RedisConnectionConfig } from '../config.js';
import { connectRedis, type Redis } from '../redis.js';
import { RedisKeys } from '../store/redis-keys.js';
import { waitForReplicas } from '../store/replica-wait.js';

export type QueueConnection =
  | { readonly backend: 'redis'; readonly redis: RedisConnectionConfig; readonly prefix: string }
  | { readonly backend: 'postgres'; readonly url: string; readonly schema: string };

/** What every Queue and Worker is given, besides the connection (BullMQ's own option types). */
type QueueSettings = Omit<QueueOptions, 'connection' | 'prefix'>;
type WorkerSettings = Omit<WorkerOptions, 'connection' | 'prefix'>;

/** Connections per pool of one Queue or Worker on PostgreSQL (see above). */
const PG_POOL_MAX = 3;

export function bullConnection(target: RedisConnectionConfig): Redis {
  // BullMQ's blocking commands need maxRetriesPerRequest: null (its docs, "Going to production"),
  // on a Cluster in the node options; and no keyPrefix (BullMQ refuses one: its prefix option is
  // the prefix, RedisKeys.bull(), hash-tagged so a Cluster keeps every queue key in one slot).
  return connectRedis(target, { maxRetriesPerRequest: null, enableAutoPipelining: false });
}

export class QueueBackend {
  private shared: Redis | null = null;
  private readonly owned: Redis[] = [];

  constructor(
    readonly connection: QueueConnection,
    private readonly onConnectionError: (err: Error) => void,
  ) {}

  get kind(): QueueConnection['backend'] {
    return this.connection.backend;
  }

  /** Where the queues are, for logs and the status route (no password: the URL is not part of it). */
  get where(): string {
    return this.connection.backend === 'redis' ? `redis, keys under ${this.bullPrefix()}` : `postgres, schema ${this.connection.schema}`;
  }

  queue(name: string, settings: QueueSettings): Queue {
    const c = this.connection;
    if (c.backend === 'postgres') return new Queue(name, { ...settings, connection: this.pgConfig(c) }, createPostgresBackend) as unknown as Queue;
    this.shared ??= this.redisConnection();
    return new Queue(name, { ...settings, connection: this.shared, prefix: this.bullPrefix() });
  }

  worker(name: string, processor: Processor, settings: WorkerSettings): Worker {
    const c = this.connection;
    if (c.backend === 'postgres') return new Worker(name, processor as never, { ...settings, connection: this.pgConfig(c) }, createPostgresBackend) as unknown as Worker;
    const connection = this.redisConnection();
    this.owned.push(connection);
    return new Worker(name, processor, { ...settings, connection, prefix: this.bullPrefix() });
  }

  /**
   * After jobs were added: on Redis, waits until the replicas have them (REDIS_WAIT_REPLICAS;
   * store/replica-wait.ts), so a queued job the caller goes on from survives a failover.
   * PostgreSQL commits a job before add() returns (its own replication is the server's).
   */
  async added(): Promise<void> {
    if (this.shared) await waitForReplicas(this.shared, this.bullPrefix());
  }

  /** Closes the connections this backend opened (after the Queues and Workers closed: theirs are their own on PostgreSQL). */
  close(): void {
    this.shared?.disconnect();
    for (const c of this.owned) c.disconnect();
    this.owned.length = 0;
    this.shared = null;
  }

  private bullPrefix(): string {
    return this.connection.backend === 'redis' ? new RedisKeys(this.connection.prefix).bull() : '';
  }

  private redisConnection(): Redis {
    const c = bullConnection((this.connection as { redis: RedisConnectionConfig }).redis);
    c.on('error', this.onConnectionError);
    return c;
  }

  private pgConfig(c: Extract<QueueConnection, { backend: 'postgres' }>): PostgresPoolConfig {
    // migrate: BullMQ applies its own schema's migrations at first use, under an advisory lock
    // (concurrent processes wait for one another); idle connections close after 10 s so a quiet
    // process holds only its LISTEN connections.
    return { connectionString: c.url, schema: c.schema, migrate: true, max: PG_POOL_MAX, idleTimeoutMillis: 10_000 };
  }
}
