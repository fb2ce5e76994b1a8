/**
 * The services a bench measures through the API: a private redis-server, the bench's database
 * (bench/support/database.ts), a configuration without rate limits, and the composed services.
 */
import { loadConfig, type Config } from '../../src/config.js';
import { compose, openSharedState, type ServiceGraph, type Services } from '../../src/composition/index.js';
import { createLogger } from '../../src/logger.js';
import { startPrivateRedis } from '../../src/demo/private-redis.js';
import { createRedis, type Redis } from '../../src/redis.js';
import type { Database } from '../../src/store/pg/database.js';
import { benchDatabase } from './database.js';

export interface BenchStack {
  config: Config;
  redis: Redis;
  db: Database;
  services: Services;
  graph: ServiceGraph;
  close(): Promise<void>;
}

export async function startBenchStack(name: string): Promise<BenchStack> {
  const redisServer = await startPrivateRedis();
  const database = await benchDatabase(name);
  const config = loadConfig({
    ...database.env,
    REDIS_URL: redisServer.url,
    LOG_LEVEL: 'silent',
    RATE_LIMIT_PER_SECOND: '1000000',
    RATE_LIMIT_PER_MINUTE: '60000000',
  });
  const redis = createRedis(config.redisUrl);
  const state = openSharedState(config, database.db, createLogger('silent'), { redis });
  const graph = compose(config, state, database.db, createLogger('silent'));
  return {
    config,
    redis,
    db: database.db,
    services: graph.services,
    graph,
    async close() {
      await graph.close();
      await state.close();
      redis.disconnect();
      await database.close();
      await redisServer.stop();
    },
  };
}
