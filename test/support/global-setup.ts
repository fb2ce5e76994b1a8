/**
 * Gives the tests a Redis and a PostgreSQL of their own.
 * - Redis (the redis project only): REDIS_URL when the caller set one, else a private
 *   redis-server on a temporary unix socket, stopped after the run. Each test file writes under
 *   its own key prefix and deletes it.
 * - PostgreSQL: a database created for this run (and dropped after it) on the server DATABASE_URL
 *   names, else the machine's (127.0.0.1:5432, user postgres, as CI has), else an embedded server
 *   started for the run. Each harness works in a schema of its own, dropped when it closes.
 */
import type { TestProject } from 'vitest/node';
import { startPrivateRedis, type PrivateRedis } from '../../src/demo/private-redis.js';
import { createRunDatabase, type RunDatabase } from './postgres.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The deployment shape the project's harnesses build (vitest.config.ts). */
    shape: 'postgres' | 'redis';
    /** The private Redis ('' in the postgres project: it starts none). */
    redisUrl: string;
    /** A database of this test run's own. */
    databaseUrl: string;
    /** The server's maintenance database (for tests that create databases of their own). */
    postgresAdminUrl: string;
    /**
     * TEST_REDIS_CLUSTER_NODES (host:port, ...): the store contracts' Redis side runs on this
     * Cluster (test/redis-cluster.test.ts starts one and a run with it); '' for none.
     */
    redisClusterNodes: string;
  }
}

/** Runs once per vitest project (each has its own Redis and database); returns its teardown. */
export async function setup(project: TestProject): Promise<() => Promise<void>> {
  let redis: PrivateRedis | null = null;
  const given = process.env.REDIS_URL;
  if (project.config.provide?.shape !== 'redis') {
    project.provide('redisUrl', '');
  } else if (given) {
    project.provide('redisUrl', given);
  } else {
    redis = await startPrivateRedis();
    project.provide('redisUrl', redis.url);
  }
  project.provide('redisClusterNodes', process.env.TEST_REDIS_CLUSTER_NODES ?? '');
  const database: RunDatabase = await createRunDatabase();
  project.provide('databaseUrl', database.url);
  project.provide('postgresAdminUrl', database.adminUrl);
  return async () => {
    await redis?.stop();
    await database.drop();
  };
}
