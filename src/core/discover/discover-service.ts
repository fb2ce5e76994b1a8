/**
 * Discover (spec endpoint 7): companies matching filters, or a plain-language query parsed into
 * the same filters. Filters become set algebra over the index's facets, answered by one SQL query in the store;
 * nothing here walks the companies.
 *
 * Semantics: values within one filter are ORed (any of these industries), different filters are
 * ANDed; `exclude` lists are subtracted; technology and keywords take `match: "all"` to require
 * every value. Explicit body filters override what the query produced for the same filter.
 */
import type { DiscoverResult } from '../../contract/schemas.js';
import type { CompanyRecord } from '../index-records.js';
import type { CompanySetExpr } from './company-set-expr.js';
import { normalizeDomain } from '../identity/domain-name.js';
import { EMAIL_TYPES } from '../enrich/vocabulary.js';
import { parseDiscoverQuery, type DiscoverFilters, type LocationFilter } from './query-parser.js';

export interface DiscoverIndex {
  discoverVocabulary(): Promise<{ industry: string[]; tech: string[]; type: string[]; city: string[] }>;
  searchCompanies(expr: CompanySetExpr, limit: number, offset: number): Promise<{ total: number; domains: string[] }>;
  getCompanies(domains: readonly string[]): Promise<(CompanyRecord | null)[]>;
  domainForCompanyName(name: string): Promise<string | null>;
  findCompany(domain: string): Promise<CompanyRecord | null>;
  countDomainFacets(
    domain: string,
    facets: { type: readonly string[]; department: readonly string[]; seniority: readonly string[] },
  ): Promise<{ total: number; type: Record<string, number> }>;
}

/** The request filters plus `match` for the two filters that can require every value. */
export type DiscoverRequestFilters = DiscoverFilters & {
  technology?: DiscoverFilters['technology'] & { match?: 'any' | 'all' };
  keywords?: DiscoverFilters['keywords'] & { match?: 'any' | 'all' };
};

export type DiscoverOutcome =
  | { ok: true; total: number; results: DiscoverResult[]; filters: DiscoverRequestFilters }
  | { ok: false; details: string };

const FILTER_NAMES = ['organization', 'headquarters_location', 'industry', 'headcount', 'company_type', 'technology', 'keywords'] as const;

function nonEmpty<T>(v: readonly T[] | undefined): v is readonly T[] {
  return Array.isArray(v) && v.length > 0;
}

function anyOf(exprs: CompanySetExpr[]): CompanySetExpr {
  return exprs.length === 1 ? exprs[0]! : { union: exprs };
}

function location(loc: LocationFilter): CompanySetExpr | null {
  const parts: CompanySetExpr[] = [];
  if (loc.country) parts.push({ facet: 'country', value: loc.country.toUpperCase() });
  if (loc.state) parts.push({ facet: 'state', value: loc.state });
  if (loc.city) parts.push({ facet: 'city', value: loc.city });
  if (parts.length === 0) return null;
  return parts.length === 1 ? parts[0]! : { inter: parts };
}

function values(facet: 'industry' | 'type' | 'tech' | 'keyword' | 'headcount', list: readonly string[]): CompanySetExpr[] {
  return list.map((value) => ({ facet, value }));
}

/** The filters as one set expression; null when they select nothing in particular. */
export function filtersToExpr(f: DiscoverRequestFilters, organizationDomains: readonly string[] | null): CompanySetExpr | null {
  const terms: CompanySetExpr[] = [];
  const minus: CompanySetExpr[] = [];
  if (organizationDomains) terms.push({ domains: organizationDomains });
  const hqIn = (f.headquarters_location?.include ?? []).map(location).filter((e): e is CompanySetExpr => e !== null);
  if (hqIn.length > 0) terms.push(anyOf(hqIn));
  minus.push(...(f.headquarters_location?.exclude ?? []).map(location).filter((e): e is CompanySetExpr => e !== null));
  if (nonEmpty(f.industry?.include)) terms.push(anyOf(values('industry', f.industry.include)));
  minus.push(...values('industry', f.industry?.exclude ?? []));
  if (nonEmpty(f.headcount)) terms.push(anyOf(values('headcount', f.headcount)));
  if (nonEmpty(f.company_type?.include)) terms.push(anyOf(values('type', f.company_type.include)));
  minus.push(...values('type', f.company_type?.exclude ?? []));
  for (const [name, facet] of [['technology', 'tech'], ['keywords', 'keyword']] as const) {
    const filter = f[name];
    if (nonEmpty(filter?.include)) {
      const each = values(facet, filter.include);
      terms.push(filter.match === 'all' && each.length > 1 ? { inter: each } : anyOf(each));
    }
    minus.push(...values(facet, filter?.exclude ?? []));
  }
  if (terms.length === 0 && minus.length === 0) return null;
  const base: CompanySetExpr = terms.length === 0 ? { all: true } : terms.length === 1 ? terms[0]! : { inter: terms };
  return minus.length === 0 ? base : { diff: base, minus };
}

