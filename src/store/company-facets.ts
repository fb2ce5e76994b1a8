/**
 * The discover index: which sets a company belongs to, from its stored record. Each facet value
 * is one Redis set of domains, so a discover query is set algebra evaluated inside Redis (see
 * the discover script in index-repository.ts) instead of a scan over companies in Node.
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

/** The expression with every facet replaced by its Redis key: what the discover script reads. */
export type ResolvedExpr =
  | { k: string }
  | { d: readonly string[] }
  | { u: readonly ResolvedExpr[] }
  | { i: readonly ResolvedExpr[] }
  | { f: ResolvedExpr; m: readonly ResolvedExpr[] };

export function resolveExpr(expr: CompanySetExpr, facetKey: (facet: CompanyFacet, value: string) => string, allKey: string): ResolvedExpr {
  if ('facet' in expr) return { k: facetKey(expr.facet, facetValue(expr.value)) };
  if ('all' in expr) return { k: allKey };
  // Only domains the index holds.
  if ('domains' in expr) return { i: [{ d: expr.domains }, { k: allKey }] };
  if ('diff' in expr) return { f: resolveExpr(expr.diff, facetKey, allKey), m: expr.minus.map((x) => resolveExpr(x, facetKey, allKey)) };
  if ('union' in expr) return { u: expr.union.map((x) => resolveExpr(x, facetKey, allKey)) };
  return { i: expr.inter.map((x) => resolveExpr(x, facetKey, allKey)) };
}
