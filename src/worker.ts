/**
 * The worker process: runs the jobs (jobs/index.ts) from the queues, registers the scheduled
 * re-verification, and on SIGTERM/SIGINT lets running jobs finish before it exits. Any number of
 * workers on any number of machines can share one Redis (or, without Redis, one PostgreSQL).
 */
import type { Config } from './config.js';
import type { Logger } from './logger.js';
import type { Pipeline, ServiceGraph, Services } from './composition/index.js';
import { PipelineWorkers } from './pipeline/pipeline-workers.js';
import { JobName } from './pipeline/job-names.js';
import { buildHandlers, failedForGood } from '../jobs/index.js';
import { workerMetrics } from './observability/metrics-registry.js';
import { isStorageFull } from './core/storage.js';

export interface RunningWorker {
  services: Services;
  pipeline: Pipeline;
  workers: PipelineWorkers;
  close(): Promise<void>;
}

export const REVERIFY_SCHEDULER_ID = 'reverify-leads';
export const RECRAWL_SCHEDULER_ID = 'recrawl-domains';
export const SWEEP_SCHEDULER_ID = 'sweep-expired';
export const BULK_SWEEP_SCHEDULER_ID = 'sweep-bulks';
/** Every five minutes: often enough that expired rows never outnumber live ones by much. */
const SWEEP_CRON = '*/5 * * * *';

/** Runs the jobs over the process's graph (composition/index.ts); `close` stops the workers, the graph stays its owner's. */
export async function startWorker(config: Config, graph: ServiceGraph, logger: Logger, concurrency = config.bulk.workerConcurrency): Promise<RunningWorker> {
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
  const metrics = workerMetrics({ store: services.shared.published, logger });
  const workers = new PipelineWorkers(
    { connection: pipeline.queue.connection, logger, concurrency, concurrencyOf: { crawl: config.crawl.concurrency }, lockDurationMs: config.bulk.workerLockMs, onJobDone: metrics.onJobDone, onFailedForGood: (name, data, reason) => failedForGood(ctx, name, data, reason) },
    handlers,
  );
  // A worker started while the store is full still runs the jobs (they are what frees it): a
  // schedule it cannot write now stays as an earlier worker wrote it, and the next start writes it.
  const schedule = async (...args: Parameters<typeof pipeline.queue.schedule>) => {
    try {
      await pipeline.queue.schedule(...args);
    } catch (err) {
      if (!isStorageFull(err)) throw err;
      logger.warn({ scheduler: args[0] }, 'the store is full: this schedule was not written (the next worker start writes it)');
    }
  };
  await schedule(REVERIFY_SCHEDULER_ID, config.bulk.reverifyCron, JobName.ReverifyScan, {});
  await schedule(RECRAWL_SCHEDULER_ID, config.crawl.recrawlCron, JobName.CrawlScan, {});
  // Redis expires its keys itself; the PostgreSQL stores need their expired rows deleted.
  if (pipeline.queue.kind === 'postgres') await schedule(SWEEP_SCHEDULER_ID, SWEEP_CRON, JobName.StoreSweep, {});
  // Every shape: a bulk whose jobs are gone is ended, not left running for ever (core/bulk/sweep.ts).
  await schedule(BULK_SWEEP_SCHEDULER_ID, SWEEP_CRON, JobName.BulkSweep, {});
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
