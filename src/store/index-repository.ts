/**
 * The index in PostgreSQL (migrations/0002_index.sql): companies by domain, people by email,
 * email records by address, and per-domain metadata. Each record is stored whole as json, with
 * the columns its queries filter and sort on derived from it in the same statement (or the same
 * transaction), so a reader never sees one without the other.
 *
 * Reads go to `read` (a replica when DATABASE_READ_URL is set); the composition root builds the
 * writers' instance with the primary for both, since a read-modify-write must see its own writes
 * (which paths read where: docs/architecture.md, "Reads and the replica").
 */
import { createHash } from 'node:crypto';
import type pg from 'pg';
import { ParsedRecordCache } from './parsed-record-cache.js';
import { companyDiscoverColumns, companyFacets, facetValue, type CompanyFacet, type CompanySetExpr } from './company-facets.js';
import type { CompanyRanking, FacetValue, FundingCondition } from '../core/discover/company-set-expr.js';
import type { TextMatch } from '../core/discover/full-text.js';
import { inTransaction } from './pg/transaction.js';
import { readBatcher } from './pg/read-batcher.js';
import type { ReadQueries } from './pg/read-pool.js';
import { proHandleKey } from '../core/identity/pro-handle.js';
import type {
  CompanyRecord,
  DomainEmailFilters,
  PlaceFilter,
  DomainMetaRecord,
  EmailRecordEntry,
  IndexKind,
  PersonRecord,
  RecordOf,
  RequiredField,
} from '../core/index-records.js';

/** Facets whose values a plain-language discover query is matched against. */
const VOCABULARY_FACETS = ['industry', 'tech', 'type', 'city'] as const satisfies readonly CompanyFacet[];

/** Lower-cased, accent-folded, single-spaced: how company names are matched. */
export function normalizeCompanyName(name: string): string {
  return name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}


export interface EmailPage {
  total: number;
  records: EmailRecordEntry[];
}

export interface WriteOutcome {
  status: 'created' | 'updated' | 'unchanged';
}

/** Each kind's table and key column (constants: never built from input). */
const TABLES: Record<IndexKind, { table: string; key: string }> = {
  companies: { table: 'companies', key: 'domain' },
  people: { table: 'people', key: 'email' },
  emails: { table: 'email_records', key: 'address' },
  domains: { table: 'domains', key: 'domain' },
};

/** `'facet:value'`, as stored in companies.facets. */
function facetTerm(facet: CompanyFacet, normalized: string): string {
  return `${facet}:${normalized}`;
}

/**
 * The last record of each key, in key order. One statement may not write a row twice, and
 * writers that lock rows in one order cannot deadlock each other (two import batches at once).
 */
function byKey<T>(records: readonly T[], key: (r: T) => string): T[] {
  return [...new Map(records.map((r) => [key(r), r]))].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([, r]) => r);
}

/** A prepared statement's name: a digest of its text, so equal texts share one and others never collide. */
const statementNames = new Map<string, string>();
function statementName(sql: string): string {
  let name = statementNames.get(sql);
  if (!name) {
    name = `ix_${createHash('sha1').update(sql).digest('hex').slice(0, 16)}`;
    statementNames.set(sql, name);
  }
  return name;
}

/** The SQL of a domain's company record as text, following aliases (`domain` is an SQL expression). */
const COMPANY_OF = (domain: string) => `(SELECT record::text FROM companies WHERE domain = ${domain}
     UNION ALL SELECT c.record::text FROM company_aliases a JOIN companies c ON c.domain = a.domain WHERE a.alias = ${domain}
     LIMIT 1)`;

/** A person's geo (p.record) matches one place of a location filter (l): every part it gives. */
const PLACE_MATCH = `(l->'countries' IS NULL OR upper(p.record->'geo'->>'countryCode') IN (SELECT json_array_elements_text(l->'countries')))
  AND (l->>'state' IS NULL OR lower(p.record->'geo'->>'state') = lower(l->>'state') OR lower(p.record->'geo'->>'stateCode') = lower(l->>'state'))
  AND (l->>'city' IS NULL OR lower(p.record->'geo'->>'city') = lower(l->>'city'))`;

/** A batched domain search's condition on `email_records e` for the search `q` (a null filter is no filter). */
const DOMAIN_SEARCH_WHERE = `e.domain = q.d
  AND (q.ty IS NULL OR e.type = ANY(q.ty)) AND (q.se IS NULL OR e.seniority = ANY(q.se)) AND (q.de IS NULL OR e.department = ANY(q.de))
  AND (NOT q.fn OR e.has_full_name) AND (NOT q.pos OR e.has_position) AND (NOT q.ph OR e.has_phone)`;

/**
 * The filters that read an address's record or its person (verification status, job titles,
 * location): only in the statement of the searches that name one. With them in every search's
 * statement, PostgreSQL's plan for the batched statement cost a plain domain search over many
 * domains two thirds of its throughput (bench/RESULTS.md, "Issue 14: compatibility and the hot path").
 */
const DOMAIN_SEARCH_WHERE_EXTENDED = `${DOMAIN_SEARCH_WHERE}
  AND (q.vs IS NULL OR (e.record->'verification'->>'status') = ANY(q.vs))
  AND (q.jt IS NULL OR EXISTS (SELECT 1 FROM unnest(q.jt) AS t(pat) WHERE (e.record->>'position') ILIKE t.pat))
  AND (q.li IS NULL OR EXISTS (SELECT 1 FROM people p, json_array_elements(q.li) AS l WHERE p.email = e.address AND ${PLACE_MATCH}))
  AND (q.lx IS NULL OR NOT EXISTS (SELECT 1 FROM people p, json_array_elements(q.lx) AS l WHERE p.email = e.address AND ${PLACE_MATCH}))`;

