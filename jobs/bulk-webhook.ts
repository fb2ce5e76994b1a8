/**
 * bulk.webhook: tells the bulk's webhook it finished, once (the job id is the bulk's), retried
 * with backoff until the receiver answers 2xx; signed as pipeline/webhook-delivery.ts says.
 */
import type { JobName, JobOf } from '../src/pipeline/job-names.js';
import { bulkFinishedDelivery, postWebhook } from '../src/pipeline/webhook-delivery.js';
import type { JobContext } from './context.js';

export async function bulkWebhook(ctx: JobContext, job: JobOf<JobName.BulkWebhook>): Promise<unknown> {
  const bulk = await ctx.bulks.get(job.data.bulkId);
  if (!bulk?.webhookUrl || !bulk.webhookSecret) return { skipped: true };
  const { body, headers } = bulkFinishedDelivery(bulk, bulk.webhookSecret, ctx.now());
  const res = await postWebhook(ctx.config, bulk.webhookUrl, body, headers);
  return { status: res.status };
}
