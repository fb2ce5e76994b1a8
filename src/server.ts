/**
 * Process entry points: the API, the worker, or both in one process (one machine). Each closes
 * what it opened, in order, on SIGTERM/SIGINT, so in-flight requests and jobs finish.
 */
import type { Config } from './config.js';
import { createLogger } from './logger.js';
import { connectRedis } from './redis.js';
import { buildApp } from './api/app.js';
import { startWorker } from './worker.js';
import { compose, openServiceDatabase } from './composition/index.js';

export async function runProcess(config: Config, roles: { api: boolean; worker: boolean; concurrency?: number }): Promise<void> {
  const logger = createLogger(config.logLevel);
  const redis = connectRedis(config.redis);
  redis.on('error', (err) => logger.error({ err }, 'redis connection error'));
  const db = await openServiceDatabase(config, logger);
  // One graph for both roles: one SMTP gate per mail server, whichever role probes it.
  const graph = compose(config, redis, db, logger);
  const closers: (() => Promise<void>)[] = [() => graph.close()];
  if (roles.worker) {
    const worker = await startWorker(config, redis, graph, logger, roles.concurrency);
    closers.unshift(() => worker.close());
  }
  if (roles.api) {
    const app = await buildApp({ config, redis, logger, ...graph });
    const address = await app.listen({ host: config.host, port: config.port });
    logger.info({ address, docs: `${address}/v2/docs` }, 'api listening');
    closers.unshift(() => app.close());
  }

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    logger.info({ signal }, 'shutting down');
    for (const close of closers) await close();
    await db.close();
    await redis.quit();
    process.exit(0);
  };
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  process.once('SIGINT', () => void shutdown('SIGINT'));
}
