/**
 * bulk.webhook: tells the bulk's webhook it finished, once (the job id is the bulk's), retried
 * with backoff until the receiver answers 2xx. The body is signed: `X-Signature: sha256=<hex>`
 * is the HMAC-SHA256 of the exact body with the secret returned when the bulk was created.
 */
import { createHmac } from 'node:crypto';
import type { JobName, JobOf } from '../src/pipeline/job-names.js';
import { postWebhook } from './webhook-fetcher.js';
import type { JobContext } from './context.js';

export function signBody(secret: string, body: string): string {
  return `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`;
}

export async function bulkWebhook(ctx: JobContext, job: JobOf<JobName.BulkWebhook>): Promise<unknown> {
  const bulk = await ctx.bulks.get(job.data.bulkId);
  if (!bulk?.webhookUrl || !bulk.webhookSecret) return { skipped: true };
  const body = JSON.stringify({
    event: 'bulk.finished',
    data: {
      id: bulk.id,
      kind: bulk.kind,
      state: bulk.state,
      total: bulk.total,
      processed: bulk.processed,
      counts: bulk.counts,
      finished_at: bulk.finishedAt,
      error: bulk.error,
      results_url: `/v2/bulks/${bulk.id}/results`,
    },
  });
  const res = await postWebhook(ctx.config, bulk.webhookUrl, body, { 'x-signature': signBody(bulk.webhookSecret, body), 'x-bulk-id': bulk.id });
  return { status: res.status };
}
