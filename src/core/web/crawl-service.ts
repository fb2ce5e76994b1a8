/**
 * One domain's crawl, end to end: fetch the site (SiteCrawler), read it (site-reader), and merge
 * what it stated into the index with provenance (crawl-merge): the company profile, the addresses
 * at its domains with their sources, the people next to them, and the domain's address pattern.
 * The outcome is returned (a site that cannot be reached is an expected outcome, not a fault);
 * index and network faults are thrown so the job runs again.
 */
import type { CompanyRecord, DomainMetaRecord, EmailRecordEntry, PersonRecord } from '../index-records.js';
import type { CrawlResult } from './crawl/index.js';
import { readSite, type SiteDns } from './site-reader.js';
import { registrableDomain } from '../identity/domain-name.js';
import { domainPatternAfterCrawl, learnDomainPattern, mergeCompany, mergeEmailRecords, mergePerson, type MergeClock } from './crawl-merge.js';

/** The index operations a crawl needs (implemented by store/IndexRepository). */
export interface CrawlIndex {
  getCompany(domain: string): Promise<CompanyRecord | null>;
  putCompany(record: CompanyRecord, previous: CompanyRecord | null): Promise<void>;
  getPerson(email: string): Promise<PersonRecord | null>;
  putPerson(record: PersonRecord, previous: PersonRecord | null): Promise<void>;
  getEmailRecords(addresses: readonly string[]): Promise<(EmailRecordEntry | null)[]>;
  putEmailRecord(record: EmailRecordEntry, previous: EmailRecordEntry | null): Promise<void>;
  /** Every address the index holds at a domain. */
  domainAddresses(domain: string): Promise<string[]>;
  getDomainMeta(domain: string): Promise<DomainMetaRecord | null>;
  putDomainMeta(record: DomainMetaRecord): Promise<void>;
}

/** Fetches a site's pages (SiteCrawler.crawl). */
export interface SiteSource {
  crawl(domain: string, budgetMs: number): Promise<CrawlResult>;
}

export type CrawlStatus = 'crawled' | 'no_website';

export interface CrawlOutcome {
  /** The domain asked for. */
  domain: string;
  /** The domain the company is indexed under: the one the site redirected to, if it moved to another registrable domain. */
  companyDomain: string;
  status: CrawlStatus;
  /** Why nothing could be fetched (no_website). */
  reason: string | null;
  pages: string[];
  skipped: { url: string; reason: string }[];
  aliases: string[];
  /** Addresses found on the site this time. */
  addressesFound: number;
  /** Addresses the index did not hold before. */
  addressesNew: number;
  /** Sources set to still_on_page false by this crawl. */
  sourcesGone: number;
  companyChanged: boolean;
  pattern: string | null;
  crawledAt: string;
}

export interface CrawlServiceOptions {
  budgetMs: number;
}

/**
 * A site that redirects to another registrable domain (old-name.test -> new-name.test) is that
 * other domain's site: the company is indexed under the domain it moved to, and the one asked for
 * becomes an alias. A move within one registrable domain (to www. or a subdomain) changes nothing.
 */
function canonical(crawl: CrawlResult): CrawlResult {
  const landed = crawl.siteHost?.toLowerCase().replace(/^www\./, '');
  if (!landed || landed === crawl.domain || registrableDomain(landed) === registrableDomain(crawl.domain)) return crawl;
  return { ...crawl, domain: landed, aliases: [crawl.domain, ...crawl.aliases.filter((a) => a !== landed && a !== crawl.domain)] };
}

export class CrawlService {
  constructor(
    private readonly site: SiteSource,
    private readonly dns: (domain: string) => Promise<SiteDns>,
    private readonly index: CrawlIndex,
    private readonly opts: CrawlServiceOptions,
    private readonly now: () => Date = () => new Date(),
  ) {
    if (!(opts.budgetMs > 0)) throw new RangeError('CrawlService: budgetMs must be positive');
  }