/** An ILIKE pattern matching text that contains `text` (its own % _ and \\ taken literally). */
function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** A location filter's places as the statement's JSON (null: no such filter). */
function places(list: readonly PlaceFilter[] | undefined): string | null {
  // A part not given is left out of the object (PLACE_MATCH reads a missing key as "any").
  return list && list.length > 0
    ? JSON.stringify(list.map((p) => ({ ...(p.countries ? { countries: p.countries.map((c) => c.toUpperCase()) } : {}), ...(p.state ? { state: p.state } : {}), ...(p.city ? { city: p.city } : {}) })))
    : null;
}

interface DomainSearchQuery {
  domain: string;
  filters: DomainEmailFilters;
  limit: number;
  offset: number;
  withRecords: boolean;
}

/** One batched domain search's answer, records as stored text. */
interface DomainSearchFound {
  /** The domain searched: the one asked for, or the company's main domain when it is an alias. */
  domain: string;
  company: string | null;
  meta: string | null;
  total: number;
  records: string[];
}

/** A verification date as a SQL date (YYYY-MM-DD), or null when it is not one. */
function dateOnly(value: unknown): string | null {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}/.test(value)) return null;
  return Number.isNaN(Date.parse(value.slice(0, 10))) ? null : value.slice(0, 10);
}

interface SourceRow {
  address: string;
  uri: string;
  domain: string;
  extractedOn: string | null;
  lastSeenOn: string | null;
  stillOnPage: boolean;
}

/** A record's sources as `email_sources` rows: one per uri, the last entry for a uri winning. */
function sourceRows(record: EmailRecordEntry): SourceRow[] {
  const byUri = new Map<string, SourceRow>();
  for (const s of Array.isArray(record.sources) ? record.sources : []) {
    if (s === null || typeof s !== 'object' || typeof s.uri !== 'string') continue;
    byUri.set(s.uri, {
      address: record.value,
      uri: s.uri,
      domain: typeof s.domain === 'string' ? s.domain : '',
      extractedOn: dateOnly(s.extracted_on),
      lastSeenOn: dateOnly(s.last_seen_on),
      stillOnPage: Boolean(s.still_on_page),
    });
  }
  return [...byUri.values()];
}

/** Facets a company carries at most one value of: a union of their values is a disjoint union. */
const SINGLE_VALUED_FACETS: ReadonlySet<CompanyFacet> = new Set(['country', 'continent', 'industry', 'headcount', 'type']);

/** A tsquery literal of lexemes (never parsed by a text search configuration): every clause, any form. */
function tsquery(match: TextMatch): string {
  const lexeme = (l: string) => `'${l.replace(/\\/g, '\\\\').replace(/'/g, "''")}'`;
  return match.map((clause) => `(${clause.map((t) => `${lexeme(t.lexeme)}${t.prefix ? ':*' : ''}`).join(' | ')})`).join(' & ');
}

/** The SQL condition of a discover expression on `companies`, its values appended to `params`. */
function exprSql(expr: CompanySetExpr, params: unknown[]): string {
  const param = (v: unknown) => {
    params.push(v);
    return `$${params.length}`;
  };
  if ('facet' in expr) return `facets @> ${param([facetTerm(expr.facet, facetValue(expr.value))])}::text[]`;
  if ('anyFacet' in expr) {
    if (expr.anyFacet.length === 0) return 'FALSE';
    return `facets && ${param(expr.anyFacet.map((f) => facetTerm(f.facet, facetValue(f.value))))}::text[]`;
  }
  if ('everyFacet' in expr) {
    if (expr.everyFacet.length === 0) return 'TRUE';
    return `facets @> ${param(expr.everyFacet.map((f) => facetTerm(f.facet, facetValue(f.value))))}::text[]`;
  }
  if ('text' in expr) return expr.text.length === 0 ? 'TRUE' : `search @@ ${param(tsquery(expr.text))}::tsquery`;
  if ('founded' in expr) {
    const { from, to } = expr.founded;
    const conds = ['founded_year IS NOT NULL'];
    if (from !== undefined) conds.push(`founded_year >= ${param(from)}::int`);
    if (to !== undefined) conds.push(`founded_year <= ${param(to)}::int`);
    return `(${conds.join(' AND ')})`;
  }
  if ('funding' in expr) {
    return `EXISTS (SELECT 1 FROM company_funding_rounds r WHERE ${fundingConditions(expr.funding, params, 'r.domain = companies.domain')})`;
  }
  if ('all' in expr) return 'TRUE';
  if ('domains' in expr) return `domain = ANY(${param(expr.domains)}::text[])`;
  if ('diff' in expr) {
    const from = exprSql(expr.diff, params);
    if (expr.minus.length === 0) return from;
    return `(${from} AND NOT (${expr.minus.map((m) => exprSql(m, params)).join(' OR ')}))`;
  }
  if ('union' in expr) return expr.union.length === 0 ? 'FALSE' : `(${expr.union.map((u) => exprSql(u, params)).join(' OR ')})`;
  return expr.inter.length === 0 ? 'TRUE' : `(${expr.inter.map((i) => exprSql(i, params)).join(' AND ')})`;
}

