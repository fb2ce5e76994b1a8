/**
 * The server side of bench/api: the real app over a private Redis holding the example index,
 * plus a hello-world route on the same Fastify instance as the baseline. Prints its URL and key
 * as one JSON line on stdout.
 */
import { loadConfig } from '../../src/config.js';
import { createLogger } from '../../src/logger.js';
import { createRedis } from '../../src/redis.js';
import { buildApp } from '../../src/api/app.js';
import { ApiKeyRepository } from '../../src/store/api-key-repository.js';
import { IndexRepository } from '../../src/store/index-repository.js';
import { IndexImporter } from '../../src/importer/index-importer.js';
import { importExampleIndex } from '../../src/importer/example-index.js';
import { startPrivateRedis } from '../../src/demo/private-redis.js';

const redisServer = await startPrivateRedis();
const config = loadConfig({
  REDIS_URL: redisServer.url,
  LOG_LEVEL: 'silent',
  RATE_LIMIT_PER_SECOND: '1000000',
  RATE_LIMIT_PER_MINUTE: '60000000',
});
const redis = createRedis(config.redisUrl);
await importExampleIndex(new IndexImporter(new IndexRepository(redis, config.redisPrefix)));
const { plain } = await new ApiKeyRepository(redis, config.redisPrefix).create({ name: 'bench' });
const app = await buildApp({ config, redis, logger: createLogger('silent') });
app.get('/hello', { config: { public: true } }, async () => ({ hello: 'world' }));
const url = await app.listen({ host: '127.0.0.1', port: 0 });
process.stdout.write(JSON.stringify({ url, key: plain }) + '\n');

process.once('SIGTERM', async () => {
  await app.close();
  redis.disconnect();
  await redisServer.stop();
  process.exit(0);
});
