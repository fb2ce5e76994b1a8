/**
 * crawl.webhook: tells the webhook_url a lookup gave what the crawl it waited for found: the
 * company profile (as GET /v2/companies/find would answer) or that the domain has no website.
 * One job per (domain, URL, crawl), retried with backoff until the receiver answers 2xx.
 */
import type { JobName, JobOf } from '../src/pipeline/job-names.js';
import { wireKeys } from '../src/contract/wire-keys.js';
import { crawlFinishedBody, postWebhook } from '../src/pipeline/webhook-delivery.js';
import type { JobContext } from './context.js';

export async function crawlWebhook(ctx: JobContext, job: JobOf<JobName.CrawlWebhook>): Promise<unknown> {
  const { domain, crawledAt } = job.data;
  // Jobs queued before the field was renamed carry `url`.
  const url = job.data.webhookUrl ?? (job.data as { url?: string }).url;
  // The primary: the crawl wrote there a moment ago, and a replica that has not replayed it yet
  // would tell the receiver, for good, that the crawl found nothing.
  const [state, company, emails] = await Promise.all([
    ctx.services.crawls.get(domain),
    ctx.services.lookups.primary.company(domain, { locale: null }),
    ctx.services.index.countDomainEmails(domain),
  ]);
  const body = crawlFinishedBody(domain, crawledAt, state, company ? wireKeys(ctx.config.wireKeys).payload(company) : null, emails);
  const res = await postWebhook(ctx.config, url, body, { 'x-crawl-domain': domain });
  return { status: res.status };
}
