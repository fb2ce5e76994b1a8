/**
 * The crawl service a crawl bench measures: a private redis-server, the bench's database
 * (bench/support/database.ts) and the services composed against the sandbox's DNS and web servers
 * on 127.0.0.1, with politeness 0 (it changes how long a crawl takes, not what it fetches). A
 * site's robots.txt Crawl-delay is waited on a clock of the bench's own, moved on by each pause
 * instead of sleeping through it, for the same reason: the crawl fetches what it would at the
 * site's pace (CRAWL_PACED_MAX_MS), in the time the fetches take.
 */
import { loadConfig, type Config } from '../../src/config.js';
import { buildServices, openSharedState } from '../../src/composition/index.js';
import { createLogger } from '../../src/logger.js';
import { startPrivateRedis } from '../../src/demo/private-redis.js';
import { createRedis, type Redis } from '../../src/redis.js';
import { benchDatabase } from './database.js';

export interface CrawlStack {
  config: Config;
  redis: Redis;
  services: ReturnType<typeof buildServices>;
  close(): Promise<void>;
}

export async function startCrawlStack(name: string, sandbox: { dnsServer: string; webPort: number }, fetchTimeoutMs: number): Promise<CrawlStack> {
  const redisServer = await startPrivateRedis();
  const database = await benchDatabase(name);
  const config = loadConfig({
    ...database.env,
    REDIS_URL: redisServer.url,
    REDIS_PREFIX: `bench:${name}:${process.pid}:${Date.now()}:`,
    LOG_LEVEL: 'silent',
    DNS_SERVERS: sandbox.dnsServer,
    FETCH_HTTP_PORT: String(sandbox.webPort),
    FETCH_ALLOW_CIDRS: '127.0.0.0/8',
    FETCH_TIMEOUT_MS: String(fetchTimeoutMs),
    CRAWL_POLITENESS_MS: '0',
  });
  const redis = createRedis(config.redisUrl);
  let waited = 0;
  const crawlPace = {
    sleep: async (ms: number) => {
      waited += ms;
    },
    now: () => Date.now() + waited,
  };
  const services = buildServices(config, openSharedState(config, database.db, createLogger('silent'), { redis }), database.db, { crawlPace });
  return {
    config,
    redis,
    services,
    async close() {
      services.retries.stop();
      redis.disconnect();
      await database.close();
      await redisServer.stop();
    },
  };
}
