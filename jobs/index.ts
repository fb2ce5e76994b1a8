/**
 * The one map from job name to handler. The type makes a missing handler a compile error;
 * `buildHandlers` also checks at start-up, so a worker never starts without one.
 */
import { JobName, type JobHandlers } from '../src/pipeline/job-names.js';
import type { JobContext } from './context.js';
import { bulkSplit } from './bulk-split.js';
import { bulkChunk } from './bulk-chunk.js';
import { bulkFinalize } from './bulk-finalize.js';
import { bulkWebhook } from './bulk-webhook.js';
import { reverifyScan } from './reverify-scan.js';
import { reverifyChunk } from './reverify-chunk.js';
import { verifyRetry } from './verify-retry.js';
import { crawlDomain } from './crawl-domain.js';
import { crawlScan } from './crawl-scan.js';
import { crawlWebhook } from './crawl-webhook.js';
import { storeSweep } from './store-sweep.js';
import { bulkSweep } from './bulk-sweep.js';

export type { JobContext } from './context.js';
export { failedForGood } from './failed-for-good.js';

export function buildHandlers(ctx: JobContext): JobHandlers {
  const handlers: JobHandlers = {
    [JobName.BulkSplit]: (job) => bulkSplit(ctx, job),
    [JobName.BulkChunk]: (job) => bulkChunk(ctx, job),
    [JobName.BulkFinalize]: (job) => bulkFinalize(ctx, job),
    [JobName.BulkWebhook]: (job) => bulkWebhook(ctx, job),
    [JobName.ReverifyScan]: (job) => reverifyScan(ctx, job),
    [JobName.ReverifyChunk]: (job) => reverifyChunk(ctx, job),
    [JobName.VerifyRetry]: (job) => verifyRetry(ctx, job),
    [JobName.CrawlDomain]: (job) => crawlDomain(ctx, job),
    [JobName.CrawlScan]: (job) => crawlScan(ctx, job),
    [JobName.CrawlWebhook]: (job) => crawlWebhook(ctx, job),
    [JobName.StoreSweep]: () => storeSweep(ctx),
    [JobName.BulkSweep]: () => bulkSweep(ctx),
  };
  const missing = Object.values(JobName).filter((name) => typeof handlers[name] !== 'function');
  if (missing.length > 0) throw new Error(`no handler for job(s): ${missing.join(', ')}`);
  return handlers;
}
