/**
 * What the service shows about a crawled domain, as the truth world scores it (score.ts): the
 * addresses, names, titles and pattern /v2/domain-search gives, the company profile's
 * `site.emailAddresses`, and the request targets the site's server received. One reading for
 * bench/crawl-truth and test/crawl-world.test.ts.
 */
import type { LookupService } from '../../../core/enrich/lookups.js';
import type { SandboxWebRequest } from '../../web-server.js';
import type { CrawlObservation } from './score.js';

export async function observeCrawl(lookups: LookupService, domain: string, requests: readonly SandboxWebRequest[]): Promise<CrawlObservation> {
  const search = await lookups.domainSearch(domain, {}, 100, 0);
  const company = await lookups.company(domain, { locale: null });
  return {
    emails: (search?.result.emails ?? []).map((e) => ({ value: e.value, first_name: e.first_name, last_name: e.last_name, position: e.position })),
    companyEmails: company?.site?.emailAddresses ?? [],
    pattern: search?.result.pattern ?? null,
    requests: requests.filter((r) => r.host === domain).map((r) => r.path),
  };
}