/**
 * The applied filters for `meta.filters`: spec rule 5 names `headquarters_location.include` and
 * `industry.include`, so those two are always there (empty when not used).
 */
function echo(f: DiscoverRequestFilters): DiscoverRequestFilters {
  return {
    ...f,
    headquarters_location: { ...f.headquarters_location, include: f.headquarters_location?.include ?? [] },
    industry: { ...f.industry, include: f.industry?.include ?? [] },
  };
}

/** Keeps only the filters that say something. */
function compact(f: DiscoverRequestFilters): DiscoverRequestFilters {
  const out: Record<string, unknown> = {};
  for (const name of FILTER_NAMES) {
    const v = f[name] as unknown;
    if (v === undefined || v === null) continue;
    if (Array.isArray(v)) {
      if (v.length > 0) out[name] = v;
      continue;
    }
    const entries = Object.entries(v as Record<string, unknown>).filter(([, x]) => (Array.isArray(x) ? x.length > 0 : x !== undefined));
    const meaningful = entries.some(([k]) => k !== 'match');
    if (meaningful) out[name] = Object.fromEntries(entries);
  }
  return out as DiscoverRequestFilters;
}

/** How long the index's vocabulary is reused between plain-language queries. */
const VOCABULARY_TTL_MS = 10_000;

export class DiscoverService {
  private vocabulary: { at: number; value: Awaited<ReturnType<DiscoverIndex['discoverVocabulary']>> } | null = null;

  constructor(
    private readonly index: DiscoverIndex,
    private readonly now: () => number = Date.now,
  ) {}

  /** The vocabulary, kept a few seconds: the parser caches its tables per vocabulary object. */
  private async currentVocabulary() {
    if (!this.vocabulary || this.now() - this.vocabulary.at > VOCABULARY_TTL_MS) {
      this.vocabulary = { at: this.now(), value: await this.index.discoverVocabulary() };
    }
    return this.vocabulary.value;
  }

  async discover(query: string | undefined, explicit: DiscoverRequestFilters, limit: number, offset: number): Promise<DiscoverOutcome> {
    let filters: DiscoverRequestFilters = {};
    let understood: string[] = [];
    let unrecognized: string[] = [];
    if (query !== undefined && query.trim() !== '') {
      const vocab = await this.currentVocabulary();
      const parsed = parseDiscoverQuery(query, {
        industries: vocab.industry,
        technologies: vocab.tech,
        companyTypes: vocab.type,
        cities: vocab.city,
      });
      filters = parsed.filters;
      understood = parsed.understood;
      unrecognized = parsed.unrecognized;
    }
    for (const name of FILTER_NAMES) {
      if (explicit[name] !== undefined) (filters as Record<string, unknown>)[name] = explicit[name];
    }
    filters = compact(filters);

    let organizationDomains: string[] | null = null;
    if (filters.organization) {
      const fromNames = await Promise.all((filters.organization.name ?? []).map((n) => this.index.domainForCompanyName(n)));
      // An alias domain (a company's old or second domain) stands for its company.
      const given = (filters.organization.domain ?? []).map((d) => normalizeDomain(d)).filter((d): d is string => d !== null);
      const canonical = await Promise.all(given.map(async (d) => (await this.index.findCompany(d))?.domain ?? d));
      organizationDomains = [...canonical, ...fromNames.filter((d): d is string => d !== null)];
    }
    const expr = filtersToExpr(filters, organizationDomains);
    if (!expr) {
      const said = understood.length > 0 ? `understood ${understood.join('; ')}` : 'understood nothing';
      const left = unrecognized.length > 0 ? `; not understood: ${unrecognized.join(', ')}` : '';
      return {
        ok: false,
        details: `The request selects no filter (${said}${left}). Name a country, city, industry, headcount, company type, technology or keyword.`,
      };
    }

    const { total, domains } = await this.index.searchCompanies(expr, limit, offset);
    const [companies, counts] = await Promise.all([
      this.index.getCompanies(domains),
      Promise.all(domains.map((d) => this.index.countDomainFacets(d, { type: EMAIL_TYPES, department: [], seniority: [] }))),
    ]);
    const results = domains.map((domain, i) => ({
      domain,
      organization: companies[i]?.name ?? null,
      emails_count: {
        personal: counts[i]?.type.personal ?? 0,
        generic: counts[i]?.type.generic ?? 0,
        total: counts[i]?.total ?? 0,
      },
    }));
    return { ok: true, total, results, filters: echo(filters) };
  }
}
