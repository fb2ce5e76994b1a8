/**
 * The discover index: what a company's stored record gives discover, derived in the statement
 * that writes the record (store/index-repository.ts):
 * - facet values ('facet:value' terms in companies.facets, GIN-indexed), so a query's set algebra
 *   becomes a WHERE clause the planner answers from the index;
 * - the founding year (companies.founded_year), the full-text lexemes (companies.search) and the
 *   funding rounds (company_funding_rounds), for the range, keyword and funding filters.
 */
import type { CompanyRecord } from '../core/index-records.js';
import type { CompanyFacet, CompanySetExpr } from '../core/discover/company-set-expr.js';
import { companyHeadcountSpan } from '../core/discover/headcount.js';
import { businessRegionsOf, continentOf } from '../core/discover/regions.js';
import { searchLexemes } from '../core/discover/full-text.js';
import { fundingRounds, type FundingRoundFacts } from '../core/discover/funding.js';

export type { CompanyFacet, CompanySetExpr };

/** Lower case, accents folded, runs of anything but letters and digits as one space. */
export function facetValue(value: string): string {
  return value
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}+#]+/gu, ' ')
    .trim();
}

/** [facet, normalized value, value as shown] for every facet value of the company. */
export function companyFacets(record: CompanyRecord): [CompanyFacet, string, string][] {
  const out: [CompanyFacet, string, string][] = [];
  const add = (facet: CompanyFacet, shown: string | null | undefined) => {
    if (typeof shown !== 'string' || shown.trim() === '') return;
    const v = facetValue(shown);
    if (v !== '' && !out.some(([f, x]) => f === facet && x === v)) out.push([facet, v, shown.trim()]);
  };
  const geo = record.geo ?? {};
  add('country', geo.countryCode ? geo.countryCode.toUpperCase() : null);
  // The continent and business regions of the country, so a continent is one facet value, not
  // a list of fifty countries to compare with every company.
  if (geo.countryCode) {
    add('continent', continentOf(geo.countryCode));
    for (const region of businessRegionsOf(geo.countryCode)) add('region', region);
  }
  add('state', geo.stateCode ?? null);
  add('state', geo.state ?? null);
  add('city', geo.city ?? null);
  add('industry', record.category?.industry ?? null);
  // The smallest run of headcount atoms covering the company's count or range (core/discover/headcount.ts).
  add('headcount', companyHeadcountSpan(record.metrics?.employeesCount, record.metrics?.employees));
  add('type', record.companyType ?? null);
  for (const t of record.tech ?? []) add('tech', t);
  // The company's own tags, whole: what similar_to compares (keywords match them word by word
  // through the full text).
  for (const tag of record.tags ?? []) add('keyword', tag);
  return out;
}

/** What the range, keyword and funding filters read, besides the facets. */
export interface CompanyDiscoverColumns {
  foundedYear: number | null;
  lexemes: string[];
  rounds: FundingRoundFacts[];
}

export function companyDiscoverColumns(record: CompanyRecord): CompanyDiscoverColumns {
  const year = record.foundedYear;
  return {
    foundedYear: typeof year === 'number' && Number.isInteger(year) && year > 0 && year < 10_000 ? year : null,
    lexemes: searchLexemes(record.name, record.description, ...(Array.isArray(record.tags) ? record.tags : [])),
    rounds: fundingRounds(record.fundingRounds),
  };
}
