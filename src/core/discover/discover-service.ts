/**
 * Discover (spec endpoint 7): companies matching filters, or a plain-language query parsed into
 * the same filters. Filters become set algebra over the index's company sets, answered by one SQL
 * query in the store; nothing here walks the companies.
 *
 * Semantics: values within one filter are ORed (any of these industries), different filters are
 * ANDed; `exclude` lists are subtracted; technology and keywords take `match: "all"` to require
 * every value. Explicit body filters override what the query produced for the same filter; the
 * query's keywords (its words no filter took) always apply, beside any explicit `keywords`.
 * Only what the index holds matches: a company whose founding year, headcount, funding or
 * country is unknown never matches a filter on it.
 */
import type { DiscoverResult } from '../../contract/schemas.js';
import type { CompanyRecord } from '../index-records.js';
import type { CompanyRanking, CompanySetExpr, FacetValue } from './company-set-expr.js';
import { normalizeDomain } from '../identity/domain-name.js';
import { EMAIL_TYPES } from '../enrich/vocabulary.js';
import { parseDiscoverQuery, type QueryWord } from './query-parser.js';
import { FILTER_NAMES, type DiscoverFilters, type FilterName, type LocationFilter } from './filters.js';
import { headcountSpansWithin } from './headcount.js';
import { BUSINESS_REGIONS, CONTINENT_NAMES, businessRegion, continentName } from './regions.js';
import { calendarDate } from './funding.js';
import { keywordMatch } from './full-text.js';

export interface DiscoverIndex {
  discoverVocabulary(): Promise<{ industry: string[]; tech: string[]; type: string[]; city: string[] }>;
  searchCompanies(expr: CompanySetExpr, limit: number, offset: number, ranking?: CompanyRanking): Promise<{ total: number; domains: string[] }>;
  getCompanies(domains: readonly string[]): Promise<(CompanyRecord | null)[]>;
  domainForCompanyName(name: string): Promise<string | null>;
  findCompany(domain: string): Promise<CompanyRecord | null>;
  countDomainFacets(
    domain: string,
    facets: { type: readonly string[]; department: readonly string[]; seniority: readonly string[] },
  ): Promise<{ total: number; type: Record<string, number> }>;
}

export type DiscoverRequestFilters = DiscoverFilters;

/** How the plain-language query was read: every word, and where it went (`meta.query`). */
export interface QueryReading {
  words: (QueryWord & { overridden?: true })[];
  understood: string[];
  keywords: { include: string[]; exclude: string[] };
  stop_words: string[];
  unmatched: string[];
}

export type DiscoverOutcome =
  | { ok: true; total: number; results: DiscoverResult[]; filters: DiscoverFilters; query: QueryReading | null }
  | { ok: false; details: string };

/** What similar_to ranks by: the same industry counts two, each shared technology or tag one. */
const SIMILARITY_WEIGHTS = { industry: 2, tech: 1, keyword: 1 } as const;
/** At most this many reference companies in similar_to. */
export const MAX_SIMILAR_TO = 10;

class FilterError extends Error {}

function nonEmpty<T>(v: readonly T[] | undefined): v is readonly T[] {
  return Array.isArray(v) && v.length > 0;
}

function anyOf(exprs: CompanySetExpr[]): CompanySetExpr {
  return exprs.length === 1 ? exprs[0]! : { union: exprs };
}

function allOf(exprs: CompanySetExpr[]): CompanySetExpr {
  return exprs.length === 1 ? exprs[0]! : { inter: exprs };
}

/** One place as an expression: every part given must hold. */
function location(loc: LocationFilter): CompanySetExpr | null {
  const parts: CompanySetExpr[] = [];
  if (loc.continent !== undefined) {
    const name = continentName(loc.continent);
    if (!name) throw new FilterError(`headquarters_location: unknown continent "${loc.continent}" (use ${CONTINENT_NAMES.join(', ')}).`);
    parts.push({ facet: 'continent', value: name });
  }
  if (loc.business_region !== undefined) {
    const region = businessRegion(loc.business_region);
    if (!region) throw new FilterError(`headquarters_location: unknown business_region "${loc.business_region}" (use ${BUSINESS_REGIONS.join(', ')}).`);
    parts.push({ facet: 'region', value: region });
  }
  if (loc.country) parts.push({ facet: 'country', value: loc.country.toUpperCase() });
  if (loc.state) parts.push({ facet: 'state', value: loc.state });
  if (loc.city) parts.push({ facet: 'city', value: loc.city });
  return parts.length === 0 ? null : allOf(parts);
}

function values(facet: 'industry' | 'type' | 'tech', list: readonly string[]): CompanySetExpr[] {
  return list.map((value) => ({ facet, value }));
}

/** A keyword's full-text condition; a keyword without a word to search is refused. */
function keyword(text: string, where: string): CompanySetExpr {
  const match = keywordMatch(text);
  if (!match) throw new FilterError(`${where}: "${text}" has no word to search.`);
  return { text: match };
}

