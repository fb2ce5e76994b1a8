/**
 * bulk.webhook: tells the bulk's webhook it finished, once (the job id is the bulk's), retried
 * with backoff until the receiver answers 2xx. The body is signed: `X-Signature: sha256=<hex>`
 * is the HMAC-SHA256 of the exact body with the secret returned when the bulk was created. A
 * body signature alone can be replayed by whoever saw one delivery, so each delivery also carries
 * `X-Signature-Timestamp` (Unix seconds) and `X-Signature-V2: t=<ts>,sha256=<hex>`, the HMAC of
 * `<ts>.<body>` (the scheme Stripe and Slack use): a receiver that checks it and refuses old
 * timestamps refuses replays.
 */
import { createHmac } from 'node:crypto';
import type { JobName, JobOf } from '../src/pipeline/job-names.js';
import { postWebhook } from './webhook-fetcher.js';
import type { JobContext } from './context.js';

export function signBody(secret: string, body: string): string {
  return `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`;
}

/** `t=<ts>,sha256=<hex HMAC-SHA256 of "<ts>.<body>">`: the signature bound to its send time. */
export function signTimestamped(secret: string, body: string, unixSeconds: number): string {
  return `t=${unixSeconds},sha256=${createHmac('sha256', secret).update(`${unixSeconds}.${body}`).digest('hex')}`;
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
  // Signed at each attempt: a retry carries its own time.
  const sentAt = Math.floor(ctx.now().getTime() / 1000);
  const res = await postWebhook(ctx.config, bulk.webhookUrl, body, {
    'x-signature': signBody(bulk.webhookSecret, body),
    'x-signature-timestamp': String(sentAt),
    'x-signature-v2': signTimestamped(bulk.webhookSecret, body, sentAt),
    'x-bulk-id': bulk.id,
  });
  return { status: res.status };
}
