/**
 * Where the queues and the short-lived shared state live, by deployment shape (README,
 * "Deployment shapes"; config.queueBackend):
 * - 'redis': BullMQ on Redis, and Redis for the API keys' cache and rate counters, the client
 *   limits, the mail caches and hosts' pace, the crawl claims, the running bulks and their change
 *   feed, and the workers' published metrics;
 * - 'postgres': BullMQ's PostgreSQL backend and the PostgreSQL implementation of each of those
 *   (store/*-pg.ts, behind the same interfaces), in the records' database: DATABASE_URL's, or the
 *   embedded server's. Nothing of it is kept in one process only: the API and every worker must
 *   see the same limits, claims and caches. Expired rows are deleted by `sweep`, which the
 *   workers run on a schedule (jobs/store-sweep.ts); a read never trusts a row past its time.
 */
import type { Config, QueueBackendName } from '../config.js';
import type { Logger } from '../logger.js';
import { connectRedis, type Redis } from '../redis.js';
import type { Database } from '../store/pg/database.js';
import type { ApiKeyStore } from '../core/access/api-keys.js';
import type { ClientRateLimiter } from '../core/access/client-limits.js';
import type { MailCache } from '../core/mail/mail-cache.js';
import type { PaceStore } from '../core/mail/host-pace.js';
import type { CrawlStateStore } from '../core/web/crawl-state.js';
import type { BulkChangeFeed, BulkStore } from '../core/bulk/bulk-record.js';
import type { PublishedMetricsStore } from '../observability/metrics-registry.js';
import { postgresProbe, redisProbe, type StateProbe } from '../observability/state-probe.js';
import type { HeadroomProbe } from '../core/storage.js';
import { postgresHeadroom, redisHeadroom } from '../store/headroom.js';
import type { QueueConnection } from '../pipeline/queue-backend.js';
import { ApiKeyRepository } from '../store/api-key-repository.js';
import { PgApiKeyRepository } from '../store/api-key-repository-pg.js';
import { ClientRateLimitRepository } from '../store/client-rate-limit-repository.js';
import { PgClientRateLimitRepository } from '../store/client-rate-limit-repository-pg.js';
import { MailCacheRepository } from '../store/mail-cache-repository.js';
import { PgMailCacheRepository } from '../store/mail-cache-repository-pg.js';
import { PaceRepository } from '../store/pace-repository.js';
import { PgPaceRepository } from '../store/pace-repository-pg.js';
import { CrawlStateRepository } from '../store/crawl-state-repository.js';
import { PgCrawlStateRepository } from '../store/crawl-state-repository-pg.js';
import { BulkRepository } from '../store/bulk-repository.js';
import { PgBulkRepository } from '../store/bulk-repository-pg.js';
import { RedisBulkChangeFeed } from '../store/bulk-change-feed.js';
import { PgBulkChangeFeed } from '../store/bulk-change-feed-pg.js';
import { WorkerMetricsRepository } from '../store/worker-metrics-repository.js';
import { PgWorkerMetricsRepository } from '../store/worker-metrics-repository-pg.js';

export interface SharedState {
  readonly kind: QueueBackendName;
  readonly keys: ApiKeyStore;
  readonly clientLimits: ClientRateLimiter;
  readonly mailCache: MailCache;
  readonly pace: PaceStore;
  readonly crawls: CrawlStateStore;
  readonly bulks: BulkStore;
  /** Opens its connection when a bulk is first followed: a worker process never does. */
  readonly changes: BulkChangeFeed;
  readonly published: PublishedMetricsStore;
  /** What the health and status routes ping. */
  readonly probe: StateProbe;
  /** How much room that store has left (admission, health, metrics). */
  readonly headroom: HeadroomProbe;
  readonly queueConnection: QueueConnection;
  /** The Redis connection of the Redis shape (null in the others), for the few Redis-only tools. */
  readonly redis: Redis | null;
  /** Deletes what has expired, returning how many rows went (0 on Redis: it expires keys itself). */
  sweep(now: Date): Promise<number>;
  /** Closes the change feed, and the Redis connection when this opened it. */
  close(): Promise<void>;
}

export interface SharedStateOptions {
  /** A Redis connection of the caller's (tests, the demo): used instead of opening one, and left open. */
  redis?: Redis;
  /** The clock the PostgreSQL stores count lifetimes on (tests let time pass). */
  clock?: () => number;
}

export function openSharedState(config: Config, db: Database, logger: Logger, options: SharedStateOptions = {}): SharedState {
  return config.queueBackend === 'redis' ? redisState(config, db, logger, options) : postgresState(config, db, logger, options);
}

function redisState(config: Config, db: Database, logger: Logger, options: SharedStateOptions): SharedState {
  const own = options.redis === undefined;
  const redis = options.redis ?? connectRedis(config.redis);
  if (own) redis.on('error', (err) => logger.error({ err }, 'redis connection error'));
  const prefix = config.redisPrefix;
  const changes = new RedisBulkChangeFeed(redis, prefix, (err) => logger.error({ err }, 'bulk events redis connection error'));
  return {
    kind: 'redis',
    keys: new ApiKeyRepository(db.pool, redis, prefix),
    clientLimits: new ClientRateLimitRepository(redis, prefix),
    mailCache: new MailCacheRepository(redis, prefix),
    pace: new PaceRepository(redis, prefix),
    crawls: new CrawlStateRepository(redis, prefix, db.pool),
    bulks: new BulkRepository(redis, prefix, config.bulk.resultTtlSeconds),
    changes,
    published: new WorkerMetricsRepository(redis, prefix),
    probe: redisProbe(redis),
    headroom: redisHeadroom(redis),
    queueConnection: { backend: 'redis', redis: config.redis, prefix },
    redis,
    sweep: async () => 0,
    async close() {
      await changes.close();
      if (own) await redis.quit().catch(() => redis.disconnect());
    },
  };
}

function postgresState(config: Config, db: Database, logger: Logger, options: SharedStateOptions): SharedState {
  const clock = options.clock ?? Date.now;
  const keys = new PgApiKeyRepository(db.pool);
  const mailCache = new PgMailCacheRepository(db.pool, clock);
  const pace = new PgPaceRepository(db.pool, clock);
  const crawls = new PgCrawlStateRepository(db.pool, clock);
  const bulks = new PgBulkRepository(db.pool, config.bulk.resultTtlSeconds, clock);
  const changes = new PgBulkChangeFeed(db.url, (err) => logger.error({ err }, 'bulk events postgres connection error'));
  return {
    kind: 'postgres',
    keys,
    clientLimits: new PgClientRateLimitRepository(db.pool),
    mailCache,
    pace,
    crawls,
    bulks,
    changes,
    published: new PgWorkerMetricsRepository(db.pool),
    probe: postgresProbe({ ping: async () => void (await db.pool.query('SELECT 1')) }),
    headroom: postgresHeadroom(db.pool, { maxBytes: config.storageMaxBytes, dataDir: db.dataDir }),
    queueConnection: { backend: 'postgres', url: db.queues.url, schema: db.queues.schema },
    redis: null,
    async sweep(now) {
      // The API keys' rate counters and the client limits share one table: one sweep covers both.
      const counts = await Promise.all([keys.sweep(now), mailCache.sweep(now), pace.sweep(now), crawls.sweep(now), bulks.sweep(now)]);
      return counts.reduce((a, b) => a + b, 0);
    },
    close: () => changes.close(),
  };
}
