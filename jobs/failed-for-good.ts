/**
 * What happens when a job has no attempt left (or had bad input), so that no bulk waits forever:
 * a split that cannot finish fails its bulk with the reason; a chunk that cannot finish gives its
 * rows an error status and counts, so the bulk still completes (exactly once, through the same
 * script as a normal chunk); a crawl that cannot finish drops its queued state, so the next lookup
 * of the domain queues a new one instead of waiting for the state to expire. Other jobs are only
 * logged by the worker.
 */
import { JobName, type JobPayloads } from '../src/pipeline/job-names.js';
import { appendedColumns, type BulkKind } from '../src/core/bulk/kinds/index.js';
import { isFinal } from '../src/core/bulk/bulk-state.js';
import type { StoredRowResult } from '../src/pipeline/bulk-service.js';
import { failBulk } from './bulk-split.js';
import type { JobContext } from './context.js';

export async function failedForGood(ctx: JobContext, name: JobName, data: unknown, given: string | null): Promise<void> {
  // Internal error text (given: null) stays in the worker's log; clients read a plain sentence.
  const reason = given ?? 'an internal error (the worker log has the details)';
  if (name === JobName.CrawlDomain) {
    await ctx.services.crawls.release((data as JobPayloads[JobName.CrawlDomain]).domain);
    return;
  }
  if (name === JobName.BulkSplit) {
    const { bulkId } = data as JobPayloads[JobName.BulkSplit];
    const bulk = await ctx.bulks.get(bulkId);
    if (bulk && !isFinal(bulk.state)) await failBulk(ctx, bulkId, `the upload could not be split: ${reason}`);
    return;
  }
  if (name === JobName.BulkChunk) {
    const { bulkId, chunk, items, settled } = data as JobPayloads[JobName.BulkChunk];
    const bulk = await ctx.bulks.get(bulkId);
    if (!bulk || bulk.state === 'failed') {
      await ctx.bulks.clearPending(bulkId, chunk);
      return;
    }
    const width = appendedColumns(bulk.kind as BulkKind).length - 2;
    const stored: StoredRowResult = ['error', `processing failed for good: ${reason}`, [Array(width).fill(null)]];
    const json = JSON.stringify(stored);
    // Rows answered before the chunk waited for a slow server keep their answers.
    const done = items.map((item) => ({ rows: item.rows, ...(settled?.[item.key] ?? { result: json, tally: 'error' }) }));
    const outcome = await ctx.bulks.completeChunk(bulkId, chunk, done, ctx.now());
    if (outcome === 'finished') await ctx.queue.add(JobName.BulkFinalize, { bulkId });
  }
}
