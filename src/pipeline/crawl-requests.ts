/**
 * What a lookup does when the index does not know a domain: claim a crawl (one per domain at a
 * time, whoever asks first queues the job), leave its webhook_url with the crawl, and say where
 * the domain stands. A domain whose crawl found no website answers as such until that state
 * expires (CRAWL_MISS_TTL_SECONDS).
 */
import type { CrawlStateName, CrawlStateStore } from '../core/web/crawl-state.js';
import { JobName } from './job-names.js';
import type { PipelineQueue } from './pipeline-queue.js';
import { checkWebhookUrl } from './webhook-target.js';

export type MissAnswer = { kind: 'queued' } | { kind: 'no_website'; reason: string | null } | { kind: 'crawled' };

export class CrawlRequestError extends Error {}

/**
 * How long a claimed crawl holds before anyone may queue the domain again: a crawl's budget (its
 * own and the longest a site's Crawl-delay may add) for each of its attempts (the queue's default
 * of five), and a margin for backoff and the queue. A job lost with its worker costs at most this long.
 */
export function crawlClaimSeconds(budgetMs: number): number {
  return Math.ceil((budgetMs * 5) / 1000) + 300;
}

export interface CrawlRequestsOptions {
  /** How long a queued state holds before a new lookup may queue again (a lost job's bound). */
  queuedTtlSeconds: number;
}

export class CrawlRequests {
  constructor(
    private readonly crawls: CrawlStateStore,
    private readonly queue: PipelineQueue,
    private readonly opts: CrawlRequestsOptions,
    private readonly now: () => Date = () => new Date(),
  ) {
    if (!(opts.queuedTtlSeconds > 0)) throw new RangeError('CrawlRequests: queuedTtlSeconds must be positive');
  }

  /** Whether a crawl of the domain is queued or running (its findings may be partly written). */
  async crawling(domain: string): Promise<boolean> {
    return (await this.state(domain)) === 'queued';
  }

  /** Where the domain's crawl stands: queued (or running), crawled, no_website, or null (none recorded). */
  async state(domain: string): Promise<CrawlStateName | null> {
    return (await this.crawls.get(domain))?.state ?? null;
  }

  /** Throws CrawlRequestError for a webhook URL of the wrong shape. */
  async onMiss(domain: string, webhookUrl: string | null): Promise<MissAnswer> {
    if (webhookUrl !== null) {
      const problem = checkWebhookUrl(webhookUrl);
      if (problem) throw new CrawlRequestError(`webhook_url ${problem}`);
    }
    const now = this.now();
    const { claimed, state } = await this.crawls.claim(domain, this.opts.queuedTtlSeconds, webhookUrl, now);
    if (claimed) {
      try {
        await this.queue.add(JobName.CrawlDomain, { domain, reason: 'lookup' }, { now });
      } catch (err) {
        await this.crawls.release(domain);
        throw err;
      }
    }
    if (state.state === 'queued') return { kind: 'queued' };
    if (state.state === 'no_website') return { kind: 'no_website', reason: state.reason };
    return { kind: 'crawled' };
  }
}
