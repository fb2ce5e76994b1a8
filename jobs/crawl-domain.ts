/**
 * crawl.domain: crawls one company's website and merges what it states into the index, then
 * records the crawl's end and queues the webhooks waiting for it (pipeline/crawl-finish.ts). A
 * site that cannot be reached is an outcome (no_website, cached for CRAWL_MISS_TTL_SECONDS), not
 * a failure; index and queue faults are thrown and retried.
 */
import type { JobName, JobOf } from '../src/pipeline/job-names.js';
import { finishCrawl } from '../src/pipeline/crawl-finish.js';
import type { JobContext } from './context.js';

export async function crawlDomain(ctx: JobContext, job: JobOf<JobName.CrawlDomain>): Promise<unknown> {
  const outcome = await ctx.services.crawler.crawl(job.data.domain);
  const webhooks = await finishCrawl(ctx.services.crawls, ctx.queue, outcome, ctx.config.crawl.missTtlSeconds);
  ctx.logger.info({ domain: outcome.domain, status: outcome.status, pages: outcome.pages.length, found: outcome.addressesFound, new: outcome.addressesNew }, 'crawled');
  return {
    domain: outcome.domain,
    status: outcome.status,
    reason: outcome.reason,
    pages: outcome.pages.length,
    skipped: outcome.skipped.length,
    addressesFound: outcome.addressesFound,
    addressesNew: outcome.addressesNew,
    sourcesGone: outcome.sourcesGone,
    webhooks,
  };
}
