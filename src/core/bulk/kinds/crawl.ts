/**
 * crawl: a domain -> crawls the company's website into the index, then `crawl.*` (what the crawl
 * did) and `company.*` (the profile after it). A crawl makes no leads of its own.
 */
import { flatValues, type Cell } from '../../../contract/flatten.js';
import type { Company } from '../../../contract/schemas.js';
import { normalizeDomain } from '../../identity/domain-name.js';
import type { CrawlOutcome } from '../../web/crawl-service.js';
import { fail, norm, type BulkItem, type BulkKindSpec, type KindOutcome, type KindRun } from '../kind.js';
import { COMPANY_COLUMNS } from './enrich.js';

const COLUMNS = ['crawl.status', 'crawl.reason', 'crawl.pages', 'crawl.addresses_found', 'crawl.addresses_new', 'crawl.sources_gone', 'crawl.pattern'];

export interface Crawled {
  outcome: CrawlOutcome;
  company: Company | null;
}

async function crawlOne(item: BulkItem, { deps }: KindRun): Promise<KindOutcome<Crawled>> {
  if (!item.inputs.domain) return fail('invalid_input', 'no domain in this row');
  const domain = normalizeDomain(item.inputs.domain);
  if (!domain) return fail('invalid_input', `"${item.inputs.domain}" is not a domain name`);
  const outcome = await deps.crawl(domain);
  if (outcome.status === 'no_website') return { tally: 'no_website', status: 'not_found', error: outcome.reason, results: [{ outcome, company: null }] };
  // What the crawl just wrote, so from the primary (a replica may not have replayed it yet).
  const company = await deps.lookups.primary.company(domain, { locale: null });
  return { tally: 'crawled', status: 'ok', error: null, results: [{ outcome, company }] };
}

export const crawl: BulkKindSpec<Crawled> = {
  needs: { groups: [['domain']], text: 'a domain column' },
  // Sites crawled at once by a worker: each waits on politeness pauses, not on CPU.
  concurrency: 4,
  key: (inputs, row) => (inputs.domain ? `d:${norm(inputs.domain)}` : `row:${row}`),
  columns: [...COLUMNS, ...COMPANY_COLUMNS],
  process: (items, run) => Promise.all(items.map((item) => run.limit(() => crawlOne(item, run)))),
  flatten({ outcome, company }) {
    const columns: Record<string, Cell> = {
      'crawl.status': outcome.status,
      'crawl.reason': outcome.reason,
      'crawl.pages': outcome.pages.length,
      'crawl.addresses_found': outcome.addressesFound,
      'crawl.addresses_new': outcome.addressesNew,
      'crawl.sources_gone': outcome.sourcesGone,
      'crawl.pattern': outcome.pattern,
    };
    if (company) Object.assign(columns, flatValues(company, COMPANY_COLUMNS, 'company'));
    return columns;
  },
  lead: () => null,
};