/** The conditions on one funding round `r` (besides `first`), their values appended to `params`. */
function fundingConditions(f: FundingCondition, params: unknown[], first: string): string {
  const param = (v: unknown) => {
    params.push(v);
    return `$${params.length}`;
  };
  const conds = [first];
  if (f.series !== undefined) conds.push(`r.series = ANY(${param(f.series)}::text[])`);
  if (f.amountFrom !== undefined) conds.push(`r.amount_usd >= ${param(f.amountFrom)}::bigint`);
  if (f.amountTo !== undefined) conds.push(`r.amount_usd <= ${param(f.amountTo)}::bigint`);
  if (f.dateFrom !== undefined) conds.push(`r.announced_on >= ${param(f.dateFrom)}::date`);
  if (f.dateTo !== undefined) conds.push(`r.announced_on <= ${param(f.dateTo)}::date`);
  return conds.join(' AND ');
}

/**
 * The SQL of the expression's total when it is cheap to know without a pass over the matching
 * companies, its values appended to `params`; null otherwise. Every company (the '' term), one
 * facet value, or values of one single-valued facet: a sum of maintained counts. Funding alone:
 * the distinct domains of the matching rounds (every round belongs to a company).
 */
function cheapTotal(expr: CompanySetExpr, params: unknown[]): string | null {
  let terms: string[] | null = null;
  if ('all' in expr) terms = [''];
  else if ('facet' in expr) terms = [facetTerm(expr.facet, facetValue(expr.value))];
  else if ('anyFacet' in expr) {
    const facets = new Set(expr.anyFacet.map((f: FacetValue) => f.facet));
    const [only] = facets;
    if (facets.size === 1 && only !== undefined && SINGLE_VALUED_FACETS.has(only)) {
      terms = [...new Set(expr.anyFacet.map((f) => facetTerm(f.facet, facetValue(f.value))))];
    }
  } else if ('funding' in expr) {
    return `SELECT count(DISTINCT domain) AS total FROM company_funding_rounds r WHERE ${fundingConditions(expr.funding, params, 'TRUE')}`;
  }
  if (terms === null) return null;
  params.push(terms);
  return `SELECT coalesce((SELECT sum(n) FROM company_facet_counts WHERE term = ANY($${params.length}::text[])), 0) AS total`;
}

export class IndexRepository {
  private readonly records = new ParsedRecordCache();

  /**
   * @param pool the primary: every write, and the reads of this instance unless `read` is given.
   * @param read where reads go (a read replica); only for instances that never read-modify-write.
   */
  constructor(
    private readonly pool: pg.Pool,
    private readonly read: ReadQueries = pool,
  ) {}

  /**
   * A read. PostgreSQL text cannot hold NUL (U+0000), so no stored key contains one: a lookup
   * for such a key (hostile input) has no rows, rather than an encoding error from the server.
   */
  private async select<R extends pg.QueryResultRow>(sql: string, params: unknown[] = [], prepared = true): Promise<{ rows: R[] }> {
    const hasNul = (v: unknown): boolean => (typeof v === 'string' ? v.includes('\u0000') : Array.isArray(v) && v.some(hasNul));
    if (params.some(hasNul)) return { rows: [] };
    // A named statement is parsed and planned once per connection, then only executed: most of
    // a point lookup's cost on the server. Only for SQL from a bounded set of texts (each name
    // stays prepared on every connection that ran it); discover's SQL follows the request's
    // filters, so it is sent unnamed.
    return this.read.query<R>(prepared ? { name: statementName(sql), text: sql, values: params } : { text: sql, values: params });
  }

  private async one<T>(sql: string, params: unknown[]): Promise<T | null> {
    const { rows } = await this.select<{ record: string }>(sql, params);
    return this.records.parse<T>(rows[0]?.record ?? null);
  }

  // --- reads ----------------------------------------------------------------------------------
  async getCompany(domain: string): Promise<CompanyRecord | null> {
    return this.one<CompanyRecord>('SELECT record::text AS record FROM companies WHERE domain = $1', [domain]);
  }

  /** The company for a domain, following alias domains (e.g. an old brand's domain). */
  async findCompany(domain: string): Promise<CompanyRecord | null> {
    if (domain.includes('\u0000')) return null;
    return this.records.parse<CompanyRecord>(await this.findCompanies(domain));
  }

  /** findCompany's statement for a batch of domains: each domain's record (or its alias target's), as text. */
  private readonly findCompanies = readBatcher<string, string | null>(async (domains) => {
    const { rows } = await this.select<{ record: string | null }>(
      `SELECT ${COMPANY_OF('q.d')} AS record FROM unnest($1::text[]) WITH ORDINALITY AS q(d, n) ORDER BY q.n`,
      [domains],
    );
    return rows.map((r) => r.record);
  }, (domain) => domain);

  async getPerson(email: string): Promise<PersonRecord | null> {
    return this.one<PersonRecord>('SELECT record::text AS record FROM people WHERE email = $1', [email]);
  }

  async getEmailRecord(address: string): Promise<EmailRecordEntry | null> {
    return this.one<EmailRecordEntry>('SELECT record::text AS record FROM email_records WHERE address = $1', [address]);
  }

  /** Person and email record of one address in one round trip. */
  async getPersonAndEmailRecord(email: string): Promise<[PersonRecord | null, EmailRecordEntry | null]> {
    const { rows } = await this.select<{ person: string | null; email: string | null }>(
      `SELECT (SELECT record::text FROM people WHERE email = $1) AS person,
              (SELECT record::text FROM email_records WHERE address = $1) AS email`,
      [email],
    );
    return [this.records.parse<PersonRecord>(rows[0]?.person ?? null), this.records.parse<EmailRecordEntry>(rows[0]?.email ?? null)];
  }

