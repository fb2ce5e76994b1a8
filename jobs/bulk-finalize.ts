/**
 * bulk.finalize: runs once per bulk (its job id is the bulk's), after the last chunk or a failed
 * split. It queues the webhook when the bulk has one.
 */
import { JobName, type JobOf } from '../src/pipeline/job-names.js';
import type { JobContext } from './context.js';

export async function bulkFinalize(ctx: JobContext, job: JobOf<JobName.BulkFinalize>): Promise<unknown> {
  const bulk = await ctx.bulks.get(job.data.bulkId);
  if (!bulk) return { skipped: 'bulk is gone' };
  ctx.logger.info({ bulk: bulk.id, state: bulk.state, rows: bulk.total, counts: bulk.counts }, 'bulk finished');
  if (bulk.webhookUrl) {
    await ctx.queue.add(JobName.BulkWebhook, { bulkId: bulk.id });
  }
  return { state: bulk.state };
}
