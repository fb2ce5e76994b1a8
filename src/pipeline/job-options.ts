/**
 * Every job's id and options, built from its name and payload in one place (as Immich's
 * `getJobOptions`). A job id makes adding idempotent: BullMQ ignores a job whose id it already
 * holds, so a step re-run after a crash, or two workers reaching the same follow-up, queue it
 * once. PipelineQueue.add applies these; callers never write a job id.
 */
import { createHash } from 'node:crypto';
import type { JobsOptions } from 'bullmq';
import { JobName, type JobPayloads } from './job-names.js';

/** What an id may take from outside the payload: the time the job is asked for. */
export interface JobOptionsContext {
  now: Date;
}

const digest = (algorithm: 'sha1' | 'sha256', text: string) => createHash(algorithm).update(text).digest('hex');

export function jobOptions<T extends JobName>(name: T, data: JobPayloads[T], { now }: JobOptionsContext): JobsOptions {
  // One narrowing per case: the switch is on `name`, the payload follows it.
  const job = { name, data } as { [K in JobName]: { name: K; data: JobPayloads[K] } }[JobName];
  switch (job.name) {
    case JobName.BulkSplit:
      return { jobId: `split-${job.data.bulkId}` };
    case JobName.BulkChunk:
      return { jobId: `chunk-${job.data.bulkId}-${job.data.chunk}` };
    case JobName.BulkFinalize:
      // Once per bulk: the last chunk, a failed split and a re-run after a crash all queue it.
      return { jobId: `finalize-${job.data.bulkId}` };
    case JobName.BulkWebhook:
      return { jobId: `webhook-${job.data.bulkId}`, attempts: 8, backoff: { type: 'exponential', delay: 5000 } };
    case JobName.ReverifyChunk:
      // The same leads of the same team are one chunk, however many scans find them.
      return { jobId: `reverify-${digest('sha1', `${job.data.team ?? ''}:${job.data.leadIds.join(',')}`)}` };
    case JobName.VerifyRetry:
      return { jobId: `retry-${job.data.address}-${job.data.attempt}`, attempts: 3 };
    case JobName.CrawlDomain:
      // A lookup's crawl is claimed first (one at a time per domain); a re-crawl carries the
      // day, so a scan that runs again the same day adds nothing.
      return { jobId: job.data.reason === 'recrawl' ? `crawl-${job.data.domain}-${now.toISOString().slice(0, 10)}` : `crawl-${job.data.domain}-${now.getTime()}` };
    case JobName.CrawlWebhook:
      // A webhook address is a credential: the id holds its digest, not the address.
      return { jobId: `crawl-webhook-${digest('sha256', `${job.data.domain}\n${job.data.webhookUrl}\n${job.data.crawledAt}`).slice(0, 32)}` };
    case JobName.ReverifyScan:
    case JobName.CrawlScan:
    case JobName.StoreSweep:
    case JobName.BulkSweep:
      // Scheduled (a job scheduler names them) or run on demand.
      return {};
  }
}