  async getDomainMeta(domain: string): Promise<DomainMetaRecord | null> {
    return this.one<DomainMetaRecord>('SELECT record::text AS record FROM domains WHERE domain = $1', [domain]);
  }

  /** The domain of the company with this name (the most recently written one when several share it). */
  async domainForCompanyName(name: string): Promise<string | null> {
    const { rows } = await this.select<{ domain: string }>(
      'SELECT domain FROM companies WHERE name_key = $1 ORDER BY written_at DESC LIMIT 1',
      [normalizeCompanyName(name)],
    );
    return rows[0]?.domain ?? null;
  }

  /** The address of the person with this professional-network handle (the most recently written one). */
  async emailForProHandle(handle: string): Promise<string | null> {
    const { rows } = await this.select<{ email: string }>(
      'SELECT email FROM people WHERE handle_key = $1 ORDER BY written_at DESC LIMIT 1',
      [proHandleKey(handle)],
    );
    return rows[0]?.email ?? null;
  }

  /** Every address the index holds at a domain, in ranking order (a company's whole list; crawls merge into it). */
  async domainAddresses(domain: string): Promise<string[]> {
    const { rows } = await this.select<{ address: string }>(
      'SELECT address FROM email_records WHERE domain = $1 ORDER BY confidence DESC, address',
      [domain],
    );
    return rows.map((r) => r.address);
  }

  async countDomainEmails(domain: string): Promise<number> {
    const { rows } = await this.select<{ n: string }>('SELECT count(*) AS n FROM email_records WHERE domain = $1', [domain]);
    return Number(rows[0]?.n ?? 0);
  }

  /** How many of a domain's addresses carry each value of a facet, plus the total, in one round trip. */
  async countDomainFacets(
    domain: string,
    facets: { type: readonly string[]; department: readonly string[]; seniority: readonly string[] },
    onlyType: string | null = null,
  ): Promise<{ total: number; type: Record<string, number>; department: Record<string, number>; seniority: Record<string, number> }> {
    const { rows } = await this.select<{ total: string; type: Record<string, number> | null; department: Record<string, number> | null; seniority: Record<string, number> | null }>(
      // An alias domain counts its company's main domain (as companies/find follows it).
      `WITH m AS (SELECT coalesce((SELECT domain FROM company_aliases WHERE alias = $1), $1) AS d),
            e AS (SELECT type, department, seniority FROM email_records WHERE domain = (SELECT d FROM m) AND ($2::text IS NULL OR type = $2))
       SELECT count(*) AS total,
              (SELECT json_object_agg(v, n) FROM (SELECT type AS v, count(*) AS n FROM e WHERE type IS NOT NULL GROUP BY type) t) AS type,
              (SELECT json_object_agg(v, n) FROM (SELECT department AS v, count(*) AS n FROM e WHERE department IS NOT NULL GROUP BY department) d) AS department,
              (SELECT json_object_agg(v, n) FROM (SELECT seniority AS v, count(*) AS n FROM e WHERE seniority IS NOT NULL GROUP BY seniority) s) AS seniority
         FROM e`,
      [domain, onlyType],
    );
    const row = rows[0];
    const pick = (counts: Record<string, number> | null | undefined, values: readonly string[]) =>
      Object.fromEntries(values.map((v) => [v, Number(counts?.[v] ?? 0)]));
    return {
      total: Number(row?.total ?? 0),
      type: pick(row?.type, facets.type),
      department: pick(row?.department, facets.department),
      seniority: pick(row?.seniority, facets.seniority),
    };
  }

  /** One page of a domain's email records, best confidence first, with the total that match. */
  async searchDomainEmails(domain: string, filters: DomainEmailFilters, limit: number, offset: number): Promise<EmailPage> {
    return (await this.searchDomain(domain, filters, limit, offset, false)).page;
  }

  /**
   * What a domain search shows, in one round trip: the page and its total, and (unless
   * `withRecords` is false) the domain's company (following aliases) and its metadata. Searches
   * that arrive together are one statement (readBatcher).
   */
  async searchDomain(
    domain: string,
    filters: DomainEmailFilters,
    limit: number,
    offset: number,
    withRecords = true,
  ): Promise<{ domain: string; company: CompanyRecord | null; meta: DomainMetaRecord | null; page: EmailPage }> {
    if (domain.includes('\u0000')) return { domain, company: null, meta: null, page: { total: 0, records: [] } };
    const found = await this.domainSearches({ domain, filters, limit, offset, withRecords });
    return {
      domain: found.domain,
      company: this.records.parse<CompanyRecord>(found.company),
      meta: this.records.parse<DomainMetaRecord>(found.meta),
      page: {
        total: found.total,
        records: found.records.map((r) => this.records.parse<EmailRecordEntry>(r)).filter((r): r is EmailRecordEntry => r !== null),
      },
    };
  }