function checkRange(name: string, from: number | string | undefined, to: number | string | undefined): void {
  if (from !== undefined && to !== undefined && from > to) throw new FilterError(`${name}: from (${from}) is after to (${to}).`);
}

function checkDate(name: string, value: string | undefined): void {
  if (value !== undefined && calendarDate(value) !== value) throw new FilterError(`${name}: "${value}" is not a date (YYYY-MM-DD).`);
}

/**
 * The filters as one set expression; null when they select nothing in particular. `extra`
 * holds conditions from outside the filters (the query's keywords, similar_to's candidates).
 */
export function filtersToExpr(
  f: DiscoverFilters,
  organizationDomains: readonly string[] | null,
  extra: { terms: CompanySetExpr[]; minus: CompanySetExpr[] } = { terms: [], minus: [] },
): CompanySetExpr | null {
  const terms: CompanySetExpr[] = [...extra.terms];
  const minus: CompanySetExpr[] = [...extra.minus];
  if (organizationDomains) terms.push({ domains: organizationDomains });
  const hqIn = (f.headquarters_location?.include ?? []).map(location).filter((e): e is CompanySetExpr => e !== null);
  if (hqIn.length > 0) terms.push(anyOf(hqIn));
  minus.push(...(f.headquarters_location?.exclude ?? []).map(location).filter((e): e is CompanySetExpr => e !== null));
  if (nonEmpty(f.industry?.include)) terms.push(anyOf(values('industry', f.industry.include)));
  minus.push(...values('industry', f.industry?.exclude ?? []));
  if (nonEmpty(f.headcount)) terms.push({ anyFacet: headcountSpansWithin(f.headcount).map((value): FacetValue => ({ facet: 'headcount', value })) });
  if (nonEmpty(f.company_type?.include)) terms.push(anyOf(values('type', f.company_type.include)));
  minus.push(...values('type', f.company_type?.exclude ?? []));
  const tech = f.technology;
  if (nonEmpty(tech?.include)) {
    const each = values('tech', tech.include);
    terms.push(tech.match === 'all' ? allOf(each) : anyOf(each));
  }
  minus.push(...values('tech', tech?.exclude ?? []));
  const kw = f.keywords;
  if (nonEmpty(kw?.include)) {
    const each = kw.include.map((k) => keyword(k, 'keywords'));
    terms.push(kw.match === 'all' ? allOf(each) : anyOf(each));
  }
  minus.push(...(kw?.exclude ?? []).map((k) => keyword(k, 'keywords')));
  if (f.year_founded) {
    const { from, to } = f.year_founded;
    checkRange('year_founded', from, to);
    terms.push({ founded: { ...(from !== undefined ? { from } : {}), ...(to !== undefined ? { to } : {}) } });
  }
  if (f.funding) {
    const { series, amount, date } = f.funding;
    checkRange('funding.amount', amount?.from, amount?.to);
    checkDate('funding.date.from', date?.from);
    checkDate('funding.date.to', date?.to);
    checkRange('funding.date', date?.from, date?.to);
    terms.push({
      funding: {
        ...(nonEmpty(series) ? { series } : {}),
        ...(amount?.from !== undefined ? { amountFrom: amount.from } : {}),
        ...(amount?.to !== undefined ? { amountTo: amount.to } : {}),
        ...(date?.from !== undefined ? { dateFrom: date.from } : {}),
        ...(date?.to !== undefined ? { dateTo: date.to } : {}),
      },
    });
  }
  if (terms.length === 0 && minus.length === 0) return null;
  const base: CompanySetExpr = terms.length === 0 ? { all: true } : allOf(terms);
  return minus.length === 0 ? base : { diff: base, minus };
}

/**
 * The applied filters for `meta.filters`: spec rule 5 names `headquarters_location.include` and
 * `industry.include`, so those two are always there (empty when not used).
 */
function echo(f: DiscoverFilters): DiscoverFilters {
  return {
    ...f,
    headquarters_location: { ...f.headquarters_location, include: f.headquarters_location?.include ?? [] },
    industry: { ...f.industry, include: f.industry?.include ?? [] },
  };
}

/** Keeps only the filters that say something. */
function compact(f: DiscoverFilters): DiscoverFilters {
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
  return out as DiscoverFilters;
}

