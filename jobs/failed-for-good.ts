/**
 * What happens when a job has no attempt left (or had bad input), so that no bulk waits forever:
 * a split that cannot finish fails its bulk with the reason; a chunk that cannot finish gives its
 * rows an error status and counts, so the bulk still completes (exactly once, through the same
 * script as a normal chunk); a crawl that cannot finish drops its queued state, so the next lookup
 * of the domain queues a new one instead of waiting for the state to expire. Other jobs are only
 * logged by the worker.
 */
import { JobName, type JobPayloads } from '../src/pipeline/job-names.js';
import { giveUpSplit } from '../src/core/bulk/split.js';
import { giveUpChunk } from '../src/core/bulk/chunk-run.js';
import type { JobContext } from './context.js';

export async function failedForGood(ctx: JobContext, name: JobName, data: unknown, given: string | null): Promise<void> {
  // Internal error text (given: null) stays in the worker's log; clients read a plain sentence.
  const reason = given ?? 'an internal error (the worker log has the details)';
  if (name === JobName.CrawlDomain) {
    await ctx.services.crawls.release((data as JobPayloads[JobName.CrawlDomain]).domain);
    return;
  }
  if (name === JobName.BulkSplit) await giveUpSplit(ctx.bulkWork, (data as JobPayloads[JobName.BulkSplit]).bulkId, reason);
  if (name === JobName.BulkChunk) await giveUpChunk(ctx.bulkWork, data as JobPayloads[JobName.BulkChunk], reason);
}