  /**
   * searchDomain's statement for a batch of searches: one row of parameters per search (a filter
   * left out is null, so every search has the same text and one prepared statement serves them
   * all), each answered by two lateral subqueries over the (domain, confidence, address) index.
   */
  private readonly domainSearches = readBatcher<DomainSearchQuery, DomainSearchFound>(
    async (queries) => {
      const extended = (q: DomainSearchQuery) =>
        Boolean(q.filters.verificationStatus?.length || q.filters.jobTitles?.length || q.filters.location?.include?.length || q.filters.location?.exclude?.length);
      const plain = queries.filter((q) => !extended(q));
      const rest = queries.filter(extended);
      const [a, b] = await Promise.all([plain.length > 0 ? this.searchBatch(plain, false) : [], rest.length > 0 ? this.searchBatch(rest, true) : []]);
      const found = new Map<DomainSearchQuery, DomainSearchFound>();
      plain.forEach((q, i) => found.set(q, a[i]!));
      rest.forEach((q, i) => found.set(q, b[i]!));
      return queries.map((q) => found.get(q)!);
    },
    (q) => JSON.stringify([q.domain, q.filters, q.limit, q.offset, q.withRecords]),
  );

  /** One statement for a batch of domain searches; `extended`: with the record and person filters. */
  private async searchBatch(queries: readonly DomainSearchQuery[], extended: boolean): Promise<DomainSearchFound[]> {
    const where = extended ? DOMAIN_SEARCH_WHERE_EXTENDED : DOMAIN_SEARCH_WHERE;
    const list = (values: readonly string[] | undefined) => (values && values.length > 0 ? JSON.stringify(values) : null);
    const needs = (q: DomainSearchQuery, field: RequiredField) => (q.filters.requiredFields ?? []).includes(field);
    const { rows } = await this.select<{ n: string; domain: string; company: string | null; meta: string | null; total: string; record: string | null }>(
      `SELECT q.n, q.d AS domain,
              CASE WHEN q.w THEN ${COMPANY_OF('q.d')} END AS company,
              CASE WHEN q.w THEN (SELECT record::text FROM domains WHERE domain = q.d) END AS meta,
              t.total, p.record
         FROM (SELECT u.n, coalesce((SELECT a.domain FROM company_aliases a WHERE a.alias = u.d), u.d) AS d, u.fn, u.pos, u.ph, u.lim, u.off, u.w,
                      (SELECT array_agg(v) FROM json_array_elements_text(u.ty::json) AS v) AS ty,
                      (SELECT array_agg(v) FROM json_array_elements_text(u.se::json) AS v) AS se,
                      (SELECT array_agg(v) FROM json_array_elements_text(u.de::json) AS v) AS de,
                      (SELECT array_agg(v) FROM json_array_elements_text(u.vs::json) AS v) AS vs,
                      (SELECT array_agg(v) FROM json_array_elements_text(u.jt::json) AS v) AS jt,
                      u.li::json AS li, u.lx::json AS lx
                 FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::bool[], $6::bool[], $7::bool[], $8::int[], $9::int[], $10::bool[],
                             $11::text[], $12::text[], $13::text[], $14::text[])
                      WITH ORDINALITY AS u(d, ty, se, de, fn, pos, ph, lim, off, w, vs, jt, li, lx, n)
               -- OFFSET 0 keeps this subquery from being pulled up into its users, so each
               -- search's alias lookup and filter arrays are computed once, not once per use.
               OFFSET 0) q
        CROSS JOIN LATERAL (SELECT count(*) AS total FROM email_records e WHERE ${where}) t
         LEFT JOIN LATERAL (
           SELECT e.record::text AS record, e.confidence, e.address FROM email_records e WHERE ${where}
            ORDER BY e.confidence DESC, e.address LIMIT q.lim OFFSET q.off
         ) p ON true
        ORDER BY q.n, p.confidence DESC, p.address`,
      [
        queries.map((q) => q.domain),
        queries.map((q) => list(q.filters.type)),
        queries.map((q) => list(q.filters.seniority)),
        queries.map((q) => list(q.filters.department)),
        queries.map((q) => needs(q, 'full_name')),
        queries.map((q) => needs(q, 'position')),
        queries.map((q) => needs(q, 'phone_number')),
        queries.map((q) => q.limit),
        queries.map((q) => q.offset),
        queries.map((q) => q.withRecords),
        queries.map((q) => list(q.filters.verificationStatus)),
        queries.map((q) => list(q.filters.jobTitles?.map(containsPattern))),
        queries.map((q) => places(q.filters.location?.include)),
        queries.map((q) => places(q.filters.location?.exclude)),
      ],
    );
    const found = queries.map((q): DomainSearchFound => ({ domain: q.domain, company: null, meta: null, total: 0, records: [] }));
    for (const row of rows) {
      const f = found[Number(row.n) - 1]!;
      f.domain = row.domain;
      f.company = row.company;
      f.meta = row.meta;
      f.total = Number(row.total);
      if (row.record !== null) f.records.push(row.record);
    }
    return found;
  }

  /** The values the index holds for the facets a plain-language query can name. */
  async discoverVocabulary(): Promise<Record<(typeof VOCABULARY_FACETS)[number], string[]>> {
    const { rows } = await this.select<{ facet: string; shown: string }>('SELECT facet, shown FROM discover_vocabulary');
    const values = (facet: string) => rows.filter((r) => r.facet === facet).map((r) => r.shown).sort();
    return { industry: values('industry'), tech: values('tech'), type: values('type'), city: values('city') };
  }

