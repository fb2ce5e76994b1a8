/**
 * What a bulk does to each row: the enrichment and verification core, per kind. A chunk's items
 * (unique inputs, each carrying the rows that share it) go in; one result per item comes out, as
 * flat columns. A row that cannot be processed gets an error status and reason; it is never
 * dropped.
 *
 * Kinds and their appended columns:
 * - verify: email -> `verification.*` (the Verification result).
 * - enrich: email -> `person.*`, `company.*` (the combined lookup) and `verification.*`;
 *   or domain -> `company.*`.
 * - find: first/last or full name + domain or company -> `email_finder.*`.
 * - domain-search: domain -> one output row per address found, `email.*`.
 * - crawl: domain -> crawls the company's website into the index, then `crawl.*` (what the crawl
 *   did) and `company.*` (the profile after it).
 * Every kind adds `bulk.status` (ok, not_found, invalid_input, error) and `bulk.error`.
 */
import pLimit from 'p-limit';
import { CompanySchema, EmailRecordSchema, PersonSchema, VerificationResultSchema } from '../../contract/schemas.js';
import { flatPaths, flatValues, type Cell } from '../../contract/flatten.js';
import type { LookupService } from '../enrich/lookups.js';
import type { EmailFinder } from '../mail/email-finder.js';
import type { EmailVerifier, StoredVerification } from '../mail/email-verifier.js';
import { splitFullName } from '../mail/address-patterns.js';
import { normalizeDomain } from '../identity/domain-name.js';
import type { CrawlOutcome } from '../web/crawl-service.js';

export const BULK_KINDS = ['verify', 'enrich', 'find', 'domain-search', 'crawl'] as const;
export type BulkKind = (typeof BULK_KINDS)[number];

export interface BulkItem {
  key: string;
  inputs: Record<string, string>;
}

export type RowStatus = 'ok' | 'not_found' | 'invalid_input' | 'error';

export interface ItemResult {
  /** What the progress counts: the verification status where there is one, else the row status. */
  tally: string;
  status: RowStatus;
  error: string | null;
  /** Appended columns; domain-search gives one set per address found (at least one). */
  rows: Record<string, Cell>[];
  /**
   * Present when the answer may still come (a mail server greylisted or paced us, or did not
   * answer in time): when to ask again (epoch ms), 0 when the server named no time.
   */
  askAgainAt?: number;
}

const VERIFICATION = flatPaths(VerificationResultSchema, 'verification', new Set(['verification.sources']));
const PERSON = flatPaths(PersonSchema, 'person');
const COMPANY = flatPaths(CompanySchema, 'company');
const FINDER_FIELDS = ['first_name', 'last_name', 'email', 'score', 'domain', 'accept_all', 'position', 'socialB', 'proNetwork_url', 'phone_number', 'company', 'verification.date', 'verification.status'];
const FINDER = FINDER_FIELDS.map((f) => `email_finder.${f}`);
const EMAIL = flatPaths(EmailRecordSchema, 'email', new Set(['email.sources'])).concat(['email.sources_count']);
const CRAWL = ['crawl.status', 'crawl.reason', 'crawl.pages', 'crawl.addresses_found', 'crawl.addresses_new', 'crawl.sources_gone', 'crawl.pattern'];

/** The appended column names of a kind, in output order. */
export function appendedColumns(kind: BulkKind): string[] {
  const tail = ['bulk.status', 'bulk.error'];
  switch (kind) {
    case 'verify':
      return [...VERIFICATION, ...tail];
    case 'enrich':
      return [...VERIFICATION, ...PERSON, ...COMPANY, ...tail];
    case 'find':
      return [...FINDER, ...tail];
    case 'domain-search':
      return [...EMAIL, ...tail];
    case 'crawl':
      return [...CRAWL, ...COMPANY, ...tail];
  }
}

/** A verification whose answer may still come: when to ask again (see ItemResult.askAgainAt). */
function askAgain(v: StoredVerification): { askAgainAt?: number } {
  return v.status === 'unknown' && v.retryable ? { askAgainAt: v.retryAt ?? 0 } : {};
}

