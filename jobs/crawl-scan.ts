/**
 * crawl.scan (scheduled): queues a new crawl of every domain last crawled longer ago than
 * RECRAWL_AFTER_DAYS, through the same claim as a lookup, so a domain already queued is not
 * queued twice. Job ids carry the day, so a scan that runs again the same day adds nothing.
 */
import { JobName, type JobOf } from '../src/pipeline/job-names.js';
import { crawlClaimSeconds } from '../src/pipeline/crawl-requests.js';
import type { JobContext } from './context.js';

const BATCH = 500;

export async function crawlScan(ctx: JobContext, job: JobOf<JobName.CrawlScan>): Promise<unknown> {
  const days = job.data.olderThanDays ?? ctx.config.crawl.recrawlAfterDays;
  const now = ctx.now();
  const before = new Date(now.getTime() - days * 86_400_000);
  const queuedTtl = crawlClaimSeconds(ctx.config.crawl.budgetMs);
  let queued = 0;
  // Each claimed domain leaves the "before" range only when its crawl ends, so page by offset.
  for (let offset = 0; ; offset += BATCH) {
    const domains = await ctx.services.crawls.crawledBefore(before, BATCH, offset);
    if (domains.length === 0) break;
    const jobs: { domain: string; reason: 'recrawl' }[] = [];
    for (const domain of domains) {
      const { claimed } = await ctx.services.crawls.claim(domain, queuedTtl, null, now, true);
      if (claimed) jobs.push({ domain, reason: 'recrawl' });
    }
    if (jobs.length > 0) await ctx.queue.addMany(JobName.CrawlDomain, jobs, { now });
    queued += jobs.length;
    if (domains.length < BATCH) break;
  }
  return { queued, olderThanDays: days };
}
