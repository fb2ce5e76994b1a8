/**
 * Where each domain's crawl stands, as the pipeline needs it (pipeline/crawl-requests.ts,
 * crawl-finish.ts): the claim a lookup takes before it queues a crawl, the webhooks waiting for
 * that crawl, the state its end records, and the provenance the re-crawl schedule reads.
 * Implemented by store/crawl-state-repository.ts (Redis + PostgreSQL) and -pg.ts (PostgreSQL).
 */

export type CrawlStateName = 'queued' | 'crawled' | 'no_website';

export interface CrawlState {
  state: CrawlStateName;
  /** ISO time the state was set. */
  at: string;
  reason: string | null;
}

/**
 * Webhooks one crawl calls at most when it ends (further ones are not recorded): one crawl's end
 * must not fan out into thousands of POSTs (a request amplifier for whoever registers them).
 */
export const MAX_WEBHOOKS_PER_CRAWL = 20;

export interface CrawlStateStore {
  /** The domain's state, or null when none is recorded (or it expired). */
  get(domain: string): Promise<CrawlState | null>;
  /**
   * Marks the domain queued (for `queuedTtlSeconds`) unless a state is recorded; adds the webhook
   * when the crawl is (now) queued, up to MAX_WEBHOOKS_PER_CRAWL. `recrawl`: claim over a
   * finished state too. `claimed` says whether the caller must queue the crawl job. Atomic: of
   * concurrent claims of one domain exactly one is `claimed`.
   */
  claim(domain: string, queuedTtlSeconds: number, webhookUrl: string | null, now: Date, recrawl?: boolean): Promise<{ claimed: boolean; state: CrawlState }>;
  /**
   * Records a finished crawl (a no_website end is remembered for `missTtlSeconds`, a crawled one
   * until the next crawl; the provenance row is replaced) and takes the webhooks that waited for
   * it: each webhook is handed over by one call only.
   */
  finish(domain: string, state: Exclude<CrawlStateName, 'queued'>, reason: string | null, at: Date, missTtlSeconds: number): Promise<string[]>;
  /** Puts back webhooks taken by `finish` whose jobs could not be queued. */
  restoreHooks(domain: string, hooks: readonly string[]): Promise<void>;
  /** Drops a queued state (its job failed for good), so the next lookup queues a new crawl. */
  release(domain: string): Promise<void>;
  /** Domains last crawled before `before`, oldest first, ties by domain in byte order, paged. */
  crawledBefore(before: Date, limit: number, offset?: number): Promise<string[]>;
}