function fail(status: RowStatus, error: string): ItemResult {
  return { tally: status, status, error, rows: [{}] };
}

export interface RowProcessorDeps {
  verifier: EmailVerifier;
  lookups: LookupService;
  finder: EmailFinder;
  /** false: syntax, lists and gibberish only (no DNS, no SMTP). */
  networkChecks: boolean;
  /** Time one finder row may take. */
  findSeconds: number;
  /** Crawls a domain's website into the index (and records that it did). */
  crawl: (domain: string) => Promise<CrawlOutcome>;
}

export class RowProcessor {
  private readonly limit = pLimit(8);
  /** Sites crawled at once by one chunk: each waits on politeness pauses, not on CPU. */
  private readonly crawlLimit = pLimit(4);

  constructor(private readonly deps: RowProcessorDeps) {}

  /**
   * `fresh`: ask the mail servers again rather than take cached verifications (a re-ask of rows
   * that waited for a server that paced or greylisted us).
   */
  async process(kind: BulkKind, items: readonly BulkItem[], options: { fresh?: boolean } = {}): Promise<ItemResult[]> {
    const fresh = options.fresh ?? false;
    switch (kind) {
      case 'verify':
        return this.verify(items, fresh);
      case 'enrich':
        return this.enrich(items, fresh);
      case 'find':
        return Promise.all(items.map((i) => this.limit(() => this.find(i))));
      case 'domain-search':
        return Promise.all(items.map((i) => this.limit(() => this.domainSearch(i))));
      case 'crawl':
        return Promise.all(items.map((i) => this.crawlLimit(() => this.crawl(i))));
    }
  }

  private async verifications(emails: readonly string[], fresh: boolean): Promise<StoredVerification[]> {
    // No retries scheduled by the verifier: a bulk's chunk asks its waiting rows again itself.
    return this.deps.networkChecks ? this.deps.verifier.verifyMany(emails, { fresh, scheduleRetries: false }) : emails.map((e) => this.deps.verifier.offline(e));
  }

  private verificationColumns(v: StoredVerification): Record<string, Cell> {
    const { checked_at: _c, reason: _r, retryable: _x, retryAt: _a, transcript: _t, ...fields } = v;
    return flatValues(fields, VERIFICATION, 'verification');
  }

  private async verify(items: readonly BulkItem[], fresh: boolean): Promise<ItemResult[]> {
    const withEmail = items.filter((i) => i.inputs.email);
    const results = await this.verifications(withEmail.map((i) => i.inputs.email!), fresh);
    const byKey = new Map(withEmail.map((item, n) => [item.key, results[n]!]));
    return items.map((item) => {
      const v = byKey.get(item.key);
      if (!v) return fail('invalid_input', 'no email in this row');
      return { tally: v.status, status: 'ok', error: null, rows: [this.verificationColumns(v)], ...askAgain(v) };
    });
  }

  private async enrich(items: readonly BulkItem[], fresh: boolean): Promise<ItemResult[]> {
    const byEmail = items.filter((i) => i.inputs.email);
    const verifications = await this.verifications(byEmail.map((i) => i.inputs.email!), fresh);
    const verified = new Map(byEmail.map((item, n) => [item.key, verifications[n]!]));
    return Promise.all(
      items.map(async (item): Promise<ItemResult> => {
        const v = verified.get(item.key);
        if (v) {
          const columns = this.verificationColumns(v);
          const combined = v.regexp ? await this.deps.lookups.combined(v.email, { locale: null }) : null;
          if (combined) {
            Object.assign(columns, flatValues(combined.person, PERSON, 'person'), flatValues(combined.company, COMPANY, 'company'));
          } else {
            // No person indexed: the company of the address's domain may still be known.
            const domain = v.email.slice(v.email.lastIndexOf('@') + 1);
            const company = v.regexp ? await this.deps.lookups.company(domain, { locale: null }) : null;
            if (company) Object.assign(columns, flatValues(company, COMPANY, 'company'));
          }
          return { tally: v.status, status: 'ok', error: null, rows: [columns], ...askAgain(v) };
        }
        if (item.inputs.domain) {
          const domain = normalizeDomain(item.inputs.domain);
          if (!domain) return fail('invalid_input', `"${item.inputs.domain}" is not a domain name`);
          const company = await this.deps.lookups.company(domain, { locale: null });
          if (!company) return fail('not_found', `no company is indexed for ${domain}`);
          return { tally: 'ok', status: 'ok', error: null, rows: [flatValues(company, COMPANY, 'company')] };
        }
        return fail('invalid_input', 'no email or domain in this row');
      }),
    );
  }