const asList = (v: string | readonly string[] | undefined): string[] => (v === undefined ? [] : typeof v === 'string' ? [v] : [...v]);

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

  /** A domain or a name's company, following alias domains; null when the index has none. */
  private async company(domainOrName: { domain?: string; name?: string }): Promise<CompanyRecord | null> {
    if (domainOrName.domain !== undefined) {
      const d = normalizeDomain(domainOrName.domain);
      return d === null ? null : this.index.findCompany(d);
    }
    const d = await this.index.domainForCompanyName(domainOrName.name ?? '');
    return d === null ? null : this.index.findCompany(d);
  }

  /**
   * similar_to as a candidate set and a ranking: the companies in a reference's industry, best
   * score first (SIMILARITY_WEIGHTS: the industry, then each shared technology and tag), the
   * references themselves left out. A reference without an industry brings the companies sharing
   * one of its technologies or tags instead.
   */
  private async similarTo(s: NonNullable<DiscoverFilters['similar_to']>): Promise<{ expr: CompanySetExpr; refs: string[]; ranking: CompanyRanking }> {
    const asked: { domain?: string; name?: string }[] = [...asList(s.domain).map((domain) => ({ domain })), ...asList(s.name).map((name) => ({ name }))];
    if (asked.length > MAX_SIMILAR_TO) throw new FilterError(`similar_to: at most ${MAX_SIMILAR_TO} companies.`);
    const found = await Promise.all(asked.map((a) => this.company(a)));
    const missing = asked.filter((_, i) => !found[i]).map((a) => a.domain ?? a.name);
    if (missing.length > 0) throw new FilterError(`similar_to: ${missing.map((m) => `"${m}"`).join(', ')} ${missing.length > 1 ? 'are' : 'is'} not in the index.`);
    const refs = found.filter((c): c is CompanyRecord => c !== null);
    const weights = new Map<string, FacetValue & { weight: number }>();
    const candidates = new Map<string, FacetValue>();
    const add = (facet: 'industry' | 'tech' | 'keyword', value: unknown): FacetValue | null => {
      if (typeof value !== 'string' || value.trim() === '') return null;
      const key = `${facet}:${value.toLowerCase()}`;
      weights.set(key, { facet, value, weight: SIMILARITY_WEIGHTS[facet] });
      return { facet, value };
    };
    for (const r of refs) {
      const industry = add('industry', r.category?.industry);
      const shared = [...(r.tech ?? []).map((t) => add('tech', t)), ...(r.tags ?? []).map((t) => add('keyword', t))];
      for (const f of industry ? [industry] : shared) if (f) candidates.set(`${f.facet}:${f.value.toLowerCase()}`, f);
    }
    return {
      expr: { anyFacet: [...candidates.values()] },
      refs: refs.map((r) => r.domain),
      ranking: { weights: [...weights.values()] },
    };
  }

  async discover(query: string | undefined, explicit: DiscoverFilters, limit: number, offset: number): Promise<DiscoverOutcome> {
    try {
      return await this.run(query, explicit, limit, offset);
    } catch (err) {
      if (err instanceof FilterError) return { ok: false, details: err.message };
      throw err;
    }
  }

  private async run(query: string | undefined, explicit: DiscoverFilters, limit: number, offset: number): Promise<DiscoverOutcome> {
    let filters: DiscoverFilters = {};
    let reading: QueryReading | null = null;
    if (query !== undefined && query.trim() !== '') {
      const vocab = await this.currentVocabulary();
      const parsed = parseDiscoverQuery(query, {
        industries: vocab.industry,
        technologies: vocab.tech,
        companyTypes: vocab.type,
        cities: vocab.city,
      });
      filters = parsed.filters;
      const overridden = new Set<FilterName>(FILTER_NAMES.filter((name) => explicit[name] !== undefined && parsed.filters[name] !== undefined));
      reading = {
        words: parsed.words.map((w) => (w.as === 'filter' && overridden.has(w.filter) ? { ...w, overridden: true } : w)),
        understood: parsed.understood,
        keywords: parsed.keywords,
        stop_words: parsed.stopWords,
        unmatched: parsed.unrecognized,
      };
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
    const extra = { terms: [] as CompanySetExpr[], minus: [] as CompanySetExpr[] };
    for (const word of reading?.keywords.include ?? []) extra.terms.push(keyword(word, 'query'));
    for (const word of reading?.keywords.exclude ?? []) extra.minus.push(keyword(word, 'query'));
    let ranking: CompanyRanking | undefined;
    if (filters.similar_to) {
      const similar = await this.similarTo(filters.similar_to);
      extra.terms.push(similar.expr);
      extra.minus.push({ domains: similar.refs });
      ranking = similar.ranking;
    }
    const expr = filtersToExpr(filters, organizationDomains, extra);
    if (!expr) {
      const said = reading && reading.understood.length > 0 ? `understood ${reading.understood.join('; ')}` : 'understood nothing';
      const stop = reading && reading.stop_words.length > 0 ? `; stop words: ${reading.stop_words.join(', ')}` : '';
      const left = reading && reading.unmatched.length > 0 ? `; not understood: ${reading.unmatched.join(', ')}` : '';
      return {
        ok: false,
        details: `The request selects no filter (${said}${stop}${left}). Name a place, industry, headcount, company type, technology, keyword, founding year, funding or similar company.`,
      };
    }

    const { total, domains } = await this.index.searchCompanies(expr, limit, offset, ranking);
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
    return { ok: true, total, results, filters: echo(filters), query: reading };
  }
}
