/**
 * Starts the API process: config, logger, Redis, the Fastify app; closes them in order on
 * SIGTERM/SIGINT so in-flight requests finish.
 */
import type { Config } from './config.js';
import { createLogger } from './logger.js';
import { createRedis } from './redis.js';
import { buildApp } from './api/app.js';

export async function runServer(config: Config): Promise<void> {
  const logger = createLogger(config.logLevel);
  const redis = createRedis(config.redisUrl);
  redis.on('error', (err) => logger.error({ err }, 'redis connection error'));
  const app = await buildApp({ config, redis, logger });
  const address = await app.listen({ host: config.host, port: config.port });
  logger.info({ address, docs: `${address}/v2/docs` }, 'api listening');

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    logger.info({ signal }, 'shutting down');
    await app.close();
    await redis.quit();
    process.exit(0);
  };
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  process.once('SIGINT', () => void shutdown('SIGINT'));
}