  private async find(item: BulkItem): Promise<ItemResult> {
    const i = item.inputs;
    let first = i.first_name?.trim();
    let last = i.last_name?.trim();
    if ((!first || !last) && i.full_name) {
      const split = splitFullName(i.full_name);
      if (split) ({ first, last } = split);
    }
    if (!first || !last) return fail('invalid_input', 'no first and last name (or full name) in this row');
    let domain = i.domain ? normalizeDomain(i.domain) : null;
    if (!domain && i.company) domain = await this.deps.lookups.domainForCompanyName(i.company);
    if (!domain) return fail(i.domain ? 'invalid_input' : 'not_found', i.domain ? `"${i.domain}" is not a domain name` : `no domain for company "${i.company ?? ''}"`);
    const company = (await this.deps.lookups.company(domain, { locale: null }))?.name ?? null;
    const outcome = await this.deps.finder.find({ domain, firstName: first, lastName: last, deadline: Date.now() + this.deps.findSeconds * 1000 }, company);
    if (!outcome.found) return fail('not_found', outcome.details);
    const r = outcome.result;
    const flat = flatValues({ ...r, verification: r.verification }, FINDER, 'email_finder');
    return { tally: r.verification.status ?? 'found', status: 'ok', error: null, rows: [flat] };
  }

  private async crawl(item: BulkItem): Promise<ItemResult> {
    if (!item.inputs.domain) return fail('invalid_input', 'no domain in this row');
    const domain = normalizeDomain(item.inputs.domain);
    if (!domain) return fail('invalid_input', `"${item.inputs.domain}" is not a domain name`);
    const outcome = await this.deps.crawl(domain);
    const columns: Record<string, Cell> = {
      'crawl.status': outcome.status,
      'crawl.reason': outcome.reason,
      'crawl.pages': outcome.pages.length,
      'crawl.addresses_found': outcome.addressesFound,
      'crawl.addresses_new': outcome.addressesNew,
      'crawl.sources_gone': outcome.sourcesGone,
      'crawl.pattern': outcome.pattern,
    };
    if (outcome.status === 'no_website') return { tally: 'no_website', status: 'not_found', error: outcome.reason, rows: [columns] };
    const company = await this.deps.lookups.company(domain, { locale: null });
    if (company) Object.assign(columns, flatValues(company, COMPANY, 'company'));
    return { tally: 'crawled', status: 'ok', error: null, rows: [columns] };
  }

  private async domainSearch(item: BulkItem): Promise<ItemResult> {
    if (!item.inputs.domain) return fail('invalid_input', 'no domain in this row');
    const domain = normalizeDomain(item.inputs.domain);
    if (!domain) return fail('invalid_input', `"${item.inputs.domain}" is not a domain name`);
    const page = await this.deps.lookups.domainSearch(domain, {}, 100, 0);
    if (!page || page.result.emails.length === 0) return fail('not_found', `no address is indexed for ${domain}`);
    return {
      tally: 'ok',
      status: 'ok',
      error: null,
      rows: page.result.emails.map((e) => ({ ...flatValues(e, EMAIL, 'email'), 'email.sources_count': e.sources.length })),
    };
  }
}