  async crawl(domain: string): Promise<CrawlOutcome> {
    const started = this.now();
    const [fetched, dns] = await Promise.all([this.site.crawl(domain, this.opts.budgetMs), this.dns(domain)]);
    const crawl = canonical(fetched);
    const outcome: CrawlOutcome = {
      domain,
      companyDomain: crawl.domain,
      status: crawl.pages.length > 0 ? 'crawled' : 'no_website',
      reason: crawl.pages.length > 0 ? null : crawl.failure,
      pages: crawl.pages.map((p) => p.url),
      skipped: crawl.skipped,
      aliases: crawl.aliases,
      addressesFound: 0,
      addressesNew: 0,
      sourcesGone: 0,
      companyChanged: false,
      pattern: null,
      crawledAt: started.toISOString(),
    };
    if (outcome.status === 'no_website') return outcome;

    // The profile's DNS facts (mail provider, DNS fingerprints) are the company domain's.
    const findings = readSite(crawl, crawl.domain === domain ? dns : await this.dns(crawl.domain));
    const clock: MergeClock = { now: started, pageModified: findings.lastModified };

    // The company record is written last: a lookup that sees it sees the addresses too.
    const companyDomain = crawl.domain;
    const storedCompany = await this.index.getCompany(companyDomain);
    const company = mergeCompany(storedCompany, findings, clock);

    const domains = [companyDomain, ...findings.aliases];
    const known = (await Promise.all(domains.map((d) => this.index.domainAddresses(d)))).flat();
    const addresses = [...new Set([...known, ...findings.addresses.map((a) => a.address)])];
    const records = await this.index.getEmailRecords(addresses);
    const stored = new Map<string, EmailRecordEntry>();
    addresses.forEach((a, i) => {
      const r = records[i];
      if (r) stored.set(a, r);
    });
    const written = mergeEmailRecords(stored, findings, clock);
    for (const { record, previous } of written) {
      await this.index.putEmailRecord(record, previous);
      stored.set(record.value, record);
      if (!previous) outcome.addressesNew++;
      const before = previous?.sources.filter((s) => !s.still_on_page).length ?? 0;
      outcome.sourcesGone += Math.max(0, record.sources.filter((s) => !s.still_on_page).length - before);
    }
    outcome.addressesFound = findings.addresses.length;

    const companyName = (company.record.name as string | null | undefined) ?? null;
    for (const found of findings.addresses) {
      if (!found.person) continue;
      const previous = await this.index.getPerson(found.address);
      const merged = mergePerson(previous, found, { domain: companyDomain, name: companyName }, clock);
      if (merged?.changed) await this.index.putPerson(merged.record, previous);
    }

    const learned = learnDomainPattern([...stored.values()].filter((r) => r.domain === companyDomain));
    const meta = await this.index.getDomainMeta(companyDomain);
    // A pattern the site states beats the learned one (crawl-merge.ts).
    const { pattern, source } = domainPatternAfterCrawl(meta, findings, learned, started.toISOString().slice(0, 10));
    outcome.pattern = source ? pattern : learned;
    const linked = [...new Set([...(meta?.linked_domains ?? []), ...findings.aliases])];
    const { pattern_source: _previousSource, ...metaRest } = meta ?? { domain: companyDomain };
    const nextMeta: DomainMetaRecord = {
      ...metaRest,
      ...(source ? { pattern_source: source } : {}),
      domain: companyDomain,
      pattern,
      organization: meta?.organization ?? companyName,
      linked_domains: linked,
      indexedAt: started.toISOString().slice(0, 10),
    };
    if (!meta || JSON.stringify({ ...meta, indexedAt: '' }) !== JSON.stringify({ ...nextMeta, indexedAt: '' })) await this.index.putDomainMeta(nextMeta);

    await this.index.putCompany(company.record, storedCompany);
    outcome.companyChanged = company.changed;
    return outcome;
  }
}
