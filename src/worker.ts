/**
 * The worker process: runs the jobs (jobs/index.ts) from the queues, registers the scheduled
 * re-verification, and on SIGTERM/SIGINT lets running jobs finish before it exits. Any number of
 * workers on any number of machines can share one Redis.
 */
import type { Config } from './config.js';
import type { Logger } from './logger.js';
import type { Redis } from './redis.js';
import type { Pipeline, ServiceGraph, Services } from './composition/index.js';
import { PipelineWorkers } from './pipeline/pipeline-workers.js';
import { JobName } from './pipeline/job-names.js';
import { buildHandlers, failedForGood } from '../jobs/index.js';
import { workerMetrics } from './observability/metrics-registry.js';

export interface RunningWorker {
  services: Services;
  pipeline: Pipeline;
  workers: PipelineWorkers;
  close(): Promise<void>;
}

export const REVERIFY_SCHEDULER_ID = 'reverify-leads';
export const RECRAWL_SCHEDULER_ID = 'recrawl-domains';

/** Runs the jobs over the process's graph (composition/index.ts); `close` stops the workers, the graph stays its owner's. */
export async function startWorker(config: Config, redis: Redis, graph: ServiceGraph, logger: Logger, concurrency = config.bulk.workerConcurrency): Promise<RunningWorker> {
  const { services, pipeline } = graph;
  const ctx = {
    config,
    logger,
    services,
    bulks: pipeline.bulkRepo,
    queue: pipeline.queue,
    bulkWork: pipeline.bulkWork,
    now: () => new Date(),
  };
  const handlers = buildHandlers(ctx);
  const metrics = workerMetrics({ redis, prefix: config.redisPrefix, logger });
  const workers = new PipelineWorkers(
    { redisUrl: config.redisUrl, connection: config.redis, prefix: config.redisPrefix, logger, concurrency, concurrencyOf: { crawl: config.crawl.concurrency }, lockDurationMs: config.bulk.workerLockMs, onJobDone: metrics.onJobDone, onFailedForGood: (name, data, reason) => failedForGood(ctx, name, data, reason) },
    handlers,
  );
  await pipeline.queue.schedule(REVERIFY_SCHEDULER_ID, config.bulk.reverifyCron, JobName.ReverifyScan, {});
  await pipeline.queue.schedule(RECRAWL_SCHEDULER_ID, config.crawl.recrawlCron, JobName.CrawlScan, {});
  logger.info({ concurrency, reverify: config.bulk.reverifyCron, recrawl: config.crawl.recrawlCron }, 'worker started');
  return {
    services,
    pipeline,
    workers,
    async close() {
      await workers.close();
      await metrics.close();
    },
  };
}
