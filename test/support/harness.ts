/**
 * A test's own slice of the service: the app built in-process over a PostgreSQL schema of its
 * own and, in the Redis shape, the private Redis under a unique key prefix; both are deleted
 * afterwards. The shape is the vitest project's (vitest.config.ts): 'postgres' (the embedded and
 * PostgreSQL-only deployments: queues and shared state in PostgreSQL) or 'redis'.
 */
import { randomUUID } from 'node:crypto';
import { inject } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { loadConfig, type Config } from '../../src/config.js';
import { createLogger } from '../../src/logger.js';
import { createRedis, isCluster, scanKeys, type Redis } from '../../src/redis.js';
import { buildApp } from '../../src/api/app.js';
import { compose, openSharedState, type ServiceGraph, type Services, type SharedState } from '../../src/composition/index.js';
import { TimerRetries } from '../../src/core/mail/timer-retries.js';
import type { ApiKeyStore } from '../../src/core/access/api-keys.js';
import type { IndexRepository } from '../../src/store/index-repository.js';
import { IndexImporter } from '../../src/importer/index-importer.js';
import { EXAMPLE_INDEX_DIR, importExampleIndex } from '../../src/importer/example-index.js';
import { freshSchema, type TestSchema } from './postgres.js';
import { RedisKeys } from '../../src/store/redis-keys.js';

export const EXAMPLE_INDEX = EXAMPLE_INDEX_DIR;

export type TestShape = 'postgres' | 'redis';

/** The shape this test file runs on (its vitest project's). */
export function testShape(): TestShape {
  return inject('shape');
}

export interface Harness {
  app: FastifyInstance;
  /** The private Redis in the Redis shape; null in the PostgreSQL shape. */
  redis: Redis | null;
  shape: TestShape;
  state: SharedState;
  /** The harness's own PostgreSQL schema (dropped on close). */
  database: TestSchema;
  config: Config;
  prefix: string;
  index: IndexRepository;
  keys: ApiKeyStore;
  services: Services;
  /** The graph the app runs on (services and pipeline). */
  graph: ServiceGraph;
  /** A valid API key for this harness (an ordinary user's). */
  key: string;
  /** An operator key (queue board, deployment-wide status and metrics). */
  adminKey: string;
  importExamples(): Promise<void>;
  /** How many pieces of uploads the bulk store holds (Redis keys, or bulk_uploads rows): of one bulk, or of all. */
  storedUploadPieces(bulkId?: string): Promise<number>;
  /**
   * Everything the shared state holds, as text: the Redis keys under the prefix with their
   * values, or every row of the schema's tables (for tests that look for what must not be stored).
   */
  storedText(): Promise<string>;
  close(): Promise<void>;
}

export function privateRedis(): Redis {
  const url = inject('redisUrl');
  if (!url) throw new Error('no private Redis in this run (no redis-server): this test belongs to the redis project');
  return createRedis(url);
}

/** The environment that puts a child process (the CLI, a server) on this run's shape. */
export function shapeEnv(): Record<string, string> {
  return testShape() === 'redis' ? { REDIS_URL: inject('redisUrl') } : { QUEUE_BACKEND: 'postgres' };
}

/** Deletes a key prefix from the private Redis (nothing to do in the postgres shape: the schema goes with the test). */
export async function cleanUpPrefix(prefix: string): Promise<void> {
  if (testShape() !== 'redis') return;
  const redis = privateRedis();
  await deletePrefix(redis, prefix);
  redis.disconnect();
}

/** Another shared state over the harness's stores, for services built with a configuration of the test's own. */
export function sharedStateFor(h: Harness, config: Config): SharedState {
  return openSharedState(config, h.database.db, createLogger('silent'), h.redis ? { redis: h.redis } : {});
}

/** Deletes the prefix's keys, on every master of a Cluster (one key a command: slots differ). */
export async function deletePrefix(redis: Redis, prefix: string): Promise<void> {
  for await (const keys of scanKeys(redis, `${prefix}*`)) {
    if (isCluster(redis)) await Promise.all(keys.map((k) => redis.del(k)));
    else await redis.del(...keys);
  }
}

/** Where a test's bulk store keeps its parts: the Redis (and key prefix) of the Redis shape, else the schema. */
export interface BulkStoreHome {
  redis: Redis | null;
  prefix: string;
  database: TestSchema;
}

/** How many pieces of uploads the bulk store holds (Redis keys, or bulk_uploads rows): of one bulk, or of all. */
export async function storedUploadPieces(home: BulkStoreHome, bulkId?: string): Promise<number> {
  return (await uploadPieceLifetimes(home, bulkId)).length;
}

