/**
 * Every job the workers run: one name each, with its payload type. jobs/index.ts maps each name
 * to its handler and refuses to start when one is missing.
 */
import type { ChunkItem } from '../core/bulk/bulk-record.js';
import type { ChunkData } from '../core/bulk/chunk-run.js';

export type { ChunkItem };

export enum JobName {
  /** Parse an uploaded CSV into stored pages and chunk jobs. */
  BulkSplit = 'bulk.split',
  /** Run one chunk of a bulk's rows (grouped by domain) through the core. */
  BulkChunk = 'bulk.chunk',
  /** After the last chunk: notify the webhook. */
  BulkFinalize = 'bulk.finalize',
  /** Deliver a bulk's completion to its webhook (signed, retried). */
  BulkWebhook = 'bulk.webhook',
  /** Find leads whose verification is stale and queue them for re-verification. */
  ReverifyScan = 'reverify.scan',
  /** Re-verify one chunk of leads and record status changes. */
  ReverifyChunk = 'reverify.chunk',
  /** Ask a mail server again about an address that got a temporary answer (greylisting). */
  VerifyRetry = 'verify.retry',
  /** Crawl one company's website and merge what it states into the index. */
  CrawlDomain = 'crawl.domain',
  /** Find domains crawled longer ago than the configured age and queue them again. */
  CrawlScan = 'crawl.scan',
  /** Tell a lookup's webhook_url what the crawl it started found (once). */
  CrawlWebhook = 'crawl.webhook',
  /** Delete expired limits, caches, claims and bulk parts (PostgreSQL shapes; Redis expires its keys itself). */
  StoreSweep = 'store.sweep',
  /** End the bulks whose jobs are gone (core/bulk/sweep.ts). */
  BulkSweep = 'bulk.sweep',
}


export interface JobPayloads {
  [JobName.BulkSplit]: { bulkId: string };
  /**
   * settled: results (StoredRowResult JSON and tally, by item key) of items already final while
   * others wait for a server that paces or greylists us; since: when the chunk first ran (ms).
   */
  [JobName.BulkChunk]: ChunkData;
  [JobName.BulkFinalize]: { bulkId: string };
  [JobName.BulkWebhook]: { bulkId: string };
  [JobName.ReverifyScan]: { olderThanDays?: number };
  /** team: whose leads (absent or null: the default team's). */
  [JobName.ReverifyChunk]: { leadIds: number[]; team?: string | null };
  [JobName.VerifyRetry]: { address: string; attempt: number };
  [JobName.CrawlDomain]: { domain: string; reason: 'lookup' | 'recrawl' };
  [JobName.CrawlScan]: { olderThanDays?: number };
  // `webhookUrl`, not `url`: a webhook address is a credential, and the redaction of job data
  // (queue board, logs) hides a field by its name.
  [JobName.CrawlWebhook]: { domain: string; webhookUrl: string; crawledAt: string };
  [JobName.StoreSweep]: Record<string, never>;
  [JobName.BulkSweep]: Record<string, never>;
}

export type JobOf<T extends JobName> = {
  name: T;
  data: JobPayloads[T];
  id?: string | undefined;
  /** Attempts made before this one (0 on the first run). */
  attemptsMade: number;
  /** Attempts allowed in all. */
  attempts: number;
};

export type JobHandler<T extends JobName> = (job: JobOf<T>) => Promise<unknown>;

export type JobHandlers = { [T in JobName]: JobHandler<T> };

/** Which queue carries which job: bulk work, notifications, verification upkeep and crawls. */
export const QUEUE_OF: Readonly<Record<JobName, QueueName>> = {
  [JobName.BulkSplit]: 'bulk',
  [JobName.BulkChunk]: 'bulk',
  [JobName.BulkFinalize]: 'bulk',
  [JobName.BulkWebhook]: 'notify',
  [JobName.ReverifyScan]: 'verify',
  [JobName.ReverifyChunk]: 'verify',
  [JobName.VerifyRetry]: 'verify',
  [JobName.CrawlDomain]: 'crawl',
  [JobName.CrawlScan]: 'crawl',
  [JobName.CrawlWebhook]: 'notify',
  [JobName.StoreSweep]: 'verify',
  // Not on the bulk queue: it must run while thousands of chunk jobs wait there.
  [JobName.BulkSweep]: 'verify',
};

export const QUEUE_NAMES = ['bulk', 'notify', 'verify', 'crawl'] as const;
export type QueueName = (typeof QUEUE_NAMES)[number];
