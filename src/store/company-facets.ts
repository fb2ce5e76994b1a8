/**
 * The discover index: which facet values a company carries, from its stored record. They are
 * stored as 'facet:value' terms in companies.facets (GIN-indexed), so a discover query's set
 * algebra becomes a WHERE clause the planner answers from the index (store/index-repository.ts).
 */
import type { CompanyRecord } from '../core/index-records.js';
import type { CompanyFacet, CompanySetExpr } from '../core/discover/company-set-expr.js';

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
  add('state', geo.stateCode ?? null);
  add('state', geo.state ?? null);
  add('city', geo.city ?? null);
  add('industry', record.category?.industry ?? null);
  add('headcount', record.metrics?.employees ?? null);
  add('type', record.companyType ?? null);
  for (const t of record.tech ?? []) add('tech', t);
  // Keywords: the company's own tags, whole and word by word ("Industrial Automation" also
  // matches "automation").
  for (const tag of record.tags ?? []) {
    add('keyword', tag);
    for (const word of facetValue(tag).split(' ')) if (word.length >= 3) add('keyword', word);
  }
  return out;
}