/**
 * The milliseconds each stored upload piece has left before it expires (Redis's PTTL, or the
 * row's expires_at less now, as the PostgreSQL store counts it); -1 for a Redis key that never expires.
 */
export async function uploadPieceLifetimes(home: BulkStoreHome, bulkId?: string): Promise<number[]> {
  if (home.redis) {
    const keys = await home.redis.keys(new RedisKeys(home.prefix).bulk(bulkId ?? '*', ':upload:*'));
    return Promise.all(keys.map((k) => home.redis!.pttl(k)));
  }
  const { rows } = await home.database.db.pool.query<{ expires_at: Date }>('SELECT expires_at FROM bulk_uploads WHERE bulk_id = $1 OR $1 IS NULL', [bulkId ?? null]);
  const now = Date.now();
  return rows.map((r) => r.expires_at.getTime() - now);
}

/**
 * `retriesThroughQueue`: greylisting retries as jobs (a harness with a worker), else on in-process
 * timers. `databaseUrl`: the schema in that database (a test file's own, see freshDatabase) rather
 * than in the run's.
 */
export async function startHarness(env: Record<string, string> = {}, options: { retriesThroughQueue?: boolean; databaseUrl?: string } = {}): Promise<Harness> {
  const prefix = `test:${randomUUID()}:`;
  const shape = testShape();
  const config = loadConfig({
    ...(shape === 'redis' ? { REDIS_URL: inject('redisUrl') } : { QUEUE_BACKEND: 'postgres' }),
    REDIS_PREFIX: prefix,
    LOG_LEVEL: 'silent',
    RATE_LIMIT_PER_SECOND: '100000',
    RATE_LIMIT_PER_MINUTE: '1000000',
    // Keyless routes (logos) are limited per client address; every test shares 127.0.0.1.
    PUBLIC_RATE_LIMIT_PER_SECOND: '100000',
    PUBLIC_RATE_LIMIT_PER_MINUTE: '1000000',
    // Tests upload many bulks at once in one process; the limit has a test of its own.
    BULK_MAX_CONCURRENT_UPLOADS: '1000',
    ...env,
  });
  const redis = shape === 'redis' ? createRedis(config.redisUrl) : null;
  const database = await freshSchema(4, options.databaseUrl);
  // The process's one graph, as a server's (a worker started on the harness shares it).
  const logger = createLogger(config.logLevel);
  const state = openSharedState(config, database.db, logger, redis ? { redis } : {});
  const graph = compose(config, state, database.db, logger, options.retriesThroughQueue ? {} : { retries: new TimerRetries() });
  const { services } = graph;
  const app = await buildApp({ config, logger, ...graph });
  await app.ready();
  const keys = services.keys;
  const index = services.index;
  const { plain } = await keys.create({ name: 'test' });
  const { plain: adminKey } = await keys.create({ name: 'test-admin', role: 'admin' });
  return {
    app,
    redis,
    shape,
    state,
    database,
    config,
    prefix,
    index,
    keys,
    services,
    graph,
    key: plain,
    adminKey,
    async importExamples() {
      for (const summary of await importExampleIndex(new IndexImporter(index))) {
        if (summary.skipped > 0) throw new Error(`example ${summary.file}: ${JSON.stringify(summary.problems)}`);
      }
    },
    storedUploadPieces: (bulkId) => storedUploadPieces({ redis, prefix, database }, bulkId),
    async storedText() {
      if (redis) {
        const parts: string[] = [];
        for (const k of await redis.keys(`${prefix}*`)) {
          const type = await redis.type(k);
          const value = type === 'hash' ? JSON.stringify(await redis.hgetall(k)) : type === 'string' ? await redis.get(k) : type === 'set' ? (await redis.smembers(k)).join('\n') : '';
          parts.push(`${k}\t${value ?? ''}`);
        }
        return parts.join('\n');
      }
      const pool = database.db.pool;
      const { rows: tables } = await pool.query<{ name: string }>('SELECT table_name AS name FROM information_schema.tables WHERE table_schema = $1', [database.schema]);
      const parts: string[] = [];
      for (const { name } of tables) {
        const { rows } = await pool.query<{ row: string }>(`SELECT to_jsonb(t)::text AS row FROM ${database.schema}."${name}" t`);
        parts.push(...rows.map((r) => `${name}\t${r.row}`));
      }
      return parts.join('\n');
    },
    async close() {
      await app.close();
      await graph.close();
      await state.close();
      if (redis) {
        await deletePrefix(redis, prefix);
        redis.disconnect();
      }
      await database.drop();
    },
  };
}
