/**
 * The fetcher webhooks are delivered with: the SSRF guard of every outgoing request (private
 * targets refused unless the configuration allows them), no redirects (a receiver that moved
 * must be configured again, not followed to wherever it points), a small answer cap.
 */
import { lookup } from 'node:dns/promises';
import type { Config } from '../src/config.js';
import { FetchFailure, SafeFetcher, type FetchResponse } from '../src/core/web/safe-fetch.js';
import { BadJobInput } from '../src/pipeline/job-errors.js';

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
