/**
 * bench/crawl/profile.ts: the crawl service alone over the sandbox's sites (served by a child
 * process, as in bench/crawl), N rounds of every domain, `concurrency` at once, for a CPU profile
 * of the crawling process:
 *
 *   npx tsx --cpu-prof --cpu-prof-dir=/tmp/prof bench/crawl/profile.ts [--rounds 20 --concurrency 4]
 *   npx tsx bench/crawl/profile-summary.ts /tmp/prof/<file>.cpuprofile
 */
import { fork } from 'node:child_process';
import { once } from 'node:events';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import pLimit from 'p-limit';
import { loadConfig } from '../../src/config.js';
import { createRedis } from '../../src/redis.js';
import { buildServices, openSharedState } from '../../src/composition/index.js';
import { createLogger } from '../../src/logger.js';
import { benchDatabase } from '../support/database.js';
import { startPrivateRedis } from '../../src/demo/private-redis.js';
import { companySiteHosts } from '../../src/sandbox/world/websites.js';

function arg(name: string, fallback: number): number {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
}

const rounds = arg('rounds', 20);
const concurrency = arg('concurrency', 4);
const DOMAINS = companySiteHosts();
// The sandbox process of bench/crawl (index.ts --sandbox-process), without a profile of its own.
const child = fork(fileURLToPath(new URL('./index.ts', import.meta.url)), ['--sandbox-process'], {
  execArgv: ['--import', 'tsx'],
  stdio: ['ignore', 'pipe', 'inherit', 'ipc'],
});
const [line] = (await once(createInterface({ input: child.stdout! }), 'line')) as [string];
const sandbox = JSON.parse(line) as { dnsServer: string; webPort: number };
const redisServer = await startPrivateRedis();
const database = await benchDatabase('crawlprof');
const config = loadConfig({
  ...database.env,
  REDIS_URL: redisServer.url,
  REDIS_PREFIX: `bench:crawlprof:${process.pid}:`,
  LOG_LEVEL: 'silent',
  DNS_SERVERS: sandbox.dnsServer,
  FETCH_HTTP_PORT: String(sandbox.webPort),
  FETCH_ALLOW_CIDRS: '127.0.0.0/8',
  FETCH_TIMEOUT_MS: '1000',
  CRAWL_POLITENESS_MS: '0',
});
const redis = createRedis(config.redisUrl);
const services = buildServices(config, openSharedState(config, database.db, createLogger('silent'), { redis }), database.db);
const limit = pLimit(concurrency);
let pages = 0;
const started = performance.now();
for (let round = 0; round < rounds; round++) {
  const counts = await Promise.all(DOMAINS.map((d) => limit(async () => (await services.crawler.crawl(d)).pages.length)));
  pages += counts.reduce((a, b) => a + b, 0);
}
const seconds = (performance.now() - started) / 1000;
process.stdout.write(`${pages} pages in ${seconds.toFixed(2)} s: ${(pages / seconds).toFixed(0)} pages/s (${rounds} rounds of ${DOMAINS.length} domains, ${concurrency} at once)\n`);
services.retries.stop();
redis.disconnect();
await database.close();
await redisServer.stop();
child.kill('SIGTERM');
await once(child, 'exit');
