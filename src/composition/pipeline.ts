/**
 * The pipeline's objects: the queue (producing jobs), the bulk store and service, and the row
 * processor the workers run, over the services. Only the composition root (./index.ts) calls this.
 */
import type { Config } from '../config.js';
import type { Logger } from '../logger.js';
import type { Redis } from '../redis.js';
import type { Services } from './services.js';
import { RowProcessor } from '../core/bulk/row-processor.js';
import { BulkRepository } from '../store/bulk-repository.js';
import { BulkService } from '../pipeline/bulk-service.js';
import { BulkEvents } from '../pipeline/bulk-events.js';
import { RedisBulkChangeFeed } from '../store/bulk-change-feed.js';
import { csvUploadReader, queuedBulkJobs } from '../pipeline/bulk-work-adapters.js';
import type { BulkWorkDeps } from '../core/bulk/bulk-work.js';
import { PipelineQueue } from '../pipeline/pipeline-queue.js';
import { CrawlRequests, crawlClaimSeconds } from '../pipeline/crawl-requests.js';
import { finishCrawl } from '../pipeline/crawl-finish.js';

export interface Pipeline {
  queue: PipelineQueue;
  bulkRepo: BulkRepository;
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

export function createQueue(config: Config, logger: Logger): PipelineQueue {
  return new PipelineQueue({ redisUrl: config.redisUrl, connection: config.redis, prefix: config.redisPrefix, logger });
}

export function buildPipeline(config: Config, redis: Redis, services: Services, logger: Logger, queue: PipelineQueue = createQueue(config, logger)): Pipeline {
  const bulkRepo = new BulkRepository(redis, config.redisPrefix, config.bulk.resultTtlSeconds);
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
  const bulks = new BulkService(bulkRepo, queue, services.teams, { allowPrivateWebhooks: config.bulk.allowPrivateWebhooks, maxUploadBytes: config.bulk.maxUploadBytes });
  // Opens its connection when a bulk is first followed: a worker process never does.
  const changes = new RedisBulkChangeFeed(redis, config.redisPrefix, (err) => logger.error({ err }, 'bulk events redis connection error'));
  const bulkEvents = new BulkEvents(bulks, changes, {
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
      ? new CrawlRequests(services.crawls, queue, { queuedTtlSeconds: crawlClaimSeconds(config.crawl.budgetMs) })
      : null,
    close: async () => {
      await changes.close();
      await queue.close();
    },
  };
}
