/**
 * Webhook deliveries: the fetcher they go out with (the SSRF guard of every outgoing request,
 * private targets refused unless the configuration allows them; no redirects, since a receiver
 * that moved must be configured again, not followed to wherever it points; a small answer cap),
 * and the signed body of a finished bulk.
 */
import { createHmac } from 'node:crypto';
import { lookup } from 'node:dns/promises';
import type { Config } from '../config.js';
import type { BulkRecord } from '../core/bulk/bulk-record.js';
import { FetchFailure, SafeFetcher, type FetchResponse } from '../core/web/safe-fetch.js';
import { BadJobInput } from './job-errors.js';

export function webhookFetcher(config: Config): SafeFetcher {
  return new SafeFetcher({
    resolve: async (host) => (await lookup(host, { all: true })).map((a) => a.address),
    allowCidrs: [...config.fetch.allowCidrs, ...(config.bulk.allowPrivateWebhooks ? ['0.0.0.0/0', '::/0'] : [])],
    userAgent: config.fetch.userAgent,
    timeoutMs: 10_000,
    maxBytes: 64 * 1024,
    maxRedirects: 0,
  });
}

function originOf(url: string): string {
  try {
    return new URL(url).origin;
  } catch {
    return '(not a URL)';
  }
}

/**
 * POSTs a JSON body to a webhook. A target that can never be allowed fails for good; a network
 * failure or a non-2xx answer is thrown so the job is retried with backoff.
 */
export async function postWebhook(config: Config, url: string, body: string, headers: Record<string, string>): Promise<FetchResponse> {
  let res: FetchResponse;
  try {
    res = await webhookFetcher(config).fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body,
      followRedirects: false,
    });
  } catch (err) {
    // A webhook URL is a credential as a whole (Slack-style hooks keep their secret in the path),
    // so failures name its origin only: they end up in logs and in the job's stored reason.
    const where = `webhook to ${originOf(url)}`;
    if (err instanceof FetchFailure) {
      const message = `${where}: ${err.kind.replace(/_/g, ' ')}`;
      if (err.kind === 'bad_url' || err.kind === 'blocked_address') throw new BadJobInput(message);
      throw new Error(message);
    }
    throw new Error(`${where} failed`);
  }
  if (res.status < 200 || res.status >= 300) throw new Error(`webhook answered ${res.status}`);
  return res;
}

export function signBody(secret: string, body: string): string {
  return `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`;
}

/** `t=<ts>,sha256=<hex HMAC-SHA256 of "<ts>.<body>">`: the signature bound to its send time. */
export function signTimestamped(secret: string, body: string, unixSeconds: number): string {
  return `t=${unixSeconds},sha256=${createHmac('sha256', secret).update(`${unixSeconds}.${body}`).digest('hex')}`;
}

/**
 * A finished bulk's delivery. The body is signed: `X-Signature: sha256=<hex>` is the HMAC-SHA256
 * of the exact body with the secret returned when the bulk was created. A body signature alone
 * can be replayed by whoever saw one delivery, so each delivery also carries
 * `X-Signature-Timestamp` (Unix seconds) and `X-Signature-V2: t=<ts>,sha256=<hex>`, the HMAC of
 * `<ts>.<body>` (the scheme Stripe and Slack use): a receiver that checks it and refuses old
 * timestamps refuses replays. Signed at each attempt, so a retry carries its own time.
 */
export function bulkFinishedDelivery(bulk: BulkRecord, secret: string, now: Date): { body: string; headers: Record<string, string> } {
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
  const sentAt = Math.floor(now.getTime() / 1000);
  return {
    body,
    headers: {
      'x-signature': signBody(secret, body),
      'x-signature-timestamp': String(sentAt),
      'x-signature-v2': signTimestamped(secret, body, sentAt),
      'x-bulk-id': bulk.id,
    },
  };
}

/** What a crawl a lookup waited for found: the company (as GET /v2/companies/find answers) or none. */
export function crawlFinishedBody(domain: string, crawledAt: string, state: { state: string; reason: string | null } | null, company: unknown, emails: number): string {
  return JSON.stringify({
    event: 'crawl.finished',
    data: {
      domain,
      status: company ? 200 : 404,
      crawl: state?.state ?? null,
      crawled_at: crawledAt,
      reason: state?.reason ?? null,
      company: company ?? null,
      emails_count: emails,
    },
  });
}
