/**
 * What every job handler may use: the services (composition root), the bulk store, the queue to
 * add follow-up jobs, what the bulk jobs run on (core/bulk/bulk-work.ts), the configuration and a logger.
 */
import type { Config } from '../src/config.js';
import type { Logger } from '../src/logger.js';
import type { Services } from '../src/composition/index.js';
import type { BulkWorkDeps } from '../src/core/bulk/bulk-work.js';
import type { BulkStore } from '../src/core/bulk/bulk-record.js';
import type { PipelineQueue } from '../src/pipeline/pipeline-queue.js';

export interface JobContext {
  config: Config;
  logger: Logger;
  services: Services;
  bulks: BulkStore;
  queue: PipelineQueue;
  /** What the bulk jobs run on (core/bulk/bulk-work.ts). */
  bulkWork: BulkWorkDeps;
  now: () => Date;
}
