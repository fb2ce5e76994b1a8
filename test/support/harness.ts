/**
 * A test's own slice of the service: the app built in-process over the private Redis, under a
 * unique key prefix, and a PostgreSQL schema of its own; both are deleted afterwards.
 */
import { randomUUID } from 'node:crypto';
import { inject } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { loadConfig, type Config } from '../../src/config.js';
import { createLogger } from '../../src/logger.js';
import { createRedis, isCluster, scanKeys, type Redis } from '../../src/redis.js';
import { buildApp } from '../../src/api/app.js';
import { compose, type ServiceGraph, type Services } from '../../src/composition/index.js';
import { TimerRetries } from '../../src/core/mail/timer-retries.js';
import type { ApiKeyStore } from '../../src/core/access/api-keys.js';
import type { IndexRepository } from '../../src/store/index-repository.js';
import { IndexImporter } from '../../src/importer/index-importer.js';
import { EXAMPLE_INDEX_DIR, importExampleIndex } from '../../src/importer/example-index.js';
import { freshSchema, type TestSchema } from './postgres.js';

export const EXAMPLE_INDEX = EXAMPLE_INDEX_DIR;

export interface Harness {
  app: FastifyInstance;
  redis: Redis;
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
  close(): Promise<void>;
}

export function privateRedis(): Redis {
  return createRedis(inject('redisUrl'));
}

/** Deletes the prefix's keys, on every master of a Cluster (one key a command: slots differ). */
export async function deletePrefix(redis: Redis, prefix: string): Promise<void> {
  for await (const keys of scanKeys(redis, `${prefix}*`)) {
    if (isCluster(redis)) await Promise.all(keys.map((k) => redis.del(k)));
    else await redis.del(...keys);
  }
}

/** `retriesThroughQueue`: greylisting retries as jobs (a harness with a worker), else on in-process timers. */
export async function startHarness(env: Record<string, string> = {}, options: { retriesThroughQueue?: boolean } = {}): Promise<Harness> {
  const prefix = `test:${randomUUID()}:`;
  const config = loadConfig({
    REDIS_URL: inject('redisUrl'),
    REDIS_PREFIX: prefix,
    LOG_LEVEL: 'silent',
    RATE_LIMIT_PER_SECOND: '100000',
    RATE_LIMIT_PER_MINUTE: '1000000',
    // Keyless routes (logos) are limited per client address; every test shares 127.0.0.1.
    PUBLIC_RATE_LIMIT_PER_SECOND: '100000',
    PUBLIC_RATE_LIMIT_PER_MINUTE: '1000000',
    ...env,
  });
  const redis = createRedis(config.redisUrl);
  const database = await freshSchema();
  // The process's one graph, as a server's (a worker started on the harness shares it).
  const logger = createLogger(config.logLevel);
  const graph = compose(config, redis, database.db, logger, options.retriesThroughQueue ? {} : { retries: new TimerRetries() });
  const { services } = graph;
  const app = await buildApp({ config, redis, logger, ...graph });
  await app.ready();
  const keys = services.keys;
  const index = services.index;
  const { plain } = await keys.create({ name: 'test' });
  const { plain: adminKey } = await keys.create({ name: 'test-admin', role: 'admin' });
  return {
    app,
    redis,
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
    async close() {
      await app.close();
      await graph.close();
      await deletePrefix(redis, prefix);
      redis.disconnect();
      await database.drop();
    },
  };
}
