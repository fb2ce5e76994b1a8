/**
 * What every job handler may use: the services (composition root), the bulk store, the queue to
 * add follow-up jobs, the row processor, the configuration and a logger.
 */
import type { Config } from '../src/config.js';
import type { Logger } from '../src/logger.js';
import type { Services } from '../src/composition/index.js';
import type { RowProcessor } from '../src/core/bulk/row-processor.js';
import type { BulkRepository } from '../src/store/bulk-repository.js';
import type { PipelineQueue } from '../src/pipeline/pipeline-queue.js';

export interface JobContext {
  config: Config;
  logger: Logger;
  services: Services;
  bulks: BulkRepository;
  queue: PipelineQueue;
  processor: RowProcessor;
  now: () => Date;
}
