/**
 * The end of a crawl, wherever it ran (a crawl.domain job or a `crawl` bulk row): its state is
 * recorded (answering the lookups waiting for it) and one webhook job is queued per webhook_url
 * those lookups left. The webhook list is taken with the state change; if the jobs cannot be
 * queued it is put back and the error thrown, so the caller's retry delivers it.
 */
import type { CrawlOutcome } from '../core/web/crawl-service.js';
import type { CrawlStateStore } from '../core/web/crawl-state.js';
import { JobName } from './job-names.js';
import type { PipelineQueue } from './pipeline-queue.js';

export async function finishCrawl(crawls: CrawlStateStore, queue: PipelineQueue, outcome: CrawlOutcome, missTtlSeconds: number): Promise<number> {
  const { domain, crawledAt } = outcome;
  const hooks = await crawls.finish(domain, outcome.status, outcome.reason, new Date(crawledAt), missTtlSeconds);
  if (hooks.length === 0) return 0;
  try {
    await queue.addMany(
      JobName.CrawlWebhook,
      hooks.map((url) => ({ domain, webhookUrl: url, crawledAt })),
    );
  } catch (err) {
    await crawls.restoreHooks(domain, hooks);
    throw err;
  }
  return hooks.length;
}
