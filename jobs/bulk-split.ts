/** bulk.split: the upload into pages and chunk jobs (core/bulk/split.ts). */
import type { JobName, JobOf } from '../src/pipeline/job-names.js';
import { splitBulk } from '../src/core/bulk/split.js';
import type { JobContext } from './context.js';

export function bulkSplit(ctx: JobContext, job: JobOf<JobName.BulkSplit>): Promise<unknown> {
  return splitBulk(ctx.bulkWork, job.data.bulkId);
}
