/**
 * The pipeline's objects: the queue (producing jobs), the bulk store and service, and the row
 * processor the workers run, over the services. Only the composition root (./index.ts) calls this.
 */
import type { Config } from '../config.js';
import type { Logger } from '../logger.js';
import type { SharedState } from './shared-state.js';
import type { Services } from './services.js';
import { RowProcessor } from '../core/bulk/row-processor.js';
import type { BulkStore } from '../core/bulk/bulk-record.js';
import { BulkService } from '../pipeline/bulk-service.js';
import { BulkEvents } from '../pipeline/bulk-events.js';
import { csvUploadReader, queuedBulkJobs } from '../pipeline/bulk-work-adapters.js';
import type { BulkWorkDeps } from '../core/bulk/bulk-work.js';
import { PipelineQueue } from '../pipeline/pipeline-queue.js';
import { CrawlRequests, crawlClaimSeconds } from '../pipeline/crawl-requests.js';
import { finishCrawl } from '../pipeline/crawl-finish.js';

export interface Pipeline {
  queue: PipelineQueue;
  bulkRepo: BulkStore;
  bulks: BulkService;
  /** Bulks' progress as events, one shared watch per bulk followed (GET /v2/bulks/{id}/events). */
  bulkEvents: BulkEvents;
  processor: RowProcessor;
  /** What the bulk jobs run on (core/bulk/split.ts, chunk-run.ts). */
  bulkWork: BulkWorkDeps;
  /** Lookups that miss the index queue crawls through this (null: CRAWL_ON_MISS=false). */
  crawlRequests: CrawlRequests | null;
  close(): Promise<void>;
}

export function createQueue(state: SharedState, logger: Logger): PipelineQueue {
  return new PipelineQueue({ connection: state.queueConnection, logger });
}

export function buildPipeline(config: Config, state: SharedState, services: Services, logger: Logger, queue: PipelineQueue = createQueue(state, logger)): Pipeline {
  const bulkRepo = state.bulks;
  const processor = new RowProcessor({
      verifier: services.verifier,
      lookups: services.lookups,
      finder: services.finder,
      networkChecks: config.bulk.networkChecks,
      findSeconds: 10,
      crawl: async (domain) => {
        const outcome = await services.crawler.crawl(domain);
        await finishCrawl(services.crawls, queue, outcome, config.crawl.missTtlSeconds);
        return outcome;
      },
  });
  const bulkWork: BulkWorkDeps = {
    store: bulkRepo,
    jobs: queuedBulkJobs(queue),
    uploads: csvUploadReader({ maxBytes: config.bulk.maxUploadBytes, maxRows: config.bulk.maxRows }),
    processor,
    upsertLead: async (team, listId, lead) => {
      await services.teams.of(team).leads.upsertFromBulk(listId, lead.input, lead.verification);
    },
    settings: {
      networkChecks: config.bulk.networkChecks,
      chunkSize: config.bulk.chunkSize,
      pendingMaxSeconds: config.mail.pendingMaxSeconds,
      greylistRetrySeconds: config.mail.greylistRetrySeconds,
    },
    now: () => new Date(),
  };
  const bulks = new BulkService(
    bulkRepo,
    queue,
    services.teams,
    { allowPrivateWebhooks: config.bulk.allowPrivateWebhooks, maxUploadBytes: config.bulk.maxUploadBytes, maxRowsPerKey: config.bulk.maxRowsPerKey },
    state.headroom,
  );
  const bulkEvents = new BulkEvents(bulks, state.changes, {
    minIntervalMs: 250,
    onError: (err) => logger.warn({ err }, 'could not read a followed bulk'),
  });
  return {
    queue,
    bulkRepo,
    bulks,
    bulkEvents,
    processor,
    bulkWork,
    crawlRequests: config.crawl.onMiss
      ? new CrawlRequests(services.crawls, queue, { queuedTtlSeconds: crawlClaimSeconds(config.crawl.budgetMs + config.crawl.pacedMaxMs) })
      : null,
    close: () => queue.close(),
  };
}
