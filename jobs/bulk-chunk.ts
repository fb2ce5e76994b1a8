/**
 * bulk.chunk: one chunk through the core (core/bulk/chunk-run.ts). Rows that wait for a mail
 * server that paces or greylists us make the job sleep in BullMQ's delayed set (RunLater) with
 * the answered rows kept in its data.
 */
import type { JobName, JobOf } from '../src/pipeline/job-names.js';
import { RunLater } from '../src/pipeline/job-errors.js';
import { runChunk } from '../src/core/bulk/chunk-run.js';
import type { JobContext } from './context.js';

export async function bulkChunk(ctx: JobContext, job: JobOf<JobName.BulkChunk>): Promise<unknown> {
  const { bulkId, chunk } = job.data;
  const outcome = await runChunk(ctx.bulkWork, job.data, {
    last: job.attemptsMade + 1 >= job.attempts,
    attempts: job.attempts,
    onInternalError: (err) => ctx.logger.error({ err, bulk: bulkId, chunk }, 'chunk failed; its rows are marked as errors'),
  });
  if ('wait' in outcome) throw new RunLater(outcome.wait.data, outcome.wait.delayMs, outcome.wait.reason);
  return outcome;
}