  /**
   * Companies matching a set expression: how many, and one page of their domains, in domain
   * order or, with a ranking, best score first (then domain). A total that is cheap to know
   * (cheapTotal: maintained counts, or funding rounds alone) is not counted over the companies:
   * counting one country's companies would read every one of them.
   */
  async searchCompanies(expr: CompanySetExpr, limit: number, offset: number, ranking?: CompanyRanking): Promise<{ total: number; domains: string[] }> {
    if (ranking && ranking.weights.length > 0) return this.rankedCompanies(expr, limit, offset, ranking);
    const params: unknown[] = [];
    const cond = exprSql(expr, params);
    const total = cheapTotal(expr, params) ?? `SELECT count(*) AS total FROM companies WHERE ${cond}`;
    params.push(limit, offset);
    const { rows } = await this.select<{ total: string; domain: string | null }>(
      `SELECT t.total, p.domain
         FROM (${total}) t
         LEFT JOIN LATERAL (
           SELECT domain FROM companies WHERE ${cond} ORDER BY domain LIMIT $${params.length - 1} OFFSET $${params.length}
         ) p ON true
        ORDER BY p.domain`,
      params,
      false,
    );
    return { total: Number(rows[0]?.total ?? 0), domains: rows.flatMap((r) => (r.domain === null ? [] : [r.domain])) };
  }

  /**
   * A ranked page: every match is scored anyway, so the total comes from the same pass (a window
   * count) rather than a second evaluation of the condition (OFFSET 0 keeps the score computed in
   * the scan, so the window holds domains and scores, not whole facet arrays). Only a page past
   * the end, which has no row to carry the total, counts again.
   */
  private async rankedCompanies(expr: CompanySetExpr, limit: number, offset: number, ranking: CompanyRanking): Promise<{ total: number; domains: string[] }> {
    const params: unknown[] = [];
    const cond = exprSql(expr, params);
    const score = ranking.weights
      .map((w) => {
        params.push([facetTerm(w.facet, facetValue(w.value))]);
        return `CASE WHEN facets @> $${params.length}::text[] THEN ${Number(w.weight)} ELSE 0 END`;
      })
      .join(' + ');
    params.push(limit, offset);
    const { rows } = await this.select<{ total: string; domain: string }>(
      `SELECT domain, count(*) OVER () AS total
         FROM (SELECT domain, ${score} AS score FROM companies WHERE ${cond} OFFSET 0) c
        ORDER BY score DESC, domain LIMIT $${params.length - 1} OFFSET $${params.length}`,
      params,
      false,
    );
    if (rows.length > 0 || offset === 0) return { total: Number(rows[0]?.total ?? 0), domains: rows.map((r) => r.domain) };
    const again: unknown[] = [];
    const { rows: counted } = await this.select<{ total: string }>(`SELECT count(*) AS total FROM companies WHERE ${exprSql(expr, again)}`, again, false);
    return { total: Number(counted[0]?.total ?? 0), domains: [] };
  }

  /** Company records of several domains in one round trip (null where there is none). */
  async getCompanies(domains: readonly string[]): Promise<(CompanyRecord | null)[]> {
    return this.many<CompanyRecord>('companies', domains);
  }

  /** Email records of several addresses in one round trip (null where there is none). */
  async getEmailRecords(addresses: readonly string[]): Promise<(EmailRecordEntry | null)[]> {
    return this.many<EmailRecordEntry>('emails', addresses);
  }

  private async many<T>(kind: IndexKind, keys: readonly string[]): Promise<(T | null)[]> {
    if (keys.length === 0) return [];
    const { table, key } = TABLES[kind];
    const { rows } = await this.select<{ k: string; record: string }>(
      `SELECT ${key} AS k, record::text AS record FROM ${table} WHERE ${key} = ANY($1::text[])`,
      [keys],
    );
    const found = new Map(rows.map((r) => [r.k, r.record]));
    return keys.map((k) => this.records.parse<T>(found.get(k) ?? null));
  }

  /** Every company record, in batches. */
  scanCompanies(batch = 500): AsyncGenerator<CompanyRecord[]> {
    return this.scanRecords('companies', batch);
  }

  /** Every record of a kind, in batches, in key order (keyset paging: each batch is one index range). */
  async *scanRecords<K extends IndexKind>(kind: K, batch = 500): AsyncGenerator<RecordOf<K>[]> {
    const { table, key } = TABLES[kind];
    let after = '';
    for (;;) {
      const { rows } = await this.select<{ k: string; record: string }>(
        `SELECT ${key} AS k, record::text AS record FROM ${table} WHERE ${key} > $1 ORDER BY ${key} LIMIT $2`,
        [after, batch],
      );
      if (rows.length === 0) return;
      after = rows[rows.length - 1]!.k;
      yield rows.map((r) => this.records.parse<RecordOf<K>>(r.record)).filter((r): r is RecordOf<K> => r !== null);
      if (rows.length < batch) return;
    }
  }

  // --- writes ---------------------------------------------------------------------------------
  // Every write takes many records (the importer writes a batch at a time; one record is a batch
  // of one): one multi-row statement per table, the rows passed as arrays and unnested.

  async putCompany(record: CompanyRecord, _previous: CompanyRecord | null): Promise<void> {
    await this.putCompanies([record]);
  }

