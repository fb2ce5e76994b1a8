/**
 * The server side of bench/api: the real app over a private Redis and PostgreSQL (DATABASE_URL,
 * else a throw-away embedded cluster) holding the example index,
 * plus a hello-world route on the same Fastify instance as the baseline. Prints its URL and key
 * as one JSON line on stdout.
 */
import { loadConfig } from '../../src/config.js';
import { createLogger } from '../../src/logger.js';
import { createRedis } from '../../src/redis.js';
import { buildApp } from '../../src/api/app.js';
import { buildServices } from '../../src/composition.js';
import { benchDatabase } from '../support/database.js';
import { IndexImporter } from '../../src/importer/index-importer.js';
import { importExampleIndex } from '../../src/importer/example-index.js';
import { startPrivateRedis } from '../../src/demo/private-redis.js';

const redisServer = await startPrivateRedis();
const database = await benchDatabase('api');
const db = database.db;
const config = loadConfig({
  ...database.env,
  REDIS_URL: redisServer.url,
  LOG_LEVEL: 'silent',
  RATE_LIMIT_PER_SECOND: '1000000',
  RATE_LIMIT_PER_MINUTE: '60000000',
});
const redis = createRedis(config.redisUrl);
const services = buildServices(config, redis, db);
await importExampleIndex(new IndexImporter(services.index));
const { plain } = await services.keys.create({ name: 'bench' });
const app = await buildApp({ config, redis, logger: createLogger('silent'), services });
app.get('/hello', { config: { public: true } }, async () => ({ hello: 'world' }));
const url = await app.listen({ host: '127.0.0.1', port: 0 });
process.stdout.write(JSON.stringify({ url, key: plain }) + '\n');

process.once('SIGTERM', async () => {
  await app.close();
  redis.disconnect();
  await database.close();
  await redisServer.stop();
  process.exit(0);
});
