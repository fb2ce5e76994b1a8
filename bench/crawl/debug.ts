import { startSandbox } from '../../src/sandbox/index.js';
import { loadConfig } from '../../src/config.js';
import { createRedis } from '../../src/redis.js';
import { buildServices } from '../../src/composition.js';
const sandbox = await startSandbox();
const config = loadConfig({ REDIS_URL: 'redis://127.0.0.1:6379', REDIS_PREFIX: `dbg:${Date.now()}:`, DNS_SERVERS: sandbox.dnsServer, FETCH_HTTP_PORT: String(sandbox.webPort), FETCH_ALLOW_CIDRS: '127.0.0.0/8', FETCH_TIMEOUT_MS: '1000', CRAWL_POLITENESS_MS: '0' });
const redis = createRedis(config.redisUrl);
const s = buildServices(config, redis);
for (const d of (process.argv[2] ?? 'kranich-analytics.test').split(',')) {
  const o = await s.crawler.crawl(d);
  console.log(JSON.stringify({ ...o }, null, 1).slice(0, 3000));
  const addrs = await s.index.domainAddresses(d);
  console.log('addresses', addrs);
  const c = await s.index.getCompany(d);
  const { provenance, ...rest } = c as any;
  console.log(JSON.stringify(rest));
}
const keys = await redis.keys(`${config.redisPrefix}*`); if (keys.length) await redis.del(...keys);
redis.disconnect(); s.retries.stop(); await sandbox.stop();
