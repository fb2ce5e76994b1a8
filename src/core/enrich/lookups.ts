/**
 * The lookups of spec endpoints 1, 2, 3 and 6 over the index. Pure read paths: they return null
 * for a miss (an expected outcome) and leave the HTTP meaning of that to the caller.
 */
import { companySummary } from './company-summary.js';
import type { Company, DomainSearchResult, EmailRecord, Person } from '../../contract/schemas.js';
import type {
  CompanyRecord,
  DomainEmailFilters,
  DomainMetaRecord,
  EmailRecordEntry,
  PersonRecord,
} from '../index-records.js';
import { isDisposableDomain, isWebmailDomain } from '../mail/domain-lists.js';
import { companyProfile, emailRecordView, personProfile, type RenderOptions } from './profiles.js';
import { ProfileMemo } from './profile-memo.js';
import { DEPARTMENTS, EMAIL_TYPES, SENIORITIES } from './vocabulary.js';
import { domainInText } from '../identity/domain-name.js';

/** Email record views do not depend on the time: one bucket for all. */
const EPOCH = new Date(0);

/** What the lookups need from the index (implemented by store/IndexRepository). */
export interface IndexReader {
  findCompany(domain: string): Promise<CompanyRecord | null>;
  getPersonAndEmailRecord(email: string): Promise<[PersonRecord | null, EmailRecordEntry | null]>;
  getDomainMeta(domain: string): Promise<DomainMetaRecord | null>;
  domainForCompanyName(name: string): Promise<string | null>;
  emailForProHandle(handle: string): Promise<string | null>;
  countDomainFacets(
    domain: string,
    facets: { type: readonly string[]; department: readonly string[]; seniority: readonly string[] },
    onlyType?: string | null,
  ): Promise<{ total: number; type: Record<string, number>; department: Record<string, number>; seniority: Record<string, number> }>;
  searchDomainEmails(
    domain: string,
    filters: DomainEmailFilters,
    limit: number,
    offset: number,
  ): Promise<{ total: number; records: EmailRecordEntry[] }>;
  /** The page with the domain's company and metadata, in one read. */
  searchDomain(
    domain: string,
    filters: DomainEmailFilters,
    limit: number,
    offset: number,
  ): Promise<{
    /** The domain searched: the one asked for, or its company's main domain when it is an alias. */
    domain: string;
    company: CompanyRecord | null;
    meta: DomainMetaRecord | null;
    page: { total: number; records: EmailRecordEntry[] };
  }>;
}

export interface DomainSearchPage {
  result: DomainSearchResult;
  total: number;
  /** Whether the index holds a company record for the domain (a crawl writes it last). */
  company: boolean;
}

export class LookupService {
  private readonly companies = new ProfileMemo<CompanyRecord, Company>();
  private readonly emailViews = new ProfileMemo<EmailRecordEntry, EmailRecord>();

  /**
   * The same lookups on the primary database, for a read that must see a write just made (what a
   * crawl found, the record a verification wrote): this service itself when it reads the primary.
   */
  readonly primary: LookupService;

  /**
   * @param index where the lookups read: a read replica, or the primary.
   * @param primary the lookups over the primary, when `index` is a replica.
   */
  constructor(
    private readonly index: IndexReader,
    primary?: LookupService,
  ) {
    this.primary = primary ?? this;
  }

  /**
   * `read` again on the primary when this service reads a replica (which may not have replayed
   * the latest writes yet); null when it reads the primary already (a second read would say the same).
   */
  onPrimary<T>(read: (primary: LookupService) => Promise<T | null>): Promise<T | null> {
    return this.readsReplica ? read(this.primary) : Promise.resolve(null);
  }

  /** Whether this service reads a replica (its `primary` is another service). */
  get readsReplica(): boolean {
    return this.primary !== this;
  }

  private companyView(record: CompanyRecord, opts: RenderOptions): Company {
    return this.companies.get(record, opts.locale, opts.now ?? new Date(), () => companyProfile(record, opts));
  }

  private emailView(record: EmailRecordEntry): EmailRecord {
    return this.emailViews.get(record, null, EPOCH, () => emailRecordView(record));
  }

  async company(domain: string, opts: RenderOptions): Promise<Company | null> {
    const record = await this.index.findCompany(domain);
    return record ? this.companyView(record, opts) : null;
  }

  async person(email: string, opts: RenderOptions): Promise<Person | null> {
    return (await this.combined(email, opts))?.person ?? null;
  }

