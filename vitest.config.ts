import { execFileSync } from 'node:child_process';
import { defineConfig } from 'vitest/config';

/**
 * Two projects, one per kind of deployment (README, "Deployment shapes"):
 * - `postgres`: the whole suite on the shape without Redis (the embedded one, and PostgreSQL
 *   only): queues in BullMQ's PostgreSQL backend, limits, caches, claims and running bulks in the
 *   PostgreSQL stores. Needs nothing but Node (and a PostgreSQL: the machine's, else embedded).
 * - `redis`: the pipeline, store and mail-pace tests again on Redis + PostgreSQL, and the tests
 *   of Redis itself (its stores' contract tests, restarts, INFO); on a private redis-server.
 */
const REDIS_ONLY = [
  // The contract tests of the stores with a Redis implementation run each interface on both
  // homes (Redis and PostgreSQL).
  'src/store/api-key-repository.test.ts',
  'src/store/bulk-change-feed.test.ts',
  'src/store/bulk-repository.test.ts',
  'src/store/client-rate-limit-repository.test.ts',
  'src/store/crawl-state-repository.test.ts',
  'src/store/mail-cache-repository.test.ts',
  'src/store/pace-repository.test.ts',
  // Redis at its maxmemory (a redis-server of the test's own).
  'test/storage-full.test.ts',
  // Sentinel and Cluster, started by the tests (test/support/redis-topology.ts).
  'test/redis-cluster.test.ts',
  'test/redis-sentinel.test.ts',
];
const ALSO_ON_REDIS = [
  'test/pipeline.test.ts',
  'test/pipeline-pending.test.ts',
  'test/bulk-cancel-events.test.ts',
  'test/bulk-details.test.ts',
  'test/bulk-sweep.test.ts',
  'test/mail-defenses.test.ts',
  'test/reverify.test.ts',
  'test/monitoring.test.ts',
  'test/reliability.test.ts',
  'test/security/secrets-in-output.test.ts',
];

function hasRedisServer(): boolean {
  try {
    execFileSync('redis-server', ['--version'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

const redis = hasRedisServer() || Boolean(process.env.REDIS_URL);
if (!redis) process.stderr.write('vitest: no redis-server on the PATH (and no REDIS_URL): the redis project is skipped; the postgres project runs the suite.\n');

export default defineConfig({
  test: {
    globalSetup: ['test/support/global-setup.ts'],
    testTimeout: 20_000,
    hookTimeout: 30_000,
    // Each file works in its own schema (and key prefix), so files may run in parallel.
    fileParallelism: true,
    projects: [
      {
        extends: true,
        test: { name: 'postgres', include: ['src/**/*.test.ts', 'test/**/*.test.ts'], exclude: ['**/node_modules/**', ...REDIS_ONLY], provide: { shape: 'postgres' as const } },
      },
      ...(redis ? [{ extends: true as const, test: { name: 'redis', include: [...REDIS_ONLY, ...ALSO_ON_REDIS], provide: { shape: 'redis' as const } } }] : []),
    ],
  },
});
