/**
 * bulk.webhook: tells the bulk's webhook it finished, once (the job id is the bulk's), retried
 * with backoff until the receiver answers 2xx. The body is signed: `X-Signature: sha256=<hex>`
 * is the HMAC-SHA256 of the exact body with the secret returned when the bulk was created.
 */
import { createHmac } from 'node:crypto';
import type { JobName, JobOf } from '../src/pipeline/job-names.js';
import { BadJobInput } from '../src/pipeline/job-errors.js';
import { lookup } from 'node:dns/promises';
import { FetchFailure, SafeFetcher } from '../src/core/web/safe-fetch.js';
import type { JobContext } from './context.js';

export function signBody(secret: string, body: string): string {
  return `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`;
}

export async function bulkWebhook(ctx: JobContext, job: JobOf<JobName.BulkWebhook>): Promise<unknown> {
  const bulk = await ctx.bulks.get(job.data.bulkId);
  if (!bulk?.webhookUrl || !bulk.webhookSecret) return { skipped: true };
  const fetcher = new SafeFetcher({
    resolve: async (host) => (await lookup(host, { all: true })).map((a) => a.address),
    allowCidrs: [...ctx.config.fetch.allowCidrs, ...(ctx.config.bulk.allowPrivateWebhooks ? ['0.0.0.0/0', '::/0'] : [])],
    userAgent: ctx.config.fetch.userAgent,
    timeoutMs: 10_000,
    maxBytes: 64 * 1024,
    maxRedirects: 0,
  });
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
  let res;
  try {
    res = await fetcher.fetch(bulk.webhookUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-signature': signBody(bulk.webhookSecret, body), 'x-bulk-id': bulk.id },
      body,
      followRedirects: false,
    });
  } catch (err) {
    // A target that can never be allowed is not retried; a network failure is.
    if (err instanceof FetchFailure && (err.kind === 'bad_url' || err.kind === 'blocked_address')) throw new BadJobInput(`webhook_url ${err.message}`);
    throw err;
  }
  if (res.status < 200 || res.status >= 300) throw new Error(`webhook answered ${res.status}`);
  return { status: res.status };
}