  /**
   * Writes companies with their name keys, discover facets and columns (founding year, full
   * text, funding rounds), alias domains and vocabulary in one transaction. The company rows are
   * written first, which locks them: a concurrent writer of the same company waits, then its
   * alias and funding-round statements see this one's (no stale row survives). When two
   * companies of the batch claim one alias, the later one holds it.
   */
  async putCompanies(records: readonly CompanyRecord[]): Promise<void> {
    const latest = byKey(records, (r) => r.domain);
    if (latest.length === 0) return;
    const facets = latest.map((r) => companyFacets(r));
    const columns = latest.map((r) => companyDiscoverColumns(r));
    const aliasOwner = new Map<string, string>();
    const aliasesOf = latest.map((r) => {
      const aliases = [...new Set((r.domainAliases ?? []).filter((a): a is string => typeof a === 'string' && a !== r.domain))];
      for (const a of aliases) aliasOwner.set(a, r.domain);
      // JSON text per company: a text[] cannot be ragged, so each list travels as one JSON array.
      return JSON.stringify(aliases);
    });
    const vocab = new Map<string, [string, string, string]>();
    for (const list of facets) {
      for (const [f, v, shown] of list) if ((VOCABULARY_FACETS as readonly CompanyFacet[]).includes(f)) vocab.set(`${f}\u0000${v}`, [f, v, shown]);
    }
    await inTransaction(this.pool, async (client) => {
      await client.query(
        `INSERT INTO companies (domain, name_key, facets, founded_year, search, record)
         SELECT d, n, ARRAY(SELECT json_array_elements_text(f)), y, array_to_tsvector(ARRAY(SELECT json_array_elements_text(l))), r::json
           FROM unnest($1::text[], $2::text[], $3::json[], $4::smallint[], $5::json[], $6::text[]) AS u(d, n, f, y, l, r)
         ON CONFLICT (domain) DO UPDATE
           SET name_key = excluded.name_key, facets = excluded.facets, founded_year = excluded.founded_year, search = excluded.search,
               record = excluded.record, written_at = clock_timestamp()`,
        [
          latest.map((r) => r.domain),
          latest.map((r) => (r.name ? normalizeCompanyName(r.name) || null : null)),
          facets.map((list) => JSON.stringify(list.map(([f, v]) => facetTerm(f, v)))),
          columns.map((c) => c.foundedYear),
          columns.map((c) => JSON.stringify(c.lexemes)),
          latest.map((r) => JSON.stringify(r)),
        ],
      );
      // The companies' funding rounds are their records' rounds, under the company rows' locks.
      await client.query('DELETE FROM company_funding_rounds WHERE domain = ANY($1::text[])', [latest.map((r) => r.domain)]);
      const rounds = latest.flatMap((r, i) => columns[i]!.rounds.map((f, n) => ({ domain: r.domain, n, ...f })));
      if (rounds.length > 0) {
        await client.query(
          `INSERT INTO company_funding_rounds (domain, n, series, amount_usd, announced_on)
           SELECT * FROM unnest($1::text[], $2::smallint[], $3::text[], $4::bigint[], $5::date[])`,
          [rounds.map((f) => f.domain), rounds.map((f) => f.n), rounds.map((f) => f.series), rounds.map((f) => f.amountUsd), rounds.map((f) => f.date)],
        );
      }
      await client.query(
        `DELETE FROM company_aliases a USING unnest($1::text[], $2::json[]) AS u(d, keep)
          WHERE a.domain = u.d AND NOT (a.alias IN (SELECT json_array_elements_text(u.keep)))`,
        [latest.map((r) => r.domain), aliasesOf],
      );
      if (aliasOwner.size > 0) {
        const owners = [...aliasOwner].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
        await client.query(
          `INSERT INTO company_aliases (alias, domain) SELECT * FROM unnest($1::text[], $2::text[])
           ON CONFLICT (alias) DO UPDATE SET domain = excluded.domain`,
          [owners.map(([alias]) => alias), owners.map(([, domain]) => domain)],
        );
      }
      if (vocab.size > 0) {
        const rows = [...vocab].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([, row]) => row);
        await client.query(
          `INSERT INTO discover_vocabulary (facet, value, shown) SELECT * FROM unnest($1::text[], $2::text[], $3::text[])
           ON CONFLICT (facet, value) DO UPDATE SET shown = excluded.shown`,
          [rows.map(([f]) => f), rows.map(([, v]) => v), rows.map(([, , shown]) => shown)],
        );
      }
    });
  }

  /**
   * Deletes every company secondary entry (name keys, aliases, discover facets, founding years,
   * full text, funding rounds and vocabulary)
   * so a reindex rebuilds them from the records alone. Lookups by name and discover see nothing
   * until the rebuild has passed: run it when the service is idle.
   */
  async clearCompanySecondaryKeys(): Promise<number> {
    return inTransaction(this.pool, async (client) => {
      const aliases = await client.query('DELETE FROM company_aliases');
      const vocab = await client.query('DELETE FROM discover_vocabulary');
      const rounds = await client.query('DELETE FROM company_funding_rounds');
      const companies = await client.query(
        `UPDATE companies SET facets = '{}', name_key = NULL, founded_year = NULL, search = ''::tsvector
          WHERE facets <> '{}' OR name_key IS NOT NULL OR founded_year IS NOT NULL OR search <> ''::tsvector`,
      );
      return (aliases.rowCount ?? 0) + (vocab.rowCount ?? 0) + (rounds.rowCount ?? 0) + (companies.rowCount ?? 0);
    });
  }

  async putPerson(record: PersonRecord, _previous: PersonRecord | null): Promise<void> {
    await this.putPeople([record]);
  }

  async putPeople(records: readonly PersonRecord[]): Promise<void> {
    const latest = byKey(records, (r) => r.email);
    if (latest.length === 0) return;
    await this.pool.query(
      `INSERT INTO people (email, handle_key, record) SELECT e, h, r::json FROM unnest($1::text[], $2::text[], $3::text[]) AS u(e, h, r)
       ON CONFLICT (email) DO UPDATE SET handle_key = excluded.handle_key, record = excluded.record, written_at = clock_timestamp()`,
      [
        latest.map((r) => r.email),
        latest.map((r) => (r.proNetwork?.handle ? proHandleKey(r.proNetwork.handle) : null)),
        latest.map((r) => JSON.stringify(r)),
      ],
    );
  }

  async putEmailRecord(record: EmailRecordEntry, _previous: EmailRecordEntry | null): Promise<void> {
    await this.putEmailRecords([record]);
  }

  /**
   * Writes email records with their ranking and filter columns, appends each one's verification
   * (date, status) to the history, and makes the `email_sources` rows exactly each record's
   * sources. One transaction: the first statement takes the records' row locks (in address
   * order, so two writers cannot deadlock), so a concurrent writer of the same address waits and
   * its sources replace these whole rather than mixing with them.
   */
  async putEmailRecords(records: readonly EmailRecordEntry[]): Promise<void> {
    const latest = byKey(records, (r) => r.value);
    if (latest.length === 0) return;
    const column = <T>(f: (r: EmailRecordEntry) => T) => latest.map(f);
    const sources = latest.flatMap((r) => sourceRows(r));
    const source = <T>(f: (s: SourceRow) => T) => sources.map(f);
    await inTransaction(this.pool, async (client) => {
      await client.query(
        `WITH e AS (
           INSERT INTO email_records (address, domain, confidence, type, seniority, department, has_full_name, has_position, has_phone, verified_on, record)
           SELECT a, d, c, t, s, dep, fn, pos, ph, v, r::json
             FROM unnest($1::text[], $2::text[], $3::float8[], $4::text[], $5::text[], $6::text[], $7::bool[], $8::bool[], $9::bool[], $10::date[], $11::text[])
               AS u(a, d, c, t, s, dep, fn, pos, ph, v, r)
           ON CONFLICT (address) DO UPDATE SET
             domain = excluded.domain, confidence = excluded.confidence, type = excluded.type, seniority = excluded.seniority,
             department = excluded.department, has_full_name = excluded.has_full_name, has_position = excluded.has_position,
             has_phone = excluded.has_phone, verified_on = excluded.verified_on, record = excluded.record
           RETURNING address)
         INSERT INTO email_verifications (address, checked_on, status)
         SELECT u.a, u.v, u.st FROM unnest($1::text[], $10::date[], $12::text[]) AS u(a, v, st)
          WHERE u.v IS NOT NULL AND u.st IS NOT NULL AND u.a IN (SELECT address FROM e)
         ON CONFLICT DO NOTHING`,
        [
          column((r) => r.value),
          column((r) => r.domain),
          column((r) => (typeof r.confidence === 'number' ? r.confidence : 0)),
          column((r) => r.type ?? null),
          column((r) => r.seniority ?? null),
          column((r) => r.department ?? null),
          column((r) => Boolean(r.first_name && r.last_name)),
          column((r) => Boolean(r.position)),
          column((r) => Boolean(r.phone_number)),
          column((r) => dateOnly(r.verification?.date)),
          column((r) => JSON.stringify(r)),
          column((r) => (typeof r.verification?.status === 'string' ? r.verification.status : null)),
        ],
      );
      // The rows a record no longer lists go, the rest are written: two sets that never share a
      // row, so one statement does both.
      await client.query(
        `WITH gone AS (
           DELETE FROM email_sources es
            WHERE es.address = ANY($1::text[])
              AND NOT EXISTS (SELECT 1 FROM unnest($2::text[], $3::text[]) AS p(a, u) WHERE p.a = es.address AND p.u = es.uri))
         INSERT INTO email_sources (address, uri, domain, extracted_on, last_seen_on, still_on_page)
         SELECT * FROM unnest($2::text[], $3::text[], $4::text[], $5::date[], $6::date[], $7::bool[])
         ON CONFLICT (address, uri) DO UPDATE SET
           domain = excluded.domain, extracted_on = excluded.extracted_on, last_seen_on = excluded.last_seen_on,
           still_on_page = excluded.still_on_page`,
        [
          column((r) => r.value),
          source((s) => s.address),
          source((s) => s.uri),
          source((s) => s.domain),
          source((s) => s.extractedOn),
          source((s) => s.lastSeenOn),
          source((s) => s.stillOnPage),
        ],
      );
    });
  }

  async putDomainMeta(record: DomainMetaRecord): Promise<void> {
    await this.putDomainMetas([record]);
  }

  async putDomainMetas(records: readonly DomainMetaRecord[]): Promise<void> {
    const latest = byKey(records, (r) => r.domain);
    if (latest.length === 0) return;
    await this.pool.query(
      `INSERT INTO domains (domain, record) SELECT d, r::json FROM unnest($1::text[], $2::text[]) AS u(d, r)
       ON CONFLICT (domain) DO UPDATE SET record = excluded.record`,
      [latest.map((r) => r.domain), latest.map((r) => JSON.stringify(r))],
    );
  }

  /** Records of any kind, many at once (the importer's batches). */
  async putRecords<K extends IndexKind>(kind: K, records: readonly RecordOf<K>[]): Promise<void> {
    if (kind === 'companies') return this.putCompanies(records as readonly CompanyRecord[]);
    if (kind === 'people') return this.putPeople(records as readonly PersonRecord[]);
    if (kind === 'emails') return this.putEmailRecords(records as readonly EmailRecordEntry[]);
    return this.putDomainMetas(records as readonly DomainMetaRecord[]);
  }

  /** Records of any kind by key, in the keys' order (null where there is none), in one query. */
  getRecords<K extends IndexKind>(kind: K, keys: readonly string[]): Promise<(RecordOf<K> | null)[]> {
    return this.many<RecordOf<K>>(kind, keys);
  }
}