  /** The person and the company they work for (by employment.domain, else the address's domain). */
  async combined(email: string, opts: RenderOptions): Promise<{ person: Person; company: Company | null } | null> {
    const found = await this.contact(email, opts);
    return found && { person: found.person, company: found.company };
  }

  /**
   * What the index holds on an address: the combined profile, and the confidence of its email
   * record (null without one). A lead created for the address is filled from it.
   */
  async contact(email: string, opts: RenderOptions): Promise<{ person: Person; company: Company | null; confidence: number | null } | null> {
    const [person, entry] = await this.index.getPersonAndEmailRecord(email);
    if (!person && !entry) return null;
    const emailDomain = email.slice(email.lastIndexOf('@') + 1);
    const companyDomain = person?.employment?.domain ?? emailDomain;
    const companyRecord = await this.index.findCompany(companyDomain);
    const profile = personProfile(person, entry, companyRecord, opts);
    return {
      person: profile,
      company: companyRecord ? this.companyView(companyRecord, opts) : null,
      confidence: typeof entry?.confidence === 'number' ? entry.confidence : null,
    };
  }

  /** The indexed person record behind an address, as stored (the finder reads their name and employer). */
  async personRecord(email: string): Promise<PersonRecord | null> {
    return (await this.index.getPersonAndEmailRecord(email))[0];
  }

  emailForProHandle(handle: string): Promise<string | null> {
    return this.index.emailForProHandle(handle);
  }

  domainForCompanyName(name: string): Promise<string | null> {
    return this.index.domainForCompanyName(name);
  }

  /**
   * Hunter's email-count: how many addresses the index holds for a domain, by type, department and
   * seniority. `type`: count only personal or only generic addresses (every count, not just the total).
   */
  async emailCount(domain: string, type: 'personal' | 'generic' | null = null): Promise<EmailCount> {
    const c = await this.index.countDomainFacets(domain, { type: EMAIL_TYPES, department: DEPARTMENTS, seniority: SENIORITIES }, type);
    return {
      total: c.total,
      personal_emails: c.type.personal ?? 0,
      generic_emails: c.type.generic ?? 0,
      department: c.department,
      seniority: c.seniority,
    };
  }

  /** Null when the index knows nothing of the domain: no company, no metadata, no address. */
  async domainSearch(
    asked: string,
    filters: DomainEmailFilters,
    limit: number,
    offset: number,
  ): Promise<DomainSearchPage | null> {
    // An alias domain is searched as its company's main domain (as companies/find follows it).
    const { domain, company, meta, page } = await this.index.searchDomain(asked, filters, limit, offset);
    if (!company && !meta && page.total === 0) {
      // Distinguish "nothing matched the filters" from "unknown domain" without a second query:
      // with filters and no company/meta the domain may still have addresses.
      const unfiltered = hasFilters(filters) ? await this.index.searchDomainEmails(domain, {}, 1, 0) : page;
      if (unfiltered.total === 0) return null;
    }
    // An alias domain links to its company's main domain, and the main domain to its aliases.
    const linked = new Set<string>([...(meta?.linked_domains ?? []), ...(company?.domainAliases ?? []), ...(company ? [company.domain] : []), asked]);
    linked.delete(domain);
    return {
      total: page.total,
      company: company !== null,
      result: {
        domain,
        disposable: isDisposableDomain(domain),
        webmail: isWebmailDomain(domain),
        accept_all: meta?.accept_all ?? null,
        pattern: meta?.pattern ?? null,
        organization: meta?.organization ?? company?.name ?? null,
        ...companySummary(company),
        emails: page.records.map((r) => this.emailView(r)),
        linked_domains: [...linked],
      },
    };
  }
}

/**
 * The domain a "company" input names (the finder, domain-search, email-count, the find bulk): the
 * domain itself when it is one (or a URL; spreadsheets hold both in one column), else the domain
 * of the company the index knows by that name (null: none).
 */
export function companyDomain(company: string, lookups: Pick<LookupService, 'domainForCompanyName'>): Promise<string | null> {
  const domain = domainInText(company);
  return domain ? Promise.resolve(domain) : lookups.domainForCompanyName(company);
}

export interface EmailCount {
  total: number;
  personal_emails: number;
  generic_emails: number;
  department: Record<string, number>;
  seniority: Record<string, number>;
}

function hasFilters(f: DomainEmailFilters): boolean {
  return Boolean(
    f.type?.length || f.seniority?.length || f.department?.length || f.requiredFields?.length || f.verificationStatus?.length || f.jobTitles?.length || f.location?.include?.length || f.location?.exclude?.length,
  );
}
